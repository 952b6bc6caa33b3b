/**
 * What the action writes to the runner (over runner-protocol.ts). Every string is redacted before it is written; log text
 * that would read as a workflow command is printed between `::stop-commands::` and a resume token,
 * so it is never obeyed. Writing an output or the summary never throws: a failure is kept as a
 * problem for the caller to warn about (after a deploy was scheduled, it must still say so).
 */
import type { OutputName } from './output-names.js';
import {
  ANNOTATION_TITLE_MAX_CHARS,
  COMMAND_MESSAGE_MAX_CHARS,
  SUMMARY_MAX_BYTES,
} from '../common/limits.js';
import { appendOutput, appendSummaryFile, issueCommand, writeLine } from './runner-protocol.js';
import type { CommandProperties } from './runner-protocol.js';
import type { SecretRegistry } from '../common/secret-registry.js';
import { byteLength, clip, fitBytes, formatCount, lines, oneLine } from '../common/text.js';
import { repositoryPath } from '../common/paths.js';
import { tokenAbsentFrom } from '../common/random-hex.js';

/** `file` as the user gave it: made relative to the repository here. */
export interface Where {
  title?: string;
  file?: string;
  line?: number;
}

/**
 * What a flow must still write if the job is cancelled while it runs (main.ts listens for the
 * runner's SIGINT and SIGTERM): it writes the outputs and the summary of what was done so far (the
 * runs triggered, a deploy sent) and returns what the failure line should say of it.
 */
export type CancelHandler = () => Promise<string>;

/** The warnings a step printed so far: a summary leads with them (the log has them all). */
export interface PrintedWarnings {
  /** The first WARNINGS_KEPT, as printed (redacted, one line). */
  first: readonly string[];
  count: number;
}

/** Warnings kept for the summary's head: more is a log to read, not a first screen. */
const WARNINGS_KEPT = 10;

export class Runner {
  readonly secrets: SecretRegistry;
  private readonly problemList: string[] = [];
  private readonly onCancel: CancelHandler[] = [];
  private readonly warned: string[] = [];
  private warnedCount = 0;
  private summaryBytes = 0;
  private summaryFull = false;

  constructor(secrets: SecretRegistry) {
    this.secrets = secrets;
  }

  info(text: string): void {
    const clean = this.secrets.redact(text);
    if (!readsAsCommand(clean)) {
      writeLine(clean);
      return;
    }
    // A token the text does not hold, and cannot guess: the text inside cannot end the pause itself.
    const token = tokenAbsentFrom('resume-', clean);
    issueCommand('stop-commands', token);
    writeLine(clean);
    writeLine(`::${token}::`);
  }

  debug(text: string): void {
    // The runner shows these only when the step runs with debug logging.
    issueCommand('debug', this.secrets.redact(text));
  }

  notice(message: string, where: Where = {}): void {
    issueCommand('notice', this.annotationText(message), this.properties(where));
  }

  warning(message: string, where: Where = {}): void {
    const text = this.annotationText(message);
    this.warnedCount++;
    if (this.warned.length < WARNINGS_KEPT) this.warned.push(text);
    issueCommand('warning', text, this.properties(where));
  }

  /** The warnings printed so far, for a summary that names them before anything else. */
  warnings(): PrintedWarnings {
    return { first: [...this.warned], count: this.warnedCount };
  }

  error(message: string, where: Where = {}): void {
    issueCommand('error', this.annotationText(message), this.properties(where));
  }

  fail(line: string, where: Where = {}): void {
    process.exitCode = 1;
    this.error(line, where);
  }

  startGroup(name: string): void {
    issueCommand('group', oneLine(this.secrets.redact(name)));
  }

  endGroup(): void {
    issueCommand('endgroup', '');
  }

  /** `name` is one of action.yml's outputs (output-names.ts, generated from it). */
  setOutput(name: OutputName, value: string | number | boolean): void {
    try {
      appendOutput(name, this.secrets.redact(String(value)));
    } catch (err) {
      this.problem(`the output ${name} could not be written (${describe(err)})`);
    }
  }

  /** Printed to the log without a summary file; a step's appends stay under SUMMARY_MAX_BYTES. */
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
      appendSummaryFile(text);
    } catch (err) {
      this.problem(`the job summary could not be written (${describe(err)})`);
    }
  }

  /**
   * Registers `handler` for a cancellation until the function returned is called: register before
   * the first request that changes something, withdraw (in a `finally`) once the flow has written
   * its own outputs.
   */
  whenCancelled(handler: CancelHandler): () => void {
    this.onCancel.push(handler);
    return () => {
      const at = this.onCancel.indexOf(handler);
      if (at >= 0) this.onCancel.splice(at, 1);
    };
  }

  /** The handlers registered and not withdrawn, in the order they were registered. */
  cancelHandlers(): CancelHandler[] {
    return [...this.onCancel];
  }

  /** What could not be written and was not reported yet. */
  takeProblems(): string[] {
    return this.problemList.splice(0);
  }

  private problem(text: string): void {
    if (this.problemList.length < 20) this.problemList.push(oneLine(this.secrets.redact(text)));
  }

  private annotationText(message: string): string {
    return clip(oneLine(this.secrets.redact(message)), COMMAND_MESSAGE_MAX_CHARS);
  }

  private properties(where: Where): CommandProperties {
    const props: CommandProperties = {};
    if (where.title)
      props.title = clip(oneLine(this.secrets.redact(where.title)), ANNOTATION_TITLE_MAX_CHARS);
    const file = where.file && repositoryPath(where.file);
    if (file) {
      props.file = this.secrets.redact(file);
      if (where.line !== undefined && Number.isInteger(where.line) && where.line >= 1)
        props.line = where.line;
    }
    return props;
  }
}

/** A line starting with `::` after blanks (the runner trims them), or `##[` anywhere (the older form). */
export function readsAsCommand(text: string): boolean {
  return (
    text.includes('##[') || (text.includes('::') && lines(text).some((l) => l.trimStart().startsWith('::')))
  );
}

function describe(err: unknown): string {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (typeof e?.code === 'string') return e.code;
  return clip(oneLine(typeof e?.message === 'string' ? e.message : String(err)), 200);
}

export function problemsSummary(problems: readonly string[]): string {
  return problems.length === 1
    ? problems[0]!
    : `${formatCount(problems.length)} things could not be written: ${problems.join('; ')}`;
}
