// The answer of a test run, serialised by hand: strings cost far less than objects for
// JSON.stringify at millions of generated tests. Such a run is written in pieces as they are made.
import type { TestStatus } from '../constants.js';
import type { GeneratedTests } from '../fixture-schema.js';
import type { RawBody } from '../http.js';
import {
  GENERATED_CAUSE_JSON,
  generatedPrefix,
  generatedStatus,
  generatedTime,
  generatedTimeShown,
} from './generated.js';
import { type LogTitle, RunnerLog, jsonContent } from './runner-log.js';
import { Tally } from './tally.js';

export interface Decided {
  name: string;
  table: string;
  columnName: string;
  location: string;
  status: TestStatus;
  cause: string;
  time: number;
}

const json = (text: string): string => JSON.stringify(text);

/** Generated results per piece of the answer. */
const GENERATED_PER_PIECE = 1024;

/** A model's generated tests follow the fixture's. */
export function writeAnswer(
  title: LogTitle,
  decided: Decided[],
  generated: { model: string; spec: GeneratedTests } | undefined,
): RawBody {
  const total = decided.length + (generated?.spec.count ?? 0);
  const log = new RunnerLog(total);
  const tally = new Tally();

  function* results(): Generator<string> {
    const own = decided.map((t, index) => {
      tally.add(t.status, t.time);
      log.result(index, t.status, t.name, t.location, t.time.toFixed(2));
      return resultJson(
        json(t.name),
        t.status,
        json(t.table),
        json(t.columnName),
        index,
        t.time,
        json(t.cause),
      );
    });
    if (own.length > 0) yield own.join(',');
    if (generated) yield* generatedResults(generated.model, generated.spec, decided.length);
  }

  function* generatedResults(model: string, spec: GeneratedTests, first: number): Generator<string> {
    const prefix = generatedPrefix(model, spec);
    const width = String(spec.count).length;
    // Escaped once: digits need no escaping.
    const prefixJson = jsonContent(prefix);
    const tableJson = JSON.stringify(model);
    // Names that need no escaping (the usual case) save escaping every log line.
    const plain = prefixJson === prefix && jsonContent(model) === model;
    let batch: string[] = [];
    for (let i = 1; i <= spec.count; i++) {
      const status = generatedStatus(spec, i);
      const time = generatedTime(i);
      const index = first + i - 1;
      const digits = String(i).padStart(width, '0');
      tally.add(status, time);
      log.result(index, status, `${prefix}${digits}`, model, generatedTimeShown(i), plain);
      batch.push(
        resultJson(
          `"${prefixJson}${digits}"`,
          status,
          tableJson,
          '""',
          index,
          time,
          GENERATED_CAUSE_JSON[status],
        ),
      );
      if (batch.length === GENERATED_PER_PIECE) {
        yield batch.join(',');
        batch = [];
      }
    }
    if (batch.length > 0) yield batch.join(',');
  }

  function* pieces(): Generator<string> {
    yield '{"success":true,"data":{"results":[';
    let first = true;
    for (const piece of results()) {
      yield first ? piece : `,${piece}`;
      first = false;
    }
    yield '],"runnerStdout":"';
    yield* log.pieces(title, tally);
    yield `","summary":{"failed":${tally.failed},"skip":0,"succeeded":${tally.succeeded},"total":${total},"warning":0}}}`;
  }

  return generated ? pieces() : [...pieces()].join('');
}

/** Every argument but status and numbers already JSON. */
function resultJson(
  nameJson: string,
  status: TestStatus,
  tableJson: string,
  columnJson: string,
  index: number,
  time: number,
  causeJson: string,
): string {
  return (
    `{"name":${nameJson},"status":"${status}","table":${tableJson},"columnName":${columnJson},` +
    `"index":${index},"time":${time},"cause":${causeJson}}`
  );
}
