/**
 * What src/README.md promises of the code's layout and eslint cannot check: no module imports,
 * through any chain, a module that imports it back, not even for a type (a type belongs where the
 * thing it describes lives).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import ts from 'typescript';

const SRC = resolve(import.meta.dirname, '../../src');

const SOURCES = readdirSync(SRC, { recursive: true })
  .map(String)
  .filter((path) => path.endsWith('.ts'))
  .map((path) => join(SRC, path));

/** Every module of src/ a module imports: values, types, re-exports and dynamic imports alike. */
function importsOf(path: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(path, 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => resolve(dirname(path), name.replace(/\.js$/, '.ts')));
}

/** The import circles of a graph: its strongly connected parts of more than one module (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1) found.push(part.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('the modules of src/', () => {
  test('import no circle, of values or of types', () => {
    const graph = new Map(SOURCES.map((path) => [path, importsOf(path)]));
    const shown = circles(graph).map((part) => part.map((path) => relative(SRC, path)).join(' ↔ '));
    expect(shown).toEqual([]);
  });

  test('the check sees a circle of types', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(circles(graph)).toEqual([['a.ts', 'b.ts']]);
  });
});
