/**
 * Which values the service holds may be shown (CONTRACT.md, "A credential the service holds is never
 * printed"). A plan or drift report often runs where no secret is set to mask with, and a service may
 * hold a credential under any property name, in any form (a webhook URL with a token in its path, an
 * `Authorization` header, a connection string). So the rule goes by what a value's shape can carry,
 * not by what it looks like it carries: a value is shown only when it is a boolean, a number, a name, a
 * host and port, a path or a URL made of those; anything else, whatever its name, is hidden.
 *
 * Each shape is strict on purpose. A "name" is short words of letters (a few digits may end one); a
 * long word, digits between letters, a case pattern no one types or a run of consonants no language has
 * is what random tokens are made of, and is not a name.
 */
import { formatCount, plural } from '../../common/text.js';

/** A value shown: a number with at most this many digits (a port, a count, an id), not a card or an account. */
const NUMBER = /^-?\d{1,10}(?:\.\d{1,6})?$/;

/** A name as a whole; its words are checked one by one (`word`). */
const NAME_MAX_CHARS = 64;
const NAME = /^[A-Za-z0-9]+(?:[._-][A-Za-z0-9]+)*$/;
/** Digits in all: an IPv4 address has up to 12; a card number in groups (`4111-1111-1111-1111`) has 16. */
const NAME_MAX_DIGITS = 12;

/** A word of a name: letters that a few digits may end (`prod2`, `db01`), or a few digits alone (`us-east-1`). */
const WORD = /^(?:[A-Za-z]+\d{0,4}|\d{1,4})$/;
/** Longer than this, a word (a hump of camelCase) is more likely a token (24 random letters) than a word anyone reads. */
const WORD_MAX_CHARS = 20;
/** Six consonants in a row (y counts as a vowel): random letters, not a word (`https` has five). */
const CONSONANT_RUN = /[bcdfghjklmnpqrstvwxz]{6}/i;

/** Host and port: a name (its dots separate the labels) and a TCP port. */
const PORT = /^\d{1,5}$/;
const PORT_MAX = 65_535;

/** A path: segments that are names, `/` between them, from the root or not, a `/` at the end or not. */
const PATH_MAX_CHARS = 200;
const PATH_MAX_SEGMENTS = 16;

/**
 * A URL shown is a scheme (`https`, `jdbc:databricks`), a host, maybe a port and maybe a path: no user
 * information, no query, no fragment, no `;` parameters, which is where URLs carry credentials.
 */
const URL_PARTS = /^([a-z][a-z0-9+-]{0,15}(?::[a-z][a-z0-9+-]{0,15})?):\/\/([^/:]+)(?::([^/]*))?(\/.*)?$/;

/** True when `value`'s shape cannot carry a credential: a boolean, a number, a name, a host and port, a path or a plain URL. */
export function cannotHoldCredential(value: unknown): boolean {
  if (value === null || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && NUMBER.test(String(value));
  if (typeof value !== 'string') return false;
  return (
    value === '' ||
    value === 'true' ||
    value === 'false' ||
    NUMBER.test(value) ||
    isName(value) ||
    isHostAndPort(value) ||
    isPath(value) ||
    isPlainUrl(value)
  );
}

/** `analytics_prod`, `COMPUTE_WH`, `us-east-1`, `db.example.com`, `isDefault`. */
export function isName(text: string): boolean {
  return (
    text.length <= NAME_MAX_CHARS &&
    NAME.test(text) &&
    text.replace(/\D/g, '').length <= NAME_MAX_DIGITS &&
    text.split(/[._-]/).every((word) => isWord(word))
  );
}

function isWord(word: string): boolean {
  if (!WORD.test(word)) return false;
  const letters = word.replace(/\d+$/, '');
  return (
    ordinaryCase(letters) &&
    humps(letters).every((hump) => hump.length <= WORD_MAX_CHARS && !CONSONANT_RUN.test(hump))
  );
}

/**
 * Letters whose case changes as in words people type (`analytics`, `ETL`, `Snowflake`, `userID`,
 * `myWarehouseName`): at most once per three letters, and once more. Random letters (`XkPqRt`,
 * `aBcDeF`) change case far more often.
 */
function ordinaryCase(letters: string): boolean {
  let changes = 0;
  for (let i = 1; i < letters.length; i++) if (isUpper(letters[i]!) !== isUpper(letters[i - 1]!)) changes++;
  return changes <= 1 + Math.floor(letters.length / 3);
}

function isUpper(letter: string): boolean {
  return letter >= 'A' && letter <= 'Z';
}

/** The humps of camelCase (`xmlHttp`: `xml`, `Http`), each a word of its own for the length and consonant rules. */
function humps(letters: string): string[] {
  return letters.split(/(?<=[a-z])(?=[A-Z])/);
}

/** `db.example.com:5432`. */
export function isHostAndPort(text: string): boolean {
  const colon = text.lastIndexOf(':');
  return colon > 0 && isName(text.slice(0, colon)) && isPort(text.slice(colon + 1));
}

function isPort(text: string): boolean {
  return PORT.test(text) && Number(text) <= PORT_MAX;
}

/** `/var/data/in`, `exports/daily/`, `/`: at least one `/`, every segment a name. */
export function isPath(text: string): boolean {
  if (text.length > PATH_MAX_CHARS || !text.includes('/')) return false;
  const segments = text.replace(/^\//, '').replace(/\/$/, '').split('/');
  if (segments.length === 1 && segments[0] === '') return text === '/';
  return segments.length <= PATH_MAX_SEGMENTS && segments.every((segment) => isName(segment));
}

/** `https://db.example.com:443/default`, `jdbc:databricks://host:443/default`. */
export function isPlainUrl(text: string): boolean {
  if (text.length > PATH_MAX_CHARS) return false;
  const parts = URL_PARTS.exec(text);
  if (!parts) return false;
  const [, , host, port, path] = parts;
  return isName(host!) && (port === undefined || isPort(port)) && (path === undefined || isPath(path));
}

/** What is said of a value that is not shown: what it is and its length, never any of its text. */
export function hiddenValue(value: unknown): string {
  const hidden = 'hidden: it may hold a credential';
  if (typeof value === 'object' && value !== null) {
    const what = Array.isArray(value) ? 'a JSON list' : 'a JSON object';
    return `(${what} of ${characters(JSON.stringify(value))}, ${hidden})`;
  }
  return `(${characters(String(value))}, ${hidden})`;
}

/** `1 character`, `77 characters`: counted by code point, as a reader counts them. */
function characters(text: string): string {
  const n = [...text].length;
  return `${formatCount(n)} ${plural(n, 'character')}`;
}
