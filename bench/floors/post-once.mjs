// Floor of "first request": a bare Node client that sends one test-run request with
// http.request as soon as it starts, and exits when the answer is read.
//   node post-once.mjs URL TOKEN BODY
import { request } from 'node:http';

const [url, token, body] = process.argv.slice(2);
const req = request(
  `${url}/api/orchestration/tests/run`,
  { method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': token } },
  (res) => {
    res.resume();
    res.once('end', () => process.exit(res.statusCode === 200 ? 0 : 1));
  },
);
req.end(body);
