// Shared by the fixture tests: fixture files in a temporary folder (removed when the test file
// ends), the one-line error a bad fixture gives, and a minimal valid fixture to start from.
import { beforeAll, expect } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FixtureError } from '../../../src/emulator/fixture.js';
import { tempDir } from '../../helpers/temp-dir.js';

/**
 * Call at the top of a test file: `file(name, text)` writes a fixture and returns its path;
 * `path(name)` is where a file of that name would be.
 */
export function fixtureFolder(): {
  file: (name: string, text: string) => string;
  path: (name: string) => string;
} {
  let dir = '';
  beforeAll(() => {
    dir = tempDir('emu-fixture-');
  });
  return {
    file: (name, text) => {
      const path = join(dir, name);
      writeFileSync(path, text);
      return path;
    },
    path: (name) => join(dir, name),
  };
}

export function errorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(FixtureError);
    return (err as Error).message;
  }
  throw new Error('expected a FixtureError');
}

export const minimal = `tokens: [t]
teams: [team]
fabrics:
  - name: dev
    teamName: team
    provider: databricks
projects:
  - name: shop
    versions: ['1.0']
`;
