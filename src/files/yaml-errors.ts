/**
 * The YAML library's syntax errors in words of ours. Its own messages quote the text they stopped
 * at (`Plain value cannot start with …`, `Invalid escape sequence …`, `Unexpected … in …`) and speak
 * of the parser's insides (`Sequence item without - indicator`); a message must never quote a
 * user's file. So each error code, and for the codes that cover several mistakes the library's fixed
 * wording of the mistake, becomes what YAML expected there and what it found instead, said in words:
 * `expected \`key: value\` here, found a list item (\`- ...\`)`. The library's message is never shown.
 */
import type { ErrorCode, YAMLError } from 'yaml';

/** What YAML expected where it stopped, what stood there instead, and how to fix it when that is not plain. */
interface Slip {
  expected: string;
  found: string;
  advice?: string;
}

const KEY_VALUE = '`key: value` here';
const LIST_ITEM = 'a list item (`- ...`)';
const RESERVED =
  'a value without quotes that starts with a character YAML reserves (such as @, a backquote, %, |, > or a comma)';

/**
 * Every code the library can emit (a Record of all of them: a code a new version adds does not
 * compile until it is worded). For a code that covers several mistakes, the likeliest.
 */
const BY_CODE: Record<ErrorCode, Slip> = {
  ALIAS_PROPS: { expected: 'an alias (`*name`) alone', found: 'a tag (`!`) or an anchor (`&`) on it' },
  BAD_ALIAS: { expected: 'a name after the `&` of an anchor or the `*` of an alias', found: 'none' },
  BAD_COLLECTION_TYPE: {
    expected: 'a value of the kind its tag names',
    found: 'a list where the tag names a map, or the reverse',
  },
  BAD_DIRECTIVE: {
    expected: 'a directive YAML knows (`%YAML 1.2`, or `%TAG` with a handle and a prefix)',
    found: 'another, or one with parts missing or extra',
  },
  BAD_DQ_ESCAPE: {
    expected: 'an escape YAML knows after a backslash in double quotes (such as \\n, \\t or \\\\)',
    found: 'another',
    advice: 'write \\\\ for a backslash, or use single quotes',
  },
  BAD_INDENT: {
    expected:
      'lines indented to fit: the items of one list or map in one column, a value deeper than its key',
    found: 'a line indented otherwise',
  },
  BAD_PROP_ORDER: {
    expected: 'a tag (`!`) or an anchor (`&`) after the `-` or `?` it belongs to',
    found: 'it before',
  },
  BAD_SCALAR_START: { expected: 'a value here', found: RESERVED, advice: 'put the value in quotes' },
  BLOCK_AS_IMPLICIT_KEY: { expected: KEY_VALUE, found: 'a list or a map where the key should be' },
  BLOCK_IN_FLOW: {
    expected: 'values separated by commas inside `[ ]` or `{ }`',
    found: 'a list item (`- ...`) or a `key: value` line of a list or map written over several lines',
  },
  DUPLICATE_KEY: { expected: 'each key once in a map', found: 'a key written twice' },
  IMPOSSIBLE: { expected: 'YAML the parser can place', found: 'text it cannot' },
  KEY_OVER_1024_CHARS: {
    expected: 'a key of at most 1024 characters before its colon',
    found: 'a longer one',
  },
  MISSING_CHAR: {
    expected: 'a character YAML needs here (such as a colon, a `-`, a comma or a quote)',
    found: 'none',
  },
  MULTILINE_IMPLICIT_KEY: {
    expected: '`key: value` here, on one line',
    found: `a line without a colon and a space after its key, or ${LIST_ITEM} among the keys of a map`,
  },
  MULTIPLE_ANCHORS: { expected: 'at most one anchor (`&`) on a value', found: 'two' },
  MULTIPLE_DOCS: {
    expected: 'one YAML document in the file',
    found: 'a second (after a `---` or `...` line)',
  },
  MULTIPLE_TAGS: { expected: 'at most one tag (`!`) on a value', found: 'two' },
  NON_STRING_KEY: { expected: 'a plain name as a key', found: 'a list or a map' },
  RESOURCE_EXHAUSTION: {
    expected: 'lists and maps nested a few hundred deep at most',
    found: 'deeper nesting',
  },
  TAB_AS_INDENT: {
    expected: 'spaces to indent this line',
    found: 'a tab',
    advice: 'YAML indents with spaces only',
  },
  TAG_RESOLVE_FAILED: { expected: 'a tag (`!`) YAML knows', found: 'another' },
  UNEXPECTED_TOKEN: {
    expected: 'nothing more here',
    found:
      'something YAML cannot place (such as a stray `]`, `}`, `:` or comma, or text after a quoted value)',
  },
};

/**
 * Codes that cover several mistakes: the library's fixed wording (never shown) says which. Each
 * pattern matches only words of the library, never the file's text.
 */
const SEVERAL: ReadonlyArray<[ErrorCode, RegExp, Slip]> = [
  [
    'BAD_ALIAS',
    /ending in : is ambiguous/,
    { expected: 'an anchor or alias name that does not end with a colon', found: 'one that does' },
  ],
  [
    'BAD_INDENT',
    /^All sequence items must start at the same column/,
    { expected: 'each item of a list (`- ...`) in the same column', found: 'one indented otherwise' },
  ],
  [
    'BAD_INDENT',
    /^All mapping items must start at the same column/,
    {
      expected: 'each `key: value` of a map in the same column (and each list item with its `-`)',
      found: 'a line indented otherwise',
    },
  ],
  [
    'BAD_INDENT',
    /in block collection must be sufficiently indented and end with a/,
    {
      expected: 'a `[` or `{` closed by its `]` or `}`, each line inside it indented deeper than its key',
      found: 'a line indented less, or no closing bracket',
    },
  ],
  [
    'BAD_INDENT',
    /^Block scalar/,
    {
      expected: 'the lines of a `|` or `>` value indented deeper than its key, none less than its first line',
      found: 'a line indented less',
    },
  ],
  [
    'BAD_INDENT',
    /^Flow end indicator/,
    { expected: 'a closing `]` or `}` indented deeper than its key', found: "one in the key's column" },
  ],
  [
    'BLOCK_AS_IMPLICIT_KEY',
    /^A block sequence may not be used as an implicit map key/,
    { expected: KEY_VALUE, found: LIST_ITEM },
  ],
  [
    'BLOCK_AS_IMPLICIT_KEY',
    /^Nested mappings are not allowed in compact mappings/,
    {
      expected: 'one `key: value` a line, its value plain',
      found:
        'a second colon and space in the value (they start a map), or a `key: value` line indented under a value',
      advice: 'put the value in quotes, or write the map on lines of its own, indented under its key',
    },
  ],
  [
    'MISSING_CHAR',
    /must end with a/,
    { expected: 'the `]` or `}` that closes a `[` or `{`', found: 'the end of the file' },
  ],
  [
    'MISSING_CHAR',
    /^Sequence item without - indicator/,
    {
      expected: `${LIST_ITEM} here`,
      found: 'a line without its `-`',
      advice: 'a key of the item above belongs in the column of its first key',
    },
  ],
  [
    'MISSING_CHAR',
    /^Missing closing .?quote/,
    { expected: 'the closing quote of a quoted value', found: 'the end of the file' },
  ],
  [
    'MISSING_CHAR',
    /^Implicit map keys need to be followed by map values/,
    { expected: KEY_VALUE, found: 'a line without a colon and a space after its key' },
  ],
  [
    'MISSING_CHAR',
    /^Comments must be separated/,
    { expected: 'a space before the `#` of a comment', found: 'none' },
  ],
  [
    'MISSING_CHAR',
    /^Missing , (or : )?between/,
    { expected: 'a comma between the items inside `[ ]` or `{ }`', found: 'none' },
  ],
  [
    'MISSING_CHAR',
    /^Missing space after :/,
    { expected: 'a space after a colon inside `{ }`', found: 'none' },
  ],
  [
    'MISSING_CHAR',
    /^Tags and anchors must be separated/,
    { expected: 'a space after a tag (`!`) or an anchor (`&`)', found: 'none' },
  ],
  [
    'MISSING_CHAR',
    /^Missing newline after block sequence props/,
    { expected: 'a line break after the tag or anchor of a list', found: 'its first item on the same line' },
  ],
  [
    'MISSING_CHAR',
    /^Block collection cannot start on same line with directives-end/,
    { expected: 'a line break after `---`', found: 'a list or a map on the same line' },
  ],
  [
    'MISSING_CHAR',
    /^Block scalars with more-indented leading empty lines/,
    {
      expected: 'an indentation number after the `|` or `>` (such as `|2`)',
      found: 'blank first lines indented deeper than the text',
    },
  ],
  [
    'MISSING_CHAR',
    /directives-end|doc-start/i,
    { expected: 'a `---` line after the `%` directives', found: 'none' },
  ],
  [
    'MULTILINE_IMPLICIT_KEY',
    /^Implicit keys of flow sequence pairs/,
    {
      expected: 'each item inside `[ ]` on one line, commas between',
      found: `an item over several lines, or ${LIST_ITEM} inside the brackets`,
    },
  ],
  [
    'UNEXPECTED_TOKEN',
    /^Unexpected (,|empty item) in/,
    { expected: 'a value before each comma inside `[ ]` or `{ }`', found: 'a comma with none' },
  ],
  [
    'UNEXPECTED_TOKEN',
    /^Unexpected \S+ at node end/,
    {
      expected: 'the end of the line after a value',
      found:
        'more text (after a closing quote, `]` or `}`), or a value after a list item at the top of the file',
    },
  ],
  [
    'UNEXPECTED_TOKEN',
    /block scalar header/i,
    {
      expected: 'at most an indentation number and a `+` or `-` after the `|` or `>`',
      found: 'other text on that line',
    },
  ],
  [
    'UNEXPECTED_TOKEN',
    /^Unexpected block-seq-ind on same line with key/,
    {
      expected: 'the items of a list on lines of their own, under its key',
      found: "a `- ` on the key's line",
    },
  ],
  [
    'UNEXPECTED_TOKEN',
    /^Unexpected doc-end/,
    { expected: 'a document before the `...` line that ends one', found: 'none' },
  ],
];

/** What the file should have held where the library stopped, and what stood there: a sentence without its text. */
export function syntaxProblem(error: Pick<YAMLError, 'code' | 'message'>): string {
  const known = SEVERAL.find(([code, pattern]) => code === error.code && pattern.test(error.message));
  // A code of a later version of the library, not worded yet, says what any slip says.
  const slip = known?.[2] ?? (BY_CODE as Partial<Record<string, Slip>>)[error.code] ?? BY_CODE.IMPOSSIBLE;
  return `expected ${slip.expected}, found ${slip.found}${slip.advice ? `: ${slip.advice}` : ''}`;
}
