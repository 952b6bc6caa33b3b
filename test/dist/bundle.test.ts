/**
 * What dist/ holds and what a start loads. One copy of each library (an npm override makes
 * @actions/github's @actions/http-client and the GitHub client's answers (src/github/call.ts) share
 * one undici), and an input error loads no HTTP code at all (neither undici nor the GitHub client)
 * and no YAML: the runner's protocol is the action's own few lines (src/github/runner-protocol.ts).
 * The action's transport is Node's own http and https, so a run loads undici, the GitHub client and
 * the toolkit's Octokit only when it talks to GitHub.
 */
import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { appendFileSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../helpers/run-action.js';
import { requireDist } from '../reliability/support.js';
import { tempDir } from '../helpers/temp-dir.js';

const DIST = join(ROOT, 'dist');

/** Text that occurs once in each copy of a library (a name it registers or a class it defines). */
const MARKERS: Record<string, string> = {
  undici: 'undici.globalDispatcher.1',
  '@actions/http-client': 'class HttpClientError',
  /** The runner's protocol (src/github/runner-protocol.ts). */
  'runner protocol': 'ghadelimiter_',
  zod: '$constructor("ZodError"',
  yaml: 'class LineCounter',
  /** The action's own GitHub client (src/github/rest.ts). */
  'github client': 'x-github-api-version',
  /** The toolkit's Octokit, which the client sends through. */
  '@actions/github': 'octokit-core.js/',
};

function actionChunks(): Map<string, string> {
  const chunks = new Map<string, string>();
  for (const name of readdirSync(DIST)) if (name.endsWith('.js')) chunks.set(name, readFileSync(join(DIST, name), 'utf8'));
  return chunks;
}

function occurrences(text: string, marker: string): number {
  return text.split(marker).length - 1;
}

describe('dist/', () => {
  it('bundles one copy of each library', () => {
    requireDist();
    const all = [...actionChunks().values()].join('\n');
    const counts = Object.fromEntries(Object.entries(MARKERS).map(([lib, marker]) => [lib, occurrences(all, marker)]));
    expect(counts).toEqual(Object.fromEntries(Object.keys(MARKERS).map((lib) => [lib, 1])));
  });

  it('takes each library from one install of it (a package nested twice is two copies)', () => {
    requireDist();
    const installs = new Map<string, Set<string>>();
    for (const text of actionChunks().values())
      for (const [, folder, name] of text.matchAll(/MODULE: (\.\/node_modules\/(?:.*\/node_modules\/)?((?:@[^/\s]+\/)?[^/\s]+))\//g)) {
        const seen = installs.get(name!) ?? new Set<string>();
        installs.set(name!, seen.add(folder!));
      }
    const twice = [...installs].filter(([, folders]) => folders.size > 1).map(([name, folders]) => [name, [...folders]]);
    expect(installs.size).toBeGreaterThan(5);
    expect(twice).toEqual([]);
  });

  it('an input error loads no HTTP code, no GitHub client and no YAML', async () => {
    requireDist();
    const logged = loadLog();
    const startup = chunkText(await runLogged({ PATH: process.env.PATH ?? '', INPUT_MODE: 'test' }, logged));
    for (const lib of ['undici', '@actions/http-client', 'github client', '@actions/github', 'yaml'])
      expect([lib, occurrences(startup, MARKERS[lib]!)]).toEqual([lib, 0]);
    expect(occurrences(startup, MARKERS['runner protocol']!)).toBe(1);
  });

  /** A test run against a server that answers every request with an empty test run. */
  async function testRun(env: NodeJS.ProcessEnv): Promise<{ lines: string[]; requests: string[] }> {
    const logged = loadLog();
    const requests: string[] = [];
    const server = createServer((req, res) => {
      requests.push(`${req.method} ${req.url}`);
      appendFileSync(logged.log, 'REQUEST\n');
      req.resume();
      req.once('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        const summary = { failed: 0, skip: 0, succeeded: 0, total: 0, warning: 0 };
        res.end(JSON.stringify({ success: true, data: { results: [], runnerStdout: '', summary } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const workspace = tempDir('bundle-run-');
      const lines = await runLogged(
        {
          PATH: process.env.PATH ?? '',
          GITHUB_WORKSPACE: workspace,
          INPUT_MODE: 'test',
          'INPUT_BASE-URL': url,
          INPUT_TOKEN: 'bundle-test-token',
          'INPUT_FABRIC-ID': '1',
          'INPUT_PROJECT-ID': 'warehouse',
          INPUT_MODELS: 'orders',
          GITHUB_API_URL: url,
          ...env,
        },
        logged,
      );
      return { lines, requests };
    } finally {
      server.closeAllConnections();
      server.close();
    }
  }

  it('a test run loads the reporting code only after its calls, and neither undici, the GitHub client nor YAML', async () => {
    requireDist();
    // A JUnit file too: each writer loads its renderer only when it writes.
    const { lines, requests } = await testRun({ 'INPUT_CHECK-RUN': 'false', 'INPUT_JUNIT-FILE': 'junit.xml' });
    expect(requests).toEqual(['POST /api/orchestration/tests/run']);
    const whole = chunkText(lines);
    const beforeRequest = chunkText(lines.slice(0, lines.indexOf('REQUEST')));
    const reporting = ['function* resultsFileChunks', 'function* junitChunks', 'function renderTestSummary'];
    expect(reporting.map((marker) => occurrences(whole, marker))).toEqual([1, 1, 1]);
    expect(reporting.map((marker) => occurrences(beforeRequest, marker))).toEqual([0, 0, 0]);
    for (const lib of ['undici', '@actions/http-client', 'github client', '@actions/github'])
      expect([lib, occurrences(whole, MARKERS[lib]!)]).toEqual([lib, 0]);
    // No sources file in the workspace, no tests-file: nothing to parse as YAML.
    expect(occurrences(whole, MARKERS.yaml!)).toBe(0);
  });

  it('a run that reports to GitHub loads the GitHub client when it talks to GitHub', async () => {
    requireDist();
    const { lines, requests } = await testRun({
      'INPUT_CHECK-RUN': 'true',
      'INPUT_GITHUB-TOKEN': 'bundle-github-token',
      GITHUB_REPOSITORY: 'acme/data-project',
      GITHUB_SHA: 'a'.repeat(40),
    });
    expect(requests).toEqual(['POST /api/orchestration/tests/run', 'POST /repos/acme/data-project/check-runs']);
    const beforeGitHub = chunkText(lines.slice(0, lines.lastIndexOf('REQUEST')));
    expect(occurrences(chunkText(lines), MARKERS['github client']!)).toBe(1);
    expect(occurrences(chunkText(lines.slice(0, lines.indexOf('REQUEST'))), MARKERS['github client']!)).toBe(0);
    expect(occurrences(beforeGitHub, MARKERS['github client']!)).toBe(1);
    expect(occurrences(chunkText(lines.slice(0, lines.indexOf('REQUEST'))), MARKERS['@actions/github']!)).toBe(0);
    expect(occurrences(beforeGitHub, MARKERS['@actions/github']!)).toBe(1);
  });
});

/** A file that loader hooks append each URL the run resolves to, and the module registering them. */
function loadLog(): { log: string; register: string } {
  const dir = tempDir('bundle-loads-');
  const log = join(dir, 'loaded.txt');
  const hooks = join(dir, 'hooks.mjs');
  writeFileSync(
    hooks,
    `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  appendFileSync(${JSON.stringify(log)}, result.url + '\\n');
  return result;
}`,
  );
  const register = join(dir, 'register.mjs');
  writeFileSync(
    register,
    `import { register } from 'node:module'; register(${JSON.stringify(pathToFileURL(hooks).href)});`,
  );
  writeFileSync(log, '');
  return { log, register };
}

/**
 * Runs dist/index.js with the hooks; returns, in order, the dist/ files it loaded and any other
 * line the test wrote to the log meanwhile (`REQUEST`).
 */
async function runLogged(env: NodeJS.ProcessEnv, { log, register }: { log: string; register: string }) {
  // Asynchronous: the run may talk to a server in this process. Its exit code is not the point.
  await new Promise<void>((resolve) =>
    execFile(process.execPath, ['--import', register, join(DIST, 'index.js')], { env }, () => resolve()),
  );
  const lines = readFileSync(log, 'utf8')
    .split('\n')
    .filter((line) => line.includes('/dist/') || line === 'REQUEST')
    .map((line) => line.slice(line.lastIndexOf('/') + 1));
  expect(lines).toContain('index.js');
  return lines;
}

/** The text of the named dist/ chunks. */
function chunkText(names: readonly string[]): string {
  const chunks = actionChunks();
  return names.map((name) => chunks.get(name) ?? '').join('\n');
}
