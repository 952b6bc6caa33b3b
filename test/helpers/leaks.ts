/**
 * "No leaked secrets" for the end-to-end tests: collect every text a run produced or sent (its
 * log, summary, outputs and files, the requests GitHub received, what the service saw and kept)
 * and assert that no secret appears in any of them, in any form a writer could have turned it
 * into: as is, URL-encoded, base64 (alone, or inside a longer base64 text) and JSON-escaped,
 * each also searched after undoing HTML entities (summaries, JUnit) and markdown escapes.
 */
import { expect } from '@jest/globals';
import { withoutMaskCommands, type ActionRun } from './run-action.js';
import type { FakeGitHub } from './fake-github.js';
import type { RunningEmulator } from '../../src/emulator/server.js';

/** Secrets shorter than this are not masked by the runner either; searching them would only match noise. */
const MIN_SECRET_LENGTH = 3;

export interface LeakForm {
  /** How the secret was written, for the failure message: "plain", "URL-encoded", … */
  name: string;
  text: string;
}

/**
 * The forms in which a secret can leak. The base64 "inner" forms are the characters that a
 * secret produces whatever its offset inside a longer base64-encoded text (e.g. `user:<token>`
 * in a Basic header): only those that do not depend on the neighbouring bytes.
 */
export function leakFormsOf(secret: string): LeakForm[] {
  const bytes = Buffer.from(secret, 'utf8');
  const forms: LeakForm[] = [
    { name: 'plain', text: secret },
    { name: 'URL-encoded', text: encodeURIComponent(secret) },
    { name: 'URL-encoded (form)', text: new URLSearchParams({ x: secret }).toString().slice(2) },
    { name: 'base64', text: bytes.toString('base64') },
    { name: 'base64 unpadded', text: bytes.toString('base64').replace(/=+$/, '') },
    { name: 'base64url', text: bytes.toString('base64url') },
    { name: 'JSON-escaped', text: JSON.stringify(secret).slice(1, -1) },
    { name: 'JSON-escaped, non-ASCII as \\u', text: asciiJson(secret, false) },
    { name: 'JSON-escaped, non-ASCII as \\U', text: asciiJson(secret, true) },
    {
      name: 'URL-encoded, lower-case hex',
      text: encodeURIComponent(secret).replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase()),
    },
    {
      name: 'HTML-escaped',
      text: secret.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'),
    },
  ];
  for (const offset of [1, 2]) {
    const inner = innerBase64(bytes, offset);
    if (inner.length >= 8) forms.push({ name: `base64 at offset ${offset}`, text: inner });
  }
  const seen = new Set<string>();
  return forms.filter((form) => {
    if (form.text.length < MIN_SECRET_LENGTH || seen.has(form.text)) return false;
    seen.add(form.text);
    return true;
  });
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function asciiJson(secret: string, upper: boolean): string {
  return JSON.stringify(secret)
    .slice(1, -1)
    .replace(/[\u0080-\uffff]/g, (c) => {
      const hex = c.charCodeAt(0).toString(16).padStart(4, '0');
      return `\\u${upper ? hex.toUpperCase() : hex}`;
    });
}

function fromCode(code: number, entity: string): string {
  return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
}

/**
 * The ways a writer may have escaped text on its way out, undone: HTML entities (markdown
 * summaries and comments write `_` as `&#95;`, JUnit writes `&amp;`; a zero-width space
 * follows `@`) and markdown backslash escapes (`\_`). A secret hidden by escaping is still a leak.
 */
function views(text: string): Array<{ name: string; text: string }> {
  const decoded = text
    .replace(/&#x([0-9a-f]{1,6});/gi, (entity, hex: string) => fromCode(parseInt(hex, 16), entity))
    .replace(/&#(\d{1,7});/g, (entity, dec: string) => fromCode(Number(dec), entity))
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => NAMED_ENTITIES[name]!)
    .replace(/\u200b/g, '');
  const unescaped = text.replace(/\\([!-/:-@[-`{-~])/g, '$1');
  // One level of JSON string escaping undone: a JSON-escaped secret written into a JSON file.
  const unjson = text.replace(/\\(["\\/])/g, '$1');
  return [
    { name: '', text },
    { name: ', HTML entities decoded', text: decoded },
    { name: ', markdown escapes removed', text: unescaped },
    { name: ', one level of JSON escaping undone', text: unjson },
  ];
}

/**
 * The base64 of `bytes` preceded by `offset` other bytes, without the characters that also
 * encode those neighbours: the first full group after the secret's start, up to the last group
 * made only of the secret's bytes.
 */
function innerBase64(bytes: Buffer, offset: number): string {
  const padded = Buffer.concat([Buffer.alloc(offset), bytes]);
  const encoded = padded.toString('base64');
  // Groups of 3 input bytes make 4 output characters; skip the group(s) holding the filler bytes.
  const firstClean = Math.ceil(offset / 3) * 4;
  const lastClean = Math.floor(padded.length / 3) * 4;
  return encoded.slice(firstClean, lastClean);
}

/** One secret, and each of its lines when it has several (the runner masks each line on its own). */
function secretsToSearch(secrets: readonly string[]): string[] {
  const out = new Set<string>();
  for (const secret of secrets) {
    if (secret.length >= MIN_SECRET_LENGTH) out.add(secret);
    const lines = secret.split(/\r?\n/).map((line) => line.trim());
    if (lines.length > 1) for (const line of lines) if (line.length >= 8) out.add(line);
  }
  return [...out];
}

/**
 * Asserts that no secret appears in any of the texts, in any leak form. Each text may start
 * with a `[label]` line (collectEverything's) naming where it came from; a failure lists every
 * leak with that label, the form and a little context, so the test output says where to look.
 */
export function expectNoLeaks(texts: readonly string[], secrets: readonly string[]): void {
  const searched = secretsToSearch(secrets);
  // A test that checks nothing must fail, not pass.
  expect(searched.length).toBeGreaterThan(0);
  const leaks: string[] = [];
  for (const text of texts) {
    const label = /^\[([^\]\n]*)\]\n/.exec(text)?.[1] ?? `text ${texts.indexOf(text) + 1}`;
    for (const view of views(text)) {
      for (const [n, secret] of searched.entries()) {
        for (const form of leakFormsOf(secret)) {
          const at = view.text.indexOf(form.text);
          if (at < 0) continue;
          const context = view.text.slice(Math.max(0, at - 40), at + form.text.length + 40);
          leaks.push(
            `secret #${n + 1} (${form.name}${view.name}) in ${label}: …${context.replace(/\n/g, '\\n')}…`,
          );
        }
      }
    }
  }
  expect(leaks).toEqual([]);
}

export interface CollectExtra {
  /** Every request body the fake GitHub received, and the check runs and comments it holds. */
  fakeGithub?: FakeGitHub;
  /**
   * The requests the emulator logged, and what the action's requests changed in its state: the
   * fabrics (with their secrets and connections) and the deployments. The tokens it accepts and
   * the projects its fixture describes are the service's own data, not something the action sent.
   */
  emulator?: RunningEmulator;
}

/**
 * Every text a run produced or sent, each as `[label]\n<text>`: stdout without the
 * `::add-mask::` commands (the runner consumes them: they are how a secret gets masked), stderr,
 * the job summary, the outputs, each file the run left in its folder (results file, JUnit, …),
 * and with `extra` what GitHub and the service received.
 */
export function collectEverything(run: ActionRun, extra: CollectExtra = {}): string[] {
  const texts: Array<[string, string]> = [
    ['stdout', withoutMaskCommands(run.stdout)],
    ['stderr', run.stderr],
    ['summary', run.summary],
    ['outputs', JSON.stringify(run.outputs)],
    ...Object.entries(run.files()).map(([path, text]): [string, string] => [`file ${path}`, text]),
  ];
  const github = extra.fakeGithub;
  if (github) {
    github.requests.forEach((request, i) => {
      const { method, path, body, status } = request;
      texts.push([`GitHub request ${i + 1} ${method} ${path}`, JSON.stringify({ path, body, status })]);
    });
    for (const run of github.checkRuns) texts.push([`check run ${run.id}`, JSON.stringify(run)]);
    for (const comment of github.comments) texts.push([`comment ${comment.id}`, comment.body]);
    for (const issue of github.issues) texts.push([`issue #${issue.number}`, JSON.stringify(issue)]);
  }
  const emulator = extra.emulator;
  if (emulator) {
    texts.push(['emulator request log', JSON.stringify(emulator.requests)]);
    const { fabrics, deployments } = emulator.state() as { fabrics: unknown; deployments: unknown };
    texts.push(['emulator state', JSON.stringify({ fabrics, deployments })]);
  }
  return texts.map(([label, text]) => `[${label}]\n${text}`);
}
