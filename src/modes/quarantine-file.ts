/**
 * The quarantine file test and report modes apply (docs/quarantine.md): read and checked before
 * any request, and, on a pull request, compared with the base branch's to find the entries the
 * change adds. A change must not quietly quarantine the failure it introduces. The base file is
 * one request through GitHub's contents API at the base commit, sent while the tests run; when it
 * fails, a notice says why and no entry is marked.
 */
import { resolve } from 'node:path';
import type { PublishingSettings } from '../inputs/settings.js';
import type { QuarantineFile } from '../files/quarantine.js';
import { MAX_YAML_BYTES } from '../files/read.js';
import type { Runner } from '../github/runner.js';
import { describeGitHubFailure, GitHubRequestError } from '../github/answers.js';
import { ContentsUnreadable, readRepositoryFile } from '../github/contents.js';
import { entriesAdded, utcDay, type QuarantineStep } from '../results/known-failures.js';
import { repositoryPath } from '../common/paths.js';
import { FileError } from '../common/errors.js';
import { formatCount, oneLine } from '../common/text.js';
import type { StepGitHub } from './step-github.js';

/**
 * The quarantine file, its entries checked against the UTC day of this read, none reaching further
 * than quarantine-max-days after it: the step that applies it to the run (results/finish.ts) judges
 * them on that day too.
 */
export async function loadQuarantine(
  settings: PublishingSettings,
  runner: Runner,
): Promise<QuarantineStep | undefined> {
  if (!settings.quarantineFile) return undefined;
  const today = utcDay(new Date());
  // The YAML reader loads only when a file is given.
  const { loadQuarantineFile } = await import('../files/quarantine.js');
  const file = await loadQuarantineFile(settings.quarantineFile, {
    today,
    maxDays: settings.quarantineMaxDays,
  });
  const n = file.entries.length;
  const expired = file.entries.filter((e) => today > e.until).length;
  const past =
    expired > 0 ? `, ${formatCount(expired)} of them past ${expired === 1 ? 'its' : 'their'} until day` : '';
  runner.info(`Quarantine: ${formatCount(n)} ${n === 1 ? 'entry' : 'entries'} in ${file.path}${past}`);
  return { file, today };
}

/** The head of every line the comparison with the base branch's file prints. */
const HEAD = 'Quarantine entries added by this pull request';

/**
 * The lines of the entries the base commit's file does not hold (all of them when it has no file),
 * or undefined when there is no pull request to compare with or the base file cannot be read.
 * Never rejects: the tests' report does not depend on it.
 */
export async function entriesAddedByPullRequest(
  file: QuarantineFile,
  github: StepGitHub,
  githubToken: string,
  workspace: string,
  runner: Runner,
): Promise<ReadonlySet<number> | undefined> {
  const { context } = github;
  // Not a pull request (a push, a schedule): nothing is added by one.
  if (context.pullRequest === undefined) return undefined;
  // What keeps the step from asking is a log line (as a missing token is for the check run); a
  // read that was sent and failed is a notice.
  const skip = (why: string, level: 'info' | 'notice' = 'info'): undefined => {
    runner[level](`${HEAD} are not marked: ${why}.`);
    return undefined;
  };
  if (!context.repo) return skip('GITHUB_REPOSITORY does not name the repository');
  if (!context.baseSha) return skip("the event does not name the pull request's base commit");
  if (!githubToken) return skip("there is no github-token to read the base branch's file with");
  // The workspace is the repository's root, as actions/checkout makes it (annotations assume it too).
  const path = repositoryPath(resolve(workspace, file.path), workspace);
  if (path === undefined)
    return skip(`${file.path} is not in the workspace, so its path in the repository is unknown`, 'notice');
  const base = `${path} at the base commit ${context.baseSha.slice(0, 12)}`;
  try {
    const read = await readRepositoryFile(
      await github.api(),
      context.repo,
      path,
      context.baseSha,
      MAX_YAML_BYTES,
    );
    // Loaded with the quarantine file already (loadQuarantine): the YAML reader.
    const [{ parseQuarantine }, { parseYamlText }] = await Promise.all([
      import('../files/quarantine.js'),
      import('../files/yaml.js'),
    ]);
    const baseFile = read.found ? parseQuarantine(parseYamlText(base, read.text)) : undefined;
    const added = entriesAdded(file, baseFile);
    const n = file.entries.length;
    runner.info(
      read.found
        ? `Quarantine: compared with ${base}: ${formatCount(added.size)} of ${formatCount(n)} ${n === 1 ? 'entry' : 'entries'} added by this pull request`
        : `Quarantine: ${base} does not exist, so every entry (${formatCount(n)}) is added by this pull request`,
    );
    return added;
  } catch (err) {
    if (
      err instanceof Error &&
      !(err instanceof FileError || err instanceof GitHubRequestError || err instanceof ContentsUnreadable) &&
      err.stack
    )
      runner.debug(err.stack);
    return skip(baseProblem(base, err), 'notice');
  }
}

/** Why the base file could not be compared; never its text (of a FileError, only the line). */
function baseProblem(base: string, err: unknown): string {
  if (err instanceof FileError)
    return `${base} is not a valid quarantine file${err.line === undefined ? '' : ` (line ${err.line})`}`;
  if (err instanceof ContentsUnreadable) return `${base} ${err.reason}`;
  if (err instanceof GitHubRequestError) {
    // GitHub's words for a token without the permission; a 403 for a file over 1 MB is not one.
    const denied =
      err.kind === 'http' && err.status === 403 && /not accessible/i.test(err.githubMessage)
        ? '; the github-token needs the contents: read permission'
        : '';
    return `${base} could not be read (${describeGitHubFailure(err)})${denied}`;
  }
  // A bug: said, as the tests' report must not depend on this read.
  return `${base} could not be compared (${oneLine(err instanceof Error ? err.message : String(err))})`;
}
