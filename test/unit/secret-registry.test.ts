// The one secret registry: every form in which a service or a proxy can echo a value is masked.
import { describe, expect, test } from '@jest/globals';
import { MASK, SecretRegistry, formsOf } from '../../src/common/secret-registry.js';

function registry(...values: string[]): { secrets: SecretRegistry; masked: string[] } {
  const masked: string[] = [];
  const secrets = new SecretRegistry((v) => masked.push(v));
  for (const value of values) secrets.add(value);
  return { secrets, masked };
}

describe('forms a value is echoed in', () => {
  const value = 'Pa"ss\\w0rd\té/+x';
  const { secrets } = registry(value);

  test.each([
    ['as written', value],
    ['JSON-escaped', 'Pa\\"ss\\\\w0rd\\té/+x'],
    ['JSON-escaped, non-ASCII as \\u (lower case)', 'Pa\\"ss\\\\w0rd\\t\\u00e9/+x'],
    ['JSON-escaped, non-ASCII as \\u (upper case)', 'Pa\\"ss\\\\w0rd\\t\\u00E9/+x'],
    ['JSON-escaped with \\/', 'Pa\\"ss\\\\w0rd\\té\\/+x'],
    ['HTML attribute', 'Pa&quot;ss\\w0rd&#9;é/+x'],
    ['URL-encoded', encodeURIComponent(value)],
    [
      'URL-encoded, lower-case hex',
      encodeURIComponent(value).replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase()),
    ],
    ['form-encoded', new URLSearchParams({ v: value }).toString().slice(2)],
    ['base64', Buffer.from(value).toString('base64')],
    ['base64 without padding', Buffer.from(value).toString('base64').replace(/=+$/, '')],
    ['base64url', Buffer.from(value).toString('base64url')],
  ])('%s', (_name, echoed) => {
    expect(secrets.redact(`before ${echoed} after`)).toBe(`before ${MASK} after`);
  });

  test('inside a longer base64 text, at every offset (a Basic header)', () => {
    const token = 'ghs_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789';
    const { secrets: s } = registry(token);
    for (const user of ['u', 'us', 'usr']) {
      const header = `Authorization: Basic ${Buffer.from(`${user}:${token}`).toString('base64')}`;
      const redacted = s.redact(header);
      expect(redacted).toContain(MASK);
      // What is left of the base64 cannot hold more than two characters of the token's own.
      const left = redacted.slice('Authorization: Basic '.length).split(MASK).join('');
      expect(left.length).toBeLessThan(10);
    }
  });

  test('HTML-escaped apostrophes in each common spelling', () => {
    const { secrets: s } = registry("it's-a-secret");
    for (const form of ['it&apos;s-a-secret', 'it&#39;s-a-secret', 'it&#x27;s-a-secret'])
      expect(s.redact(form)).toBe(MASK);
  });
});

describe('registering', () => {
  test('a multi-line value is masked whole and line by line, each line told to the runner once', () => {
    const { secrets, masked } = registry('-----BEGIN KEY-----\nabc123def\n-----END KEY-----');
    expect(masked).toEqual([
      '-----BEGIN KEY-----\nabc123def\n-----END KEY-----',
      '-----BEGIN KEY-----',
      'abc123def',
      '-----END KEY-----',
    ]);
    expect(secrets.redact('the key abc123def leaked')).toBe('the key *** leaked');
  });

  test('values shorter than three characters are not masked (the runner cannot either)', () => {
    const { secrets, masked } = registry('ab', '');
    expect(masked).toEqual([]);
    expect(secrets.redact('ab cd')).toBe('ab cd');
  });

  test('the same value twice is one registration', () => {
    const { masked } = registry('same-secret', 'same-secret');
    expect(masked).toEqual(['same-secret']);
  });

  test('a form that holds another is replaced whole (longest first)', () => {
    const { secrets } = registry('abc', 'abcdef');
    expect(secrets.redact('xabcdefx')).toBe('x***x');
  });

  test('forms are deduplicated and none is shorter than three characters', () => {
    const forms = formsOf('plain-token-123');
    expect(new Set(forms).size).toBe(forms.length);
    expect(forms.every((f) => f.length >= 3)).toBe(true);
  });
});
