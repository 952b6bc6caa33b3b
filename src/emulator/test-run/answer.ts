// The answer of a test run, serialised by hand: strings cost far less than objects for
// JSON.stringify at millions of generated tests. Such a run is written in pieces as they are made,
// and its generated tests are never stored: each is made from its position as it is written.
import type { TestStatus } from '../fixture-schema.js';
import type { GeneratedTests } from '../fixture-schema.js';
import type { RawBody } from '../http.js';
import { FAILED_CAUSE, type decide } from './outcome.js';
import { type LogTitle, RunnerLog, type Tally, jsonContent } from './runner-log.js';

const json = (text: string): string => JSON.stringify(text);

const GENERATED_CAUSE_JSON: Record<TestStatus, string> = {
  SUCCEEDED: '""',
  FAILED: json(FAILED_CAUSE),
  ERROR: json('Database Error: generated test could not run'),
};

/** Generated tests' durations cycle through 0.0105 .. 0.0995 s: short decimals. */
const TIMES = Array.from({ length: 90 }, (_, step) => (105 + step * 10) / 10000);
const TIMES_SHOWN = TIMES.map((time) => time.toFixed(2));

/** Generated results per piece of the answer. */
const GENERATED_PER_PIECE = 1024;

/** A model's generated tests follow the fixture's. */
export function writeAnswer(
  title: LogTitle,
  decided: ReturnType<typeof decide>,
  generated: { model: string; spec: GeneratedTests } | undefined,
): RawBody {
  const total = decided.length + (generated?.spec.count ?? 0);
  const log = new RunnerLog(total);
  const tally: Tally = { succeeded: 0, failed: 0, seconds: 0 };

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
      log.result(index, status, `${prefix}${digits}`, model, TIMES_SHOWN[i % TIMES.length]!, plain);
      const time = TIMES[i % TIMES.length]!;
      batch.push(
        result(
          `"${prefixJson}${digits}"`,
          status,
          tableJson,
          '""',
          index,
          time,
          GENERATED_CAUSE_JSON[status],
        ),
      );
      if (batch.length === GENERATED_PER_PIECE || i === spec.count) {
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
        .map((t, index) => {
          log.result(index, t.status, t.name, t.location, t.time.toFixed(2));
          return result(
            json(t.name),
            t.status,
            json(t.table),
            json(t.columnName),
            index,
            t.time,
            json(t.cause),
          );
        })
        .join(',');
    if (generated) yield* generatedResults(generated.model, generated.spec);
    yield '],"runnerStdout":"';
    yield* log.pieces(title, tally);
    yield `","summary":{"failed":${tally.failed},"skip":0,"succeeded":${tally.succeeded},"total":${total},"warning":0}}}`;
  }

  return generated ? pieces() : [...pieces()].join('');
}
