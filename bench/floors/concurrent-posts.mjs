// Floor of "many calls": a bare Node client that sends one test-run call per model, at most
// CONCURRENCY in flight over as many keep-alive connections, and parses each answer.
//   node concurrent-posts.mjs URL TOKEN CONCURRENCY BODY_JSON_LINES_FILE
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';

const [url, token, concurrency, bodiesFile] = process.argv.slice(2);
const bodies = readFileSync(bodiesFile, 'utf8').trim().split('\n');
const agent = new Agent({ keepAlive: true, maxSockets: Number(concurrency) });
const post = (body) =>
  new Promise((resolve, reject) => {
    const req = request(
      `${url}/api/orchestration/tests/run`,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'x-auth-token': token } },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (c) => (text += c));
        res.once('end', () => (res.statusCode === 200 ? resolve(JSON.parse(text)) : reject(new Error(text))));
      },
    );
    req.once('error', reject);
    req.end(body);
  });
let next = 0;
const worker = async () => {
  while (next < bodies.length) await post(bodies[next++]);
};
await Promise.all(Array.from({ length: Number(concurrency) }, worker));
agent.destroy();
