// The toolkit's GitHub client loads without reading the event payload: as it loads it would read
// GITHUB_EVENT_PATH whole and JSON.parse it, so a payload that is not JSON would throw here (and a
// named pipe would hang: test/e2e/test-mode.test.ts). The action reads the payload itself (context.ts).
import { afterEach, expect, test } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadToolkit } from '../../src/github/toolkit.js';
import { tempDir } from '../helpers/temp-dir.js';

const before = process.env.GITHUB_EVENT_PATH;
afterEach(() => {
  if (before === undefined) delete process.env.GITHUB_EVENT_PATH;
  else process.env.GITHUB_EVENT_PATH = before;
});

test('loads beside a payload that is not JSON, reads none of it, and leaves the variable as it was', async () => {
  const payload = join(tempDir('toolkit-'), 'event.json');
  writeFileSync(payload, '{"pull_request": {"number": 7');
  process.env.GITHUB_EVENT_PATH = payload;
  const toolkit = await loadToolkit();
  expect(typeof toolkit.getOctokit).toBe('function');
  expect(toolkit.context.payload).toEqual({});
  expect(process.env.GITHUB_EVENT_PATH).toBe(payload);
  // Loaded once: a second call is the same module.
  expect(await loadToolkit()).toBe(toolkit);
});
