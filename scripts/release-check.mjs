#!/usr/bin/env node
// Checks that a release tag and the repository agree, and says what the release is: run by
// .github/workflows/release-action.yml on a tag push, and by hand before pushing one
// (docs/releasing.md).
//
//   node scripts/release-check.mjs vX.Y.Z [--root DIR] [--tags FILE] [--link-base URL]
//                                         [--notes FILE] [--github-output FILE]
//
// Checks: the tag is vX.Y.Z; package.json's version and src/version.ts's VERSION are X.Y.Z;
// CHANGELOG.md has a `## X.Y.Z` section with text in it (the release notes), and its
// `## Unreleased` section is empty (what it listed belongs to a release). Each problem is one
// line on stderr, and the exit code is 1.
//
// --tags FILE          the repository's tags, one per line (refs/tags/ prefix or not): the major tag
//                      (v1) moves only when no release of its major is later than this one
// --link-base URL      makes the notes' links to files of the repository absolute (a release page
//                      is not in the repository: docs/x.md would not resolve there), e.g.
//                      https://github.com/OWNER/REPO/blob/vX.Y.Z/
// --notes FILE         writes the release notes (the section's text) to FILE
// --github-output FILE appends version, major, move-major, latest, notes to a GITHUB_OUTPUT file
import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const RELEASE_TAG = /^v(\d+)\.(\d+)\.(\d+)$/;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    root: { type: 'string' },
    tags: { type: 'string' },
    notes: { type: 'string' },
    'link-base': { type: 'string' },
    'github-output': { type: 'string' },
  },
});
const root = resolve(values.root ?? join(import.meta.dirname, '..'));
const tag = positionals[0] ?? '';

const problems = [];
const release = check(tag);
if (problems.length > 0) {
  for (const problem of problems) console.error(`release-check: ${problem}`);
  process.exit(1);
}
const { version } = release;
const notes = values['link-base'] ? absoluteLinks(release.notes, values['link-base']) : release.notes;
const major = `v${version.split('.')[0]}`;
const latest = latestOfMajor(tag, values.tags);
const moveMajor = latest === tag;
console.log(
  `${tag}: package.json, src/version.ts and CHANGELOG.md agree (${notes.split('\n').length} lines of notes)`,
);
console.log(
  moveMajor ? `${major} moves to ${tag}` : `${major} stays at ${latest}, a later release than ${tag}`,
);
if (values.notes) writeFileSync(values.notes, `${notes}\n`);
if (values['github-output']) {
  // A delimiter no line of the notes can hold, as the runner's multi-line format asks.
  const delimiter = `notes-${randomUUID()}`;
  appendFileSync(
    values['github-output'],
    [
      `version=${version}`,
      `major=${major}`,
      `move-major=${moveMajor}`,
      `latest=${latest}`,
      `notes<<${delimiter}`,
      notes,
      delimiter,
      '',
    ].join('\n'),
  );
}

/** Every problem goes to `problems`; the version and the notes when there is none. */
function check(tag) {
  if (!RELEASE_TAG.test(tag)) {
    problems.push(`the tag "${tag}" is not vX.Y.Z (e.g. v1.2.3): only such tags are released`);
    return {};
  }
  const version = tag.slice(1);
  const pkg = JSON.parse(read('package.json'));
  if (pkg.version !== version)
    problems.push(
      `package.json's version is ${pkg.version}, not ${version}: set it (npm version ${version} --no-git-tag-version)`,
    );
  const constant = /export const VERSION = '([^']*)';/.exec(read('src/version.ts'))?.[1];
  if (constant !== version)
    problems.push(
      `src/version.ts's VERSION is ${constant ?? '(not found)'}, not ${version}: set it and run npm run bundle`,
    );
  const sections = changelogSections(read('CHANGELOG.md'));
  const unreleased = sections.find((s) => /^unreleased$/i.test(s.title));
  if (unreleased && unreleased.text)
    problems.push(
      `CHANGELOG.md:${unreleased.line}: the Unreleased section lists changes: move them under ## ${version}`,
    );
  const matching = sections.filter((s) => versionOf(s.title) === version);
  if (matching.length === 0)
    problems.push(`CHANGELOG.md has no "## ${version}" section: the release notes come from it`);
  else if (matching.length > 1)
    problems.push(
      `CHANGELOG.md has ${matching.length} "## ${version}" sections (lines ${matching.map((s) => s.line).join(', ')})`,
    );
  else if (!matching[0].text)
    problems.push(`CHANGELOG.md:${matching[0].line}: the ${version} section is empty`);
  return { version, notes: matching[0]?.text ?? '' };
}

function read(path) {
  const file = join(root, path);
  if (!existsSync(file)) {
    problems.push(`${path} is missing`);
    return path === 'package.json' ? '{}' : '';
  }
  return readFileSync(file, 'utf8');
}

/** The `## ` sections of a changelog: title, line of the heading, trimmed text up to the next one. */
function changelogSections(markdown) {
  const sections = [];
  let fenced = false;
  markdown.split(/\r?\n/).forEach((line, i) => {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^## +(.+?)\s*$/.exec(line);
    if (heading) sections.push({ title: heading[1], line: i + 1, lines: [] });
    else sections.at(-1)?.lines.push(line);
  });
  return sections.map(({ title, line, lines }) => ({ title, line, text: lines.join('\n').trim() }));
}

/** `1.2.3` from a heading `1.2.3`, `[1.2.3]` or either followed by a date: `1.2.3 - 2026-12-01`. */
function versionOf(title) {
  return /^\[?v?(\d+\.\d+\.\d+)\]?(?:\s|$)/.exec(title)?.[1];
}

/** The highest vX.Y.Z of this tag's major among the tags given, this one included. */
function latestOfMajor(tag, tagsFile) {
  const [, major] = RELEASE_TAG.exec(tag);
  const names = tagsFile ? readFileSync(tagsFile, 'utf8').split(/\r?\n/) : [];
  const releases = [tag, ...names.map((n) => n.trim().replace(/^refs\/tags\//, ''))]
    .map((name) => RELEASE_TAG.exec(name))
    .filter((m) => m && m[1] === major);
  releases.sort((a, b) => Number(b[2]) - Number(a[2]) || Number(b[3]) - Number(a[3]));
  return releases[0][0];
}

/** `](docs/x.md#y)` → `](BASE/docs/x.md#y)`; addresses, anchors and mail links stay as they are. */
function absoluteLinks(markdown, base) {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  return markdown.replace(
    /\]\((?![a-z][a-z0-9+.-]*:|#|\/)([^)\s]+)\)/gi,
    (_, path) => `](${prefix}${path.replace(/^\.\//, '')})`,
  );
}
