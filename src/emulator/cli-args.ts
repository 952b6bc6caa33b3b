// Command-line parsing for the emulator, kept pure (no I/O) so it can be tested directly; the
// process entry that uses it is cli.ts.
import { FAULT_KINDS, type FaultSpec, parseFaultSpec } from './faults.js';
import { isLoopbackHost } from './loopback.js';

export const USAGE = `Usage: emulator --fixture FILE [options]

Runs a local emulator of the Orchestration API on a loopback address.

Options:
  --fixture FILE         seed fixture (YAML), required; see examples/emulator/retail.yml
  --port N               port to listen on (default 8080; 0 picks a free port)
  --host HOST            loopback address to bind (default 127.0.0.1; 127.0.0.0/8, ::1, localhost)
  --state FILE           persist state to FILE (loaded when it exists, else seeded from the fixture)
  --delay-ms N           delay every API answer by N ms
  --fault SPEC           inject a fault, repeatable: KIND[:PATH[:TIMES]] or a JSON fault object
                         KIND: ${FAULT_KINDS.join(', ')}
  -h, --help             print this help

The first line printed is "emulator listening on http://HOST:PORT", the second "token: TOKEN".
Control routes (no token): GET|POST|DELETE /__emulator/faults, GET|DELETE /__emulator/requests,
GET /__emulator/deployments, GET /__emulator/state, GET /__emulator/stats (connections accepted).`;

/** A command line the emulator refuses; the CLI prints the message and exits with status 2. */
export class CliUsageError extends Error {
  override name = 'CliUsageError';
}

export interface CliRun {
  help: false;
  fixture: string;
  host: string;
  port: number;
  statePath?: string;
  delayMs?: number;
  faults: FaultSpec[];
}

export type CliArgs = { help: true } | CliRun;

export const DEFAULT_CLI_PORT = 8080;

export function parseCliArgs(argv: readonly string[]): CliArgs {
  let fixture: string | undefined;
  let host = '127.0.0.1';
  let port = DEFAULT_CLI_PORT;
  let statePath: string | undefined;
  let delayMs: number | undefined;
  const faults: FaultSpec[] = [];
  // Help is answered whatever else is on the line, even when the rest is wrong.
  if (argv.some((a) => a === '-h' || a === '--help')) return { help: true };

  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) throw new CliUsageError(`unexpected argument "${arg}" (see --help)`);
    // Both "--flag value" and "--flag=value".
    const eq = arg.indexOf('=');
    const flag = eq === -1 ? arg : arg.slice(0, eq);
    const value = (): string => {
      if (eq !== -1) return arg.slice(eq + 1);
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new CliUsageError(`${flag} needs a value`);
      i++;
      return next;
    };
    switch (flag) {
      case '--fixture':
        fixture = value();
        break;
      case '--host':
        host = value();
        if (!isLoopbackHost(host))
          throw new CliUsageError(
            `--host ${host} refused: only loopback addresses (127.0.0.0/8, ::1, localhost)`,
          );
        break;
      case '--port':
        port = integer(flag, value(), 0, 65535);
        break;
      case '--state':
        statePath = value();
        break;
      case '--delay-ms':
        delayMs = integer(flag, value(), 0, 3_600_000);
        break;
      case '--fault':
        faults.push(parseFaultArg(value()));
        break;
      default:
        throw new CliUsageError(`unknown option ${flag} (see --help)`);
    }
  }
  if (fixture === undefined || fixture === '')
    throw new CliUsageError('--fixture FILE is required (see --help)');
  return {
    help: false,
    fixture,
    host,
    port,
    faults,
    ...(statePath !== undefined ? { statePath } : {}),
    ...(delayMs !== undefined ? { delayMs } : {}),
  };
}

function integer(flag: string, text: string, min: number, max: number): number {
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max)
    throw new CliUsageError(`${flag} must be an integer from ${min} to ${max}, not "${text}"`);
  return n;
}

/** `KIND[:PATH[:TIMES]]`, e.g. `status-503:/api/deploy:2`; or a JSON object for every field. */
export function parseFaultArg(text: string): FaultSpec {
  try {
    if (text.trimStart().startsWith('{')) return parseFaultSpec(JSON.parse(text));
    const [kind, path, times, ...rest] = text.split(':');
    if (rest.length) throw new Error('expected KIND[:PATH[:TIMES]]');
    const spec: Record<string, unknown> = { kind };
    if (path) spec.path = path;
    if (times) {
      if (!/^\d+$/.test(times)) throw new Error(`TIMES must be a positive integer, not "${times}"`);
      spec.times = Number(times);
    }
    return parseFaultSpec(spec);
  } catch (err) {
    throw new CliUsageError(`--fault ${text}: ${err instanceof Error ? err.message : String(err)}`);
  }
}
