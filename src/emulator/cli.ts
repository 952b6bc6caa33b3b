// Process entry of the emulator (dist/emulator.js): the only module with side effects.
import { CliUsageError, USAGE, parseCliArgs } from './cli-args.js';
import { startEmulator } from './server.js';

async function main(argv: readonly string[]): Promise<void> {
  const args = parseCliArgs(argv);
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const emulator = await startEmulator(args);
  for (const fault of args.faults) emulator.injectFault(fault);

  // Scripts read the port from this exact first line.
  process.stdout.write(`emulator listening on ${emulator.url}\ntoken: ${emulator.token}\n`);

  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`emulator: ${signal} received, stopping\n`);
    emulator.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => shutdown(signal));
}

// A usage error exits with status 2, any other (a bad fixture or state file, a port in use) with 1.
main(process.argv.slice(2)).catch((err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  process.stderr.write(`emulator: ${message.split('\n')[0]}\n`);
  process.exitCode = err instanceof CliUsageError ? 2 : 1;
});
