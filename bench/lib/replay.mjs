/**
 * A server that answers the test-run call with one answer computed once: the floor and the action
 * then read the same bytes, and neither waits on the emulator generating them again (which would
 * add the same time to both and make the ratio look better than it is).
 */
import { createServer } from 'node:http';
import { once } from 'node:events';

const TEST_RUN_PATH = '/api/orchestration/tests/run';

/** Asks the emulator once, then serves its answer's bytes to every test-run call. */
export async function startReplay({ url, token, body }) {
  const first = await fetch(`${url}${TEST_RUN_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-token': token },
    body,
  });
  if (first.status !== 200) throw new Error(`the emulator answered the test run with HTTP ${first.status}`);
  const answer = Buffer.from(await first.arrayBuffer());
  const server = createServer((req, res) => {
    req.resume();
    req.once('end', () => {
      if (req.method !== 'POST' || req.url !== TEST_RUN_PATH || req.headers['x-auth-token'] !== token) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': answer.length });
      res.end(answer);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    token,
    bytes: answer.length,
    stop: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
