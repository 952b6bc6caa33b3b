/**
 * GitHub's limits on what the action writes, in one place. Where GitHub documents a limit in
 * characters and enforces it in bytes too, the byte count is kept; where a text at exactly the
 * limit was still refused (the job summary), a margin is kept below it.
 */

/** A step's job summary: GitHub refuses 1 MiB, and one of exactly 1 MiB was still refused. */
export const SUMMARY_MAX_BYTES = 1_000_000;
/** Room a mode's own summary may take, leaving the rest of the step's for notes around it. */
export const SUMMARY_BUDGET_BYTES = 900_000;

/** A check run's output.summary and output.text: 65,535 characters, and bytes. */
export const CHECK_OUTPUT_MAX_BYTES = 65_535;
/** Annotations per check-run request: GitHub refuses a 51st. */
export const ANNOTATIONS_PER_REQUEST = 50;
export const ANNOTATION_TITLE_MAX_CHARS = 255;
/** An annotation's message and raw_details: 64 KB. */
export const ANNOTATION_MESSAGE_MAX_BYTES = 64 * 1024;
/** A workflow-command annotation: the runner shows only its start, and its line has a limit. */
export const COMMAND_MESSAGE_MAX_CHARS = 16_000;

export const COMMENT_MAX_CHARS = 65_536;
/** Room a report's comment may take: the marker and notes share the limit with it. */
export const COMMENT_BUDGET_BYTES = 60_000;

/** An issue's body: the same 65,536 characters as a comment's. */
export const ISSUE_BODY_MAX_CHARS = 65_536;
/** Room a health issue's body may take: the marker and notes share the limit with it. */
export const ISSUE_BUDGET_BYTES = 60_000;
/** An issue's title: GitHub refuses a longer one. */
export const ISSUE_TITLE_MAX_CHARS = 256;
