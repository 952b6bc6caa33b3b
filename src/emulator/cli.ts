// Process entry of the emulator (dist/emulator.js): the only module with side effects.
import { CliUsageError, USAGE, parseCliArgs } from './cli-args.js';
import { startEmulator } from './server.js';

async function main(argv: readonly string[]): Promise<void> {
  let args;
  try {
    args = parseCliArgs(argv);
  } catch (err) {
    if (!(err instanceof CliUsageError)) throw err;
    process.stderr.write(`emulator: ${err.message}\n`);
    process.exitCode = 2;
    return;
  }
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }

  let emulator;
  try {
    emulator = await startEmulator({
      fixture: args.fixture,
      host: args.host,
      port: args.port,
      statePath: args.statePath,
      responseDelayMs: args.delayMs,
      timeScale: args.timeScale,
    });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    process.stderr.write(`emulator: ${message.split('\n')[0]}\n`);
    process.exitCode = 1;
    return;
  }
  for (const fault of args.faults) emulator.injectFault(fault);

  // Scripts read the port from this exact first line.
  process.stdout.write(`emulator listening on ${emulator.url}\ntoken: ${emulator.token}\n`);

  const running = emulator;
  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`emulator: ${signal} received, stopping\n`);
    running.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main(process.argv.slice(2)).catch((err: unknown) => {
  process.stderr.write(`emulator: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
});
