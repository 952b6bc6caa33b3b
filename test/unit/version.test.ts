import { readFileSync } from 'node:fs';
import { describe, expect, test } from '@jest/globals';
import { VERSION } from '../../src/version.js';

describe('VERSION', () => {
  test("equals package.json's version", () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(VERSION).toBe(pkg.version);
  });
});
