/**
 * The words for a failure against the history (result.history), one phrase each, the same in the
 * summary, the annotation, the pull-request comment and anything else that explains a failure:
 * new ("passed the last 50 runs on main"), failing since (its day, commit and run, how many runs in
 * a row), flaky ("failed 7 of the last 50 runs on main") or first seen. Days are UTC, written the
 * same on every machine (no locale).
 */
import type { HistoryNote, RunHistory } from './model.js';
import { formatCount, plural } from '../common/text.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const SHORT_SHA = 7;

/** `on main`; `in the history` when its runs name no branch. */
export function historyPlace(history: Pick<RunHistory, 'branch'> | undefined): string {
  const branch = history?.branch;
  return branch === undefined ? 'in the history' : `on ${branch}`;
}

/** `2026-11-28`, UTC; undefined for a time that is not one. */
export function utcDate(time: string): string | undefined {
  const ms = Date.parse(time);
  return Number.isFinite(ms) ? new Date(ms).toISOString().slice(0, 10) : undefined;
}

/** `Nov 28`, or `Nov 28, 2025` in another year than `year`: short, for a headline. */
export function shortDate(time: string, year: number): string | undefined {
  const ms = Date.parse(time);
  if (!Number.isFinite(ms)) return undefined;
  const day = new Date(ms);
  const text = `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}`;
  return day.getUTCFullYear() === year ? text : `${text}, ${day.getUTCFullYear()}`;
}

/** `c0ffee0`: the commit's short SHA, when what the file holds is a SHA. */
export function shortSha(sha: string): string | undefined {
  return /^[0-9a-f]{7,64}$/i.test(sha) ? sha.slice(0, SHORT_SHA).toLowerCase() : undefined;
}

/** `https://github.com/acme/data/commit/<sha>`, from the run's page in the same repository. */
export function commitUrl(runUrl: string | undefined, sha: string): string | undefined {
  const repository = /^(https?:\/\/[^\s/]+(?:\/[^\s/]+)*?\/[^\s/]+\/[^\s/]+)\/actions\/runs\/\d+/.exec(
    runUrl ?? '',
  )?.[1];
  return repository && shortSha(sha) ? `${repository}/commit/${sha.toLowerCase()}` : undefined;
}

/** How the commit and the run of a failing streak's first run are written: plain, or as links. */
export interface SinceFormat {
  commit(short: string, url: string | undefined): string;
  run(label: string, url: string | undefined): string;
  /** Text from the history file (its branch): escaped where the phrase is markdown. */
  text(value: string): string;
}

/** Plain text, for an annotation or a log line: `commit c0ffee0, run 4242`. */
export const PLAIN: SinceFormat = {
  commit: (short) => `commit ${short}`,
  run: (label) => label,
  text: (value) => value,
};

/**
 * `new: passed the last 50 runs on main`, `first seen: in none of the last 12 runs on main`,
 * `failing on main since 2026-11-28 (commit c0ffee0, run 4242), 5 runs in a row`,
 * `flaky: failed 7 of the last 50 runs on main`.
 */
export function historyPhrase(
  note: HistoryNote,
  history: Pick<RunHistory, 'branch'> | undefined,
  format: SinceFormat = PLAIN,
): string {
  const place = format.text(historyPlace(history));
  const last = (n: number) => (n === 1 ? 'the last run' : `the last ${formatCount(n)} runs`);
  switch (note.kind) {
    case 'new':
      return `new: passed ${last(note.runs)} ${place}`;
    case 'first-seen':
      return note.runs === 1
        ? `first seen: not in the last run ${place}`
        : `first seen: in none of the last ${formatCount(note.runs)} runs ${place}`;
    case 'flaky':
      return `flaky: failed ${formatCount(note.failed)} of ${last(note.runs)} ${place}`;
    case 'failing-since': {
      const since = note.since;
      const streak = note.streak ?? 0;
      const inARow = `${formatCount(streak)} ${plural(streak, 'run')} in a row`;
      if (!since) return `failing ${place}, ${inARow}`;
      const day = utcDate(since.time);
      const short = shortSha(since.sha);
      const runLabel = /^\d{1,20}$/.test(since.id) ? `run ${since.id}` : 'its run';
      const where = [
        short && format.commit(short, commitUrl(since.url, since.sha)),
        format.run(runLabel, since.url),
      ].filter(Boolean);
      return `failing ${place} since ${day ?? 'an unknown day'} (${where.join(', ')}), ${inARow}`;
    }
  }
}

/** The failures' explanations counted for a headline, each kind once. */
export interface HistoryTally {
  /** New and first seen: nothing in the history says they failed before. */
  fresh: number;
  failingSince: number;
  /** The earliest day one of them has been failing since. */
  earliest: string | undefined;
  flaky: number;
}

export function tallyNotes(notes: Iterable<HistoryNote>): HistoryTally {
  const tally: HistoryTally = { fresh: 0, failingSince: 0, earliest: undefined, flaky: 0 };
  for (const note of notes) {
    if (note.kind === 'flaky') tally.flaky++;
    else if (note.kind !== 'failing-since') tally.fresh++;
    else {
      tally.failingSince++;
      const time = note.since?.time;
      if (time !== undefined && Number.isFinite(Date.parse(time)))
        if (tally.earliest === undefined || Date.parse(time) < Date.parse(tally.earliest))
          tally.earliest = time;
    }
  }
  return tally;
}

/**
 * `1 new failure · 2 failing on main since Nov 28 · 1 flaky`; `year` is this run's, so a day of
 * another year says its year.
 */
export function historyHeadline(
  tally: HistoryTally,
  history: Pick<RunHistory, 'branch'> | undefined,
  year: number,
  text: (value: string) => string = (value) => value,
): string[] {
  const parts: string[] = [];
  if (tally.fresh > 0) parts.push(`${formatCount(tally.fresh)} new ${plural(tally.fresh, 'failure')}`);
  if (tally.failingSince > 0) {
    const since = tally.earliest === undefined ? undefined : shortDate(tally.earliest, year);
    parts.push(
      `${formatCount(tally.failingSince)} failing ${text(historyPlace(history))}${since ? ` since ${since}` : ''}`,
    );
  }
  if (tally.flaky > 0) parts.push(`${formatCount(tally.flaky)} flaky`);
  return parts;
}
