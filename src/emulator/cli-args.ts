// The emulator's command line, parsed without I/O so it can be tested directly.
import { parseArgs } from 'node:util';
import { FAULT_KINDS, type FaultSpec, parseFaultSpec } from './faults.js';
import { isLoopbackHost } from '../common/paths.js';

export const USAGE = `Usage: emulator --fixture FILE [options]

Runs a local emulator of the Orchestration API on a loopback address.

Options:
  --fixture FILE         seed fixture (YAML), required; see examples/emulator/retail.yml
  --port N               port to listen on (default 8080; 0 picks a free port)
  --host HOST            loopback address to bind (default 127.0.0.1; 127.0.0.0/8, ::1, localhost)
  --state FILE           persist state to FILE (loaded when it exists, else seeded from the fixture)
  --delay-ms N           delay every API answer by N ms
  --time-scale N         pipeline runs go N times faster (60: a 10-minute run takes 10 s)
  --fault SPEC           inject a fault, repeatable: KIND[:PATH[:TIMES]] or a JSON fault object
                         KIND: ${FAULT_KINDS.join(', ')}
  -h, --help             print this help

The first line printed is "emulator listening on http://HOST:PORT", the second "token: TOKEN".
Control routes (no token): GET|POST|DELETE /__emulator/faults, GET|DELETE /__emulator/requests,
GET /__emulator/deployments, GET /__emulator/runs, GET /__emulator/state, GET /__emulator/stats (connections accepted).`;

/** The CLI prints the message and exits with status 2. */
export class CliUsageError extends Error {
  override name = 'CliUsageError';
}

const OPTIONS = {
  fixture: { type: 'string' },
  host: { type: 'string' },
  port: { type: 'string' },
  state: { type: 'string' },
  'delay-ms': { type: 'string' },
  'time-scale': { type: 'string' },
  fault: { type: 'string', multiple: true },
  help: { type: 'boolean', short: 'h' },
} as const;

/** node:util's parse errors, reworded around the option or argument they quote. */
const PARSE_ERRORS: Record<string, (quoted: string) => string> = {
  ERR_PARSE_ARGS_UNKNOWN_OPTION: (option) => `unknown option ${option} (see --help)`,
  ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL: (arg) => `unexpected argument "${arg}" (see --help)`,
  ERR_PARSE_ARGS_INVALID_OPTION_VALUE: (option) =>
    `${option} needs a value (one that starts with - is written ${option}=VALUE)`,
};

export function parseCliArgs(argv: readonly string[]) {
  // Help is answered whatever else is on the line, even when the rest is wrong.
  if (argv.some((a) => a === '-h' || a === '--help')) return { help: true as const };
  let values;
  try {
    values = parseArgs({ args: [...argv], options: OPTIONS, strict: true, allowPositionals: false }).values;
  } catch (err) {
    const { code = '', message } = err as { code?: string; message: string };
    const quoted = /'([^']*?)(?: <value>)?'/.exec(message)?.[1];
    const reword = Object.hasOwn(PARSE_ERRORS, code) ? PARSE_ERRORS[code] : undefined;
    throw new CliUsageError(reword && quoted !== undefined ? reword(quoted) : message);
  }
  const { fixture } = values;
  if (fixture === undefined || fixture === '')
    throw new CliUsageError('--fixture FILE is required (see --help)');
  const host = values.host ?? '127.0.0.1';
  if (!isLoopbackHost(host))
    throw new CliUsageError(`--host ${host} refused: only loopback addresses (127.0.0.0/8, ::1, localhost)`);
  return {
    help: false as const,
    fixture,
    host,
    port: integer('--port', values.port, 0, 65535) ?? 8080,
    statePath: values.state,
    responseDelayMs: integer('--delay-ms', values['delay-ms'], 0, 3_600_000),
    timeScale: integer('--time-scale', values['time-scale'], 1, 1_000_000),
    faults: (values.fault ?? []).map(parseFaultArg),
  };
}

function integer(flag: string, text: string | undefined, min: number, max: number): number | undefined {
  if (text === undefined) return undefined;
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max)
    throw new CliUsageError(`${flag} must be an integer from ${min} to ${max}, not "${text}"`);
  return n;
}

/** `KIND[:PATH[:TIMES]]`, e.g. `status-503:/api/deploy:2`; or a JSON object for every field. */
function parseFaultArg(text: string): FaultSpec {
  try {
    if (text.trimStart().startsWith('{')) return parseFaultSpec(JSON.parse(text));
    const [kind, path, times, ...rest] = text.split(':');
    if (rest.length) throw new Error('expected KIND[:PATH[:TIMES]]');
    if (times && !/^\d+$/.test(times)) throw new Error(`TIMES must be a positive integer, not "${times}"`);
    return parseFaultSpec({ kind, ...(path ? { path } : {}), ...(times ? { times: Number(times) } : {}) });
  } catch (err) {
    throw new CliUsageError(`--fault ${text}: ${err instanceof Error ? err.message : String(err)}`);
  }
}
