#!/usr/bin/env node
// Generates what is derived from action.yml and the reusable workflows, so it cannot drift: the
// action's inputs and outputs into README.md (between <!-- inputs:start --> … <!-- inputs:end -->
// and <!-- outputs:start --> … <!-- outputs:end -->), the catalogue of modes and inputs the code
// reads (src/inputs/catalogue.ts), the output names it may set (src/github/output-names.ts), and each reusable workflow's inputs, secrets and outputs from its file
// into docs/workflows.md (inside <details><summary><code>NAME.yml</code></summary> … </details>).
// `--check` fails (exit 1) when a file is stale instead of writing it: CI runs that.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { parse } from 'yaml';

const root = resolve(import.meta.dirname, '..');
const action = parse(readFileSync(join(root, 'action.yml'), 'utf8'));

/**
 * The modes, in action.yml's order: the mode input's description names them, "What to do: test,
 * deploy, fabric, report or pipeline." That sentence is the one list of them; the code reads it
 * from the catalogue, eslint from the folders of src/modes/.
 */
const MODES_LIST = /^What to do: ([a-z]+(?:, [a-z]+)*) or ([a-z]+)\./;
const modesMatch = MODES_LIST.exec(action.inputs.mode.description);
if (!modesMatch)
  throw new Error(
    'action.yml: input mode: the description must start with the modes, "What to do: test, deploy, … or pipeline."',
  );
const MODES = [...modesMatch[1].split(', '), modesMatch[2]];

/**
 * Each input's description ends with the modes that use it, in a form read here: "Modes: all." or
 * "Modes: test, report." (action.yml allows no key of our own, so the modes live in the text).
 */
const MODES_SENTENCE = / ?Modes: (all|[a-z]+(?:, [a-z]+)*)\.$/;

/** Every input as the code and the README need it, in action.yml's order. */
const INPUTS = Object.entries(action.inputs).map(([name, spec]) => {
  const match = MODES_SENTENCE.exec(spec.description);
  if (!match)
    throw new Error(
      `action.yml: input ${name}: the description must end with the modes that use it, "Modes: all." or e.g. "Modes: test, report."`,
    );
  const modes = match[1] === 'all' ? 'all' : match[1].split(', ');
  const unknown = modes === 'all' ? [] : modes.filter((mode) => !MODES.includes(mode));
  if (unknown.length > 0)
    throw new Error(
      `action.yml: input ${name}: ${unknown.join(', ')} is no mode (the modes: ${MODES.join(', ')})`,
    );
  return {
    name,
    description: spec.description.slice(0, match.index),
    modes,
    required: spec.required === true,
    default: spec.default,
    // The runner evaluates `${{ }}` in a default: the action sees the value, never the expression.
    expression: typeof spec.default === 'string' && spec.default.includes('${{'),
  };
});

const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');
/** A description as markdown: a glob's `*` would start emphasis, so globs are code. */
const prose = (text) => cell(text).replace('*-sources/sources.yml', '`*-sources/sources.yml`');

function inputsTable() {
  const rows = INPUTS.map((input) => {
    const def = input.default === undefined ? '' : `\`${cell(input.default)}\``;
    const required = input.required ? 'yes' : '';
    const modes = input.modes === 'all' ? 'all' : input.modes.join(', ');
    return `| \`${input.name}\` | ${modes} | ${required} | ${def} | ${cell(input.description)} |`;
  });
  return ['| input | modes | required | default | description |', '|---|---|---|---|---|', ...rows].join(
    '\n',
  );
}

const CATALOGUE = 'src/inputs/catalogue.ts';

/** The modes and the inputs as typed constants for the code (src/inputs/): one declaration, in action.yml. */
async function catalogue() {
  const entries = INPUTS.map(
    (input) =>
      `${JSON.stringify(input.name)}: { ` +
      `default: ${input.expression || input.default === undefined ? 'undefined' : JSON.stringify(input.default)}, ` +
      `expression: ${input.expression}, modes: ${JSON.stringify(input.modes)} },`,
  );
  const text = `// Generated from action.yml by \`npm run docs\` (scripts/docs.mjs): edit action.yml, not this
// file. \`npm run lint\` fails when it is stale.

/** The modes, in action.yml's order: the mode input's description names them. */
export const MODES = ${JSON.stringify(MODES)} as const;

export type Mode = (typeof MODES)[number];

/**
 * Every input of action.yml, in its order: its default, the value the runner passes when a step
 * does not set the input (undefined when there is none, and when the default is a \`\${{ }}\`
 * expression: the runner evaluates it, so the action cannot know it, and \`expression\` is true);
 * the modes that use it, from the "Modes:" sentence ending its description.
 */
export const INPUTS = {
${entries.join('\n')}
} as const;

export type InputName = keyof typeof INPUTS;
`;
  const path = join(root, CATALOGUE);
  return prettier.format(text, { ...(await prettier.resolveConfig(path)), filepath: path });
}

const OUTPUT_NAMES = 'src/github/output-names.ts';

/** The outputs' names as a type for the code (Runner.setOutput): a misspelt output does not compile. */
async function outputNames() {
  const text = `// Generated from action.yml by \`npm run docs\` (scripts/docs.mjs): edit action.yml, not this
// file. \`npm run lint\` fails when it is stale.

/** Every output of action.yml: Runner.setOutput takes no other name. */
export type OutputName = ${Object.keys(action.outputs)
    .map((name) => JSON.stringify(name))
    .join(' | ')};
`;
  const path = join(root, OUTPUT_NAMES);
  return prettier.format(text, { ...(await prettier.resolveConfig(path)), filepath: path });
}

function outputsTable() {
  const rows = Object.entries(action.outputs).map(
    ([name, spec]) => `| \`${name}\` | ${cell(spec.description)} |`,
  );
  return ['| output | description |', '|---|---|', ...rows].join('\n');
}

function replaceBetween(text, marker, body, page) {
  const start = `<!-- ${marker}:start -->`;
  const end = `<!-- ${marker}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${page} lacks the markers ${start} … ${end}`);
  return `${text.slice(0, from + start.length)}\n${body}\n${text.slice(to)}`;
}

const WORKFLOWS = ['data-tests.yml', 'release.yml', 'sharded-tests.yml', 'fabric-apply.yml'];

/** One reusable workflow's inputs, secrets and outputs, as three tables. */
function workflowTables(file) {
  const call = parse(readFileSync(join(root, '.github', 'workflows', file), 'utf8')).on.workflow_call;
  const inputs = Object.entries(call.inputs ?? {}).map(([name, spec]) => {
    const def = spec.required
      ? '**required**'
      : spec.default === undefined || spec.default === ''
        ? ''
        : `\`${cell(spec.default)}\``;
    return `| \`${name}\` | ${spec.type} | ${def} | ${prose(spec.description)} |`;
  });
  const secrets = Object.entries(call.secrets ?? {}).map(
    ([name, spec]) => `| \`${name}\` | ${spec.required ? 'yes' : ''} | ${prose(spec.description)} |`,
  );
  const outputs = Object.entries(call.outputs ?? {}).map(
    ([name, spec]) => `| \`${name}\` | ${prose(spec.description)} |`,
  );
  const tables = [['| input | type | default | description |', '|---|---|---|---|', ...inputs].join('\n')];
  if (secrets.length)
    tables.push(['| secret | required | description |', '|---|---|---|', ...secrets].join('\n'));
  if (outputs.length) tables.push(['| output | description |', '|---|---|', ...outputs].join('\n'));
  return tables.join('\n\n');
}

function replaceDetails(text, file, page) {
  const open = `<details><summary><code>${file}</code></summary>`;
  const from = text.indexOf(open);
  const to = text.indexOf('</details>', from);
  if (from < 0 || to < from) throw new Error(`${page} lacks ${open} … </details>`);
  return `${text.slice(0, from + open.length)}\n\n${workflowTables(file)}\n\n${text.slice(to)}`;
}

/** Each file with its generated parts brought up to date. */
const PAGES = {
  'README.md': (text, page) =>
    replaceBetween(replaceBetween(text, 'inputs', inputsTable(), page), 'outputs', outputsTable(), page),
  'docs/workflows.md': (text, page) => WORKFLOWS.reduce((t, file) => replaceDetails(t, file, page), text),
  [CATALOGUE]: () => catalogue(),
  [OUTPUT_NAMES]: () => outputNames(),
};

const { values: options } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const stale = [];
for (const [page, generate] of Object.entries(PAGES)) {
  const path = join(root, page);
  // A generated file not written yet is stale, as one that differs.
  const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const updated = await generate(text, page);
  if (updated === text) continue;
  stale.push(page);
  if (!options.check) writeFileSync(path, updated);
}
if (options.check) {
  if (stale.length > 0) {
    console.error(
      `${stale.join(', ')}: generated parts are stale: run \`npm run docs\` and commit the result`,
    );
    process.exit(1);
  }
  console.log(`${Object.keys(PAGES).join(', ')} match action.yml and the reusable workflows`);
} else if (stale.length > 0) {
  console.log(`${stale.join(', ')}: updated from action.yml and the reusable workflows`);
}
