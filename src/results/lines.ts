/**
 * The lines the job summary and the pull-request comment share, so both say the same thing the
 * same way. Outside text is redacted, then escaped: redacting after escaping could miss a secret
 * holding a character the escaping rewrites.
 */
import { verdictHeading } from '../common/verdict-heading.js';
import type { SourcesIndex } from '../files/sources.js';
import type { FailOn } from '../inputs/settings.js';
import type { Redact } from '../common/secret-registry.js';
import type { GroupedResults, ResultEntry } from './counts.js';
import { groupResults } from './counts.js';
import type { Counts, FailedCall, GoneTest, HistoryNote, SucceededCall, TestRun } from './model.js';
import type { LineWindow } from './runner-output.js';
import { clipNoting, code, formatCount, inline, link, plural } from '../common/text.js';
import { subjectOf, testLabel } from './subject.js';
import type { TestSubject } from './subject.js';
import { locateTest } from './annotations.js';
import { comparisonSentence, onReference } from './baseline.js';
import { failureReasons } from './fail-on.js';
import { quarantineSentence, quarantinedWords } from './known-failures.js';
import type { FlakyTest, HistoryTest, RunTally } from './test-history.js';
import { historyHeadline, historyPhrase, tallyNotes } from './history-words.js';

/** Causes are cut to this many characters; the results file keeps them whole. */
const CAUSE_MAX_CHARS = 1_000;
/** Names and labels are cut to this many characters, so no single line can swallow the page. */
const NAME_MAX_CHARS = 300;
const STATUS_MAX_CHARS = 60;
const KNOWN_STATUSES: ReadonlySet<string> = new Set(['SUCCEEDED', 'FAILED', 'ERROR']);

/** A run as it is shown: sorted once for the summary, the check run and the comment. */
export interface RunView {
  run: TestRun;
  groups: GroupedResults;
  sources: SourcesIndex | undefined;
  redact: Redact;
  /** What the merged runs lack, e.g. `shard 2/3 is missing` (report mode, allow-missing-shards). */
  incomplete: readonly string[];
  /** `{server}/{owner}/{repo}/blob/{sha}`: where a failure's line is linked, when known. */
  blobUrl: string | undefined;
  /** Each call's runner output lines, found once however often the summary is rendered. */
  windows: Map<SucceededCall, LineWindow>;
  /** Each call's counts, and its first attempts' when a re-run changed them: counted once likewise. */
  callCounts: Map<SucceededCall, CallCounts>;
  /**
   * The lines of brokenItems, each made when first shown: a summary that is cut renders its list
   * twice, and the check run's summary, the job summary and the comment show the same lines.
   */
  brokenLines: string[];
  /** The slowest passing tests, slowest first, picked when first shown. */
  slowestPassing?: ResultEntry[];
  /** The history file as the summary charts it (history-file). */
  history?: HistoryShown;
}

export interface CallCounts {
  counts: Counts;
  /** As the first attempts came out (what the service's summary and the runner output describe). */
  first: Counts;
  /** Whether a re-run changed a status. */
  rerun: boolean;
}

/** The history as the summary shows it: as written, with this run when it was appended. */
export interface HistoryShown {
  /** history-file, as the input named it. */
  file: string;
  /** The runs it holds. */
  runs: number;
  /** Whether this run is one of them. */
  appended: boolean;
  /** The branch of its latest run. */
  branch: string | undefined;
  /** Its last runs, oldest first, each with what its tests did. */
  trend: RunTally[];
  /** The tests that changed between passing and failing most often. */
  flakiest: FlakyTest[];
}

export type RunViewOptions = Partial<
  Pick<RunView, 'sources' | 'redact' | 'incomplete' | 'blobUrl' | 'history'>
>;

export function runView(run: TestRun, options: RunViewOptions = {}): RunView {
  return {
    run,
    groups: groupResults(run.calls),
    sources: options.sources,
    redact: options.redact ?? ((text) => text),
    incomplete: options.incomplete ?? [],
    blobUrl: options.blobUrl,
    windows: new Map(),
    callCounts: new Map(),
    brokenLines: [],
    ...(options.history && { history: options.history }),
  };
}

/** Text from the service, plan or user, for a line or a <summary>. */
export function text(view: RunView, value: string, maxChars = NAME_MAX_CHARS): string {
  return inline(clipNoting(view.redact(value), maxChars));
}

/** One the action does not know is text from the service like any other. */
export function status(view: RunView, value: string): string {
  return KNOWN_STATUSES.has(value) ? value : text(view, value, STATUS_MAX_CHARS);
}

/** For markdown, not an HTML block: line breaks kept, URLs working links. */
function cause(view: RunView, value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') return 'no cause given';
  return inline(clipNoting(view.redact(trimmed), CAUSE_MAX_CHARS), { breaks: 'br', links: true });
}

/** What the summary and the comment open with: the step's conclusion, the check's name, what fails the step. */
export interface Headline {
  conclusion: 'success' | 'failure';
  failOn: ReadonlySet<FailOn>;
  title: string;
}

/**
 * `## ❌ Data tests: 1 new failure` or `## ✅ Data tests: all 14 passed`, in the failure line's own
 * words, then what the results lack and what the comparison found.
 */
export function opening(view: RunView, { conclusion, failOn, title }: Headline): string[] {
  const { counts, baseline } = view.run;
  const words = conclusion === 'failure' ? failureWords(view, failOn) : successWords(view, failOn);
  const lines = [
    verdictHeading(conclusion === 'failure' ? 'failed' : 'passed', `${text(view, title)}: ${words}`),
    '',
  ];
  // Before anything else: every count below lacks what is missing.
  if (view.incomplete.length > 0)
    lines.push(
      `**Incomplete results:** ${text(view, view.incomplete.join('; '), CAUSE_MAX_CHARS)} (\`allow-missing-shards\`).`,
      '',
    );
  if (baseline) lines.push(`**${text(view, comparisonSentence(counts, baseline), CAUSE_MAX_CHARS)}**`, '');
  return lines;
}

/**
 * Why the step fails: with a history, its failures as it explains them (`1 new failure · 2 failing
 * on main since Nov 28 · 1 flaky`), then any other reason; else the failure line's reasons.
 */
function failureWords(view: RunView, failOn: ReadonlySet<FailOn>): string {
  const { counts, calls, history, startedAt } = view.run;
  const notes = [...view.groups.new, ...view.groups['pre-existing']]
    .map((e) => e.result.history)
    .filter((note): note is HistoryNote => note !== undefined);
  if (notes.length === 0 || history === undefined)
    return failureReasons(counts, calls, failOn).join(', ') || 'failed';
  const started = Date.parse(startedAt);
  const year = new Date(Number.isFinite(started) ? started : Date.now()).getUTCFullYear();
  const explained = historyHeadline(tallyNotes(notes), history, year, (value) => text(view, value));
  return [...explained, ...failureReasons(counts, calls, failOn, false)].join(' · ');
}

function successWords(view: RunView, failOn: ReadonlySet<FailOn>): string {
  const { counts, baseline } = view.run;
  const other = view.groups.other.length;
  // Quarantined failures are known ones: named apart from the failures that count.
  const failed = counts.failed - counts.quarantinedFailed;
  const errored = counts.errored - counts.quarantinedErrored;
  const quarantined = counts.quarantined > 0 ? quarantinedWords(view.run) : undefined;
  if (counts.total === 0) return 'no tests ran';
  if (failed + errored === 0 && other === 0) {
    if (quarantined) return `${formatCount(counts.succeeded)} passed, ${quarantined}`;
    const all = counts.total === 1 ? 'the test passed' : `all ${formatCount(counts.total)} passed`;
    return counts.flaky > 0 ? `${all}, ${formatCount(counts.flaky)} only on a re-run` : all;
  }
  const compared = baseline !== undefined && baseline.unavailable === undefined;
  if (compared && counts.newFailed + counts.newErrored === 0 && other === 0)
    return `no new failures, ${formatCount(counts.preExisting)} already failing ${text(view, onReference(baseline))}${quarantined ? `, ${quarantined}` : ''}`;
  const facts: string[] = [];
  if (failed > 0) facts.push(`${formatCount(failed)} failed`);
  if (errored > 0) facts.push(`${formatCount(errored)} ${plural(errored, 'error')}`);
  if (quarantined) facts.push(quarantined);
  if (other > 0) facts.push(`${formatCount(other)} with another status (${otherStatuses(view)})`);
  const allowed =
    failed + errored > 0 ? `, allowed by fail-on (${inline([...failOn].join(', ') || 'none')})` : '';
  return `${facts.join(', ')} of ${formatCount(counts.total)} ${plural(counts.total, 'test')}${allowed}`;
}

const NAMED_STATUSES = 3;

/** `WARN, SKIPPED, …`. */
function otherStatuses(view: RunView): string {
  const names = new Set<string>();
  for (const { result } of view.groups.other) if (names.add(result.status).size > NAMED_STATUSES) break;
  const shown = [...names].slice(0, NAMED_STATUSES).map((name) => status(view, name));
  return names.size > NAMED_STATUSES ? `${shown.join(', ')}, …` : shown.join(', ');
}

/**
 * `- **raw.orders.amount · not_null** · FAILED · [sources.yml:21](…)<br>Got 4 results, …`: the
 * cause on its own line, so a phone shows both.
 */
export function failureItem(view: RunView, { call, result }: ResultEntry): string {
  const subject = subjectOf(call, result, view.sources);
  const where = lineLink(view, locateTest(subject, result.name, view.sources));
  const head = [`**${text(view, testLabel(subject, result.name))}**`, status(view, result.status)];
  if (where) head.push(where);
  if (result.history) head.push(historyLine(view, result.history));
  const mark = result.quarantine;
  const note = mark ? `<br>${text(view, quarantineSentence(mark), CAUSE_MAX_CHARS)}` : '';
  return `- ${head.join(' · ')}<br>${cause(view, result.cause)}${note}`;
}

/** `- raw.customers.customer_id · not_null · …facts`. */
export function testItem(view: RunView, { call, result }: ResultEntry, ...facts: string[]): string {
  const subject = subjectOf(call, result, view.sources);
  return [`- ${text(view, testLabel(subject, result.name))}`, ...facts].join(' · ');
}

export function goneItem(view: RunView, test: GoneTest): string {
  const { model, table, columnName: column } = test;
  const kind = model !== undefined ? 'model' : table === '' ? 'project' : 'table';
  const subject: TestSubject = { kind, table: table || (model ?? ''), column, model };
  return `- ${text(view, testLabel(subject, test.name))} · ${status(view, test.status)} there`;
}

/** A test the history knows, named as the run's tests are: its table's source from the sources file. */
export function historyTestLabel(view: RunView, test: HistoryTest): string {
  const { model, table, columnName: column, name } = test;
  const subject: TestSubject =
    model !== ''
      ? { kind: 'model', table: table || model, column, model }
      : table === ''
        ? { kind: 'project', table: '', column: '' }
        : { kind: column ? 'column' : 'table', table, column, source: view.sources?.sourceOf(table) };
  return text(view, testLabel(subject, name));
}

/** `failing on main since 2026-11-28 ([c0ffee0](…), [run 4242](…)), 5 runs in a row`. */
function historyLine(view: RunView, note: HistoryNote): string {
  return historyPhrase(note, view.run.history, {
    commit: (short, url) => (url ? link(short, url) : code(short)),
    run: (label, url) => (url ? link(label, url) : text(view, label)),
    text: (value) => text(view, value),
  });
}

/** `[sources.yml:21](…/blob/<sha>/platform-sources/sources.yml#L21)`; code without a blob URL. */
function lineLink(view: RunView, location: { file: string; line: number } | undefined): string {
  if (!location) return '';
  const label = `${location.file.split('/').at(-1)}:${location.line}`;
  if (!view.blobUrl) return code(`${location.file}:${location.line}`);
  const path = location.file.split('/').map(encodeURIComponent).join('/');
  return link(label, `${view.blobUrl}/${path}#L${location.line}`);
}

/** `https://github.com/acme/data/blob/<sha>`. */
export function blobUrlOf(serverUrl: string, repo: { owner: string; repo: string }, sha: string): string {
  return `${serverUrl}/${encodeURIComponent(repo.owner)}/${encodeURIComponent(repo.repo)}/blob/${encodeURIComponent(sha)}`;
}

/** What broke, as list items: the calls that failed as requests, then the new failures. */
export function brokenItems(view: RunView): { count: number; item: (i: number) => string } {
  const { failedCalls, new: failing } = view.groups;
  const failedCallItem = ({ call, error }: FailedCall) =>
    `- **${text(view, call.label)}** · request failed, its tests did not run<br>${cause(view, error)}`;
  return {
    count: failedCalls.length + failing.length,
    item: (i) =>
      (view.brokenLines[i] ??=
        i < failedCalls.length
          ? failedCallItem(failedCalls[i]!)
          : failureItem(view, failing[i - failedCalls.length]!)),
  };
}
