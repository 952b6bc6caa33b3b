/**
 * Emulator throughput, for information: requests per second on a small read (Get connection by
 * name, ~300 bytes answered) against the bundled CLI (dist/emulator.js) in its own process, from
 * 16 keep-alive connections in this one, for a fixed time per run.
 */
import { spawn } from 'node:child_process';
import { request, Agent } from 'node:http';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { ROOT } from './lib/action-env.mjs';
import { median } from './lib/measure.mjs';

const CONNECTIONS = 16;
const RUN_MS = 1500;
const PATH = '/api/orchestration/fabric/10740/connection/name/warehouse';

export async function emulatorRps({ runs }) {
  const { child, url, token } = await startCli();
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  try {
    const get = () =>
      new Promise((resolve, reject) => {
        const req = request(`${url}${PATH}`, { agent, headers: { 'x-auth-token': token } }, (res) => {
          res.resume();
          res.once('end', () =>
            res.statusCode === 200 ? resolve() : reject(new Error(`HTTP ${res.statusCode}`)),
          );
        });
        req.once('error', reject);
        req.end();
      });
    const measureFor = async (ms) => {
      let count = 0;
      const until = performance.now() + ms;
      const loop = async () => {
        while (performance.now() < until) {
          await get();
          count++;
        }
      };
      const start = performance.now();
      await Promise.all(Array.from({ length: CONNECTIONS }, loop));
      return count / ((performance.now() - start) / 1000);
    };
    await measureFor(300); // warm-up: connections open, JIT warm
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await measureFor(RUN_MS));
    return [
      {
        id: 'emulator.rps',
        figure: `emulator: small read, ${CONNECTIONS} keep-alive connections`,
        value: median(samples),
        unit: 'req/s',
        target: 'for information',
        samples: { rps: samples },
      },
    ];
  } finally {
    agent.destroy();
    child.kill('SIGTERM');
    if (child.exitCode === null) await once(child, 'exit');
  }
}

async function startCli() {
  const child = spawn(
    process.execPath,
    [
      join(ROOT, 'dist', 'emulator.js'),
      '--fixture',
      join(ROOT, 'examples', 'emulator', 'retail.yml'),
      '--port',
      '0',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout });
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  try {
    // The CLI prints "emulator listening on URL" then "token: TOKEN" before anything else.
    let url;
    for await (const line of lines) {
      if (url === undefined) {
        url = /^emulator listening on (http:\/\/\S+)$/.exec(line)?.[1];
        if (url === undefined) throw new Error(`unexpected first line from the emulator: ${line}`);
        continue;
      }
      const token = /^token: (\S+)$/.exec(line)?.[1];
      if (token === undefined) throw new Error(`unexpected second line from the emulator: ${line}`);
      return { child, url, token }; // what it prints later (one stop line) fits in the pipe
    }
    throw new Error('the emulator exited before listening');
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  } finally {
    clearTimeout(timer);
  }
}
