/**
 * What src/README.md promises of the code's layout and eslint cannot check: no module imports,
 * through any chain, a module that imports it back, not even for a type (a type belongs where the
 * thing it describes lives); a file name means one thing; an error class of the action is an
 * ActionError or says why not.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
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

/**
 * The file names that may stand in several folders, as each means the same in every one: a mode's
 * run.ts (its shell), plan.ts (what it will send, decided first), execute.ts (sending it) and
 * summary.ts (its job summary; results/'s is a test run's); a server's rules.ts (what its answers
 * mean for http/'s policy: service/ and github/).
 */
const SHARED_NAMES = ['execute.ts', 'plan.ts', 'rules.ts', 'run.ts', 'summary.ts'];

/** `class X extends Error`, with the doc comment right above it if there is one. */
const PLAIN_ERROR_CLASS = /(\/\*\*(?:(?!\*\/)[\s\S])*\*\/\n)?(?:export )?class (\w+) extends Error\b/g;

/** A class's comment that says, on one line or across two, why it is no ActionError. */
function saysWhyNot(comment: string | undefined): boolean {
  return comment?.replace(/\n\s*\* ?/g, ' ').includes('Not an ActionError') ?? false;
}

describe('the modules of src/', () => {
  test('import no circle, of values or of types', () => {
    const graph = new Map(SOURCES.map((path) => [path, importsOf(path)]));
    const shown = circles(graph).map((part) => part.map((path) => relative(SRC, path)).join(' ↔ '));
    expect(shown).toEqual([]);
  });

  test('a file name means one thing: one in two folders is a shared name', () => {
    const folders = new Map<string, string[]>();
    for (const path of SOURCES) {
      const name = basename(path);
      folders.set(name, [...(folders.get(name) ?? []), relative(SRC, dirname(path)) || '.']);
    }
    const repeated = [...folders]
      .filter(([name, where]) => where.length > 1 && !SHARED_NAMES.includes(name))
      .map(([name, where]) => `${name} in ${where.join(', ')}`);
    expect(repeated).toEqual([]);
  });

  test("each error class of the action is an ActionError's kind, or its comment says why not", () => {
    // The emulator is a program of its own: its errors never reach the action's main.ts.
    const action = SOURCES.filter((path) => !relative(SRC, path).startsWith('emulator'));
    const plain = action.flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(PLAIN_ERROR_CLASS)]
        .filter(([, comment, name]) => name !== 'ActionError' && !saysWhyNot(comment))
        .map(([, , name]) => `${relative(SRC, path)}: ${name}`),
    );
    expect(plain).toEqual([]);
  });

  test('the circle check finds the circle of a small graph, and only it', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(circles(graph)).toEqual([['a.ts', 'b.ts']]);
  });
});
