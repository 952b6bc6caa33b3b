/**
 * The part of GitHub's REST API a test step writes to (check runs), on loopback: it answers as
 * GitHub does, refuses what GitHub refuses (more than 50 annotations in a request, an output
 * text over 65,535 characters) and counts what a repository's token would pay for: requests and
 * the bytes of their bodies, and the most requests in flight at once.
 *
 * GitHub's API answers in roughly 100-300 ms, loopback in ~1 ms: `delayMs` (settable between
 * runs with setDelay) holds every answer back that long, so a figure can show what the round
 * trips cost.
 */
import { createServer } from 'node:http';

const fresh = () => ({
  requests: 0,
  bytes: 0,
  annotations: 0,
  annotationBytes: 0,
  refused: 0,
  maxInFlight: 0,
  /** From the first request's arrival to the last answer: the time the step spent on GitHub. */
  spanMs: 0,
});

export async function startFakeGitHub({ delayMs = 0 } = {}) {
  const stats = fresh();
  let delay = delayMs;
  let inFlight = 0;
  let nextId = 1;
  let firstAt;
  const server = createServer((req, res) => {
    if (stats.requests === 0 && inFlight === 0) firstAt = performance.now();
    stats.maxInFlight = Math.max(stats.maxInFlight, ++inFlight);
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      stats.requests++;
      stats.bytes += raw.length;
      const answer = (status, body) =>
        setTimeout(() => {
          inFlight--;
          stats.spanMs = performance.now() - firstAt;
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        }, delay);
      let body;
      try {
        body = raw.length ? JSON.parse(raw.toString('utf8')) : {};
      } catch {
        stats.refused++;
        return answer(400, { message: 'Problems parsing JSON' });
      }
      const annotations = body.output?.annotations ?? [];
      const tooLong = ['summary', 'text'].some((k) => (body.output?.[k]?.length ?? 0) > 65_535);
      if (annotations.length > 50 || tooLong) {
        stats.refused++;
        return answer(422, { message: 'Invalid request.' });
      }
      stats.annotations += annotations.length;
      stats.annotationBytes += Buffer.byteLength(JSON.stringify(annotations));
      const id = req.method === 'POST' ? nextId++ : Number(req.url.split('/').pop());
      answer(req.method === 'POST' ? 201 : 200, { id, html_url: `https://github.com/acme/bench/runs/${id}` });
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    stats,
    reset: () => Object.assign(stats, fresh()),
    setDelay: (ms) => {
      delay = ms;
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
