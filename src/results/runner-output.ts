/**
 * Each call's runner output in the job summary: its first and last lines. The output can have
 * millions of lines, so those are found from either end without splitting the whole text.
 */
import type { Redact } from '../common/secret-registry.js';
import type { Block } from '../common/budget.js';
import { EMPTY_BLOCK, block, fitLines } from '../common/budget.js';
import type { CallOutcome, SucceededCall } from './model.js';
import { clipNoting, formatCount, plural, preformatted } from '../common/text.js';

const HEAD_LINES = 100;
const TAIL_LINES = 100;
const LINE_MAX_CHARS = 1_000;
/** Most bytes one call's runner output may take, however much room is left. */
const CALL_MAX_BYTES = 64_000;
/** Room kept for the line that counts the calls whose output is not shown. */
const NOTE_RESERVE = 200;

/** The calls whose runner output is shown, and what the summary keeps of it from one rendering to the next. */
export interface RunnerOutputs {
  calls: readonly CallOutcome[];
  /** A call's label as markdown, as the summary writes it elsewhere. */
  label: (call: SucceededCall) => string;
  redact: Redact;
  /** Each call's lines, found once however often the summary is rendered. */
  windows: Map<SucceededCall, LineWindow>;
}

export function runnerOutputBlock({ calls, label, redact, windows }: RunnerOutputs, budget: number): Block {
  const withOutput = calls.filter((c): c is SucceededCall => c.ok && c.runnerStdout.trim() !== '');
  if (withOutput.length === 0) return EMPTY_BLOCK;
  const render = (call: SucceededCall, room: number) => {
    if (!windows.has(call)) windows.set(call, lineWindow(call.runnerStdout, redact));
    return callBlock(label(call), windows.get(call)!, room);
  };
  const whole = withOutput.map((c) => render(c, CALL_MAX_BYTES));
  const wholeBytes = whole.reduce((n, b) => n + (b?.bytes ?? 0), 0);
  if (wholeBytes <= budget) return block(whole.flatMap((b) => b?.lines ?? []));

  // Not enough room: calls whose whole output is smaller than an equal share keep it whole, and
  // what they leave goes to the others (smallest first, then equal shares).
  let remaining = budget - NOTE_RESERVE;
  const blocks = new Array<Block | undefined>(withOutput.length);
  const bySize = whole.map((b, i) => ({ i, size: b?.bytes ?? 0 })).sort((a, b) => a.size - b.size);
  bySize.forEach(({ i, size }, k) => {
    const share = Math.floor(remaining / (bySize.length - k));
    const b = size <= share ? whole[i] : render(withOutput[i]!, share);
    blocks[i] = b;
    remaining -= b?.bytes ?? 0;
  });
  const lines = blocks.flatMap((b) => b?.lines ?? []);
  const left = blocks.filter((b) => b === undefined).length;
  if (left > 0)
    lines.push(
      `_The runner output of ${formatCount(left)} ${lines.length > 0 ? 'more ' : ''}${plural(left, 'call')} is not shown: see the results file._`,
      '',
    );
  const b = block(lines, true);
  return b.bytes <= budget ? b : { ...EMPTY_BLOCK, cut: true };
}

/** Undefined when not even the frame and one line fit. */
function callBlock(label: string, lines: LineWindow, budget: number): Block | undefined {
  const n = lines.count;
  const open = (cutLines: number): string =>
    `<details><summary>Runner output of ${label}: ${formatCount(n)} ${plural(n, 'line')}${cutLines > 0 ? `, ${formatCount(cutLines)} cut` : ''}</summary>`;
  const close = ['</pre>', '', '</details>', ''];
  const frame = block([open(n), '', '<pre>', cutMarker(n), ...close]).bytes;
  if (frame > budget) return undefined;

  const head = block(fitLines(Math.min(n, HEAD_LINES), lines.at, Math.floor((budget - frame) / 2)).lines);
  const tailMax = Math.min(n - head.lines.length, TAIL_LINES);
  const tail = fitLines(tailMax, (k) => lines.at(n - 1 - k), budget - frame - head.bytes);
  tail.lines.reverse();
  if (head.lines.length === 0 && tail.lines.length === 0) return undefined;
  const cutLines = n - head.lines.length - tail.lines.length;
  const body =
    cutLines > 0 ? [...head.lines, cutMarker(cutLines), ...tail.lines] : [...head.lines, ...tail.lines];
  return block([open(cutLines), '', '<pre>', ...body, ...close]);
}

function cutMarker(lines: number): string {
  return `[… ${formatCount(lines)} ${plural(lines, 'line')} cut …]`;
}

/** `at(i)` reads one of the first or last lines kept, as the summary shows it. */
export interface LineWindow {
  count: number;
  at(index: number): string;
}

/**
 * A final line break ends the last line rather than starting another. Carriage returns (rare in a
 * runner's log) become line feeds first. The lines kept are masked, clipped and escaped once, for
 * every rendering of the summary.
 */
function lineWindow(output: string, redact: Redact): LineWindow {
  const shown = (line: string) => preformatted(clipNoting(redact(line), LINE_MAX_CHARS));
  const text = output.includes('\r') ? output.replace(/\r\n?/g, '\n') : output;
  const end = text.endsWith('\n') ? text.length - 1 : text.length;
  let count = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < end; at = text.indexOf('\n', at + 1)) count++;
  // split stops at its limit: only the first lines are made.
  const first = text.slice(0, end).split('\n', HEAD_LINES).map(shown);
  const last: string[] = [];
  for (let stop = end; last.length < Math.min(TAIL_LINES, count);) {
    const before = stop === 0 ? -1 : text.lastIndexOf('\n', stop - 1);
    last.unshift(shown(text.slice(before + 1, stop)));
    stop = before;
  }
  return {
    count,
    at: (i) => (i < first.length ? first[i]! : (last[i - (count - last.length)] ?? '')),
  };
}
