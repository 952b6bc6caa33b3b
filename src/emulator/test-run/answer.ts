// The answer of a test run, serialised by hand: strings cost far less than objects for
// JSON.stringify at millions of generated tests. Such a run is written in pieces as they are made,
// and its generated tests are never stored: each is made from its position as it is written.
// Its `runnerStdout` reads as dbt prints it, kept JSON-escaped.
import type { GeneratedTests, TestStatus } from '../fixture-schema.js';
import type { RawBody } from '../http.js';
import { FAILED_CAUSE, type decide } from './decide.js';

const json = (text: string): string => JSON.stringify(text);

/** As it reads between the quotes of a JSON string. */
const jsonContent = (text: string): string => json(text).slice(1, -1);

const escapedLines = (lines: string[]): string => lines.map(jsonContent).join('\\n');

const WORD: Record<TestStatus, string> = { SUCCEEDED: 'PASS', FAILED: 'FAIL', ERROR: 'ERROR' };

/** Results per piece of the answer, and log lines per batch. */
const BATCH = 1024;

const GENERATED_CAUSE_JSON: Record<TestStatus, string> = {
  SUCCEEDED: '""',
  FAILED: json(FAILED_CAUSE),
  ERROR: json('Database Error: generated test could not run'),
};

/** Generated tests' durations cycle through 0.0105 .. 0.0995 s: short decimals. */
const TIMES = Array.from({ length: 90 }, (_, step) => (105 + step * 10) / 10000);
const TIMES_SHOWN = TIMES.map((time) => time.toFixed(2));

/** A model's generated tests follow the fixture's. */
export function writeAnswer(
  title: Parameters<typeof decide>[2] & { fabricId: string },
  decided: ReturnType<typeof decide>,
  generated: { model: string; spec: GeneratedTests } | undefined,
): RawBody {
  const total = decided.length + (generated?.spec.count ?? 0);
  /** `failed` counts FAILED and ERROR alike, as the service's does: clients count them from `results`. */
  const tally = { succeeded: 0, failed: 0, seconds: 0 };
  const stamp = new Date().toISOString().slice(11, 19);
  // Log lines are joined in batches while young, so the collector never promotes lines one by one,
  // and the log never becomes one huge string.
  const logBatches: string[] = [];
  let logBatch: string[] = [];
  const flush = (): void => {
    if (logBatch.length) logBatches.push(logBatch.join('\\n'));
    logBatch = [];
  };

  /** `test`: its name and (location); `plain`: it needs no escaping. */
  function log(index: number, status: TestStatus, test: string, seconds: string, plain = false): void {
    const word = WORD[status];
    const head = `${stamp}  ${index + 1} of ${total} ${word} ${test} `;
    const line = `${head.padEnd(72, '.')} [${word} in ${seconds}s]`;
    logBatch.push(plain ? line : jsonContent(line));
    if (logBatch.length === BATCH) flush();
  }

  function* runnerStdout(): Generator<string> {
    const plural = total === 1 ? '' : 's';
    const { project, version, branch, fabricId } = title;
    yield escapedLines([
      `${stamp}  Running with runner=1.0.0 (orchestration emulator)`,
      `${stamp}  Project ${project.name} (${project.id}), version ${version}, branch ${branch}, fabric ${fabricId}`,
      `${stamp}  Found ${total} data test${plural}`,
      '',
      '',
    ]);
    flush();
    for (let b = 0; b < logBatches.length; b++) yield b === 0 ? logBatches[b]! : `\\n${logBatches[b]}`;
    yield `\\n${escapedLines([
      '',
      `${stamp}  Finished running ${total} data test${plural} in ${tally.seconds.toFixed(2)}s.`,
      '',
      `Done. PASS=${tally.succeeded} WARN=0 ERROR=${tally.failed} SKIP=0 TOTAL=${total}`,
    ])}`;
  }

  /** Counted as it is written. Every argument but status and numbers already JSON. */
  function result(
    name: string,
    status: TestStatus,
    table: string,
    column: string,
    index: number,
    time: number,
    cause: string,
  ): string {
    tally.seconds += time;
    if (status === 'SUCCEEDED') tally.succeeded++;
    else tally.failed++;
    return (
      `{"name":${name},"status":"${status}","table":${table},"columnName":${column},` +
      `"index":${index},"time":${time},"cause":${cause}}`
    );
  }

  function* generatedResults(model: string, spec: GeneratedTests): Generator<string> {
    const prefix = spec.namePrefix ?? `${model}_test_`;
    // The position follows the prefix, zero-padded to the count's width; digits need no escaping.
    const width = String(spec.count).length;
    const prefixJson = jsonContent(prefix);
    const tableJson = json(model);
    // Names that need no escaping (the usual case) save escaping every log line.
    const plain = prefixJson === prefix && jsonContent(model) === model;
    let batch: string[] = [];
    for (let i = 1; i <= spec.count; i++) {
      let status: TestStatus = 'SUCCEEDED';
      if (spec.errorEvery !== undefined && i % spec.errorEvery === 0) status = 'ERROR';
      else if (spec.failEvery !== undefined && i % spec.failEvery === 0) status = 'FAILED';
      const index = decided.length + i - 1;
      const digits = String(i).padStart(width, '0');
      log(index, status, `${prefix}${digits} (${model})`, TIMES_SHOWN[i % TIMES.length]!, plain);
      const time = TIMES[i % TIMES.length]!;
      const name = `"${prefixJson}${digits}"`;
      batch.push(result(name, status, tableJson, '""', index, time, GENERATED_CAUSE_JSON[status]));
      if (batch.length === BATCH || i === spec.count) {
        const first = index + 1 - batch.length;
        yield `${first > 0 ? ',' : ''}${batch.join(',')}`;
        batch = [];
      }
    }
  }

  function* pieces(): Generator<string> {
    yield '{"success":true,"data":{"results":[';
    if (decided.length > 0)
      yield decided
        .map(({ name, status, table, columnName, location, time, cause }, index) => {
          log(index, status, `${name} (${location})`, time.toFixed(2));
          return result(json(name), status, json(table), json(columnName), index, time, json(cause));
        })
        .join(',');
    if (generated) yield* generatedResults(generated.model, generated.spec);
    yield '],"runnerStdout":"';
    yield* runnerStdout();
    yield `","summary":{"failed":${tally.failed},"skip":0,"succeeded":${tally.succeeded},"total":${total},"warning":0}}}`;
  }

  return generated ? pieces() : [...pieces()].join('');
}
