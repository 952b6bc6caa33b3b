/**
 * A scripted trigger API on a raw loopback node:http server, for what the emulator cannot do: a
 * status request that never answers, run ids no service should answer, messages of any length.
 * It logs every request (with the time of the clock it is given) and every hanging request the
 * client gave up on.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const TRIGGER_PATH = '/api/trigger/pipeline';

/** What a status request gets: a run's state, or no answer at all. */
export type StatusAnswer = { runStatus: string; errorMessage?: string } | 'hang';

export interface PipelineScript {
  /** The run id the trigger of this pipeline answers, or no answer at all; `run-<pipeline>` by default. */
  runIdOf?: (pipeline: string) => string | 'hang';
  /** The answer to the n-th (1-based) status request of the run. */
  statusOf: (runId: string, n: number) => StatusAnswer;
  /** The time each request is logged at: a fake clock's, or Date.now. */
  now?: () => number;
}

export interface LoggedRequest {
  method: string;
  /** POST: the pipeline triggered; GET: the run id asked about (decoded). */
  subject: string;
  /** The path's length as sent. */
  pathLength: number;
  at: number;
}

export interface PipelineService {
  url: string;
  requests: LoggedRequest[];
  /**
   * How many requests left unanswered on purpose the client gave up on (closed their connection),
   * once `expected` have been or a few seconds have passed: the close reaches the server a moment
   * after the client's abort.
   */
  abandoned(expected?: number): Promise<number>;
  close(): Promise<void>;
}

export async function startPipelineService(script: PipelineScript): Promise<PipelineService> {
  const now = script.now ?? Date.now;
  const requests: LoggedRequest[] = [];
  const asked = new Map<string, number>();
  let abandoned = 0;
  const waiting = new Set<() => void>();
  const hang = (res: ServerResponse): void => {
    res.on('close', () => {
      abandoned++;
      for (const wake of waiting) wake();
    });
  };
  // Room for a path of 100 KB: a run id the client should never send back must arrive if sent.
  const server = createServer({ maxHeaderSize: 1024 * 1024, keepAlive: true }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '';
      if (req.method === 'POST' && url === TRIGGER_PATH) {
        const { pipelineName } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          pipelineName: string;
        };
        requests.push({ method: 'POST', subject: pipelineName, pathLength: url.length, at: now() });
        const runId = script.runIdOf?.(pipelineName) ?? `run-${pipelineName}`;
        return runId === 'hang' ? hang(res) : json(res, { success: true, runId });
      }
      const runId = decodeURIComponent(url.slice(TRIGGER_PATH.length + 1));
      requests.push({ method: req.method ?? '', subject: runId, pathLength: url.length, at: now() });
      const n = (asked.get(runId) ?? 0) + 1;
      asked.set(runId, n);
      const answer = script.statusOf(runId, n);
      if (answer === 'hang') return hang(res);
      json(res, { success: true, runId, fabricId: '10740', ...answer });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    abandoned: (expected = 1) =>
      new Promise<number>((resolve) => {
        if (abandoned >= expected) return resolve(abandoned);
        const done = (): void => {
          clearTimeout(timer);
          waiting.delete(check);
          resolve(abandoned);
        };
        const check = (): void => {
          if (abandoned >= expected) done();
        };
        const timer = setTimeout(done, 3000);
        waiting.add(check);
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function json(res: ServerResponse, body: unknown): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
