// Node 24 for the project's own scripts (tests, demo, benchmarks) on a machine whose Node is older.
// GitHub runs the action on Node 24, and its HTTP client (undici 8) does not load on Node 20, so the
// scripts re-run themselves under Node 24. The npm registry publishes Node as a package: it is
// installed once into a cache folder outside the repository (the same one .ci/run uses) and reused.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export const REQUIRED_MAJOR = 24;

export function currentMajor() {
  return Number(process.versions.node.split('.')[0]);
}

function cacheFolder() {
  if (process.env.NODE24_CACHE) return process.env.NODE24_CACHE;
  const base = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return join(base, 'orchestration-action', 'node24');
}

function versionOf(binary) {
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** The path of a Node 24 binary, installing it into the cache folder first when needed. */
export function node24Binary(say = (line) => console.log(line)) {
  const folder = cacheFolder();
  const binary = join(folder, 'node_modules', 'node', 'bin', 'node');
  if (existsSync(binary) && versionOf(binary)?.startsWith(`v${REQUIRED_MAJOR}.`)) return binary;
  say(`Installing Node ${REQUIRED_MAJOR} from the npm registry into ${folder} (once, about 190 MB)…`);
  mkdirSync(folder, { recursive: true });
  const install = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      folder,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      `node@${REQUIRED_MAJOR}`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (install.status !== 0 || !versionOf(binary)?.startsWith(`v${REQUIRED_MAJOR}.`)) {
    throw new Error(`could not install Node ${REQUIRED_MAJOR} into ${folder} (npm exit ${install.status})`);
  }
  return binary;
}

/**
 * On Node older than 24, runs this same script again under Node 24 and exits with its status;
 * on Node 24 or later, returns and the caller goes on. `what` names the script in the one line
 * that says why the switch happens.
 */
export function ensureNode24(what) {
  const major = currentMajor();
  if (major >= REQUIRED_MAJOR) return;
  if (process.env.ORCHESTRATION_NODE24_REEXEC) {
    console.error(`${what}: still on Node ${process.versions.node} after switching to Node 24; giving up`);
    process.exit(1);
  }
  console.log(
    `${what}: this machine has Node ${process.versions.node}; the action runs on Node ${REQUIRED_MAJOR}, so this runs under Node ${REQUIRED_MAJOR} from the npm registry.`,
  );
  const binary = node24Binary();
  const result = spawnSync(binary, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      ORCHESTRATION_NODE24_REEXEC: '1',
      // npm and npx started from here use Node 24 too.
      PATH: `${join(binary, '..')}${process.platform === 'win32' ? ';' : ':'}${process.env.PATH ?? ''}`,
    },
  });
  process.exit(result.status ?? 1);
}
