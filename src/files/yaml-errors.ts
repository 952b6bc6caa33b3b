/**
 * The YAML library's syntax errors in words of ours. Its own messages quote the text they stopped
 * at (`Plain value cannot start with …`, `Invalid escape sequence …`, `Unexpected … in …`), and a
 * message must never quote a user's file: each error code, and for the codes that cover several
 * mistakes the library's fixed wording of the mistake, becomes a sentence that says what YAML
 * expected there. The library's message itself is never shown.
 */
import type { ErrorCode, YAMLError } from 'yaml';

/** The codes that mean one mistake. */
const BY_CODE: Partial<Record<ErrorCode, string>> = {
  ALIAS_PROPS: 'an alias (*) cannot have a tag or an anchor of its own',
  BAD_ALIAS: 'an anchor (&) or alias (*) has no name, or a name that ends with a colon',
  BAD_COLLECTION_TYPE: 'a tag is for another kind of value (a list tag on a map, or the reverse)',
  BAD_DIRECTIVE: 'a % directive YAML does not know (only %YAML and %TAG are)',
  BAD_DQ_ESCAPE:
    'a value in double quotes holds a backslash escape YAML does not know (write \\\\ for a backslash, or use single quotes)',
  BAD_INDENT:
    'the indentation does not fit: the items of one list or map start in the same column, and a value is indented deeper than its key',
  BAD_PROP_ORDER: 'a tag (!) or anchor (&) is written before the - or ? it must follow',
  BAD_SCALAR_START:
    'a value without quotes starts with a character YAML reserves (such as @, `, %, | or >): put the value in quotes',
  BLOCK_AS_IMPLICIT_KEY: 'a list or map stands where a key was expected',
  BLOCK_IN_FLOW: 'a list or map written over several lines is inside [ ] or { }',
  DUPLICATE_KEY: 'a key is written twice',
  KEY_OVER_1024_CHARS: 'a key is longer than 1024 characters, the most YAML allows before its colon',
  MULTILINE_IMPLICIT_KEY:
    'a key runs over more than one line (a line without a colon where a key: value line was expected)',
  MULTIPLE_ANCHORS: 'a value has more than one anchor (&)',
  MULTIPLE_DOCS: 'the file holds more than one YAML document (a second ---)',
  MISSING_CHAR: 'a character YAML expected here is missing (such as a colon, a -, a comma or a quote)',
  MULTIPLE_TAGS: 'a value has more than one tag (!)',
  NON_STRING_KEY: 'a key is a list or a map: keys are plain names',
  RESOURCE_EXHAUSTION: 'aliases (*) repeat more values than the action reads',
  TAB_AS_INDENT: 'a tab indents a line: YAML indents with spaces only',
  TAG_RESOLVE_FAILED: 'a tag (!) that cannot be read',
  UNEXPECTED_TOKEN:
    'something stands where YAML expected nothing more (such as a stray ], } or comma, or text after a quoted value)',
};

/**
 * Some codes cover several mistakes: the library's fixed wording (never shown)
 * says which. Each pattern matches only words of the library, never the file's text.
 */
const SEVERAL: ReadonlyArray<[ErrorCode, RegExp, string]> = [
  [
    'BAD_INDENT',
    /in block collection must be sufficiently indented and end with a/,
    'a [ or { is never closed, or a line inside it is not indented deeper than its key',
  ],
  [
    'BAD_INDENT',
    /^Block scalar/,
    'the lines of a | or > value must be indented deeper than its key, and none less than its first line',
  ],
  [
    'BLOCK_AS_IMPLICIT_KEY',
    /^Nested mappings are not allowed in compact mappings/,
    'a value holds a colon and a space, which would start a map: put the value in quotes, or write the map on lines of its own',
  ],
  ['MISSING_CHAR', /must end with a/, 'a [ or { is never closed: its ] or } is missing'],
  ['MISSING_CHAR', /^Sequence item without - indicator/, 'a list item without its -'],
  [
    'MISSING_CHAR',
    /^Missing closing .?quote/,
    'a quoted value is never closed: its closing quote is missing',
  ],
  [
    'MISSING_CHAR',
    /^Implicit map keys need to be followed by map values/,
    'a line that is not key: value where a map expected one (a colon and a space after the key)',
  ],
  ['MISSING_CHAR', /^Comments must be separated/, 'a # comment must have a space before it'],
  ['MISSING_CHAR', /^Missing , (or : )?between/, 'the items inside [ ] or { } must be separated by commas'],
  ['MISSING_CHAR', /^Missing space after :/, 'a colon inside { } must be followed by a space'],
  [
    'MISSING_CHAR',
    /^Tags and anchors must be separated/,
    'a tag (!) or anchor (&) must be followed by a space',
  ],
  ['MISSING_CHAR', /directives-end|doc-start/i, 'a --- line is missing after the % directives'],
];

/** What the file should have held where the library stopped: a sentence without its text. */
export function syntaxProblem(error: Pick<YAMLError, 'code' | 'message'>): string {
  const known = SEVERAL.find(([code, pattern]) => code === error.code && pattern.test(error.message));
  if (known) return known[2];
  return BY_CODE[error.code] ?? 'the text here is not YAML the action can read';
}
