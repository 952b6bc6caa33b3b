/**
 * A proxy in front of the emulator that rewrites its answers: the emulator answers only with the
 * statuses it knows, and a test of a status the service might add (`WARN`) puts this between the
 * action and the emulator. Requests go through as they came; each answer's text passes through
 * `rewrite` with the request's 1-based number, so a test can change only the re-runs' answers.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RewritingProxy {
  url: string;
  stop(): Promise<void>;
}

export async function startRewritingProxy(
  target: string,
  rewrite: (text: string, request: number) => string,
): Promise<RewritingProxy> {
  let requests = 0;
  const server = createServer((req, res) => {
    const number = ++requests;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const answer = await fetch(`${target}${req.url}`, {
          method: req.method!,
          headers: {
            'x-auth-token': String(req.headers['x-auth-token']),
            'content-type': 'application/json',
          },
          ...(chunks.length > 0 && { body: Buffer.concat(chunks) }),
        });
        const text = rewrite(await answer.text(), number);
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(text);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
