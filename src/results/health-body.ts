/**
 * The health issue's body for a test run (health-issue): what fails in the latest run, each failure
 * with its cause, its line and, with a history file, since when it fails (failureItem's line), then
 * where the latest run is. Never the passing tests: the issue is read by whoever fixes what fails.
 */
import type { Block, Section } from '../common/budget.js';
import { EMPTY_BLOCK, block, fitLines, fitSections, joinBlocks } from '../common/budget.js';
import { code, formatCount, formatUtc, link } from '../common/text.js';
import type { Headline, RunView } from './lines.js';
import { brokenItems, failureItem, opening, text } from './lines.js';

export interface HealthBodyOptions extends Headline {
  /** UTF-8 bytes; the body is shorter. */
  maxBytes: number;
  /** The workflow run, whose page shows the job summary. */
  runUrl?: string;
  sha?: string;
}

/** Room each part keeps, when the body is cut, to say what it left out. */
const PART_RESERVE = 200;
const SHORT_SHA = 7;

export function renderHealthBody(view: RunView, opts: HealthBodyOptions): string {
  const parts: Section[] = [
    { priority: 0, render: () => block(opening(view, opts)) },
    { priority: 0, render: () => block([targetLine(view), '']) },
    { priority: 1, render: (budget) => failuresPart(view, opts, budget) },
    { priority: 0, render: () => footerPart(view, opts) },
  ];
  return joinBlocks(fitSections(parts, opts.maxBytes - 1, PART_RESERVE).blocks);
}

/** `Project **retail-analytics** on fabric **10740** · branch main · version 1.2.0`. */
function targetLine(view: RunView): string {
  const { projectId, fabricId, branch, version } = view.run;
  const bits = [`Project **${text(view, projectId)}** on fabric **${fabricId}**`];
  if (branch !== undefined) bits.push(`branch ${code(branch)}`);
  if (version !== undefined) bits.push(`version ${code(version)}`);
  return bits.join(' · ');
}

/** The calls that failed as requests, the new failures, then those that already failed before. */
function failuresPart(view: RunView, opts: HealthBodyOptions, budget: number): Block {
  const broken = brokenItems(view);
  const already = view.groups['pre-existing'];
  const n = broken.count + already.length;
  if (n === 0) return EMPTY_BLOCK;
  const item = (i: number): string =>
    i < broken.count ? broken.item(i) : failureItem(view, already[i - broken.count]!);
  const head = ['**Failing in the latest run:**', ''];
  const fitted = fitLines(n, item, budget - block(head).bytes - 1, (omitted) => [
    '',
    `_${formatCount(omitted)} more not shown: see the latest run's job summary._`,
  ]);
  return block([...head, ...fitted.lines, ''], fitted.omitted > 0);
}

/** `Latest run: [job summary](…) · commit c0ffee0 · 2026-11-20 02:05 UTC`, then who keeps the issue. */
function footerPart(view: RunView, opts: HealthBodyOptions): Block {
  const bits: string[] = [];
  if (opts.runUrl) bits.push(link('job summary', opts.runUrl));
  if (opts.sha) bits.push(`commit ${code(opts.sha.slice(0, SHORT_SHA))}`);
  const finished = Date.parse(view.run.finishedAt);
  if (Number.isFinite(finished)) bits.push(formatUtc(finished));
  return block([
    `Latest run: ${bits.join(' · ') || 'not on a runner'}`,
    '',
    '_Kept by orchestration-action (health-issue): edited by each failing run, closed by the first passing one._',
  ]);
}
