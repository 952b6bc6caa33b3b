/**
 * Entry of the bundle: checks the Node version before loading anything, since the HTTP client
 * does not even load on an older Node and the user should read why in one line, not a stack trace.
 */
import { appendFileSync } from 'node:fs';

const REQUIRED_MAJOR = 24;
const major = Number(process.versions.node.split('.')[0]);

if (major < REQUIRED_MAJOR) {
  // No toolkit yet, so written by hand: safe, as the version is plain text and the value fixed.
  process.stdout.write(
    `::error::This action needs Node ${REQUIRED_MAJOR} or later (action.yml: runs.using: node${REQUIRED_MAJOR}); it is running on Node ${process.versions.node}. Use a runner that supports node${REQUIRED_MAJOR} actions.\n`,
  );
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, 'conclusion=failure\n');
  process.exitCode = 1;
} else {
  const { run } = await import('./main.js');
  await run();
}
