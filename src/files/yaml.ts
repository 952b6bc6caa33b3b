/**
 * Loading the YAML files users write, keeping the position of every node so that each error
 * (and each annotation) can name the file and line.
 */
import { readFile } from 'node:fs/promises';
import { LineCounter, isMap, isPair, isScalar, isSeq, parseDocument, visit } from 'yaml';
import type { Document, Node, Pair, YAMLMap } from 'yaml';
import { FileError } from '../errors.js';

export { isMap, isScalar, isSeq };
export type { Node, Pair, YAMLMap };

export interface YamlFile {
  /** The path as the user gave it: errors show it this way. */
  path: string;
  text: string;
  doc: Document;
  /** The top-level node; null for an empty file. */
  root: Node | null;
  /** 1-based line where a node (or a pair's key) starts. */
  line(node: Node | Pair | null | undefined): number | undefined;
  /** The exact source text of a node, e.g. `0012` for a scalar that YAML reads as 12. */
  source(node: Node): string;
  /** Throws a FileError naming this file and the node's line. */
  fail(node: Node | Pair | null | undefined, reason: string): never;
}

export async function loadYamlFile(path: string): Promise<YamlFile> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? 'file not found'
        : code === 'EISDIR'
          ? 'is a directory'
          : `cannot be read (${code})`;
    throw new FileError(path, undefined, why);
  }
  return parseYamlText(path, text);
}

export function parseYamlText(path: string, text: string): YamlFile {
  const lineCounter = new LineCounter();
  // uniqueKeys: a key written twice in a map is an error, not a silent overwrite.
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  const lineAt = (offset: number): number => lineCounter.linePos(offset).line;
  const firstError = doc.errors[0];
  if (firstError) {
    const offset = firstError.pos[0];
    throw new FileError(path, lineAt(offset), `invalid YAML: ${firstMessageLine(firstError.message)}`);
  }
  // The library accepts an alias to an anchor that was never defined and reads it as null,
  // which would surface later as a misleading "empty value" with no line.
  visit(doc, {
    Alias(_key, alias) {
      if (!alias.resolve(doc)) {
        const offset = alias.range?.[0] ?? 0;
        throw new FileError(
          path,
          lineAt(offset),
          `alias *${alias.source} refers to no anchor &${alias.source}`,
        );
      }
    },
  });
  const line = (node: Node | Pair | null | undefined): number | undefined => {
    if (!node) return undefined;
    const target = isPairLike(node) ? (node.key as Node | null) : node;
    const range = target?.range;
    return range ? lineAt(range[0]) : undefined;
  };
  return {
    path,
    text,
    doc,
    root: (doc.contents as Node | null) ?? null,
    line,
    source: (node) => (node.range ? text.slice(node.range[0], node.range[1]) : String(node)),
    fail: (node, reason) => {
      throw new FileError(path, line(node), reason);
    },
  };
}

function isPairLike(node: Node | Pair): node is Pair {
  return isPair(node);
}

function firstMessageLine(message: string): string {
  const first = message
    .split('\n')[0]!
    .replace(/ at line \d+, column \d+:?$/, '')
    .trim();
  // The library's wording here names one of its own functions.
  if (first.startsWith('Source contains multiple documents')) {
    return 'the file holds more than one YAML document (a second ---)';
  }
  return first;
}

/** Entries of a YAML map with plain string keys; a non-scalar key is an error. */
export function mapEntries(
  file: YamlFile,
  map: YAMLMap,
): Array<{ key: string; pair: Pair; value: Node | null }> {
  return map.items.map((pair) => {
    const keyNode = pair.key as Node | null;
    if (!isScalar(keyNode)) file.fail(pair as Pair, 'keys must be plain names');
    // `: value` parses as a null key, which would otherwise be reported as a key named "null".
    if (keyNode.value === null || keyNode.value === '') file.fail(pair as Pair, 'a key is empty');
    return { key: String(keyNode.value), pair: pair as Pair, value: (pair.value as Node | null) ?? null };
  });
}
