/**
 * One parser per input of action.yml (but `mode`: settings.ts), each failing with one line naming the
 * input and the form it expects (docs/bad-inputs.md lists them all and is a test). No default is
 * written here: settings.ts gives an empty input its default, as the runner does.
 */
import * as z from 'zod';
import { MIN_SECRET_LENGTH } from '../common/secret-registry.js';
import type { InputName } from './catalogue.js';

const FAIL_ON = ['failed', 'error', 'warning', 'new-failed', 'new-error', 'flaky', 'quarantined'] as const;
export type FailOn = (typeof FAIL_ON)[number];
/**
 * Every word fail-on takes, and what it means: each value, the shorthand `new`, and values also
 * spelt as the output that counts them (`new-errored` beside `new-error`): the two sit side by side
 * in a workflow, and either spelling means the same outcome.
 */
const FAIL_ON_WORDS: Record<string, readonly FailOn[]> = {
  ...Object.fromEntries(FAIL_ON.map((word) => [word, [word]])),
  new: ['new-failed', 'new-error'],
  errored: ['error'],
  warnings: ['warning'],
  'new-errored': ['new-error'],
};
const FAIL_ON_LIST = 'failed, error, warning, new-failed, new-error, new, flaky, quarantined';
/** The statuses `rerun` names, as the input spells them and as the service does. */
const RERUN_STATUSES = { failed: ['FAILED'], error: ['ERROR'] } as const;
export type RerunStatus = (typeof RERUN_STATUSES)[keyof typeof RERUN_STATUSES][number];
const PR_COMMENT = ['off', 'always', 'on-failure'] as const;
export type PrComment = (typeof PR_COMMENT)[number];
const GITHUB_DEPLOYMENT = ['auto', 'true', 'false'] as const;
export type GitHubDeployment = (typeof GITHUB_DEPLOYMENT)[number];
const HISTORY_UPDATE = ['auto', 'true', 'false'] as const;
export type HistoryUpdate = (typeof HISTORY_UPDATE)[number];
/** GitHub refuses an environment name longer than this. */
const ENVIRONMENT_MAX_CHARS = 255;

/** A refinement that fails with exactly this line. */
export function refuse(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

/** The YAML 1.2 core schema booleans, as the runner's own getBooleanInput accepts them. */
function flag(name: InputName) {
  return z.stringbool({
    truthy: ['true', 'True', 'TRUE'],
    falsy: ['false', 'False', 'FALSE'],
    case: 'sensitive',
    error: (iss) => `Input ${name} must be true or false, got "${String(iss.input)}"`,
  });
}

/** `what` names what the number counts when the input's name does not (timeout: minutes). */
function number(name: InputName, min: number, max: number, what = 'a whole number') {
  const whole = what.startsWith('a whole');
  const range = whole ? `from ${min} to ${max}` : `between ${min} and ${max}`;
  return z.string().transform((value, ctx): number => {
    const n = Number(value);
    if (!(whole ? /^\d+$/ : /^\d+(\.\d+)?$/).test(value) || n < min || n > max)
      return refuse(ctx, `Input ${name} must be ${what} ${range}, got "${value}"`);
    return n;
  });
}

const optional = z.string().transform((value) => value || undefined);

function oneOf<const T extends readonly [string, ...string[]]>(name: InputName, values: T, expected: string) {
  return z.enum(values, { error: (iss) => `Input ${name} must be ${expected}; got "${String(iss.input)}"` });
}

/** Names separated by newlines or commas; a name given twice is a mistake worth reporting. */
function nameList(name: InputName) {
  return z.string().transform((value, ctx): string[] => {
    const items = split(value, /[\n,]/);
    const seen = new Set<string>();
    // An item already seen leaves the set's size as it was.
    const twice = items.find((item) => seen.size === seen.add(item).size);
    return twice === undefined ? items : refuse(ctx, `Input ${name} names "${twice}" twice`);
  });
}

/** GitHub refuses a label name longer than this. */
const LABEL_MAX_CHARS = 50;
/** Labels one health issue carries: each is one more filter of its lookup and one more request when missing. */
const MAX_LABELS = 10;

/** Names GitHub can filter issues by: the lookup's `labels` query is a comma list, so no name holds a comma. */
const labels = nameList('health-labels').transform((names, ctx): string[] => {
  if (names.length === 0)
    return refuse(ctx, 'Input health-labels must name at least one label (the issue is found again by them)');
  if (names.length > MAX_LABELS)
    return refuse(ctx, `Input health-labels names ${names.length} labels; at most ${MAX_LABELS}`);
  const long = names.find((name) => [...name].length > LABEL_MAX_CHARS);
  if (long !== undefined)
    return refuse(
      ctx,
      `Input health-labels names a label of ${[...long].length} characters; GitHub allows at most ${LABEL_MAX_CHARS}`,
    );
  return names;
});

/** Most pipelines one step runs. */
const MAX_PIPELINES = 100;

const pipelines = nameList('pipelines').transform((names, ctx): string[] => {
  if (names.length === 0)
    return refuse(
      ctx,
      'Input pipelines is required in pipeline mode: pipeline names, separated by newlines or commas',
    );
  if (names.length > MAX_PIPELINES)
    return refuse(
      ctx,
      `Input pipelines names ${names.length} pipelines; one step runs at most ${MAX_PIPELINES}`,
    );
  return names;
});

/**
 * The longest `timeout`, in minutes: five days, the most a job may run on a self-hosted runner
 * (GitHub's hosted runners stop a job after six hours).
 */
const MAX_TIMEOUT_MINUTES = 7200;

/** The most quarantine-max-days allows: ten years is no longer a quarantine, and dates stay 4-digit. */
const MAX_QUARANTINE_DAYS = 3650;

/**
 * The most runs a history file keeps: 100,000 tests over 500 runs is about 60 MB, read and written
 * on every run.
 */
const MAX_HISTORY_RUNS = 500;

/** Glob patterns, one per line. */
const patterns = z.string().transform((value) => split(value, /\r?\n/));

const baseUrl = z.string().transform((raw, ctx) => {
  if (!raw) return refuse(ctx, 'Input base-url is required, e.g. https://orchestrator.example.com');
  const url = URL.parse(raw);
  if (!url)
    return refuse(
      ctx,
      `Input base-url is not a valid address: "${raw}" (e.g. https://orchestrator.example.com)`,
    );
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return refuse(ctx, `Input base-url must start with https:// (got "${url.protocol}")`);
  if (url.username || url.password)
    return refuse(ctx, 'Input base-url must not contain credentials: pass the token in the token input');
  if (url.search || url.hash)
    return refuse(ctx, `Input base-url must not have a query or fragment: "${raw}"`);
  return url;
});

const token = z
  .string()
  .min(1, 'Input token is required: the API access token (store it as a secret)')
  .min(
    MIN_SECRET_LENGTH,
    `Input token is shorter than ${MIN_SECRET_LENGTH} characters, which the runner cannot mask`,
  );

/** One slice of a plan cut into `count` slices (the input `i/n`). */
export interface Shard {
  /** Which slice, from 1 to count. */
  index: number;
  count: number;
}

const shard = z.string().transform((value, ctx): Shard | undefined => {
  if (!value) return undefined;
  const [index = 0, count = 0] = /^(\d+)\s*\/\s*(\d+)$/.exec(value)?.slice(1).map(Number) ?? [];
  if (index < 1 || index > count)
    return refuse(ctx, `Input shard must be i/n with 1 <= i <= n (e.g. 2/5), got "${value}"`);
  return { index, count };
});

/** Comma-separated words, each standing for the values `words` gives it; `none` alone for none. */
function wordSet<T>(name: InputName, words: Record<string, readonly T[]>, none: string, expected: string) {
  return z.string().transform((value, ctx): ReadonlySet<T> => {
    const items = split(value, /,/);
    if (items.length === 1 && items[0] === none) return new Set();
    if (!items.every((item) => Object.hasOwn(words, item)))
      return refuse(ctx, `Input ${name} must be ${expected}; got "${value}"`);
    return new Set(items.flatMap((item) => words[item]!));
  });
}

const failOn = z
  .string()
  .refine((value) => split(value, /,/).length > 0, 'Input fail-on must not be empty (use none)')
  .pipe(wordSet('fail-on', FAIL_ON_WORDS, 'none', `a comma list of ${FAIL_ON_LIST}, or none`));

/** The items of a list, trimmed, without empty ones. */
function split(value: string, separator: RegExp): string[] {
  return value
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A GitHub environment's name, when given (settings.ts checks the fabric name that stands in for it). */
const environment = z.string().transform((value, ctx) => {
  if (!value) return undefined;
  const problem = environmentProblem(value);
  return problem ? refuse(ctx, `Input environment ${problem}`) : value;
});

/** What GitHub would refuse of an environment name, or undefined. */
export function environmentProblem(name: string): string | undefined {
  const length = [...name].length;
  if (length > ENVIRONMENT_MAX_CHARS)
    return `must be at most ${ENVIRONMENT_MAX_CHARS} characters (GitHub's limit for an environment name), got ${length}`;
  if (/[\r\n]/.test(name)) return 'must be one line';
  return undefined;
}

/** `auto` (the default) leaves the sources file to be found. */
const sourcesFile = z.string().transform((value) => (value && value !== 'auto' ? value : undefined));

/**
 * Every input but `mode`, and how it is read: a parser of its text, whose output is the setting. `fabric-id` means a different thing in each mode
 * that uses it (settings.ts checks it there); the others mean one thing wherever they are used.
 */
export const FIELDS = {
  'base-url': baseUrl,
  token,
  'allow-insecure-http': flag('allow-insecure-http'),
  'request-timeout': number('request-timeout', 0.001, 86_400, 'a number of seconds'),
  retries: number('retries', 0, 10),
  'dry-run': flag('dry-run'),
  'fabric-id': optional,
  // Required in test and pipeline modes: settings.ts says so, naming the mode.
  'project-id': optional,
  branch: optional,
  version: optional,
  'tests-file': optional,
  models: nameList('models'),
  concurrency: number('concurrency', 1, 64),
  shard,
  'baseline-branch': optional,
  'baseline-version': optional,
  'baseline-results': patterns,
  'quarantine-file': optional,
  'quarantine-max-days': number('quarantine-max-days', 1, MAX_QUARANTINE_DAYS),
  'history-file': optional,
  'history-update': oneOf('history-update', HISTORY_UPDATE, 'auto, true or false'),
  'history-runs': number('history-runs', 1, MAX_HISTORY_RUNS),
  rerun: wordSet('rerun', RERUN_STATUSES, 'off', 'a comma list of failed and error, or off'),
  'rerun-attempts': number('rerun-attempts', 1, 3),
  'fail-on': failOn,
  'github-token': z.string(),
  'check-run': flag('check-run'),
  'check-name': z.string(),
  'max-annotations': number('max-annotations', 0, 1000),
  'max-check-annotations': number('max-check-annotations', 0, 50_000),
  'sources-file': sourcesFile,
  'junit-file': optional,
  'pr-comment': oneOf('pr-comment', PR_COMMENT, 'off, always or on-failure'),
  'health-issue': flag('health-issue'),
  'health-labels': labels,
  'results-files': patterns.refine(
    (list) => list.length > 0,
    'Input results-files is required in report mode: glob patterns of results files, one per line',
  ),
  'allow-missing-shards': flag('allow-missing-shards'),
  'project-name': optional,
  'fabric-name': z.string().min(1, 'Input fabric-name is required in deploy mode'),
  'git-tag': optional,
  'overrides-file': optional,
  pipelines,
  'parameters-file': optional,
  wait: flag('wait'),
  timeout: number('timeout', 1, MAX_TIMEOUT_MINUTES, 'a whole number of minutes'),
  'poll-interval': number('poll-interval', 1, 3600, 'a whole number of seconds'),
  'github-deployment': oneOf('github-deployment', GITHUB_DEPLOYMENT, 'auto, true or false'),
  environment,
  redeploy: flag('redeploy'),
  replaces: optional,
  'fabric-file': z.string().min(1, 'Input fabric-file is required in fabric mode'),
  plan: flag('plan'),
  'fix-drift': flag('fix-drift'),
} satisfies Record<Exclude<InputName, 'mode'>, z.ZodType<unknown, string>>;
