/**
 * The pull-request comment of a test run: short, because it is read in a review between other
 * comments and edited in place on every push. The rest is in the job summary it links to.
 */
import type { Block, Section } from '../common/budget.js';
import { EMPTY_BLOCK, block, fitLines, fitSections, joinBlocks } from '../common/budget.js';
import { code, formatCount, formatUtc, link, plural } from '../common/text.js';
import { ADDED_BY_PULL_REQUEST, daysBetween, passingEntries } from './known-failures.js';
import { onReference } from './baseline.js';
import type { Headline, RunView } from './lines.js';
import { brokenItems, opening, testItem, text } from './lines.js';

export interface TestCommentOptions extends Headline {
  /** UTF-8 bytes; the comment is shorter. */
  maxBytes: number;
  /** The workflow run, whose page shows the job summary. */
  runUrl?: string;
  checkRunUrl?: string;
  sha?: string;
}

/** Room each part keeps, when the comment is cut, to say what it left out. */
const PART_RESERVE = 200;
const SHORT_SHA = 7;

export function renderTestComment(view: RunView, opts: TestCommentOptions): string {
  const parts: Section[] = [
    { priority: 0, render: () => block(opening(view, opts)) },
    { priority: 1, render: (b) => failuresPart(view, b) },
    { priority: 0, render: () => alreadyPart(view, opts) },
    { priority: 2, render: (b) => quarantinedPart(view, b) },
    { priority: 2, render: (b) => fixedPart(view, b) },
    { priority: 0, render: () => footerPart(view, opts) },
  ];
  return joinBlocks(fitSections(parts, opts.maxBytes - 1, PART_RESERVE).blocks);
}

function failuresPart(view: RunView, budget: number): Block {
  const { count: n, item } = brokenItems(view);
  if (n === 0) return EMPTY_BLOCK;
  const fitted = fitLines(n, item, budget - 1, (omitted) => [
    '',
    `_${formatCount(omitted)} more not shown: see the job summary._`,
  ]);
  return block([...fitted.lines, ''], fitted.omitted > 0);
}

/** `2 already failing on main, 1 flaky.` */
function alreadyPart(view: RunView, opts: TestCommentOptions): Block {
  const { counts, baseline } = view.run;
  const facts: string[] = [];
  if (counts.preExisting > 0 && baseline)
    facts.push(`${formatCount(counts.preExisting)} already failing ${text(view, onReference(baseline))}`);
  if (counts.flaky > 0) facts.push(`${formatCount(counts.flaky)} flaky`);
  const other = view.groups.other.length;
  if (other > 0) facts.push(`${formatCount(other)} with another status`);
  if (facts.length === 0) return EMPTY_BLOCK;
  const where = opts.runUrl ? `: ${link('see the job summary', opts.runUrl)}` : '';
  return block([`${facts.join(', ')}${where}.`, '']);
}

/** `- raw.customers.email · unique · owner @acme/crm · until 2026-12-31, 36 days left · reason` */
function quarantinedPart(view: RunView, budget: number): Block {
  const { quarantined } = view.groups;
  const quarantine = view.run.quarantine;
  const removable = quarantine ? passingEntries(quarantine).length : 0;
  if (quarantined.length === 0 && removable === 0) return EMPTY_BLOCK;
  const file = quarantine ? ` (${text(view, quarantine.file)})` : '';
  const head = [`**Quarantined**${file}:`, ''];
  const item = (i: number): string => {
    const entry = quarantined[i]!;
    const mark = entry.result.quarantine!;
    const left = quarantine ? daysBetween(quarantine.checkedOn, mark.until) : undefined;
    const until =
      left === undefined ? mark.until : `${mark.until}, ${formatCount(left)} ${plural(left, 'day')} left`;
    return testItem(
      view,
      entry,
      ...(mark.addedByPullRequest ? [`**${ADDED_BY_PULL_REQUEST}**`] : []),
      `owner ${text(view, mark.owner)}`,
      `until ${until}`,
      text(view, mark.reason),
    );
  };
  const tail =
    removable > 0
      ? [
          `- _${formatCount(removable)} ${removable === 1 ? 'entry has' : 'entries have'} only passing tests: ${removable === 1 ? 'it' : 'they'} can be removed from the file_`,
        ]
      : [];
  const fitted = fitLines(quarantined.length, item, budget - block([...head, ...tail]).bytes - 1, more);
  return block([...head, ...fitted.lines, ...tail, ''], fitted.omitted > 0);
}

function fixedPart(view: RunView, budget: number): Block {
  const { fixed } = view.groups;
  const baseline = view.run.baseline;
  if (fixed.length === 0 || !baseline) return EMPTY_BLOCK;
  const head = [`**Fixed** (failing ${text(view, onReference(baseline))}, passing here):`, ''];
  const item = (i: number) => testItem(view, fixed[i]!);
  const fitted = fitLines(fixed.length, item, budget - block(head).bytes - 1, more);
  return block([...head, ...fitted.lines, ''], fitted.omitted > 0);
}

/** What a list says of the items left out. */
function more(omitted: number): string[] {
  return [`- _${formatCount(omitted)} more_`];
}

/** `[Job summary](…) · [Check run](…) · commit c0ffee0 · 2026-11-20 12:05 UTC` */
function footerPart(view: RunView, opts: TestCommentOptions): Block {
  const bits: string[] = [];
  if (opts.runUrl) bits.push(link('Job summary', opts.runUrl));
  if (opts.checkRunUrl) bits.push(link('Check run', opts.checkRunUrl));
  if (opts.sha) bits.push(`commit ${code(opts.sha.slice(0, SHORT_SHA))}`);
  const finished = Date.parse(view.run.finishedAt);
  if (Number.isFinite(finished)) bits.push(formatUtc(finished));
  return block([bits.join(' · ')]);
}
