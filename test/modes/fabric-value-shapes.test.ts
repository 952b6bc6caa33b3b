// The shape rule for values the service holds (CONTRACT.md, "A credential the service holds is never
// printed"): shown only when the shape cannot carry a credential, whatever the value seems to say.
import { describe, expect, it } from '@jest/globals';
import {
  cannotHoldCredential,
  hiddenValue,
  isHostAndPort,
  isName,
  isPath,
  isPlainUrl,
} from '../../src/modes/fabric/value-shapes.js';

const PEM = '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----';

describe('values shown: their shape cannot carry a credential', () => {
  it.each<[string, unknown]>([
    ['a boolean', true],
    ['a boolean as text', 'false'],
    ['a port', 5432],
    ['a port as text', '5432'],
    ['a decimal', 0.25],
    ['a negative number', -3],
    ['null', null],
    ['an empty text', ''],
    ['a name', 'analytics_prod'],
    ['a name of capitals', 'COMPUTE_WH'],
    ['a capitalised name', 'Snowflake'],
    ['a name ending in digits', 'db01'],
    ['a region', 'us-east-1'],
    ['camelCase', 'myWarehouseName'],
    ['an acronym in camelCase', 'userID'],
    ['a short word that reads as a password still reads as a name', 'hunter2'],
    ['a host', 'db.example.com'],
    ['an IPv4 address', '10.0.0.12'],
    ['the longest IPv4 address', '192.168.100.200'],
    ['a date', '2025-06-11'],
    ['a host and port', 'db.example.com:5432'],
    ['a path', '/var/data/in'],
    ['a relative path with a trailing slash', 'exports/daily/'],
    ['the root', '/'],
    ['a URL', 'https://db.example.com:443/default'],
    ['a URL with no path', 'https://db.example.com'],
    ['a JDBC URL', 'jdbc:databricks://qa.example.cloud:443/default'],
    ['an SFTP URL', 'sftp://sftp.suppliers.example.com/in/'],
  ])('%s: %j', (_what, value) => {
    expect(cannotHoldCredential(value)).toBe(true);
  });
});

describe('values hidden: their shape can carry a credential', () => {
  it.each<[string, unknown]>([
    // The list.
    [
      'a webhook with a token in its path',
      'https://hooks.slack.com/services/T0AAAA000/B0BBBB000/abcdefghijklmnopqrstuvwx',
    ],
    ['a bearer token', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJldGwifQ.c2lnbmF0dXJl'],
    ['an Authorization header', 'Authorization: Bearer abc123def456'],
    ['a function key in the query', 'https://func.example.net/api/run?code=abc123XyZ'],
    ['a key=value pair', 'pw=hunter2'],
    ['a list of pairs', 'user=a;pw=b'],
    ['JDBC parameters', 'jdbc:x://h:1/db;PWD=secret'],
    ['a PEM key', PEM],
    ['a JSON object', { token: 'x' }],
    ['a JSON list', ['a', 'b']],
    ['an empty JSON object', {}],
    // And more.
    [
      'JDBC parameters that say nothing of a credential',
      'jdbc:databricks://h.example.com:443/default;transportMode=http',
    ],
    ['user information in a URL', 'https://etl:s3cret@db.example.com/main'],
    ['a user name alone in a URL', 'https://etl@db.example.com/main'],
    ['a fragment', 'https://app.example.com/#access_token=abc'],
    ['an empty query', 'https://db.example.com/main?'],
    ['a percent-encoded path', 'https://db.example.com/a%2Fb'],
    ['a URL whose path segment is a token', 'https://hooks.example.com/services/abcdefghijklmnopqrstuvwx'],
    ['a URL whose host label is a token', 'https://xK9mQ2pL7vN4.example.com/'],
    ['a URL with a bad port', 'https://db.example.com:99999/main'],
    ['24 letters', 'abcdefghijklmnopqrstuvwx'],
    ['24 capitals', 'ABCDEFGHIJKLMNOPQRSTUVWX'],
    ['a GitHub token', 'ghp_16C7e42F292c6912E7710c838347Ae178B4a'],
    ['a cloud access key id', 'AKIAIOSFODNN7EXAMPLE'],
    ['a Databricks token', 'dapi0123456789abcdef0123456789abcdef'],
    ['a Slack bot token', 'xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx'],
    ['a payment key', 'sk-live-4eC39HqLyjWDarjtT1zdp7dc'],
    ['a UUID', '123e4567-e89b-12d3-a456-426614174000'],
    ['hex', 'deadbeefcafe0123456789'],
    ['hex that starts with digits', '3f9a2c'],
    ['base64 of user:password', 'dXNlcjpwYXNzd29yZA'],
    ['base64 with padding', 'c2VjcmV0LXZhbHVl=='],
    ['random mixed case', 'XkPqRtWz'],
    ['random mixed case, alternating', 'aBcDeFgH'],
    ['random lower case', 'qzxkvbnmwplr'],
    ['digits between letters', 'sm7p-plain'],
    ['a long number (a card, an account)', 4111111111111111],
    ['a long number as text', '41111111111111111'],
    ['a number in exponent form', 1e21],
    ['not a finite number', Number.POSITIVE_INFINITY],
    ['a word of five digits', 'etl-12345'],
    ['a card number in groups', '4111-1111-1111-1111'],
    ['a code in groups of digits', 'v1.2025.0611.1234'],
    ['a password with punctuation', 'Summer2024!'],
    ['a passphrase with spaces', 'correct horse battery staple'],
    ['a name longer than 64 characters', `${'analytics-'.repeat(7)}prod`],
    ['a leading separator', '_hidden'],
    ['two separators in a row', 'a--b'],
    ['a line break', 'analytics\nprod'],
    ['non-ASCII letters', 'pässword'],
    ['a path with an empty segment', '/var//data'],
    ['a path of a token', '/keys/abcdefghijklmnopqrstuvwx'],
    ['a path with a query', '/api/run?code=abc'],
    ['a Windows path', 'C:\\data\\in'],
    ['a home path', '~/secrets/key'],
    ['a host with a port that is not one', 'db.example.com:pw'],
    ['an IPv6 address', '::1'],
  ])('%s', (_what, value) => {
    expect(cannotHoldCredential(value)).toBe(false);
  });
});

describe('each shape, strictly', () => {
  it('a name is words of letters that a few digits may end, joined by . _ or -', () => {
    expect(['etl', 'etl_user', 'etl.user', 'etl-user', 'v2', 'ETLJob', 'xmlHttp'].map(isName)).toEqual(
      Array(7).fill(true),
    );
    expect(['', 'etl user', 'etl/user', 'etl:user', 'v2a', '2a', '12345'].map(isName)).toEqual(
      Array(7).fill(false),
    );
    // Twenty letters to a word (or a camelCase hump); one more is a token's length.
    // Five consonants in a row are in words (`https`); six are random letters.
    expect(isName('https')).toBe(true);
    expect(isName('qwrtzp')).toBe(false);
    expect(isName('internationalization')).toBe(true);
    expect(isName('internationalizations')).toBe(false);
    expect(isName('internationalizationLayerName')).toBe(true);
  });

  it('a host and port is a name, a colon and a port up to 65535', () => {
    expect(['db.example.com:5432', 'localhost:1', 'h:65535'].map(isHostAndPort)).toEqual([true, true, true]);
    expect(['db.example.com', ':5432', 'h:65536', 'h:', 'h:1:2', 'u@h:1'].map(isHostAndPort)).toEqual(
      Array(6).fill(false),
    );
  });

  it('a path has a slash, and every segment is a name', () => {
    expect(['/var/data/in', 'in/', '/', '/a/b/c/'].map(isPath)).toEqual([true, true, true, true]);
    expect(['var', '//', '/a b', `/${'a/'.repeat(17)}`].map(isPath)).toEqual([false, false, false, false]);
  });

  it('a URL is a scheme, a host, maybe a port and a path: nothing else', () => {
    expect(
      ['https://h.example.com', 'https://h.example.com/', 'jdbc:x://h:1/db', 'redis://cache:6379'].map(
        isPlainUrl,
      ),
    ).toEqual([true, true, true, true]);
    expect(
      [
        'https://h.example.com?x',
        'https://u:p@h.example.com',
        'https://h.example.com/a;b',
        'https:/h.example.com',
        'HTTPS://h.example.com',
        '://h.example.com',
        `https://h.example.com/${'a'.repeat(200)}`,
      ].map(isPlainUrl),
    ).toEqual(Array(7).fill(false));
  });
});

describe('what a hidden value says: what it is and its length, nothing of its text', () => {
  it.each<[unknown, string]>([
    ['pw=hunter2', '(10 characters, hidden: it may hold a credential)'],
    ['x', '(1 character, hidden: it may hold a credential)'],
    // By character, as a reader counts them: one emoji is one.
    ['k€y🔑', '(4 characters, hidden: it may hold a credential)'],
    [1234, '(4 characters, hidden: it may hold a credential)'],
    [{ token: 'x' }, '(a JSON object of 13 characters, hidden: it may hold a credential)'],
    [['a', 'b'], '(a JSON list of 9 characters, hidden: it may hold a credential)'],
    ['a'.repeat(12_345), '(12,345 characters, hidden: it may hold a credential)'],
  ])('%j', (value, said) => {
    expect(hiddenValue(value)).toBe(said);
  });
});
