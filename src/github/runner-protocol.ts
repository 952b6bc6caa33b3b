/**
 * The runner's protocol, as GitHub documents it ("Workflow commands for GitHub Actions"): commands
 * are lines on stdout, `::name key=value,…::message`, with the message's and the values' special
 * characters percent-encoded; outputs and the job summary are appended to the files the runner
 * names in GITHUB_OUTPUT and GITHUB_STEP_SUMMARY.
 *
 * Written here rather than taken from @actions/core: that package loads its OIDC client, and with
 * it @actions/http-client and undici, the moment it is imported, so every step paid for the whole
 * HTTP stack before it could say an input was missing (docs/benchmarks.md, cold start). The
 * protocol is a few lines; the Runner (runner.ts) is the only caller.
 */
import { appendFileSync, existsSync } from 'node:fs';
import { tokenAbsentFrom } from '../common/random-hex.js';

/** Where an annotation points, in the names the runner reads. */
export interface CommandProperties {
  name?: string;
  title?: string;
  file?: string;
  line?: number;
}

/** A message: `%`, CR and LF encoded, so it stays on its one line. */
function escapeData(text: string): string {
  return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

/** A property's value: as a message, and `:` and `,`, which end a value, encoded too. */
function escapeProperty(text: string): string {
  return escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
}

/** The command as the line the runner reads. */
export function commandLine(name: string, message: string, properties: CommandProperties = {}): string {
  const pairs = Object.entries(properties)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}=${escapeProperty(String(value))}`);
  return `::${name}${pairs.length > 0 ? ` ${pairs.join(',')}` : ''}::${escapeData(message)}`;
}

/** Writes one workflow command to the log. */
export function issueCommand(name: string, message: string, properties?: CommandProperties): void {
  process.stdout.write(`${commandLine(name, message, properties)}\n`);
}

/** Writes a line of log text as it is (the Runner makes sure it cannot read as a command). */
export function writeLine(text: string): void {
  process.stdout.write(`${text}\n`);
}

/**
 * An input as the runner passes it: INPUT_ and the name in capitals (spaces as `_`, hyphens kept),
 * trimmed; '' when the step does not set it.
 */
export function inputValue(name: string): string {
  return (process.env[`INPUT_${name.replaceAll(' ', '_').toUpperCase()}`] ?? '').trim();
}

/**
 * Appends `name=value` to GITHUB_OUTPUT, as a heredoc whose delimiter is random and absent from the
 * name and the value, so no value can end it early. Throws when the file is not there.
 * Without GITHUB_OUTPUT (a tool that runs the source outside a runner, such as
 * @github/local-action) the output is printed as the older `set-output` command.
 */
export function appendOutput(name: string, value: string): void {
  if (!process.env.GITHUB_OUTPUT) {
    issueCommand('set-output', value, { name });
    return;
  }
  const file = environmentFile('GITHUB_OUTPUT');
  const delimiter = tokenAbsentFrom('ghadelimiter_', name, value);
  appendFileSync(file, `${name}<<${delimiter}\n${value}\n${delimiter}\n`, 'utf8');
}

/** Appends Markdown to the job summary; throws when GITHUB_STEP_SUMMARY names no file there. */
export function appendSummaryFile(markdown: string): void {
  appendFileSync(environmentFile('GITHUB_STEP_SUMMARY'), markdown, 'utf8');
}

/** The runner creates these files before the step starts: one that is missing is not ours to make. */
function environmentFile(variable: string): string {
  const file = process.env[variable];
  if (!file) throw new Error(`${variable} is not set`);
  if (!existsSync(file)) throw new Error(`the file ${variable} names does not exist`);
  return file;
}
