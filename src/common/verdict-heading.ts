/**
 * The heading every job summary, comment and health issue opens with (CONTRACT.md, "Behaviour every
 * mode shares"): the verdict, with its icon. One list of icons for every mode.
 */

/** ❌ failed, ✅ passed or applied, ⚠️ drift or warnings, 📝 a plan (or dry run) with changes. */
const ICONS = { failed: '❌', passed: '✅', warned: '⚠️', planned: '📝' } as const;

export type VerdictKind = keyof typeof ICONS;

/** `## ❌ Deploy of retail/1.2.0 to analytics-prod failed`; `title` is markdown, escaped already. */
export function verdictHeading(kind: VerdictKind, title: string): string {
  return `## ${ICONS[kind]} ${title}`;
}
