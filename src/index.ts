/**
 * Entry of the bundle GitHub runs. It checks the Node version before loading anything else:
 * the action's HTTP client does not even load on an older Node, and the user should read why
 * in one line rather than a stack trace from inside a library. Everything else is in main.ts,
 * loaded only once the runtime is known to be right (tests import run() from there).
 */
import { appendFileSync } from 'node:fs';

const REQUIRED_MAJOR = 24;
const major = Number(process.versions.node.split('.')[0]);

if (major < REQUIRED_MAJOR) {
  // No toolkit is loaded yet: the workflow command and the output are written by hand (the
  // version is plain text, and the output's value a fixed word).
  process.stdout.write(
    `::error::This action needs Node ${REQUIRED_MAJOR} or later (action.yml: runs.using: node${REQUIRED_MAJOR}); it is running on Node ${process.versions.node}. Use a runner that supports node${REQUIRED_MAJOR} actions.\n`,
  );
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, 'conclusion=failure\n');
  process.exitCode = 1;
} else {
  const { run } = await import('./main.js');
  await run();
}
