/**
 * Pipeline mode's outputs, each under a bound: GitHub keeps at most 1 MB of a job's outputs, and a
 * hundred runs with long messages from the service (or long names and ids) would pass it. Messages
 * are cut first, each saying so; only when the names and ids alone do not fit are whole pipelines
 * left out, and the note returned says which are.
 */
import { fitJsonList } from '../../common/budget.js';
import { byteLength, formatCount, prefixBytes } from '../../common/text.js';
import { type PipelineRun, secondsOf } from './outcome.js';

/** Bytes of the `runs` output: under 256 KB, with room for the other outputs beside it. */
export const RUNS_OUTPUT_MAX_BYTES = 250_000;
/** Bytes of the `run-ids` output: names and ids only. */
export const RUN_IDS_OUTPUT_MAX_BYTES = 125_000;

export interface BoundedOutput {
  value: string;
  /** A line for the log when something was cut or left out. */
  note?: string;
}

interface RunEntry {
  pipeline: string;
  runId: string | null;
  status: string | null;
  errorMessage: string | null;
  seconds: number | null;
}

/** The `runs` output: one entry per pipeline, in the order of `pipelines`; null where there is none. */
export function runsOutput(runs: readonly PipelineRun[]): BoundedOutput {
  const entries = runs.map((run): RunEntry => ({
    pipeline: run.pipeline,
    runId: run.runId ?? null,
    status: run.status ?? null,
    errorMessage: run.errorMessage ?? run.problem ?? null,
    seconds: secondsOf(run) ?? null,
  }));
  const whole = JSON.stringify(entries);
  if (byteLength(whole) <= RUNS_OUTPUT_MAX_BYTES) return { value: whole };

  const cut = cutMessages(entries, RUNS_OUTPUT_MAX_BYTES);
  const note = `the runs output keeps under ${formatCount(RUNS_OUTPUT_MAX_BYTES)} bytes: ${cut} ${cut === 1 ? 'errorMessage was' : 'errorMessages were'} cut there (the job summary shows each message's start)`;
  const { json, kept } = fitJsonList(entries, RUNS_OUTPUT_MAX_BYTES);
  if (kept === entries.length) return { value: json, note };
  return { value: json, note: `${note}; it holds only the first ${kept} of ${entries.length} pipelines` };
}

/** The `run-ids` output: each pipeline that has a run id, to it; the first that fit when too many do not. */
export function runIdsOutput(runs: readonly PipelineRun[]): BoundedOutput {
  const pairs = runs.flatMap((run) => (run.runId === undefined ? [] : [[run.pipeline, run.runId] as const]));
  const kept: (readonly [string, string])[] = [];
  // The braces, then each pair with its colon and comma.
  let bytes = 2;
  for (const pair of pairs) {
    const size = byteLength(JSON.stringify(pair[0])) + byteLength(JSON.stringify(pair[1])) + 2;
    if (bytes + size > RUN_IDS_OUTPUT_MAX_BYTES) break;
    kept.push(pair);
    bytes += size;
  }
  // fromEntries defines own properties: a pipeline named `__proto__` stays a key.
  const value = JSON.stringify(Object.fromEntries(kept));
  if (kept.length === pairs.length) return { value };
  return {
    value,
    note: `the run-ids output keeps under ${formatCount(RUN_IDS_OUTPUT_MAX_BYTES)} bytes: it holds the first ${kept.length} of ${pairs.length} run ids`,
  };
}

/**
 * Cuts the longest messages to what is left beside the rest of the entries: a message that fits
 * its share stays whole and leaves the rest of its share to the others. Returns how many were cut.
 */
function cutMessages(entries: RunEntry[], maxBytes: number): number {
  const bare = byteLength(JSON.stringify(entries.map((e) => ({ ...e, errorMessage: null }))));
  // Each message takes the place of a `null`.
  let room = maxBytes - bare;
  const withMessage = entries
    .filter((e) => e.errorMessage !== null)
    .map((entry) => ({ entry, size: jsonBytes(entry.errorMessage!) - 4 }))
    .sort((a, b) => a.size - b.size);
  let cut = 0;
  withMessage.forEach(({ entry, size }, i) => {
    const share = Math.floor(room / (withMessage.length - i));
    if (size > share) {
      entry.errorMessage = cutMessage(entry.errorMessage!, share + 4);
      cut++;
    }
    room -= jsonBytes(entry.errorMessage!) - 4;
  });
  return cut;
}

/** The start of `text` whose JSON string takes at most `maxBytes`, ending with a note of what was cut. */
function cutMessage(text: string, maxBytes: number): string {
  const note = (left: number) => ` … (${formatCount(left)} more characters cut)`;
  // The note with the most digits it can need, and the quotes.
  const room = maxBytes - byteLength(note(text.length)) - 2;
  let kept = prefixBytes(text, room);
  // Escapes make JSON longer than the text: dropping the excess in text bytes drops at least as
  // many in JSON, so one more cut is enough.
  const excess = jsonBytes(kept) - 2 - room;
  if (excess > 0) kept = prefixBytes(kept, byteLength(kept) - excess);
  return kept + note(text.length - kept.length);
}

function jsonBytes(text: string): number {
  return byteLength(JSON.stringify(text));
}
