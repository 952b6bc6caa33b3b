/**
 * Random names that must not clash and hold no secret: a heredoc delimiter and a resume token,
 * each also checked absent from the text it frames, and the names of new files, opened with O_EXCL
 * so that a name already taken is never written through. Math.random (which V8 seeds from the
 * system's entropy) rather than node:crypto: loading OpenSSL for names that need no secret cost
 * every step memory and start-up time (docs/benchmarks.md).
 */

/** `length` hexadecimal digits. */
export function randomHex(length: number): string {
  let hex = '';
  while (hex.length < length)
    hex += Math.floor(Math.random() * 0x1_0000_0000)
      .toString(16)
      .padStart(8, '0');
  return hex.slice(0, length);
}

/** Draws before a token absent from the texts is given up on: each draw is 128 random bits. */
const DRAWS = 8;

/** `prefix` and 32 random hexadecimal digits that none of `texts` holds. */
export function tokenAbsentFrom(prefix: string, ...texts: string[]): string {
  for (let draw = 0; draw < DRAWS; draw++) {
    const token = `${prefix}${randomHex(32)}`;
    if (!texts.some((text) => text.includes(token))) return token;
  }
  throw new Error('no random token absent from the text was found');
}
