/**
 * What the job summary (and pull-request comment) of deploy, pipeline and fabric mode shows under
 * its verdict heading (common/verdict-heading.ts): what warned, named before any table. Test and
 * report mode open the same way (results/lines.ts, `opening`).
 */
import type { PrintedWarnings } from '../github/runner.js';
import { clip, formatCount, inline, plural } from '../common/text.js';

/** `, with 2 warnings`, or nothing: what a heading adds when the step warned. */
export function withWarnings(warnings: PrintedWarnings | undefined): string {
  const n = warnings?.count ?? 0;
  return n > 0 ? `, with ${n === 1 ? 'a warning' : `${formatCount(n)} warnings`}` : '';
}

/** Longest warning shown in the head: the log has each whole. */
const WARNING_MAX_CHARS = 600;
/** Warnings the head lists before it counts the rest. */
const WARNINGS_LISTED = 5;

/**
 * The step's warnings (the first few; the rest counted) as a list in a warning block, and a blank
 * line; none: nothing. The block keeps the list apart from a list that follows (deploy's fields).
 */
export function warningItems(warnings: PrintedWarnings | undefined): string[] {
  if (!warnings || warnings.count === 0) return [];
  const listed = warnings.first.slice(0, WARNINGS_LISTED);
  const more = warnings.count - listed.length;
  return [
    '> [!WARNING]',
    ...listed.map((text) => `> - ${inline(clip(text, WARNING_MAX_CHARS), { links: true })}`),
    ...(more > 0 ? [`> - … and ${formatCount(more)} more ${plural(more, 'warning')} in the log`] : []),
    '',
  ];
}
