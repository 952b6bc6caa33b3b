// The replay server's process (lib/replay.mjs): fetches the test-run answer once, then serves its
// bytes to every test-run call with the token; prints where it listens once it is ready.
//   node replay-server.mjs EMULATOR_URL TOKEN BODY
import { createServer } from 'node:http';
import { once } from 'node:events';

const TEST_RUN_PATH = '/api/orchestration/tests/run';
const [url, token, body] = process.argv.slice(2);

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
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
console.log(`replay listening on http://127.0.0.1:${server.address().port} with ${answer.length} bytes`);
