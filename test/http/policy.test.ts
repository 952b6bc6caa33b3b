// The pure parts of the HTTP policy (src/http/policy.ts) with the service's rules
// (src/service/rules.ts): what is retried, what proves a write was not applied, back-off,
// Retry-After, error-code classification; and the text sanitising that keeps error lines short,
// single-line and free of the token.
import { describe, expect, test } from '@jest/globals';
import {
  backoffDelay,
  classifyNetworkError,
  maybeApplied,
  mayRetry,
  parseRetryAfter,
  type Delivery,
  type NetworkFailureKind,
} from '../../src/http/policy.js';
import { SERVICE_RULES, idNamed, provablyNotApplied } from '../../src/service/rules.js';
import { bodyExcerpt, EXCERPT_MAX, quoteable } from '../../src/service/api-error.js';
import { oneLine } from '../../src/common/text.js';
import { SecretRegistry } from '../../src/common/secret-registry.js';

const NGINX_502 =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

const failure = (kind: NetworkFailureKind) => ({ failure: { kind, code: 'X', message: 'x' } });
const isRetryable = (
  outcome: { status: number; text: string; headers?: Record<string, string> } | ReturnType<typeof failure>,
  delivery: Delivery,
) =>
  mayRetry('status' in outcome ? { answer: { headers: {}, ...outcome } } : outcome, delivery, SERVICE_RULES);

const SERVICE_503 = JSON.stringify({ success: false, message: 'Service unavailable' });
const PROXY_503 =
  'upstream connect error or disconnect/reset before headers. reset reason: connection termination';
const SCHEDULED = JSON.stringify({
  success: true,
  message: 'Project scheduled successfully',
  deploymentId: '90001',
  details: {},
});

describe("mayRetry with the service's rules", () => {
  test.each([429, 502, 503, 504])('HTTP %i is retried when repeating is safe', (status) => {
    expect(isRetryable({ status, text: PROXY_503 }, 'repeatable')).toBe(true);
  });

  test.each([200, 400, 401, 403, 404, 500, 501])('HTTP %i is not', (status) => {
    expect(isRetryable({ status, text: '' }, 'repeatable')).toBe(false);
  });

  test('a create is sent again only after an answer that proves it was not processed', () => {
    const answers = [
      { status: 429, text: '' },
      { status: 429, text: '<html>Too Many Requests</html>' },
      { status: 503, text: SERVICE_503 },
      { status: 503, text: PROXY_503 },
      { status: 503, text: '' },
      { status: 503, text: SCHEDULED },
      { status: 429, text: SCHEDULED },
      { status: 502, text: SERVICE_503 },
      { status: 504, text: '' },
      { status: 500, text: SERVICE_503 },
    ];
    expect(answers.map((a) => isRetryable(a, 'once'))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
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
      'too-large',
      'undecodable',
      'other',
    ];
    expect(kinds.filter((k) => isRetryable(failure(k), 'repeatable'))).toEqual([
      'refused',
      'dns-temporary',
      'reset',
    ]);
    expect(kinds.filter((k) => isRetryable(failure(k), 'once'))).toEqual(['refused', 'dns-temporary']);
  });

  test('maybeApplied: failures after the request went out, and answers of a server that may have done the work', () => {
    const kinds: NetworkFailureKind[] = [
      'refused',
      'dns',
      'tls',
      'connect',
      'not-sent',
      'reset',
      'timeout',
      'other',
    ];
    expect(kinds.filter((k) => maybeApplied(failure(k), SERVICE_RULES))).toEqual([
      'reset',
      'timeout',
      'other',
    ]);
    const answers = [429, 500, 502, 503, 504, 404].map((status) => ({
      answer: { status, headers: {}, text: SERVICE_503 },
    }));
    expect(answers.filter((a) => maybeApplied(a, SERVICE_RULES)).map((a) => a.answer.status)).toEqual([
      500, 502, 504,
    ]);
  });
});

describe('provablyNotApplied and deploymentIdIn', () => {
  test("a 503 is proof only as the service's own JSON refusal without a deploymentId", () => {
    expect(provablyNotApplied({ status: 503, text: SERVICE_503 })).toBe(true);
    expect(provablyNotApplied({ status: 503, text: '{"success":true}' })).toBe(false);
    expect(provablyNotApplied({ status: 503, text: '[]' })).toBe(false);
    expect(
      provablyNotApplied({
        status: 503,
        text: JSON.stringify({ success: false, message: 'x', data: { deploymentId: '7' } }),
      }),
    ).toBe(false);
  });

  test('finds the id at the top level, under data, as a number, and in text', () => {
    expect(idNamed(SCHEDULED, 'deploymentId')).toBe('90001');
    expect(idNamed('{"data":{"deploymentId":"abc-1"}}', 'deploymentId')).toBe('abc-1');
    expect(idNamed('{"deploymentId":4242}', 'deploymentId')).toBe('4242');
    expect(idNamed('upstream said: deploymentId=90007; retry later', 'deploymentId')).toBe('90007');
    expect(idNamed('<p>"deploymentId": "x9"</p>', 'deploymentId')).toBe('x9');
    expect(idNamed(SERVICE_503, 'deploymentId')).toBeUndefined();
    expect(idNamed(PROXY_503, 'deploymentId')).toBeUndefined();
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
    ['ERR_PROXY_TUNNEL', 'connect'],
    ['ECONNRESET', 'reset'],
    ['EPIPE', 'reset'],
    ['ETIMEDOUT', 'other'],
    ['HPE_INVALID_CONSTANT', 'other'],
  ])('%s before a response is %s', (code, kind) => {
    expect(classifyNetworkError(err(code), 'open', true)).toEqual({ kind, code, message: `boom ${code}` });
  });

  test("OpenSSL's text is read as its reason and the code Node gives it", () => {
    const write = Object.assign(
      new Error(
        'write EPROTO 40BD2B40687F0000:error:0A00010B:SSL routines:tls_validate_record_header:wrong version number:../deps/openssl/openssl/ssl/record/methods/tlsany_meth.c:77:',
      ),
      { code: 'EPROTO' },
    );
    expect(classifyNetworkError(write, 'open', true)).toEqual({
      kind: 'tls',
      code: 'ERR_SSL_WRONG_VERSION_NUMBER',
      message: 'wrong version number',
    });
  });

  test('a failure once the response has started is a reset in the body', () => {
    expect(classifyNetworkError(err('ECONNRESET'), 'answering', false).kind).toBe('reset-in-body');
  });

  test('a connection closed while it opened carried nothing: its TLS handshake failed, or its connection', () => {
    expect(classifyNetworkError(err('ECONNRESET'), 'connecting', true).kind).toBe('tls');
    expect(classifyNetworkError(err('EPROTO'), 'connecting', true).kind).toBe('tls');
    expect(classifyNetworkError(err('ECONNRESET'), 'connecting', false).kind).toBe('connect');
    expect(classifyNetworkError(err('ECONNREFUSED'), 'connecting', true).kind).toBe('refused');
    expect(classifyNetworkError(err('EPROTO'), 'connecting', false).kind).toBe('other');
    // Not a network failure: a request Node refused to make is no TLS failure.
    expect(classifyNetworkError(err('ERR_INVALID_CHAR'), 'connecting', true).kind).toBe('other');
  });

  test('the code is found inside an AggregateError (both address families refused)', () => {
    const aggregate = new AggregateError([err('ECONNREFUSED'), err('ECONNREFUSED')], 'connect failed');
    expect(classifyNetworkError(aggregate, 'connecting', false).kind).toBe('refused');
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

  test("a name that is not an entity stays as written, even one of an object's own keys", () => {
    expect(bodyExcerpt('<p>&constructor; &toString; &proto; &amp;</p>', (s) => s)).toBe(
      '&constructor; &toString; &proto; &',
    );
  });

  test('scripts, styles and comments are dropped, entities decoded, length bounded', () => {
    const page = `<style>p{x:1}</style><script>var a = "<b>";</script><!-- c --><p>Tom &amp; Jerry&#33; &lt;ok&gt;</p>${'<p>word</p> '.repeat(100)}`;
    const excerpt = bodyExcerpt(page, (s) => s);
    expect(excerpt.startsWith('Tom & Jerry! <ok> word word')).toBe(true);
    expect(excerpt.length).toBe(EXCERPT_MAX);
    expect(excerpt.endsWith('…')).toBe(true);
  });

  test('redaction happens before the excerpt is cut, so no half token survives', () => {
    const token = 'abcdefghijklmnopqrstuvwxyz0123456789';
    const body = `${'x '.repeat(50)}${token} and more`;
    const secrets = new SecretRegistry();
    secrets.add(token);
    expect(bodyExcerpt(body, (text) => secrets.redact(text))).not.toContain('abcdefghij');
  });

  test('one line, control characters gone', () => {
    expect(oneLine('a\r\n  b\tc\u0000d\n')).toBe('a b cd');
    expect(quoteable(`first\nsecond ${'y'.repeat(2000)}`, (s) => s)).toHaveLength(1000);
  });
});
