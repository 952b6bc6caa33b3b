#!/usr/bin/env node
// Generates the docs' reference tables from their sources, so they cannot drift: the action's
// inputs and outputs from action.yml into README.md (between <!-- inputs:start --> … <!-- inputs:end -->
// and <!-- outputs:start --> … <!-- outputs:end -->), and each reusable workflow's inputs, secrets and
// outputs from its file into docs/workflows.md (inside <details><summary><code>NAME.yml</code></summary>
// … </details>). `--check` fails (exit 1) when a page is stale instead of writing it: CI runs that.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';

const root = resolve(import.meta.dirname, '..');
const action = parse(readFileSync(join(root, 'action.yml'), 'utf8'));

const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');
/** A description as markdown: a glob's `*` would start emphasis, so globs are code. */
const prose = (text) => cell(text).replace('*-sources/sources.yml', '`*-sources/sources.yml`');

function inputsTable() {
  const rows = Object.entries(action.inputs).map(([name, spec]) => {
    const def = spec.default === undefined ? '' : `\`${cell(spec.default)}\``;
    const required = spec.required ? 'yes' : '';
    return `| \`${name}\` | ${required} | ${def} | ${cell(spec.description)} |`;
  });
  return ['| input | required | default | description |', '|---|---|---|---|', ...rows].join('\n');
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

/** Each page with its generated parts brought up to date. */
const PAGES = {
  'README.md': (text, page) =>
    replaceBetween(replaceBetween(text, 'inputs', inputsTable(), page), 'outputs', outputsTable(), page),
  'docs/workflows.md': (text, page) => WORKFLOWS.reduce((t, file) => replaceDetails(t, file, page), text),
};

const { values: options } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const stale = [];
for (const [page, generate] of Object.entries(PAGES)) {
  const path = join(root, page);
  const text = readFileSync(path, 'utf8');
  const updated = generate(text, page);
  if (updated === text) continue;
  stale.push(page);
  if (!options.check) writeFileSync(path, updated);
}
if (options.check) {
  if (stale.length > 0) {
    console.error(
      `${stale.join(', ')}: generated tables are stale: run \`npm run docs\` and commit the result`,
    );
    process.exit(1);
  }
  console.log('README.md and docs/workflows.md tables match action.yml and the reusable workflows');
} else if (stale.length > 0) {
  console.log(`${stale.join(', ')}: tables updated from action.yml and the reusable workflows`);
}
