/**
 * Every syntax error the `yaml` package can emit, said in our words: what YAML expected where it
 * stopped and what it found, never the file's text (files/yaml-errors.ts). Each code has a case,
 * the table is a Record of every ErrorCode (a code a new version of the library adds fails to
 * compile here), and each text holds a marker that no message may quote.
 */
import { describe, expect, it } from '@jest/globals';
import { parseDocument, YAMLParseError } from 'yaml';
import type { DocumentOptions, ErrorCode, ParseOptions, SchemaOptions, YAMLError } from 'yaml';
import { parseYamlText } from '../../src/files/yaml.js';
import { syntaxProblem } from '../../src/files/yaml-errors.js';

/** In every text: a message that quoted the file would hold it. */
const MARK = 'hunter2';

/** The options yaml.ts parses with. */
const AS_READ: ParseOptions & DocumentOptions & SchemaOptions = {
  uniqueKeys: false,
  prettyErrors: false,
  resolveKnownTags: false,
};

/**
 * A mistake: a file as the action reads it (its line and our words), or, for a code the action's
 * options never let the library emit, the library's own error (parsed with other options, or as the
 * library words it, for IMPOSSIBLE and a warning the action ignores).
 */
type Case =
  { text: string; line: number; words: string } | { error: () => YAMLError | undefined; words: string };

const KEY_VALUE = 'expected `key: value` here';

const CASES: Record<ErrorCode, Case[]> = {
  ALIAS_PROPS: [
    {
      text: `a: &${MARK} 1\nb: &y *${MARK}\n`,
      line: 2,
      words: 'expected an alias (`*name`) alone, found a tag (`!`) or an anchor (`&`) on it',
    },
  ],
  BAD_ALIAS: [
    {
      text: `${MARK}: & 1\n`,
      line: 1,
      words: 'expected a name after the `&` of an anchor or the `*` of an alias, found none',
    },
    {
      text: `${MARK}: *\n`,
      line: 1,
      words: 'expected a name after the `&` of an anchor or the `*` of an alias, found none',
    },
    {
      error: () => new YAMLParseError([0, 1], 'BAD_ALIAS', 'Alias ending in : is ambiguous'),
      words: 'expected an anchor or alias name that does not end with a colon, found one that does',
    },
  ],
  BAD_COLLECTION_TYPE: [
    {
      error: () =>
        new YAMLParseError([0, 1], 'BAD_COLLECTION_TYPE', '!x used for map collection, but expects seq'),
      words:
        'expected a value of the kind its tag names, found a list where the tag names a map, or the reverse',
    },
  ],
  BAD_DIRECTIVE: [
    {
      text: `%YAML 1.2 ${MARK}\n---\na: 1\n`,
      line: 1,
      words:
        'expected a directive YAML knows (`%YAML 1.2`, or `%TAG` with a handle and a prefix), found another, or one with parts missing or extra',
    },
  ],
  BAD_DQ_ESCAPE: [
    {
      text: `a: "${MARK}\\q"\n`,
      line: 1,
      words:
        'expected an escape YAML knows after a backslash in double quotes (such as \\n, \\t or \\\\), found another: write \\\\ for a backslash, or use single quotes',
    },
  ],
  BAD_INDENT: [
    {
      text: `a:\n  b: 1\n ${MARK}: 2\n`,
      line: 3,
      words:
        'expected each `key: value` of a map in the same column (and each list item with its `-`), found a line indented otherwise',
    },
    {
      text: `- - a\n - ${MARK}\n`,
      line: 2,
      words: 'expected each item of a list (`- ...`) in the same column, found one indented otherwise',
    },
    {
      text: `a: [x,\n${MARK}]\n`,
      line: 2,
      words:
        'expected a `[` or `{` closed by its `]` or `}`, each line inside it indented deeper than its key, found a line indented less, or no closing bracket',
    },
    {
      error: () =>
        new YAMLParseError(
          [0, 1],
          'BAD_INDENT',
          'Block scalar lines must not be less indented than their first line',
        ),
      words:
        'expected the lines of a `|` or `>` value indented deeper than its key, none less than its first line, found a line indented less',
    },
    {
      error: () =>
        new YAMLParseError([0, 1], 'BAD_INDENT', 'Flow end indicator should be more indented than parent'),
      words: "expected a closing `]` or `}` indented deeper than its key, found one in the key's column",
    },
  ],
  BAD_PROP_ORDER: [
    {
      error: () =>
        new YAMLParseError([0, 1], 'BAD_PROP_ORDER', 'Anchors and tags must be after the - indicator'),
      words: 'expected a tag (`!`) or an anchor (`&`) after the `-` or `?` it belongs to, found it before',
    },
  ],
  BAD_SCALAR_START: [
    {
      text: `a: @${MARK}\n`,
      line: 1,
      words:
        'expected a value here, found a value without quotes that starts with a character YAML reserves (such as @, a backquote, %, |, > or a comma): put the value in quotes',
    },
  ],
  BLOCK_AS_IMPLICIT_KEY: [
    {
      text: `tests:\n  - table: x\n- table: ${MARK}\n`,
      line: 3,
      words: `${KEY_VALUE}, found a list item (\`- ...\`)`,
    },
    {
      text: `a: b: ${MARK}\n`,
      line: 1,
      words:
        'expected one `key: value` a line, its value plain, found a second colon and space in the value (they start a map), or a `key: value` line indented under a value: put the value in quotes, or write the map on lines of its own, indented under its key',
    },
  ],
  BLOCK_IN_FLOW: [
    {
      text: `a: {b: - ${MARK}}\n`,
      line: 1,
      words:
        'expected values separated by commas inside `[ ]` or `{ }`, found a list item (`- ...`) or a `key: value` line of a list or map written over several lines',
    },
  ],
  DUPLICATE_KEY: [
    {
      error: () => parseDocument(`${MARK}: 1\n${MARK}: 2\n`).errors[0],
      words: 'expected each key once in a map, found a key written twice',
    },
  ],
  IMPOSSIBLE: [
    {
      error: () => new YAMLParseError([0, 1], 'IMPOSSIBLE', 'Map comment with trailing content'),
      words: 'expected YAML the parser can place, found text it cannot',
    },
  ],
  KEY_OVER_1024_CHARS: [
    {
      text: `${MARK.repeat(200)}: 1\n`,
      line: 1,
      words: 'expected a key of at most 1024 characters before its colon, found a longer one',
    },
  ],
  MISSING_CHAR: [
    {
      text: `- - a\n  ${MARK}\n`,
      line: 2,
      words:
        'expected a list item (`- ...`) here, found a line without its `-`: a key of the item above belongs in the column of its first key',
    },
    {
      text: `a: "${MARK}\n`,
      line: 2,
      words: 'expected the closing quote of a quoted value, found the end of the file',
    },
    {
      text: `a: b\n${MARK}\n`,
      line: 2,
      words: `${KEY_VALUE}, found a line without a colon and a space after its key`,
    },
    {
      text: `[a, ${MARK}\n`,
      line: 2,
      words: 'expected the `]` or `}` that closes a `[` or `{`, found the end of the file',
    },
    { text: `"${MARK}"#c\n`, line: 1, words: 'expected a space before the `#` of a comment, found none' },
    {
      error: () => new YAMLParseError([0, 1], 'MISSING_CHAR', 'Missing , or : between flow map items'),
      words: 'expected a comma between the items inside `[ ]` or `{ }`, found none',
    },
    {
      error: () => new YAMLParseError([0, 1], 'MISSING_CHAR', 'Missing space after : in flow map'),
      words: 'expected a space after a colon inside `{ }`, found none',
    },
    {
      text: `&${MARK}[1]\n`,
      line: 1,
      words: 'expected a space after a tag (`!`) or an anchor (`&`), found none',
    },
    {
      text: `%YAML 1.2\n${MARK}: 1\n`,
      line: 2,
      words: 'expected a `---` line after the `%` directives, found none',
    },
    {
      text: `&x - ${MARK}\n`,
      line: 1,
      words: 'expected a line break after the tag or anchor of a list, found its first item on the same line',
    },
    {
      text: `--- - ${MARK}\n- b\n`,
      line: 1,
      words: 'expected a line break after `---`, found a list or a map on the same line',
    },
    {
      text: `a: |\n     \n   ${MARK}\n`,
      line: 3,
      words:
        'expected an indentation number after the `|` or `>` (such as `|2`), found blank first lines indented deeper than the text',
    },
  ],
  MULTILINE_IMPLICIT_KEY: [
    {
      text: `${MARK}\nb: c\n`,
      line: 1,
      words:
        'expected `key: value` here, on one line, found a line without a colon and a space after its key, or a list item (`- ...`) among the keys of a map',
    },
    {
      text: `a: 1\n- ${MARK}\n`,
      line: 2,
      words:
        'expected `key: value` here, on one line, found a line without a colon and a space after its key, or a list item (`- ...`) among the keys of a map',
    },
    {
      text: `a: [- ${MARK}]\n`,
      line: 1,
      words:
        'expected each item inside `[ ]` on one line, commas between, found an item over several lines, or a list item (`- ...`) inside the brackets',
    },
  ],
  MULTIPLE_ANCHORS: [
    { text: `a: &x &${MARK} 1\n`, line: 1, words: 'expected at most one anchor (`&`) on a value, found two' },
  ],
  MULTIPLE_DOCS: [
    {
      text: `a: 1\n---\n${MARK}: 2\n`,
      line: 2,
      words: 'expected one YAML document in the file, found a second (after a `---` or `...` line)',
    },
  ],
  MULTIPLE_TAGS: [
    {
      text: `a: !!str !!int ${MARK}\n`,
      line: 1,
      words: 'expected at most one tag (`!`) on a value, found two',
    },
  ],
  NON_STRING_KEY: [
    {
      error: () => parseDocument(`? [${MARK}]\n: 1\n`, { stringKeys: true }).errors[0],
      words: 'expected a plain name as a key, found a list or a map',
    },
  ],
  RESOURCE_EXHAUSTION: [
    {
      text: `${'['.repeat(5000)}${MARK}`,
      line: 1,
      words: 'expected lists and maps nested a few hundred deep at most, found deeper nesting',
    },
  ],
  TAB_AS_INDENT: [
    {
      text: `a:\n\t- ${MARK}\n`,
      line: 2,
      words: 'expected spaces to indent this line, found a tab: YAML indents with spaces only',
    },
  ],
  TAG_RESOLVE_FAILED: [
    {
      // yaml.ts words the tags it refuses on its own (tagProblem); this is what any other would say.
      error: () => parseDocument(`a: !${MARK} 1\n`, AS_READ).warnings[0],
      words: 'expected a tag (`!`) YAML knows, found another',
    },
  ],
  UNEXPECTED_TOKEN: [
    {
      text: `a: [x, ${MARK}]]\n`,
      line: 1,
      words:
        'expected nothing more here, found something YAML cannot place (such as a stray `]`, `}`, `:` or comma, or text after a quoted value)',
    },
    {
      text: `[a, , ${MARK}]\n`,
      line: 1,
      words: 'expected a value before each comma inside `[ ]` or `{ }`, found a comma with none',
    },
    {
      text: `a: "b" ${MARK}\n`,
      line: 1,
      words:
        'expected the end of the line after a value, found more text (after a closing quote, `]` or `}`), or a value after a list item at the top of the file',
    },
    {
      text: `a: |${MARK}\n  y\n`,
      line: 1,
      words:
        'expected at most an indentation number and a `+` or `-` after the `|` or `>`, found other text on that line',
    },
    {
      text: `a: - ${MARK}\n`,
      line: 1,
      words:
        "expected the items of a list on lines of their own, under its key, found a `- ` on the key's line",
    },
    {
      error: () =>
        new YAMLParseError([0, 1], 'UNEXPECTED_TOKEN', 'Unexpected doc-end without preceding document'),
      words: 'expected a document before the `...` line that ends one, found none',
    },
  ],
};

const ALL = (Object.entries(CASES) as [ErrorCode, Case[]][]).flatMap(([code, cases]) =>
  cases.map((c, i) => ({ code, i, ...c })),
);

function errorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('expected an error');
}

describe('a YAML slip says what was expected and what was found, in words', () => {
  it.each(ALL.filter((c) => 'text' in c).map((c) => [c.code, c.i, c] as const))(
    '%s (%i): the file as the action reads it',
    (code, _i, c) => {
      if (!('text' in c)) throw new Error('a file case');
      // The library's own code for the text: the case is the mistake it says it is.
      expect(parseDocument(c.text, AS_READ).errors[0]?.code).toBe(code);
      const message = errorOf(() => parseYamlText('f.yml', c.text));
      expect(message).toBe(`f.yml:${c.line}: invalid YAML: ${c.words}`);
      expect(message).not.toContain(MARK);
    },
  );

  it.each(ALL.filter((c) => 'error' in c).map((c) => [c.code, c.i, c] as const))(
    '%s (%i): the library error, as the library words it',
    (code, _i, c) => {
      if (!('error' in c)) throw new Error('an error case');
      const error = c.error();
      expect(error?.code).toBe(code);
      const words = syntaxProblem(error!);
      expect(words).toBe(c.words);
      expect(words).not.toContain(MARK);
    },
  );

  it('a code no version of the library had yet says what any slip says', () => {
    expect(syntaxProblem({ code: 'NEW_CODE' as ErrorCode, message: `Bad ${MARK}` })).toBe(
      'expected YAML the parser can place, found text it cannot',
    );
  });
});
