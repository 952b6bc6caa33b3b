/**
 * The one way the action reads a file a user names: nothing in it is trusted to be where it seems
 * (a link the pull request committed may lead out of the workspace: links.ts), small, a file
 * (regular-file.ts), or text. Anything but UTF-8 is refused, never decoded with replacement
 * characters, which would send names and values the user never wrote. No message quotes the
 * content: a file such as /proc/self/environ is never echoed.
 */
import { isUtf8 } from 'node:buffer';
import { FileError, UserError } from '../common/errors.js';
import { workspaceDir } from '../common/paths.js';
import { FileRefused, readRegularFile, type Refused } from '../common/regular-file.js';
import { LinkBroken, LinkLeadsOut, realPathToRead, realRoots } from './links.js';

/** Far more than any test plan, overrides or fabric file. */
export const MAX_YAML_BYTES = 10 * 1024 * 1024;

/** Under the longest string V8 can make, which JSON.parse needs. */
export const MAX_RESULTS_BYTES = 500 * 1024 * 1024;

/** `why`: the file was refused before its content was looked at; undefined when the content was. */
export class FileUnreadable extends FileError {
  override name = 'FileUnreadable';
  readonly why: Exclude<Refused, 'too-large'> | undefined;
  constructor(file: string, line: number | undefined, reason: string, why?: FileUnreadable['why']) {
    super(file, line, reason);
    this.why = why;
  }
}

/**
 * A file inside the workspace that a symbolic link (its own name, or a folder of its path) takes
 * out of it: not read at all. Not a FileError: the input names the wrong thing, whatever the file
 * holds, and a reader that forgives a bad file (sources.ts, baseline-results) must not forgive this.
 */
export class LeavesWorkspace extends UserError {
  override name = 'LeavesWorkspace';
  constructor(input: string | undefined, shown: string, link: string) {
    super(
      `${input ? `Input ${input}: ` : ''}${shown} leaves the workspace through the symbolic link ${link}, which the action does not follow: name a file inside the workspace`,
    );
  }
}

export interface ReadOptions {
  /** The path as the user gave it, for messages; `path` by default. */
  shown?: string;
  /** The input that named the file (`tests-file`), for the message about a link leading out. */
  input?: string;
  /** GITHUB_WORKSPACE (else the current folder) by default. */
  workspace?: string;
  /** What a relative `path` is relative to: the current folder by default. */
  base?: string;
}

/**
 * Without the BOM (the decoder drops it); UTF-16 and UTF-32 are named, as text they would be full
 * of NULs. What is opened is the real path the link check found, with O_NOFOLLOW, so the check
 * and the read agree.
 */
export async function readTextFile(path: string, limit: number, options: ReadOptions = {}): Promise<string> {
  const shown = options.shown ?? path;
  const roots = await realRoots([{ name: 'the workspace', path: options.workspace ?? workspaceDir() }]);
  let bytes: Buffer;
  try {
    bytes = await readRegularFile(await realPathToRead(path, roots, options.base), limit, true);
  } catch (err) {
    if (err instanceof LinkLeadsOut) throw new LeavesWorkspace(options.input, shown, err.link);
    if (err instanceof LinkBroken)
      throw new FileUnreadable(
        shown,
        undefined,
        `file not found (the symbolic link ${err.link} leads ${err.code === 'ELOOP' ? 'round in a loop' : 'to nothing'})`,
        'missing',
      );
    if (!(err instanceof FileRefused)) throw err;
    // Too large is a refusal of the content, not of the file: no `why` (sources.ts reads it).
    throw new FileUnreadable(shown, undefined, err.reason, err.why === 'too-large' ? undefined : err.why);
  }
  const wide = wideEncoding(bytes);
  if (wide) throw new FileUnreadable(shown, undefined, `is encoded as ${wide}: save it as UTF-8`);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new FileUnreadable(
      shown,
      firstBadLine(bytes),
      'is not UTF-8 (this line holds a byte UTF-8 does not allow; the file may be Latin-1 or Windows-1252): save it as UTF-8',
    );
  }
}

/** UTF-16 without a byte-order mark: in mostly ASCII text every other byte is NUL. */
function wideEncoding(bytes: Buffer): string | undefined {
  // The byte-order marks, little- and big-endian.
  const head = bytes.subarray(0, 4).toString('hex');
  if (head === 'fffe0000' || head === '0000feff') return 'UTF-32';
  if (/^(fffe|feff)/.test(head)) return 'UTF-16';
  const pairs = Math.floor(Math.min(bytes.length, 4096) / 2);
  if (pairs < 4) return undefined;
  let evenNuls = 0;
  let oddNuls = 0;
  for (let i = 0; i < pairs; i++) {
    if (bytes[2 * i] === 0) evenNuls++;
    if (bytes[2 * i + 1] === 0) oddNuls++;
  }
  const mostly = (n: number) => n >= pairs * 0.4;
  const seldom = (n: number) => n <= pairs * 0.1;
  return (mostly(evenNuls) && seldom(oddNuls)) || (mostly(oddNuls) && seldom(evenNuls))
    ? 'UTF-16'
    : undefined;
}

/** Line by line, as a line feed is never inside a character. */
function firstBadLine(bytes: Buffer): number {
  let line = 1;
  for (let start = 0; start < bytes.length; line++) {
    const end = bytes.indexOf(0x0a, start);
    const stop = end < 0 ? bytes.length : end;
    if (!isUtf8(bytes.subarray(start, stop))) return line;
    start = stop + 1;
  }
  return line;
}
