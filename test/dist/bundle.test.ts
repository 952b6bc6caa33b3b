/**
 * What dist/ holds and what a start loads. One copy of each library (npm overrides make
 * @actions/core, @actions/github and the client share one undici and one @actions/http-client),
 * and an input error loads neither undici, Octokit nor YAML: they cost most of a cold start.
 */
import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync, readdirSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../helpers/run-action.js';
import { requireDist } from '../reliability/support.js';

const DIST = join(ROOT, 'dist');

/** Text that occurs once in each copy of a library (a name it registers or a class it defines). */
const MARKERS: Record<string, string> = {
  undici: 'undici.globalDispatcher.1',
  '@actions/http-client': 'class HttpClientError',
  '@actions/core': 'ghadelimiter_',
  zod: '$constructor("ZodError"',
  yaml: 'class LineCounter',
  '@octokit/core': 'octokit-core.js/',
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

  it('an input error loads neither undici, Octokit nor YAML', async () => {
    requireDist();
    const startup = await startupText({ PATH: process.env.PATH ?? '', INPUT_MODE: 'test' });
    for (const lib of ['undici', '@octokit/core', 'yaml', '@actions/http-client'])
      expect([lib, occurrences(startup, MARKERS[lib]!)]).toEqual([lib, 0]);
    expect(occurrences(startup, MARKERS['@actions/core']!)).toBe(1);
  });

  it("a test run loads undici's client modules, not its index (fetch, WebSocket, caches, mocks)", async () => {
    requireDist();
    const requests: string[] = [];
    const server = createServer((req, res) => {
      requests.push(`${req.method} ${req.url}`);
      req.resume();
      req.once('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ success: true, data: { results: [], runnerStdout: '', summary: { failed: 0, skip: 0, succeeded: 0, total: 0, warning: 0 } } }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const workspace = mkdtempSync(join(tmpdir(), 'bundle-run-'));
      const startup = await startupText({
        PATH: process.env.PATH ?? '',
        GITHUB_WORKSPACE: workspace,
        INPUT_MODE: 'test',
        'INPUT_BASE-URL': `http://127.0.0.1:${port}`,
        INPUT_TOKEN: 'bundle-test-token',
        'INPUT_FABRIC-ID': '1',
        'INPUT_PROJECT-ID': 'warehouse',
        INPUT_MODELS: 'orders',
        'INPUT_CHECK-RUN': 'false',
      });
      expect(requests).toEqual(['POST /api/orchestration/tests/run']);
      expect(occurrences(startup, 'class EnvHttpProxyAgent')).toBe(1);
      expect(occurrences(startup, MARKERS.undici!)).toBe(0);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

/** The text of every dist/ chunk that a run of dist/index.js with this environment loads. */
async function startupText(env: NodeJS.ProcessEnv): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'bundle-loads-'));
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
  // Asynchronous: the run may talk to a server in this process. Its exit code is not the point.
  await new Promise<void>((resolve) =>
    execFile(process.execPath, ['--import', register, join(DIST, 'index.js')], { env }, () => resolve()),
  );
  const chunks = actionChunks();
  const loaded = readFileSync(log, 'utf8')
    .split('\n')
    .filter((url) => url.includes('/dist/'))
    .map((url) => url.slice(url.lastIndexOf('/') + 1));
  expect(loaded).toContain('index.js');
  return loaded.map((name) => chunks.get(name) ?? '').join('\n');
}
