/**
 * Inputs a step sets that action.yml does not define, and inputs the chosen mode does not use
 * (docs/bad-inputs.md, "Inputs the action does not know"), judged before any request. The runner
 * passes a `with:` key it does not know all the same, as an INPUT_* variable: a typo of an input the
 * mode uses would leave that input at its default (a typo'd tests-file runs the service's default
 * tests), so it fails the step; any other unknown name, and an input the mode ignores, is a warning.
 */
import { clip, oneLine, plural } from '../common/text.js';
import { INPUTS, MODES, type InputName, type Mode } from './catalogue.js';
import { usedIn } from './settings.js';

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

export interface UnexpectedInputs {
  /** The step's failure line: the first typo of an input the mode uses, if any. */
  error?: string;
  /** One line each, in order: the other unknown names, then inputs the mode ignores. */
  warnings: string[];
}

export function unexpectedInputs(env: Env): UnexpectedInputs {
  const mode = chosenMode(env);
  const judged = unknownNames(env).map((name) => judge(name, mode, env));
  const firstTypo = judged.find((j) => j.typo);
  const lines = judged.filter((j) => j !== firstTypo).map((j) => j.line);
  const warnings = lines.slice(0, MAX_NAMED);
  const more = lines.length - MAX_NAMED;
  if (more > 0) warnings.push(`${more} more unexpected ${plural(more, 'input')} not named here.`);
  warnings.push(...unusedInMode(env, mode));
  return { ...(firstTypo && { error: firstTypo.line }), warnings };
}

/** Undefined when `mode` is missing or not a mode: readSettings refuses it, after these lines. */
function chosenMode(env: Env): Mode | undefined {
  const mode = env[variable('mode')]?.trim() ?? '';
  return (MODES as readonly string[]).includes(mode) ? (mode as Mode) : undefined;
}

/** Each `INPUT_*` variable that is no input of action.yml, once, sorted. */
function unknownNames(env: Env): string[] {
  // The runner upper-cases the name; lower case is how the step wrote it, most likely.
  const names = Object.keys(env)
    .filter((key) => key.startsWith('INPUT_') && key.length > 'INPUT_'.length && !KNOWN.has(key))
    .map((key) => key.slice('INPUT_'.length).toLowerCase());
  return [...new Set(names)].sort();
}

function judge(name: string, mode: Mode | undefined, env: Env): { typo: boolean; line: string } {
  const shown = clip(oneLine(name), MAX_NAME);
  const meant = suggestion(name, mode, env);
  if (meant?.typo)
    return {
      typo: true,
      line: `Input ${shown} is not an input of this action: did you mean ${meant.input}?`,
    };
  return {
    typo: false,
    line: meant ? `Unexpected input ${shown}: did you mean ${meant.input}?` : `Unexpected input ${shown}.`,
  };
}

/**
 * How much an input counts as the one a name meant: an input of the chosen mode that the step left
 * unset first (a typo of it leaves it at its default: that changes what the step does), then one of
 * the mode's inputs the step set (`mode` itself: `model` is no typo of a mode that is set), then
 * the other modes' inputs. Without a valid mode, the inputs every mode uses are the mode's.
 */
function rankOf(input: InputName, mode: Mode | undefined, env: Env): 0 | 1 | 2 {
  const ofMode = mode ? usedIn(input, mode) : INPUTS[input].modes === 'all';
  if (!ofMode) return 2;
  return isSet(input, env) ? 1 : 0;
}

/**
 * Set to something other than its default. An input whose default is an expression (github-token)
 * cannot be told from one the step set, so it counts as unset: a typo of it is still caught.
 */
function isSet(input: InputName, env: Env): boolean {
  const { default: fallback, expression } = INPUTS[input];
  const value = env[variable(input)]?.trim() ?? '';
  return !expression && value !== '' && value !== fallback;
}

interface Suggestion {
  input: InputName;
  /** The name is within the edits of a typo of this input, an input the mode uses and the step left unset. */
  typo: boolean;
}

/**
 * The input a name most likely misspells, by rankOf, then by edit distance, then an input of
 * named modes before one of all (the name was more likely meant for what this mode alone has),
 * then action.yml's order. A candidate is near (an edit in a name of up to 4 letters, two in a
 * longer one: a two-letter name is within two edits of every four-letter input) or holds the other
 * name (`attempts` in `rerun-attempts`), which suggests but is never a typo.
 */
function suggestion(name: string, mode: Mode | undefined, env: Env): Suggestion | undefined {
  if (name.length > MAX_NAME) return undefined;
  let best: { input: InputName; key: number[]; near: boolean } | undefined;
  NAMES.forEach((known, order) => {
    const allowed = Math.min(name.length, known.length) <= 4 ? 1 : 2;
    const contains = (name.length >= 4 && known.includes(name)) || name.includes(known);
    // Lengths further apart than the edits allowed cannot be near: most names stop here.
    if (!contains && Math.abs(name.length - known.length) > allowed) return;
    const distance = editDistance(name, known);
    const near = distance <= allowed;
    if (!near && !contains) return;
    const key = [rankOf(known, mode, env), distance, INPUTS[known].modes === 'all' ? 1 : 0, order];
    if (!best || compareKeys(key, best.key) < 0) best = { input: known, key, near };
  });
  return best && { input: best.input, typo: best.near && best.key[0] === 0 };
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** The input a name most likely misspells in a step of this mode and environment, if any. */
export function closestInput(name: string, mode?: Mode, env: Env = {}): InputName | undefined {
  return suggestion(name, mode, env)?.input;
}

/**
 * An input the chosen mode does not use, set to a value other than its default. A default that is
 * an expression (github-token) reaches the action evaluated, like a value the step set: such an
 * input is never reported. Nothing without a valid mode: readSettings refuses it.
 */
function unusedInMode(env: Env, mode: Mode | undefined): string[] {
  if (!mode) return [];
  const lines: string[] = [];
  for (const name of NAMES) {
    const { modes } = INPUTS[name];
    // usedIn says so for "Modes: all" too; asked here first, it leaves `modes` a list below.
    if (modes === 'all' || usedIn(name, mode) || !isSet(name, env)) continue;
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
