/**
 * The runner's protocol, through @actions/core, with what the action adds on top of it:
 * - every string is redacted through the run's secret registry before it is written;
 * - nothing printed can become a workflow command: log text that would read as one (a line
 *   starting with `::`, or holding `##[`) is printed between `::stop-commands::` and its resume
 *   token, so it is shown exactly as it is and obeyed never; annotations, groups and debug lines
 *   are commands whose data @actions/core escapes;
 * - annotations are one line, their file relative to the repository, their title short;
 * - writing an output or the job summary never throws: a failure is kept as a problem, which the
 *   flow turns into a warning (after a deployment was scheduled, a warning that names it);
 * - the job summary stays under GitHub's 1 MiB limit, whatever the flows append.
 */
import { ANNOTATION_TITLE_MAX_CHARS, COMMAND_MESSAGE_MAX_CHARS, SUMMARY_MAX_BYTES } from '../limits.js';
import { randomUUID } from 'node:crypto';
import * as core from '@actions/core';
import type { SecretRegistry } from '../secrets.js';
import { byteLength, clip, fitBytes, formatCount, lines, oneLine } from '../text.js';
import { repositoryPath, workspaceDir } from '../paths.js';

/** Where an annotation belongs. `file` as the user gave it: made relative to the repository here. */
export interface Where {
  title?: string;
  file?: string;
  line?: number;
}

/**
 * The exit code of a failed step, written out rather than read from core.ExitCode: stand-ins for
 * @actions/core (GitHub's @github/local-action runs the action locally under one) need not have
 * that enum, and the step must still fail there instead of crashing at its last line.
 */
const FAILURE_EXIT_CODE = 1;

export class Runner {
  readonly secrets: SecretRegistry;
  private readonly problemList: string[] = [];
  private summaryBytes = 0;
  private summaryFull = false;

  constructor(secrets: SecretRegistry) {
    this.secrets = secrets;
  }

  /** A line (or lines) for the log. */
  info(text: string): void {
    const clean = this.secrets.redact(text);
    if (!readsAsCommand(clean)) {
      core.info(clean);
      return;
    }
    // The resume token is unguessable, so the text inside cannot end the pause itself.
    const token = `resume-${randomUUID()}`;
    core.info(`::stop-commands::${token}`);
    core.info(clean);
    core.info(`::${token}::`);
  }

  debug(text: string): void {
    core.debug(this.secrets.redact(text));
  }

  notice(message: string, where: Where = {}): void {
    core.notice(this.annotationText(message), this.properties(where));
  }

  warning(message: string, where: Where = {}): void {
    core.warning(this.annotationText(message), this.properties(where));
  }

  error(message: string, where: Where = {}): void {
    core.error(this.annotationText(message), this.properties(where));
  }

  /** Marks the step failed with its one line (an error annotation, placed when `where` says where). */
  fail(line: string, where: Where = {}): void {
    process.exitCode = FAILURE_EXIT_CODE;
    this.error(line, where);
  }

  startGroup(name: string): void {
    core.startGroup(oneLine(this.secrets.redact(name)));
  }

  endGroup(): void {
    core.endGroup();
  }

  /** Sets a step output; a failure to write it is kept as a problem, never thrown. */
  setOutput(name: string, value: string | number | boolean): void {
    try {
      core.setOutput(name, this.secrets.redact(String(value)));
    } catch (err) {
      this.problem(`the output ${name} could not be written (${describe(err)})`);
    }
  }

  /**
   * Appends to the job summary (printed to the log when there is no summary file, as on a
   * developer's machine). Everything appended in a step stays under SUMMARY_MAX_BYTES: what
   * would pass it is trimmed, with a note. A failure to write is kept as a problem.
   */
  async appendSummary(markdown: string): Promise<void> {
    if (this.summaryFull) return;
    let text = this.secrets.redact(markdown);
    if (!text.endsWith('\n')) text += '\n';
    const room = SUMMARY_MAX_BYTES - this.summaryBytes;
    if (byteLength(text) > room) {
      text = `${fitBytes(text, Math.max(0, room - 200))}\n`;
      this.summaryFull = true;
    }
    this.summaryBytes += byteLength(text);
    if (!process.env.GITHUB_STEP_SUMMARY) {
      this.info(text);
      return;
    }
    try {
      await core.summary.addRaw(text).write();
    } catch (err) {
      core.summary.emptyBuffer();
      this.problem(`the job summary could not be written (${describe(err)})`);
    }
  }

  /** What could not be written (outputs, summary) and was not reported yet; reporting them is up to the caller. */
  takeProblems(): string[] {
    return this.problemList.splice(0);
  }

  private problem(text: string): void {
    if (this.problemList.length < 20) this.problemList.push(oneLine(this.secrets.redact(text)));
  }

  private annotationText(message: string): string {
    return clip(oneLine(this.secrets.redact(message)), COMMAND_MESSAGE_MAX_CHARS);
  }

  private properties(where: Where): core.AnnotationProperties {
    const props: core.AnnotationProperties = {};
    if (where.title)
      props.title = clip(oneLine(this.secrets.redact(where.title)), ANNOTATION_TITLE_MAX_CHARS);
    const file = where.file === undefined ? undefined : repositoryPath(where.file, workspaceDir());
    if (file !== undefined) {
      props.file = this.secrets.redact(file);
      if (where.line !== undefined && Number.isInteger(where.line) && where.line >= 1)
        props.startLine = where.line;
    }
    return props;
  }
}

/**
 * Whether the runner would read some line of this text as a workflow command: one that starts
 * with `::` (after blanks, which the runner trims), or holds `##[` anywhere (the older form).
 */
export function readsAsCommand(text: string): boolean {
  if (!text.includes('::') && !text.includes('##[')) return false;
  return text.includes('##[') || lines(text).some((line) => line.trimStart().startsWith('::'));
}

function describe(err: unknown): string {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (typeof e?.code === 'string') return e.code;
  return clip(oneLine(typeof e?.message === 'string' ? e.message : String(err)), 200);
}

/** Counts for a warning about problems: "2 outputs could not be written". */
export function problemsSummary(problems: readonly string[]): string {
  return problems.length === 1
    ? problems[0]!
    : `${formatCount(problems.length)} things could not be written: ${problems.join('; ')}`;
}
