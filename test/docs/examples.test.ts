/**
 * The workflow examples of README.md and docs/*.md are YAML that parses, and what they pass exists:
 * a step that uses the action (`acme/orchestration-action@v1`, the placeholder for its repository)
 * names only inputs of action.yml, and a job that calls a reusable workflow names only that
 * workflow's inputs and secrets. Renaming an input then breaks this test, not a reader's workflow.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
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
