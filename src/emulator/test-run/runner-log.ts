// `runnerStdout` as dbt prints it, kept JSON-escaped, ready to go into the answer.
import type { TestStatus } from '../fixture-schema.js';

const WIDTH = 72;
/** Results per batch of escaped lines. */
const BATCH = 1024;

const WORD: Record<TestStatus, string> = { SUCCEEDED: 'PASS', FAILED: 'FAIL', ERROR: 'ERROR' };

/** `failed` counts FAILED and ERROR alike, as the service's `summary.failed` does: clients count them from `results`. */
export interface Tally {
  succeeded: number;
  failed: number;
  /** Summed. */
  seconds: number;
}

export interface LogTitle {
  project: { name: string; id: string };
  version: string;
  branch: string;
  fabricId: string;
}

/** As it reads between the quotes of a JSON string. */
export function jsonContent(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}

export class RunnerLog {
  private readonly stamp = new Date().toISOString().slice(11, 19);
  private readonly total: number;
  // Joined in batches while young, so the collector never promotes lines one by one, and the log
  // never becomes one huge string.
  private readonly batches: string[] = [];
  private batch: string[] = [];

  constructor(total: number) {
    this.total = total;
  }

  /** `plain`: name and location need no escaping. */
  result(
    index: number,
    status: TestStatus,
    name: string,
    location: string,
    seconds: string,
    plain = false,
  ): void {
    const word = WORD[status];
    const head = `${this.stamp}  ${index + 1} of ${this.total} ${word} ${name} (${location}) `;
    const line = `${head.padEnd(WIDTH, '.')} [${word} in ${seconds}s]`;
    this.batch.push(plain ? line : jsonContent(line));
    if (this.batch.length === BATCH) this.flush();
  }

  *pieces(title: LogTitle, tally: Tally): Generator<string> {
    const { stamp, total } = this;
    const plural = total === 1 ? '' : 's';
    yield escapedLines([
      `${stamp}  Running with runner=1.0.0 (orchestration emulator)`,
      `${stamp}  Project ${title.project.name} (${title.project.id}), version ${title.version}, branch ${title.branch}, fabric ${title.fabricId}`,
      `${stamp}  Found ${total} data test${plural}`,
      '',
      '',
    ]);
    this.flush();
    for (let b = 0; b < this.batches.length; b++) yield b === 0 ? this.batches[b]! : `\\n${this.batches[b]}`;
    yield `\\n${escapedLines([
      '',
      `${stamp}  Finished running ${total} data test${plural} in ${tally.seconds.toFixed(2)}s.`,
      '',
      `Done. PASS=${tally.succeeded} WARN=0 ERROR=${tally.failed} SKIP=0 TOTAL=${total}`,
    ])}`;
  }

  private flush(): void {
    if (this.batch.length) this.batches.push(this.batch.join('\\n'));
    this.batch = [];
  }
}

function escapedLines(lines: string[]): string {
  return lines.map(jsonContent).join('\\n');
}
