#!/usr/bin/env node
// Generates the README's inputs and outputs tables from action.yml, between the markers
// <!-- inputs:start --> … <!-- inputs:end --> and <!-- outputs:start --> … <!-- outputs:end -->.
// `--check` fails (exit 1) when the README is stale instead of writing it: CI runs that.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';

const root = resolve(import.meta.dirname, '..');
const action = parse(readFileSync(join(root, 'action.yml'), 'utf8'));
const readmePath = join(root, 'README.md');
const readme = readFileSync(readmePath, 'utf8');

const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');

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

function replaceBetween(text, marker, body) {
  const start = `<!-- ${marker}:start -->`;
  const end = `<!-- ${marker}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md lacks the markers ${start} … ${end}`);
  return `${text.slice(0, from + start.length)}\n${body}\n${text.slice(to)}`;
}

const updated = replaceBetween(replaceBetween(readme, 'inputs', inputsTable()), 'outputs', outputsTable());
const { values: options } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
if (options.check) {
  if (updated !== readme) {
    console.error('README.md inputs/outputs tables are stale: run `npm run docs` and commit README.md');
    process.exit(1);
  }
  console.log('README.md tables match action.yml');
} else if (updated !== readme) {
  writeFileSync(readmePath, updated);
  console.log('README.md tables updated from action.yml');
}
