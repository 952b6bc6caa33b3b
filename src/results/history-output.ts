/**
 * The `history` output: this run's failures as the history explains them, for a later step (an
 * issue, a chat message). Under a bound: GitHub keeps at most 1 MB of a job's outputs, and a run
 * with 100,000 failures would pass it; each list is cut to its share, and the note says so.
 */
import type { SourcesIndex } from '../files/sources.js';
import { fitJsonList } from '../common/budget.js';
import { byteLength, formatCount } from '../common/text.js';
import type { TestRun } from './model.js';
import { isFailure } from './counts.js';
import { subjectOf, testLabel } from './subject.js';

/** Bytes of the output: under 256 KB, with room for the other outputs beside it. */
export const HISTORY_OUTPUT_MAX_BYTES = 200_000;

interface FailingSince {
  test: string;
  since: string;
  sha: string;
  runUrl: string | null;
  /** How many runs in a row. */
  runs: number;
}

interface Flaky {
  test: string;
  /** failed / runs, to three decimals. */
  rate: number;
  failed: number;
  runs: number;
}

export interface HistoryOutput {
  value: string;
  /** A line for the log when a list was cut. */
  note?: string;
}

/** Lists in this order; a cut gives each its share of the bound. */
const LISTS = ['new', 'firstSeen', 'failingSince', 'flaky'] as const;

export function historyOutput(run: TestRun, sources: SourcesIndex | undefined): HistoryOutput {
  const lists = {
    new: [] as string[],
    firstSeen: [] as string[],
    failingSince: [] as FailingSince[],
    flaky: [] as Flaky[],
  };
  for (const outcome of run.calls) {
    if (!outcome.ok) continue;
    for (const result of outcome.results) {
      const note = result.history;
      if (!note || !isFailure(result.status)) continue;
      const test = testLabel(subjectOf(outcome.call, result, sources), result.name);
      if (note.kind === 'new') lists.new.push(test);
      else if (note.kind === 'first-seen') lists.firstSeen.push(test);
      else if (note.kind === 'flaky')
        lists.flaky.push({
          test,
          rate: Number((note.failed / Math.max(note.runs, 1)).toFixed(3)),
          failed: note.failed,
          runs: note.runs,
        });
      else
        lists.failingSince.push({
          test,
          since: note.since?.time ?? '',
          sha: note.since?.sha ?? '',
          runUrl: note.since?.url ?? null,
          runs: note.streak ?? 0,
        });
    }
  }
  const runs = run.history?.runs ?? 0;
  const whole = JSON.stringify({ runs, ...lists });
  if (byteLength(whole) <= HISTORY_OUTPUT_MAX_BYTES) return { value: whole };
  // The braces, keys and runs take little. Shortest list first, each takes what it needs up to an
  // equal share of what is left, so a short list never costs a long one room.
  let room = HISTORY_OUTPUT_MAX_BYTES - 200;
  const sizes = LISTS.map((name) => ({ name, bytes: byteLength(JSON.stringify(lists[name])) }));
  const fitted = new Map<string, { json: string; kept: number }>();
  [...sizes]
    .sort((a, b) => a.bytes - b.bytes)
    .forEach(({ name }, i) => {
      const share = Math.floor(room / (LISTS.length - i));
      const fit = fitJsonList(lists[name], share);
      fitted.set(name, fit);
      room -= byteLength(fit.json);
    });
  const cut = LISTS.filter((name) => fitted.get(name)!.kept < lists[name].length).map(
    (name) => `${name} ${formatCount(fitted.get(name)!.kept)} of ${formatCount(lists[name].length)}`,
  );
  const kept = LISTS.map((name) => `${JSON.stringify(name)}:${fitted.get(name)!.json}`);
  return {
    value: `{"runs":${runs},${kept.join(',')}}`,
    note: `the history output keeps under ${formatCount(HISTORY_OUTPUT_MAX_BYTES)} bytes: it lists ${cut.join(', ')} (the job summary and the results file hold every failure)`,
  };
}
