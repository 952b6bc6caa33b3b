/**
 * Running and timing a whole process, as the runner runs the action: wall time from spawn to
 * exit (hrtime in this process) and, on request, the child's peak resident memory (maxRSS),
 * written at its exit by rss-probe.mjs, preloaded with --import.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const PROBE = pathToFileURL(join(import.meta.dirname, 'rss-probe.mjs')).href;

/** A benchmark run that did not do what it measures: the figure would be meaningless. */
export class UnexpectedRun extends Error {
  constructor(what, run) {
    const tail = (text) => (text ?? '').trim().split('\n').slice(-8).join('\n    ');
    super(
      `${what} ended unexpectedly (exit ${run.exitCode}, ${Math.round(run.ms ?? 0)} ms)\n  stdout:\n    ${tail(run.stdout)}\n  stderr:\n    ${tail(run.stderr)}`,
    );
    this.name = 'UnexpectedRun';
  }
}

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Milliseconds on this process's monotonic clock (shared with servers the bench runs itself). */
export function nowMs() {
  return Number(process.hrtime.bigint()) / 1e6;
}

/**
 * Spawns `node ...args` and resolves when it exits: { ms, startedAt, exitCode, stdout, stderr,
 * maxRssKb }. `rss` preloads the probe (its load time is in `ms`: time wall figures apart).
 * Output is kept up to 1 MB per stream; a child past `timeoutMs` is killed and reported.
 */
export async function runProcess({ args, env, cwd, rss = false, timeoutMs = 120_000, node = process.execPath }) {
  const probeDir = rss ? mkdtempSync(join(tmpdir(), 'bench-rss-')) : undefined;
  const probeFile = probeDir && join(probeDir, 'rss');
  const childEnv = { ...env, ...(probeFile ? { BENCH_RSS_FILE: probeFile } : {}) };
  const argv = rss ? ['--import', PROBE, ...args] : args;
  const startedAt = nowMs();
  const child = spawn(node, argv, { env: childEnv, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (stream) => {
    let text = '';
    stream.setEncoding('utf8').on('data', (chunk) => {
      if (text.length < 1_000_000) text += chunk;
    });
    return () => text;
  };
  const stdout = keep(child.stdout);
  const stderr = keep(child.stderr);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, timeoutMs);
  const exitCode = await new Promise((resolve) => child.once('close', (code) => resolve(code)));
  const ms = nowMs() - startedAt;
  clearTimeout(timer);
  let maxRssKb = NaN;
  if (probeFile) {
    try {
      maxRssKb = Number(readFileSync(probeFile, 'utf8'));
    } catch {
      // the child died before its exit handler ran: NaN says so in the table
    }
    rmSync(probeDir, { recursive: true, force: true });
  }
  const run = { ms, startedAt, exitCode, stdout: stdout(), stderr: stderr(), maxRssKb };
  if (timedOut) throw new UnexpectedRun(`a run past its ${timeoutMs} ms limit`, run);
  return run;
}
