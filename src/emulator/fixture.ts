// Loads the seed fixture. Every mistake is one line naming the file, the line and the path of the
// bad key.
import { fieldPath } from '../common/text.js';
import { readFileSync } from 'node:fs';
import { LineCounter, parseDocument, isMap, isSeq, isScalar, type Document, type Node } from 'yaml';
import type { z } from 'zod';
import { type Path, checkReferences } from './fixture-references.js';
import { type Fixture, type FixtureInput, fixtureSchema } from './fixture-schema.js';

export type { FixtureInput } from './fixture-schema.js';

export class FixtureError extends Error {
  override name = 'FixtureError';
}

/** A string is a file path (YAML; JSON is YAML too); an object is taken as already parsed. */
export function loadFixture(fixture: string | FixtureInput): Fixture {
  if (typeof fixture !== 'string') return validate(fixture, () => '(fixture object)');
  let text: string;
  try {
    text = readFileSync(fixture, 'utf8');
  } catch (err) {
    throw new FixtureError(
      `Cannot read fixture ${fixture}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`,
    );
  }
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  /** `file:line` of an offset in the text; the file alone without one. */
  const at = (offset: number | undefined): string => {
    const line = offset === undefined ? 0 : lineCounter.linePos(offset).line;
    return line ? `${fixture}:${line}` : fixture;
  };
  const yamlError = doc.errors[0];
  if (yamlError)
    throw new FixtureError(`Invalid fixture ${at(yamlError.pos[0])}: ${yamlError.message.split('\n')[0]}`);
  return validate(doc.toJS(), (path) => at(offsetOf(doc, path)));
}

function validate(raw: unknown, where: (path: Path) => string): Fixture {
  const fail = (path: Path, message: string): never => {
    throw new FixtureError(`Invalid fixture ${where(path)}: ${fieldPath(path) || '(root)'}: ${message}`);
  };
  // With its input, an issue tells a missing value from a wrong one.
  const parsed = fixtureSchema.safeParse(raw, { reportInput: true });
  if (!parsed.success) return fail(...describeIssue(parsed.error.issues[0]!));
  checkReferences(parsed.data, fail);
  return parsed.data;
}

type Issue = z.core.$ZodIssue;

/** Picks the most useful single message out of a zod issue (unions report their best branch). */
function describeIssue(issue: Issue, base: Path = []): [path: Path, message: string] {
  const path = [...base, ...(issue.path as (string | number)[])];
  if (issue.code === 'invalid_union') {
    // The reading the author meant: first one whose every complaint is nested (the shape was
    // right, a value inside is not), then one that is not merely the wrong type at the root.
    const meant =
      issue.errors.find((branch) => branch.every((i) => i.path.length > 0)) ??
      issue.errors.find((branch) => branch.some((i) => i.path.length > 0 || i.code !== 'invalid_type'));
    if (meant) return describeIssue(meant[0]!, path);
    return [path, issue.message === 'Invalid input' ? 'has the wrong type' : issue.message];
  }
  if (issue.code === 'unrecognized_keys') return [[...path, issue.keys[0] ?? ''], 'unknown key'];
  if (issue.code === 'invalid_type' && issue.input === undefined) return [path, 'is required'];
  return [path, issue.message];
}

/** Where the deepest node of `path` that exists starts (a key's start, for a key). */
function offsetOf(doc: Document, path: Path): number | undefined {
  let node: unknown = doc.contents;
  let offset: number | undefined = (doc.contents as Node | null)?.range?.[0];
  for (const seg of path) {
    if (isMap(node)) {
      const pair = node.items.find((it) => isScalar(it.key) && String(it.key.value) === String(seg));
      if (!pair) break;
      offset = isScalar(pair.key) ? pair.key.range?.[0] : offset;
      node = pair.value;
    } else if (isSeq(node) && typeof seg === 'number') {
      const item = node.items[seg] as Node | undefined;
      if (!item) break;
      offset = item.range?.[0] ?? offset;
      node = item;
    } else break;
  }
  return offset;
}
