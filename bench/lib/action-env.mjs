/** The environment the GitHub runner gives an action's process, for runs of dist/index.js. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * Inputs as INPUT_* variables, fresh GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files in a folder of
 * `scratch`, and the usual GITHUB_* variables. Returns the env and the folder of the files.
 */
export function githubEnv({ workspace, scratch, inputs, extra = {} }) {
  const files = mkdtempSync(join(scratch, 'files-'));
  // The runner creates both files before the step starts.
  writeFileSync(join(files, 'output'), '');
  writeFileSync(join(files, 'summary'), '');
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? workspace,
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: join(files, 'output'),
    GITHUB_STEP_SUMMARY: join(files, 'summary'),
    GITHUB_REPOSITORY: 'acme/bench',
    GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
    GITHUB_RUN_ID: '1',
    GITHUB_EVENT_NAME: 'push',
    GITHUB_REF: 'refs/heads/main',
    RUNNER_TEMP: files,
    ...extra,
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  return { env, files };
}

/** The runner's `name<<DELIMITER … DELIMITER` output file, as an object. */
export function parseOutputs(text) {
  const outputs = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<]+)<<(.+)$/.exec(lines[i]);
    if (!match) continue;
    const value = [];
    for (i++; i < lines.length && lines[i] !== match[2]; i++) value.push(lines[i]);
    outputs[match[1]] = value.join('\n');
  }
  return outputs;
}
