/**
 * Emulator throughput, for information: requests per second on a small read (Get connection by
 * name, ~300 bytes answered) against the bundled CLI (dist/emulator.js) in its own process, from
 * 16 keep-alive connections in this one, for a fixed time per run.
 */
import { request, Agent } from 'node:http';
import { join } from 'node:path';
import { ROOT } from './lib/action-env.mjs';
import { startEmulatorCli } from './lib/emulator.mjs';
import { median } from './lib/measure.mjs';

const CONNECTIONS = 16;
const RUN_MS = 1500;
const PATH = '/api/orchestration/fabric/10740/connection/name/warehouse';

export async function emulatorRps({ runs }) {
  const emulator = await startEmulatorCli({ fixture: join(ROOT, 'examples', 'emulator', 'retail.yml') });
  const { url, token } = emulator;
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
    await emulator.stop();
  }
}
