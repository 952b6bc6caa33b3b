/**
 * Inputs a step sets to no effect, each a warning before any request (docs/bad-inputs.md): a `with:`
 * key action.yml does not define (the runner passes a typo on all the same), and an input the
 * chosen mode does not use, set to something other than its default.
 */
import { clip, oneLine, plural } from '../text.js';
import { INPUTS, type InputName } from './catalogue.js';
import { MODES, usedIn, type Mode } from './settings.js';

type Env = Readonly<Record<string, string | undefined>>;

/** The runner's variable for an input: `INPUT_` and the name upper-cased, spaces as `_`. */
function variable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

const NAMES = Object.keys(INPUTS) as InputName[];
const KNOWN = new Set(NAMES.map(variable));

/** Most unknown names warned about one by one; the rest are counted in one more line. */
const MAX_NAMED = 20;
/** A name longer than this is nobody's typo of an input: no suggestion, and cut when shown. */
const MAX_NAME = 100;

export function unexpectedInputs(env: Env): string[] {
  return [...unknownNames(env), ...unusedInMode(env)];
}

/** One line per `INPUT_*` variable that is no input of action.yml, with the likely input meant. */
function unknownNames(env: Env): string[] {
  // The runner upper-cases the name; lower case is how the step wrote it, most likely.
  const names = Object.keys(env)
    .filter((key) => key.startsWith('INPUT_') && key.length > 'INPUT_'.length && !KNOWN.has(key))
    .map((key) => key.slice('INPUT_'.length).toLowerCase());
  const sorted = [...new Set(names)].sort();
  const lines = sorted.slice(0, MAX_NAMED).map((name) => {
    const shown = clip(oneLine(name), MAX_NAME);
    const meant = closestInput(name);
    return meant ? `Unexpected input ${shown}: did you mean ${meant}?` : `Unexpected input ${shown}.`;
  });
  const more = sorted.length - MAX_NAMED;
  if (more > 0) lines.push(`${more} more unexpected ${plural(more, 'input')} not named here.`);
  return lines;
}

/**
 * A default that is an expression (github-token) reaches the action evaluated, like a value the
 * step set: such an input is never reported. An invalid mode is left to readSettings to refuse.
 */
function unusedInMode(env: Env): string[] {
  const mode = env[variable('mode')]?.trim() ?? '';
  if (!(MODES as readonly string[]).includes(mode)) return [];
  const lines: string[] = [];
  for (const name of NAMES) {
    const { default: fallback, expression, modes } = INPUTS[name];
    const value = env[variable(name)]?.trim() ?? '';
    // usedIn says so for "Modes: all" too; asked here first, it leaves `modes` a list below.
    if (modes === 'all' || usedIn(name, mode as Mode) || expression || value === '' || value === fallback)
      continue;
    const use = modes.length === 1 ? 'mode uses' : 'modes use';
    // In action.yml's words: "Modes: test, report." is "only test and report modes use it".
    lines.push(`Input ${name} is ignored in ${mode} mode: only ${listed(modes)} ${use} it.`);
  }
  return lines;
}

/** `a`, `a and b`, `a, b and c`. */
// Not Intl.ListFormat: creating one loads ICU's data, a cost every start would pay.
function listed(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The input a name most likely misspells: the nearest by edit distance, when that is small for the
 * names' length (one edit in a name of up to 4 letters, two in a longer one) or when one name
 * holds the other (`attempts` in `rerun-attempts`). None when nothing is that close.
 */
export function closestInput(name: string): InputName | undefined {
  if (name.length > MAX_NAME) return undefined;
  let best: InputName | undefined;
  let bestDistance = Infinity;
  for (const known of NAMES) {
    const distance = editDistance(name, known);
    const near = distance <= (Math.min(name.length, known.length) <= 4 ? 1 : 2);
    const contains = (name.length >= 4 && known.includes(name)) || name.includes(known);
    if ((near || contains) && distance < bestDistance) {
      best = known;
      bestDistance = distance;
    }
  }
  return best;
}

/** Optimal string alignment distance (insert, delete, replace, swap neighbours); both names are short. */
export function editDistance(a: string, b: string): number {
  // rows[i][j]: the distance between the first i characters of a and the first j of b.
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
    }
  }
  return rows[a.length]![b.length]!;
}
