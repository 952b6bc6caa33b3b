// The pure parts of the client: retry policy, back-off, Retry-After, error-code classification,
// and the text sanitising that keeps error lines short, single-line and free of the token.
import { describe, expect, test } from '@jest/globals';
import {
  backoffDelay,
  classifyNetworkError,
  isRetryable,
  parseRetryAfter,
  retryDelay,
  type NetworkFailureKind,
} from '../../src/api/retry.js';
import { bodyExcerpt, EXCERPT_MAX, oneLine, quoteable, tokenRedactor } from '../../src/api/sanitize.js';
import { seconds } from '../../src/api/errors.js';

const NGINX_502 =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

const failure = (kind: NetworkFailureKind) => ({ failure: { kind, code: 'X', message: 'x' } });

describe('isRetryable', () => {
  test.each([429, 502, 503, 504])('HTTP %i is retried', (status) => {
    expect(isRetryable({ status }, false)).toBe(true);
  });

  test.each([200, 400, 401, 403, 404, 500, 501])('HTTP %i is not', (status) => {
    expect(isRetryable({ status }, false)).toBe(false);
  });

  test('a request that must not run twice retries only 429 and 503', () => {
    expect([429, 500, 502, 503, 504].filter((status) => isRetryable({ status }, true))).toEqual([429, 503]);
  });

  test('network failures: refused and temporary DNS always; reset only when repeating is safe', () => {
    const kinds: NetworkFailureKind[] = [
      'refused',
      'dns',
      'dns-temporary',
      'tls',
      'connect',
      'reset',
      'reset-in-body',
      'timeout',
      'other',
    ];
    expect(kinds.filter((k) => isRetryable(failure(k), false))).toEqual([
      'refused',
      'dns-temporary',
      'reset',
    ]);
    expect(kinds.filter((k) => isRetryable(failure(k), true))).toEqual(['refused', 'dns-temporary']);
  });
});

describe('classifyNetworkError', () => {
  const err = (code: string) => Object.assign(new Error(`boom ${code}`), { code });

  test.each([
    ['ECONNREFUSED', 'refused'],
    ['ENOTFOUND', 'dns'],
    ['EAI_AGAIN', 'dns-temporary'],
    ['CERT_HAS_EXPIRED', 'tls'],
    ['DEPTH_ZERO_SELF_SIGNED_CERT', 'tls'],
    ['ERR_TLS_CERT_ALTNAME_INVALID', 'tls'],
    ['EHOSTUNREACH', 'connect'],
    ['UND_ERR_CONNECT_TIMEOUT', 'connect'],
    ['ECONNRESET', 'reset'],
    ['UND_ERR_SOCKET', 'reset'],
    ['UND_ERR_HEADERS_TIMEOUT', 'timeout'],
    ['UND_ERR_INVALID_ARG', 'other'],
  ])('%s before a response is %s', (code, kind) => {
    expect(classifyNetworkError(err(code), false)).toEqual({ kind, code, message: `boom ${code}` });
  });

  test('a failure once the response has started is a reset in the body', () => {
    expect(classifyNetworkError(err('ECONNRESET'), true).kind).toBe('reset-in-body');
  });

  test('the code is found inside an AggregateError (both address families refused)', () => {
    const aggregate = new AggregateError([err('ECONNREFUSED'), err('ECONNREFUSED')], 'connect failed');
    expect(classifyNetworkError(aggregate, false).kind).toBe('refused');
  });
});

describe('back-off', () => {
  test('doubles from the base with equal jitter: between half and all of the nominal delay', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, 1000, 60_000, () => 0))).toEqual([500, 1000, 2000, 4000]);
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, 1000, 60_000, () => 0.999999))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
  });

  test('is capped', () => {
    expect(backoffDelay(20, 1000, 60_000, () => 1)).toBe(60_000);
  });

  test('Retry-After wins over back-off, capped at the maximum', () => {
    expect(retryDelay(1, 2000, 10, 60_000, () => 0)).toBe(2000);
    expect(retryDelay(1, 120_000, 10, 60_000, () => 0)).toBe(60_000);
    expect(retryDelay(3, undefined, 10, 60_000, () => 0)).toBe(20);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-20T10:00:00Z');

  test('delta-seconds', () => {
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  test('an HTTP date, relative to now, never negative', () => {
    expect(parseRetryAfter('Fri, 20 Nov 2026 10:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Fri, 20 Nov 2026 09:00:00 GMT', now)).toBe(0);
  });

  test('absent or unreadable is undefined', () => {
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-3', now)).toBeUndefined();
  });
});

describe('sanitising', () => {
  test('an nginx error page becomes its heading and server, as one line', () => {
    expect(bodyExcerpt(NGINX_502, (s) => s)).toBe('502 Bad Gateway nginx');
  });

  test('scripts, styles and comments are dropped, entities decoded, length bounded', () => {
    const page = `<style>p{x:1}</style><script>var a = "<b>";</script><!-- c --><p>Tom &amp; Jerry&#33; &lt;ok&gt;</p>${'<p>word</p> '.repeat(100)}`;
    const excerpt = bodyExcerpt(page, (s) => s);
    expect(excerpt.startsWith('Tom & Jerry! <ok> word word')).toBe(true);
    expect(excerpt.length).toBe(EXCERPT_MAX);
    expect(excerpt.endsWith('…')).toBe(true);
  });

  test('the token is redacted in every form a server may echo it', () => {
    const token = 'tok/en+s3cr=t';
    const redact = tokenRedactor(token);
    const echoed = [
      token,
      encodeURIComponent(token),
      Buffer.from(token).toString('base64'),
      Buffer.from(token).toString('base64url'),
    ].join(' | ');
    expect(redact(echoed)).toBe('*** | *** | *** | ***');
  });

  test('redaction happens before the excerpt is cut, so no half token survives', () => {
    const token = 'abcdefghijklmnopqrstuvwxyz0123456789';
    const body = `${'x '.repeat(50)}${token} and more`;
    expect(bodyExcerpt(body, tokenRedactor(token))).not.toContain('abcdefghij');
  });

  test('one line, control characters gone', () => {
    expect(oneLine('a\r\n  b\tc\u0000d\n')).toBe('a b cd');
    expect(quoteable(`first\nsecond ${'y'.repeat(2000)}`, (s) => s)).toHaveLength(1000);
  });

  test('seconds are shown as the user wrote them', () => {
    expect(seconds(600_000)).toBe('600 s');
    expect(seconds(300)).toBe('0.3 s');
  });
});
