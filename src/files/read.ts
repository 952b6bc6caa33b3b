/**
 * The one way the action reads a file a user names: nothing in it is trusted to be small, a file
 * (regular-file.ts), or text. Anything but UTF-8 is refused, never decoded with replacement
 * characters, which would send names and values the user never wrote. No message quotes the
 * content: a file such as /proc/self/environ is never echoed.
 */
import { isUtf8 } from 'node:buffer';
import { FileError } from '../errors.js';
import { FileRefused, readRegularFile, type Refused } from '../regular-file.js';

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
 * Errors name the file as `shown`, the path as the user gave it. Without the BOM (the decoder
 * drops it); UTF-16 and UTF-32 are named, as text they would be full of NULs.
 */
export async function readTextFile(path: string, limit: number, shown: string = path): Promise<string> {
  let bytes: Buffer;
  try {
    bytes = await readRegularFile(path, limit);
  } catch (err) {
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
