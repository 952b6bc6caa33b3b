/**
 * A server that answers the test-run call with one answer computed once: the floor and the action
 * then read the same bytes, and neither waits on the emulator generating them again (which would
 * add the same time to both and make the ratio look better than it is).
 *
 * It runs in a process of its own, as the emulator does: the answer of a million results is
 * 170 MB, and a bench process that held it would lend its peak memory to every child it spawns
 * afterwards (Linux carries the peak RSS across exec into the child's maxRSS).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { join } from 'node:path';

const SERVER = join(import.meta.dirname, 'replay-server.mjs');

/** Asks the emulator once (in the server's process), then serves its answer's bytes. */
export async function startReplay({ url, token, body }) {
  const child = spawn(process.execPath, [SERVER, url, token, body], { stdio: ['ignore', 'pipe', 'inherit'] });
  const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
  try {
    for await (const line of createInterface({ input: child.stdout })) {
      const ready = /^replay listening on (http:\/\/\S+) with (\d+) bytes$/.exec(line);
      if (!ready) throw new Error(`unexpected line from the replay server: ${line}`);
      return {
        url: ready[1],
        token,
        bytes: Number(ready[2]),
        stop: async () => {
          if (child.exitCode !== null) return;
          child.kill('SIGTERM');
          await once(child, 'exit');
        },
      };
    }
    throw new Error('the replay server exited before listening');
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  } finally {
    clearTimeout(timer);
  }
}
