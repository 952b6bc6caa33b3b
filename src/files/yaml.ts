/**
 * The YAML files users write, read exactly or refused, then checked with zod, every error on its
 * file and line. Anything the library would only warn about (an unknown tag, a value its tag
 * cannot read) is refused, as are raw controls, repeated keys and runaway aliases. Maps become
 * Map, so keys such as `__proto__` stay data.
 *
 * No message quotes the file: the input may name a file it did not mean (an env file, a key), and
 * whatever it holds may be a secret. A message says the file, the line, what was expected and what
 * kind of thing was found (`got a string`); the library's own messages, which quote the text they
 * stopped at, are replaced by words of ours (yaml-errors.ts); a repeat points at the line it
 * repeats. The one text of the file a message may name is a key shaped as a plain name (keyName).
 */
import { LineCounter, isAlias, isMap, isPair, isScalar, isSeq, parseDocument, visit } from 'yaml';
import type { Node, Pair, Scalar, YAMLMap } from 'yaml';
import * as z from 'zod';
import { FileError } from '../common/errors.js';
import { clip, fieldPath, formatCount } from '../common/text.js';
import { MAX_YAML_BYTES, readTextFile } from './read.js';
import { syntaxProblem } from './yaml-errors.js';

export { isMap, isScalar, isSeq };
export type { Node, Pair, YAMLMap };

export type YamlFile = ReturnType<typeof parseYamlText>;

export type Path = ReadonlyArray<PropertyKey>;
type Found = { node: Node | null | undefined; line: number | undefined };

/** Aliases may repeat this many values in all: more is an attack on memory, not a plan. */
export const MAX_ALIAS_VALUES = 100_000;

/** `input` names the input that gave the path, for a refusal of the file as a whole. */
export async function loadYamlFile(path: string, input?: string): Promise<YamlFile> {
  return parseYamlText(path, await readTextFile(path, MAX_YAML_BYTES, { input }));
}

/** Not c-printable in YAML 1.2: C0 but tab and line breaks, DEL, C1 but NEL. */
const NOT_PRINTABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f\ufffe\uffff]/;
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_BUT_TAB_AND_LF = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

/** YAML 1.2's core schema. */
const STANDARD_TAGS = ['str', 'int', 'float', 'bool', 'null', 'seq', 'map'];

export function parseYamlText(path: string, text: string) {
  const raw = NOT_PRINTABLE.exec(text);
  if (raw) {
    const line = text.slice(0, raw.index).split('\n').length;
    throw new FileError(
      path,
      line,
      `holds the control character ${codePoint(raw[0])}, which YAML does not allow in a file (write it as an escape in double quotes if it is meant)`,
    );
  }
  const lineCounter = new LineCounter();
  // uniqueKeys: false because the library compares each key with every other one; plainData
  // refuses repeats in one pass. resolveKnownTags: false leaves YAML 1.1's extra tags unresolved,
  // so they are refused below like any tag that is not standard.
  const doc = parseDocument(text, {
    lineCounter,
    uniqueKeys: false,
    prettyErrors: false,
    resolveKnownTags: false,
  });
  const lineAt = (offset: number): number => lineCounter.linePos(offset).line;
  const firstError = doc.errors[0];
  if (firstError) {
    const problem = firstError.code === 'TAG_RESOLVE_FAILED' ? tagProblem(firstError.message) : undefined;
    throw new FileError(
      path,
      lineAt(firstError.pos[0]),
      problem ?? `invalid YAML: ${syntaxProblem(firstError)}`,
    );
  }
  const badTag = doc.warnings.find((w) => w.code === 'TAG_RESOLVE_FAILED');
  if (badTag) throw new FileError(path, lineAt(badTag.pos[0]), tagProblem(badTag.message));
  // The library accepts an alias to an anchor that was never defined and reads it as null,
  // which would surface later as a misleading "empty value" with no line.
  visit(doc, {
    Alias(_key, alias) {
      if (!alias.resolve(doc))
        throw new FileError(
          path,
          lineAt(alias.range?.[0] ?? 0),
          'an alias (*) names no anchor (&) before it',
        );
    },
  });
  /** Where a node (or a pair's key) starts. */
  const line = (node: Node | Pair | null | undefined): number | undefined => {
    const range = (isPair(node) ? (node.key as Node | null) : node)?.range;
    return range ? lineAt(range[0]) : undefined;
  };
  const file = {
    /** As the user gave it: errors show it this way. */
    path,
    text,
    doc,
    /** The top-level node; null for an empty file. */
    root: (doc.contents as Node | null) ?? null,
    line,
    fail: (node: Node | Pair | null | undefined, reason: string): never => {
      throw new FileError(path, line(node), reason);
    },
    /** Aliases followed. */
    at: (where: Path): Found => locate(file, where),
    failAt: (where: Path, reason: string): never => {
      throw new FileError(path, locate(file, where).line, reason);
    },
  };
  return file;
}

/**
 * `Unresolved tag: tag:yaml.org,2002:int` → what to do. A standard tag is YAML's word and named;
 * any other is the file's text, and not.
 */
function tagProblem(warning: string): string {
  const tag = warning.replace(/^Unresolved tag: /, '').replace(/^tag:yaml\.org,2002:/, '!!');
  const standard = STANDARD_TAGS.map((t) => `!!${t}`);
  if (standard.includes(tag)) return `the value does not fit its tag ${tag}`;
  return `a tag that is not one of YAML's standard tags: only those are read (${standard.join(', ')})`;
}

/** `U+0000`. */
function codePoint(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** `U+0000`; with `lines`, tabs and line feeds pass. */
export function controlIn(text: string, lines = false): string | undefined {
  const found = (lines ? CONTROL_BUT_TAB_AND_LF : CONTROL).exec(text);
  return found ? codePoint(found[0]) : undefined;
}

/** A scalar that YAML did not read as a string: the user may have meant the text. */
export const isScalarValue = (value: unknown): boolean =>
  ['string', 'number', 'boolean'].includes(typeof value);

/**
 * A string that is not blank and holds no control character (with `lines`, tabs and line feeds
 * pass). A scalar YAML read as something else is to be quoted if `meant` as text.
 */
export function nonBlank(what: string, missing: string, meant: string, lines = false) {
  return z
    .string({
      error: (iss) =>
        iss.input === undefined
          ? missing
          : iss.input === null
            ? `${what} is empty`
            : isScalarValue(iss.input)
              ? `${what} must be a string, got {got} (write it in quotes if it is ${meant})`
              : `${what} must be a string, got {got}`,
    })
    .refine((value) => value.trim() !== '', `${what} is empty`)
    .refine((value) => !controlIn(value, lines), {
      error: (iss) => `${what} holds the control character ${controlIn(iss.input as string, lines)}`,
    });
}

/** A name of a file that passed its checks, for a message about what it asks (it can be a megabyte long). */
export function short(text: string): string {
  return clip(text, 80);
}

/**
 * A key the file wrote, for a message, when it is shaped as a plain name (letters, digits, `_`,
 * `-`, `.`; at most 40 characters); undefined for any other, which a message calls `a key`: a
 * key can be anything the file holds (`DB_PASSWORD=hunter2: x`).
 */
export function keyName(key: string): string | undefined {
  return /^[A-Za-z_][A-Za-z0-9_.-]{0,39}$/.test(key) ? key : undefined;
}

/** `unknown key "nmae"`, or `an unknown key` when it is not shaped as a name. */
export function unknownKey(key: string): string {
  const name = keyName(key);
  return name === undefined ? 'an unknown key' : `unknown key "${name}"`;
}

/** A path of keys for a message (`pipelineConfigurations.load.<key>`): keyName's rule for each. */
export function shownPath(path: Path): string {
  return fieldPath(path.map((key) => (typeof key === 'string' ? (keyName(key) ?? '<key>') : key)));
}

/**
 * As the user meant it: a plain number or boolean as written (`0012` stays "0012"), as YAML's
 * reading (12) is not what they wrote; a string or a tagged value as YAML reads it.
 */
export function exactText(file: YamlFile, node: Scalar): string {
  const value = node.value;
  if (typeof value === 'string') return value;
  if (node.tag !== undefined || !node.range) return String(value);
  return file.text.slice(node.range[0], node.range[1]).trim();
}

function deref(file: YamlFile, node: unknown): Node | null {
  if (isAlias(node)) return (node.resolve(file.doc) as Node | undefined) ?? null;
  return (node as Node | null | undefined) ?? null;
}

/** A scalar's exact text; a list, a map, an empty or controlled key is refused. */
function keyText(file: YamlFile, pair: Pair): string {
  const key = deref(file, pair.key);
  if (!isScalar(key)) return file.fail(pair, 'keys must be plain names');
  // As written: a key `null:` is the name "null", but `: value` has no key at all.
  const text = exactText(file, key);
  if (text === '') file.fail(pair, 'a key is empty');
  const control = controlIn(text);
  if (control) file.fail(pair, `a key holds the control character ${control}: keys are plain names`);
  return text;
}

/** Maps as Map (keys as written, in file order), aliases followed. */
function plainData(file: YamlFile): unknown {
  let repeated = 0;
  // The collections being read: an alias to one of them would never end.
  const open = new Set<Node>();
  const read = (node: unknown, viaAlias: Node | undefined): unknown => {
    if (isAlias(node)) {
      const target = deref(file, node);
      if (target && open.has(target))
        file.fail(node, 'an alias (*) is inside its own anchor (&): it would never end');
      return read(target, viaAlias ?? node);
    }
    if (viaAlias && ++repeated > MAX_ALIAS_VALUES)
      file.fail(viaAlias, `aliases repeat more than ${formatCount(MAX_ALIAS_VALUES)} values`);
    if (isScalar(node)) return node.value ?? null;
    if (!isSeq(node) && !isMap(node)) return null;
    open.add(node);
    let value: unknown;
    if (isSeq(node)) value = node.items.map((item) => read(item, viaAlias));
    else {
      const map = new Map<string, unknown>();
      const lines = new Map<string, number | undefined>();
      for (const pair of node.items) {
        const key = keyText(file, pair as Pair);
        // `1:` and `"1":` are two keys to YAML and one name here.
        if (map.has(key)) file.fail(pair as Pair, `this key repeats the key at line ${lines.get(key)}`);
        lines.set(key, file.line(pair as Pair));
        map.set(key, read(pair.value, viaAlias));
      }
      value = map;
    }
    open.delete(node);
    return value;
  };
  return read(file.root, undefined);
}

/** For a missing key, the line of the map that lacks it. */
function locate(file: YamlFile, path: Path): Found {
  let node: Node | null = file.root;
  let line = file.line(node);
  for (const segment of path) {
    const target = deref(file, node);
    const next = isMap(target)
      ? pairsOf(file, target).get(segment as string)
      : isSeq(target) && typeof segment === 'number'
        ? (target.items[segment] as Node | undefined)
        : undefined;
    if (!next) return { node: undefined, line };
    line = file.line(next) ?? line;
    node = isPair(next) ? ((next.value as Node | null) ?? null) : next;
  }
  return { node: deref(file, node), line };
}

/** Built once: a file of many thousand overrides is looked up key by key. */
const pairsByKey = new WeakMap<YAMLMap, Map<string, Pair>>();

function pairsOf(file: YamlFile, map: YAMLMap): Map<string, Pair> {
  let pairs = pairsByKey.get(map);
  if (!pairs) {
    pairs = new Map();
    for (const item of map.items) {
      const key = deref(file, item.key);
      if (isScalar(key)) pairs.set(exactText(file, key), item as Pair);
    }
    pairsByKey.set(map, pairs);
  }
  return pairs;
}

type Issue = z.core.$ZodIssue;

/**
 * z.strictObject for a YAML map, which arrives as Map. `error` is told of the first unknown key
 * how to say it (unknownKey: `unknown key "nmae"` or `an unknown key`), and its name when shaped
 * as one, for hints.
 */
export function fields<T extends z.core.$ZodLooseShape>(
  shape: T,
  error: (
    issue: z.core.$ZodRawIssue,
    unknown: { said: string; name: string | undefined } | undefined,
  ) => string,
) {
  return z.preprocess(
    (value) => (value instanceof Map ? Object.fromEntries(value) : value),
    z.strictObject(shape, {
      error: (issue) => {
        if (issue.code !== 'unrecognized_keys') return error(issue, undefined);
        const key = String(issue.keys[0]);
        return error(issue, { said: unknownKey(key), name: keyName(key) });
      },
    }),
  );
}

/**
 * Messages are templates, as zod gives an error function no node and (in a union) not the whole
 * path: {got} (what kind of thing: `a number`, `a list`), {path} (shownPath), and what `names`
 * gives. An unknown key comes first (a misspelt key makes a required one seem missing), then
 * shape, then refinements; within each, the first in the file.
 */
export function readWith<S extends z.ZodType>(
  file: YamlFile,
  schema: S,
  names: (path: Path, data: unknown) => Record<string, string> = () => ({}),
): { value: z.output<S>; data: unknown } {
  const data = plainData(file);
  const parsed = schema.safeParse(data);
  if (parsed.success) return { value: parsed.data, data };
  const candidates = parsed.error.issues.flatMap((issue) => meant(issue, []));
  const rank = (issue: Issue): number =>
    issue.code === 'unrecognized_keys' ? 0 : issue.code === 'custom' ? 2 : 1;
  const placed = candidates.map((issue) => {
    const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0] ?? ''] : issue.path;
    return { issue, line: locate(file, path).line };
  });
  placed.sort((a, b) => rank(a.issue) - rank(b.issue) || (a.line ?? 0) - (b.line ?? 0));
  const { issue, line } = placed[0]!;
  throw new FileError(file.path, line, fillIn(file, issue, names(issue.path, data)));
}

/** A union's complaints are those of the branch of the shape the user wrote, with the whole path. */
function meant(issue: Issue, base: PropertyKey[]): Issue[] {
  const path = [...base, ...issue.path];
  if (issue.code === 'invalid_union') {
    const branch = issue.errors.find((b) => b.some((i) => i.path.length > 0 || i.code !== 'invalid_type'));
    if (branch) return branch.flatMap((i) => meant(i, path));
  }
  return [{ ...issue, path } as Issue];
}

function fillIn(file: YamlFile, issue: Issue, names: Record<string, string>): string {
  const values: Record<string, string> = {
    got: kindOf(locate(file, issue.path).node),
    path: shownPath(issue.path),
    ...names,
  };
  return issue.message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** `a string`, `a number`, `true or false`, `a map`, `nothing`: never the value. */
function kindOf(node: Node | null | undefined): string {
  if (isMap(node)) return 'a map';
  if (isSeq(node)) return 'a list';
  if (!isScalar(node) || node.value === null || node.value === undefined) return 'nothing';
  // The core schema reads a scalar as a string, a number or a boolean.
  const kinds: Record<string, string> = { string: 'a string', number: 'a number', boolean: 'true or false' };
  return kinds[typeof node.value] ?? 'a value';
}
