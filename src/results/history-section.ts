/**
 * The job summary's history section (history-file): the pass rate of the last runs as a Mermaid
 * `xychart-beta` chart, which GitHub renders in markdown, and the flakiest tests, folded. Within the
 * budget the summary gives it, like every section.
 */
import type { Block } from '../common/budget.js';
import { EMPTY_BLOCK, block } from '../common/budget.js';
import { formatCount, plural, tableDivider, tableRow } from '../common/text.js';
import { historyPlace } from './history-words.js';
import type { HistoryShown, RunView } from './lines.js';
import { historyTestLabel, text } from './lines.js';

/** The most runs the chart draws: more points than this read as noise in a summary. */
export const TREND_RUNS = 50;
/** The most flaky tests the summary lists. */
export const FLAKIEST_SHOWN = 10;

export function historySection(view: RunView, budget: number): Block {
  const shown = view.history;
  if (!shown) return EMPTY_BLOCK;
  const place = text(view, historyPlace(shown));
  const runs = `${formatCount(shown.runs)} ${plural(shown.runs, 'run')}`;
  const appended = shown.appended ? 'this run appended' : 'this run not appended';
  const head = [`**History** (${text(view, shown.file)}): ${runs} ${place}, ${appended}.`, ''];
  const chart = trendChart(shown);
  const whole = [...head, ...chart, ...flakiestLines(view, shown)];
  if (block(whole).bytes <= budget) return block(whole);
  // The chart is a few kilobytes at most; the table is what can be long.
  const withChart = [...head, ...chart];
  if (block(withChart).bytes <= budget) return block(withChart, true);
  return block(head).bytes <= budget ? block(head, true) : { ...EMPTY_BLOCK, cut: true };
}

/** Pass rates in percent, the y axis from 0 to 100, one point per run, oldest first. */
function trendChart(shown: HistoryShown): string[] {
  const trend = shown.trend.slice(-TREND_RUNS);
  if (trend.length < 2) return [];
  const rates = trend.map(({ passed, ran }) => (ran === 0 ? 0 : Number(((100 * passed) / ran).toFixed(1))));
  // Mermaid reads quotes and brackets in its text: only plain characters of a branch name go in.
  const branch = (shown.branch ?? '').replace(/[^\w./-]/g, '');
  const where = branch === '' ? '' : ` on ${branch}`;
  return [
    '```mermaid',
    'xychart-beta',
    `  title "Tests passed in the last ${trend.length} runs${where} (%)"`,
    `  x-axis "runs, oldest first" 1 --> ${trend.length}`,
    '  y-axis "passed (%)" 0 --> 100',
    `  line [${rates.join(', ')}]`,
    '```',
    '',
  ];
}

/**
 * Folded: who flips between passing and failing, how often, and how often it failed; at most
 * FLAKIEST_SHOWN rows of names cut to a line each, a few kilobytes.
 */
function flakiestLines(view: RunView, shown: HistoryShown): string[] {
  const { flakiest } = shown;
  if (flakiest.length === 0) return [];
  const place = text(view, historyPlace(shown));
  const rows = flakiest.map(({ test, ran, failed, changes }) =>
    tableRow([
      historyTestLabel(view, test),
      `${formatCount(failed)} of ${formatCount(ran)}`,
      `${Math.round((100 * failed) / Math.max(ran, 1))}%`,
      formatCount(changes),
    ]),
  );
  const n = flakiest.length;
  return [
    `<details><summary>The ${n === 1 ? 'flakiest test' : `${formatCount(n)} flakiest tests`} ${place}: passing and failing by turns</summary>`,
    '',
    tableRow(['Test', 'Failed runs', 'Rate', 'Changes']),
    tableDivider(['l', 'r', 'r', 'r']),
    ...rows,
    '',
    '</details>',
    '',
  ];
}
