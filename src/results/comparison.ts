/** The words every report uses for a baseline comparison, so all say it the same way. */
import type { Baseline, Counts } from './model.js';
import { formatCount, plural } from '../text.js';

/** `on main`, `on version 1.2.0`, `on main at version 1.2.0`, `in the baseline results`. */
export function onReference({ branch, version }: Pick<Baseline, 'branch' | 'version'>): string {
  const parts = [branch, version !== undefined ? `version ${version}` : undefined].filter(
    (p) => p !== undefined,
  );
  return parts.length > 0 ? `on ${parts.join(' at ')}` : 'in the baseline results';
}

/**
 * `2 new failures, 1 already failing on main, 1 fixed`, and quarantined and gone tests when any:
 * a quarantined failure is neither new nor already failing.
 */
export function comparisonLine(counts: Counts, baseline: Pick<Baseline, 'branch' | 'version'>): string {
  const fresh = counts.newFailed + counts.newErrored;
  const parts = [
    `${formatCount(fresh)} new ${plural(fresh, 'failure')}`,
    `${formatCount(counts.preExisting)} already failing ${onReference(baseline)}`,
  ];
  if (counts.quarantined > 0) parts.push(`${formatCount(counts.quarantined)} quarantined`);
  parts.push(`${formatCount(counts.fixed)} fixed`);
  if (counts.gone > 0) parts.push(`${formatCount(counts.gone)} no longer run`);
  return parts.join(', ');
}

/** What the comparison found, or why it could not be made (for all or part of the run). */
export function comparisonSentence(counts: Counts, baseline: Baseline): string {
  if (baseline.unavailable === undefined) return `${comparisonLine(counts, baseline)}.`;
  if (!baseline.partial)
    return `The comparison with the baseline is unavailable: ${baseline.unavailable}. Every failure counts as new.`;
  return `The comparison with the baseline is unavailable for part of the run (${baseline.unavailable}): failures there count as new. In all: ${comparisonLine(counts, baseline)}.`;
}
