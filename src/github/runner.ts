/**
 * The GitHub runner's protocol: inputs from INPUT_* variables, workflow commands on stdout,
 * outputs and the job summary through the files named by GITHUB_OUTPUT / GITHUB_STEP_SUMMARY.
 *
 * Written here instead of importing @actions/core because core loads ~170 ms of modules
 * (an HTTP client for OIDC among them) before the first line runs, and a missing input must
 * fail in well under 0.1 s. The formats follow the runner's documented protocol; a test
 * checks them against @actions/core byte for byte.
 */
import { appendFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { EOL } from 'node:os';

/**
 * Everything written through this module is redacted against the secrets registered here.
 * Each secret maps to its forms (plain, URL-encoded, base64), longest first, computed once:
 * reporters call redact() for every string of a 100,000-result run.
 */
const secrets = new Map<string, string[]>();

/** Registers a value the runner must mask in its logs, and that our own writers redact. */
export function setSecret(value: string): void {
  if (!value) return;
  for (const line of value.split(/\r?\n/)) {
    const trimmed = line.trim();
    // A mask of one or two characters would blank out half the log; the runner ignores them too.
    if (trimmed.length < 3 || secrets.has(trimmed)) continue;
    secrets.set(trimmed, secretForms(trimmed));
    process.stdout.write(`::add-mask::${escapeData(trimmed)}${EOL}`);
  }
}

/** Replaces every registered secret (and its URL/base64 encodings) in text with `***`. */
export function redact(text: string): string {
  if (secrets.size === 0 || !text) return text;
  let out = text;
  for (const forms of secrets.values()) {
    for (const form of forms) {
      if (out.includes(form)) out = out.split(form).join('***');
    }
  }
  return out;
}

function secretForms(secret: string): string[] {
  const forms = [secret, encodeURIComponent(secret), Buffer.from(secret).toString('base64')];
  return [...new Set(forms)].sort((a, b) => b.length - a.length);
}

/** Test hook: forget registered secrets between in-process runs. */
export function resetSecretsForTests(): void {
  secrets.clear();
}

/** Reads an input the way the runner passes it: INPUT_<NAME>, spaces as underscores, trimmed. */
export function getInput(name: string): string {
  const key = `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
  return (process.env[key] ?? '').trim();
}

export interface AnnotationProperties {
  title?: string;
  file?: string;
  line?: number;
  endLine?: number;
  col?: number;
  endColumn?: number;
}

type CommandName = 'error' | 'warning' | 'notice' | 'debug' | 'group' | 'endgroup';

// The order the runner's own toolkit writes properties in, so logs read the same.
const PROPERTY_ORDER = ['title', 'file', 'line', 'endLine', 'col', 'endColumn'] as const;

function issueCommand(command: CommandName, properties: AnnotationProperties, message: string): void {
  const props = PROPERTY_ORDER.filter((k) => properties[k] !== undefined && properties[k] !== '')
    .map((k) => `${k}=${escapeProperty(redact(String(properties[k])))}`)
    .join(',');
  const head = props ? `::${command} ${props}::` : `::${command}::`;
  process.stdout.write(`${head}${escapeData(redact(message))}${EOL}`);
}

export function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

export function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export function info(message: string): void {
  process.stdout.write(redact(message) + EOL);
}
export function debug(message: string): void {
  issueCommand('debug', {}, message);
}
export function error(message: string, properties: AnnotationProperties = {}): void {
  issueCommand('error', properties, message);
}
export function warning(message: string, properties: AnnotationProperties = {}): void {
  issueCommand('warning', properties, message);
}
export function notice(message: string, properties: AnnotationProperties = {}): void {
  issueCommand('notice', properties, message);
}
export function startGroup(name: string): void {
  issueCommand('group', {}, name);
}
export function endGroup(): void {
  issueCommand('endgroup', {}, '');
}

/** Marks the step failed: the error annotation plus a non-zero exit code, as core.setFailed does. */
export function setFailed(message: string): void {
  process.exitCode = 1;
  error(message);
}

/**
 * Sets a step output. Uses the GITHUB_OUTPUT file with a random heredoc delimiter (so a value
 * can hold any text); falls back to the legacy command when the file is not provided.
 */
const outputsSet = new Set<string>();

/** Whether this run already set an output (main sets `conclusion` only if no flow did). */
export function hasOutput(name: string): boolean {
  return outputsSet.has(name);
}

export function setOutput(name: string, value: string | number | boolean): void {
  outputsSet.add(name);
  const text = redact(String(value));
  const file = process.env.GITHUB_OUTPUT;
  if (file) {
    const delimiter = `ghadelimiter_${randomUUID()}`;
    appendFileSync(file, `${name}<<${delimiter}${EOL}${text}${EOL}${delimiter}${EOL}`, 'utf8');
  } else {
    process.stdout.write(`${EOL}::set-output name=${name}::${escapeData(text)}${EOL}`);
  }
}

/** Appends markdown to the job summary; without GITHUB_STEP_SUMMARY (local runs) it is printed. */
export function appendSummary(markdown: string): void {
  const text = redact(markdown);
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (file) appendFileSync(file, text.endsWith(EOL) ? text : text + EOL, 'utf8');
  else info(text);
}
