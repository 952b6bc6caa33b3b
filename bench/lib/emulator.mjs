/**
 * The bundled emulator (dist/emulator.js) in a process of its own, as users run it: the action
 * under measure never shares a process, an event loop or a garbage collector with its server.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { ROOT } from './action-env.mjs';

/** Starts the CLI on a free loopback port; resolves once it prints where it listens. */
export async function startEmulatorCli({ fixture, delayMs, timeScale, node = process.execPath }) {
  const args = [join(ROOT, 'dist', 'emulator.js'), '--fixture', fixture, '--port', '0'];
  if (delayMs) args.push('--delay-ms', String(delayMs));
  if (timeScale) args.push('--time-scale', String(timeScale));
  const child = spawn(node, ['--max-old-space-size=4096', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout });
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  try {
    let url;
    for await (const line of lines) {
      if (url === undefined) {
        url = /^emulator listening on (http:\/\/\S+)$/.exec(line)?.[1];
        if (url === undefined) throw new Error(`unexpected first line from the emulator: ${line}`);
        continue;
      }
      const token = /^token: (\S+)$/.exec(line)?.[1];
      if (token === undefined) throw new Error(`unexpected second line from the emulator: ${line}`);
      return {
        url,
        token,
        /**
         * { connectionsOpened, requests } since start, but for this call's own connection: the
         * emulator counts the connection the stats request arrives on too. Call it once, last.
         */
        stats: async () => {
          const stats = await (await fetch(`${url}/__emulator/stats`)).json();
          return { ...stats, connectionsOpened: stats.connectionsOpened - 1 };
        },
        /** Every API request logged since start (method, path, status, body, at in ms since the epoch). */
        requests: async () => (await (await fetch(`${url}/__emulator/requests`)).json()).requests,
        stop: async () => {
          if (child.exitCode !== null) return;
          child.kill('SIGTERM');
          await once(child, 'exit');
        },
      };
    }
    throw new Error('the emulator exited before listening');
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  } finally {
    clearTimeout(timer);
  }
}
