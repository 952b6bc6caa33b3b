/**
 * No test may print a workflow command to the real stdout: on a GitHub runner, `npm test`'s own
 * output is read for commands, and a stray `::add-mask::` or `::error::` would be obeyed. Tests
 * that check what the action prints run it in a child process or spy on stdout; anything that
 * reaches the real stdout looking like a command fails the test file that printed it.
 */
import { afterAll, expect } from '@jest/globals';

const printed: string[] = [];
const write = process.stdout.write.bind(process.stdout);

process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
  const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  for (const line of text.split(/\r?\n|\r/))
    if (line.trimStart().startsWith('::') || line.includes('##[')) printed.push(line.slice(0, 200));
  return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
}) as typeof process.stdout.write;

afterAll(() => {
  process.stdout.write = write;
  expect(printed).toEqual([]);
});
