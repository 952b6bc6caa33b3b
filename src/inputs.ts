/**
 * Every input of action.yml, read once and validated with zod into typed settings: a
 * discriminated union on `mode`. Validation happens before any request, and every error is one
 * line that names the input and the form it expects (docs/bad-inputs.md lists them all and is
 * a test).
 */
import * as core from '@actions/core';
import * as z from 'zod';
import { UserError } from './errors.js';
import { isLoopbackHost } from './paths.js';
import { MIN_SECRET_LENGTH } from './secrets.js';

export const MODES = ['test', 'deploy', 'fabric', 'report'] as const;
export type Mode = (typeof MODES)[number];

export const FAIL_ON = ['failed', 'error', 'warning', 'new-failed', 'new-error', 'flaky'] as const;
export type FailOn = (typeof FAIL_ON)[number];
/** fail-on shorthands, expanded when read. */
const FAIL_ON_SHORTHANDS: Readonly<Record<string, readonly FailOn[]>> = { new: ['new-failed', 'new-error'] };
/** The statuses `rerun` names, as the input spells them and as the service does. */
export const RERUN_STATUSES = { failed: 'FAILED', error: 'ERROR' } as const;
export type RerunStatus = (typeof RERUN_STATUSES)[keyof typeof RERUN_STATUSES];
export const PR_COMMENT = ['off', 'always', 'on-failure'] as const;
export type PrComment = (typeof PR_COMMENT)[number];

export interface Shard {
  /** 1-based. */
  index: number;
  count: number;
}

// ---------------------------------------------------------------------------------- one input

/** An input's raw value, trimmed ('' when not set), as @actions/core reads it. */
type Read = (name: string) => string;

/** A refinement that fails with exactly this line. */
function refuse(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

// The YAML 1.2 core schema booleans, as the runner's own getBooleanInput accepts them.
const TRUE = ['true', 'True', 'TRUE'];
const FALSE = ['false', 'False', 'FALSE'];

function flag(name: string, fallback: boolean) {
  return z.string().transform((value, ctx): boolean => {
    if (value === '') return fallback;
    if (TRUE.includes(value)) return true;
    if (FALSE.includes(value)) return false;
    return refuse(ctx, `Input ${name} must be true or false, got "${value}"`);
  });
}

function wholeNumber(name: string, fallback: number, min: number, max: number) {
  return z.string().transform((value, ctx): number => {
    if (value === '') return fallback;
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < min || n > max)
      return refuse(ctx, `Input ${name} must be a whole number from ${min} to ${max}, got "${value}"`);
    return n;
  });
}

function seconds(name: string, fallback: number, min: number, max: number) {
  return z.string().transform((value, ctx): number => {
    if (value === '') return fallback * 1000;
    const n = Number(value);
    if (!/^\d+(\.\d+)?$/.test(value) || !Number.isFinite(n) || n < min || n > max)
      return refuse(
        ctx,
        `Input ${name} must be a number of seconds between ${min} and ${max}, got "${value}"`,
      );
    return n * 1000;
  });
}

function required(name: string, mode: Mode) {
  return z
    .string()
    .transform((value, ctx) => value || refuse(ctx, `Input ${name} is required in ${mode} mode`));
}

const optional = z.string().transform((value) => value || undefined);

function oneOf<T extends string>(name: string, values: readonly T[], fallback: T, expected: string) {
  return z.string().transform((value, ctx): T => {
    if (value === '') return fallback;
    if ((values as readonly string[]).includes(value)) return value as T;
    return refuse(ctx, `Input ${name} must be ${expected}; got "${value}"`);
  });
}

/** Names separated by newlines or commas; a name given twice is a mistake worth reporting. */
function nameList(name: string) {
  return z.string().transform((value, ctx): string[] => {
    const items = value
      .split(/[\n,]/)
      .map((s) => s.trim())
      .filter(Boolean);
    const seen = new Set<string>();
    for (const item of items) {
      if (seen.has(item)) return refuse(ctx, `Input ${name} names "${item}" twice`);
      seen.add(item);
    }
    return items;
  });
}

/** Glob patterns, one per line. */
const patterns = z.string().transform((value) =>
  value
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean),
);

const baseUrl = z.string().transform((raw, ctx) => {
  if (!raw) return refuse(ctx, 'Input base-url is required, e.g. https://orchestrator.example.com');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse(
      ctx,
      `Input base-url is not a valid address: "${raw}" (e.g. https://orchestrator.example.com)`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return refuse(ctx, `Input base-url must start with https:// (got "${url.protocol}")`);
  if (url.username || url.password)
    return refuse(ctx, 'Input base-url must not contain credentials: pass the token in the token input');
  if (url.search || url.hash)
    return refuse(ctx, `Input base-url must not have a query or fragment: "${raw}"`);
  return url;
});

function secretInput(name: string, missing: string) {
  return z.string().transform((value, ctx) => {
    if (!value) return refuse(ctx, missing);
    if (value.length < MIN_SECRET_LENGTH)
      return refuse(
        ctx,
        `Input ${name} is shorter than ${MIN_SECRET_LENGTH} characters, which the runner cannot mask`,
      );
    return value;
  });
}

const token = secretInput('token', 'Input token is required: the API access token (store it as a secret)');

/** The API takes fabricId as an int64 in test runs; JSON numbers are exact up to 2^53. */
const testFabricId = z.string().transform((value, ctx): number => {
  if (!value) return refuse(ctx, 'Input fabric-id is required in test mode');
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n))
    return refuse(
      ctx,
      `Input fabric-id must be a whole number (the fabric's id, e.g. 10740), got "${value}"`,
    );
  return n;
});

const fabricId = z.string().transform((value, ctx) => {
  if (!value) return undefined;
  if (!/^[A-Za-z0-9_-]+$/.test(value))
    return refuse(ctx, `Input fabric-id must be a fabric id such as 10740, got "${value}"`);
  return value;
});

const shard = z.string().transform((value, ctx): Shard | undefined => {
  if (!value) return undefined;
  const match = /^(\d+)\s*\/\s*(\d+)$/.exec(value);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count)
    return refuse(ctx, `Input shard must be i/n with 1 <= i <= n (e.g. 2/5), got "${value}"`);
  return { index, count };
});

const failOn = z.string().transform((raw, ctx): ReadonlySet<FailOn> => {
  const value = raw || 'failed,error';
  const items = commaList(value);
  if (items.length === 1 && items[0] === 'none') return new Set();
  if (items.length === 0) return refuse(ctx, 'Input fail-on must not be empty (use none)');
  const chosen = new Set<FailOn>();
  for (const item of items) {
    const expanded = Object.hasOwn(FAIL_ON_SHORTHANDS, item)
      ? FAIL_ON_SHORTHANDS[item]!
      : (FAIL_ON as readonly string[]).includes(item)
        ? [item as FailOn]
        : undefined;
    if (!expanded)
      return refuse(
        ctx,
        `Input fail-on must be a comma list of failed, error, warning, new-failed, new-error, new, flaky, or none; got "${value}"`,
      );
    for (const outcome of expanded) chosen.add(outcome);
  }
  return chosen;
});

const rerun = z.string().transform((raw, ctx): ReadonlySet<RerunStatus> => {
  const items = commaList(raw);
  if (items.length === 0 || (items.length === 1 && items[0] === 'off')) return new Set();
  const chosen = new Set<RerunStatus>();
  for (const item of items) {
    if (!Object.hasOwn(RERUN_STATUSES, item))
      return refuse(ctx, `Input rerun must be a comma list of failed and error, or off; got "${raw}"`);
    chosen.add(RERUN_STATUSES[item as keyof typeof RERUN_STATUSES]);
  }
  return chosen;
});

function commaList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

const sourcesFile = z.string().transform((value) => (value && value !== 'auto' ? value : undefined));

// ---------------------------------------------------------------------------------- the modes

const common = {
  'dry-run': flag('dry-run', false),
  'request-timeout': seconds('request-timeout', 600, 0.001, 86_400),
  retries: wholeNumber('retries', 3, 0, 10),
  'allow-insecure-http': flag('allow-insecure-http', false),
};

const api = { 'base-url': baseUrl, token };

const reporting = {
  'pr-comment': oneOf('pr-comment', PR_COMMENT, 'off', 'off, always or on-failure'),
  'fail-on': failOn,
  'github-token': z.string(),
  'check-run': flag('check-run', true),
  'check-name': z.string().transform((value) => value || 'Data tests'),
  'max-annotations': wholeNumber('max-annotations', 10, 0, 1000),
  'max-check-annotations': wholeNumber('max-check-annotations', 1000, 0, 50_000),
  'sources-file': sourcesFile,
  'junit-file': optional,
  'baseline-results': patterns,
};

type CommonRaw = z.output<z.ZodObject<typeof common>>;
type ApiRaw = z.output<z.ZodObject<typeof api>>;
type ReportingRaw = z.output<z.ZodObject<typeof reporting>>;

function commonSettings(raw: CommonRaw) {
  return {
    dryRun: raw['dry-run'],
    /** Milliseconds one HTTP request may take. */
    requestTimeoutMs: raw['request-timeout'],
    retries: raw.retries,
    allowInsecureHttp: raw['allow-insecure-http'],
  };
}

/** Plain http:// sends the token unencrypted: only to this machine, unless the user says so. */
function apiSettings(raw: CommonRaw & ApiRaw, ctx: z.RefinementCtx) {
  const url = raw['base-url'];
  if (url.protocol === 'http:' && !raw['allow-insecure-http'] && !isLoopbackHost(url.hostname))
    refuse(
      ctx,
      `Input base-url uses plain http:// to ${url.hostname}, which would send the token unencrypted; use https:// or set allow-insecure-http: true`,
    );
  return { baseUrl: url.toString().replace(/\/+$/, ''), token: raw.token };
}

function reportingSettings(raw: ReportingRaw) {
  return {
    failOn: raw['fail-on'],
    githubToken: raw['github-token'],
    checkRun: raw['check-run'],
    checkName: raw['check-name'],
    maxAnnotations: raw['max-annotations'],
    /** Most annotations the check run carries (50 per request). */
    maxCheckAnnotations: raw['max-check-annotations'],
    /** Path given by the user, or undefined for auto-detection. */
    sourcesFile: raw['sources-file'],
    junitFile: raw['junit-file'],
    prComment: raw['pr-comment'],
    /** Glob patterns of earlier results files to compare with (empty: none). */
    baselineResults: raw['baseline-results'],
  };
}

const testInputs = z
  .object({
    mode: z.literal('test'),
    ...common,
    ...api,
    ...reporting,
    'fabric-id': testFabricId,
    'project-id': required('project-id', 'test'),
    branch: optional,
    version: optional,
    'tests-file': optional,
    models: nameList('models'),
    concurrency: wholeNumber('concurrency', 4, 1, 64),
    shard,
    'baseline-branch': optional,
    'baseline-version': optional,
    rerun,
    'rerun-attempts': wholeNumber('rerun-attempts', 1, 1, 3),
  })
  .transform((raw, ctx) => ({
    mode: raw.mode,
    ...commonSettings(raw),
    ...apiSettings(raw, ctx),
    ...reportingSettings(raw),
    fabricId: raw['fabric-id'],
    projectId: raw['project-id'],
    branch: raw.branch,
    version: raw.version,
    testsFile: raw['tests-file'],
    models: raw.models,
    concurrency: raw.concurrency,
    shard: raw.shard,
    baseline: referenceRun(raw, ctx),
    rerun: raw.rerun,
    rerunAttempts: raw['rerun-attempts'],
  }));

/**
 * The reference run of baseline-branch/baseline-version, when one is asked for. It cannot be
 * combined with baseline-results: two references would disagree about what "new" means.
 */
function referenceRun(
  raw: { 'baseline-branch'?: string; 'baseline-version'?: string; 'baseline-results': string[] },
  ctx: z.RefinementCtx,
): { branch?: string; version?: string } | undefined {
  const branch = raw['baseline-branch'];
  const version = raw['baseline-version'];
  if (branch === undefined && version === undefined) return undefined;
  if (raw['baseline-results'].length > 0)
    refuse(
      ctx,
      `Input baseline-results cannot be combined with ${branch !== undefined ? 'baseline-branch' : 'baseline-version'}: compare with a reference run or with earlier results, not both`,
    );
  return { ...(branch !== undefined && { branch }), ...(version !== undefined && { version }) };
}

const reportInputs = z
  .object({
    mode: z.literal('report'),
    ...common,
    ...reporting,
    'results-files': patterns.transform(
      (list, ctx) =>
        (list.length > 0 ? list : undefined) ??
        refuse(
          ctx,
          'Input results-files is required in report mode: glob patterns of results files, one per line',
        ),
    ),
    'allow-missing-shards': flag('allow-missing-shards', false),
  })
  .transform((raw) => ({
    mode: raw.mode,
    ...commonSettings(raw),
    ...reportingSettings(raw),
    resultsFiles: raw['results-files'],
    /** Report a matrix whose shards are missing, repeated or mixed, with warnings, instead of failing. */
    allowMissingShards: raw['allow-missing-shards'],
  }));

const deployInputs = z
  .object({
    mode: z.literal('deploy'),
    ...common,
    ...api,
    'project-name': optional,
    'fabric-name': required('fabric-name', 'deploy'),
    'git-tag': optional,
    version: optional,
    'overrides-file': optional,
  })
  .transform((raw, ctx) => ({
    mode: raw.mode,
    ...commonSettings(raw),
    ...apiSettings(raw, ctx),
    projectName: raw['project-name'],
    fabricName: raw['fabric-name'],
    gitTag: raw['git-tag'],
    version: raw.version,
    overridesFile: raw['overrides-file'],
  }));

const fabricInputs = z
  .object({
    mode: z.literal('fabric'),
    ...common,
    ...api,
    'fabric-id': fabricId,
    'fabric-file': required('fabric-file', 'fabric'),
    plan: flag('plan', false),
    'pr-comment': reporting['pr-comment'],
    'github-token': reporting['github-token'],
  })
  .transform((raw, ctx) => {
    // A plan reads the service and a dry run sends nothing at all: which one was meant is unclear.
    if (raw.plan && raw['dry-run'])
      refuse(
        ctx,
        'Input plan: true makes read-only requests and dry-run: true sends none; set only one of them',
      );
    return {
      mode: raw.mode,
      ...commonSettings(raw),
      ...apiSettings(raw, ctx),
      fabricId: raw['fabric-id'],
      fabricFile: raw['fabric-file'],
      plan: raw.plan,
      prComment: raw['pr-comment'],
      githubToken: raw['github-token'],
    };
  });

/** Every mode's inputs, told apart by `mode`. */
export const settingsSchema = z.discriminatedUnion('mode', [
  testInputs,
  reportInputs,
  deployInputs,
  fabricInputs,
]);

export type Settings = z.output<typeof settingsSchema>;
export type TestSettings = Extract<Settings, { mode: 'test' }>;
export type ReportSettings = Extract<Settings, { mode: 'report' }>;
export type DeploySettings = Extract<Settings, { mode: 'deploy' }>;
export type FabricSettings = Extract<Settings, { mode: 'fabric' }>;
export type CommonSettings = ReturnType<typeof commonSettings>;
export type ApiSettings = ReturnType<typeof apiSettings>;
export type ReportingSettings = ReturnType<typeof reportingSettings>;

/** Reads every input the mode has (names as in action.yml) and validates them; throws the first problem. */
export function readSettings(read: Read = (name) => core.getInput(name)): Settings {
  const mode = read('mode');
  if (!mode) throw new UserError(`Input mode is required: one of ${MODES.join(', ')}`);
  if (!(MODES as readonly string[]).includes(mode))
    throw new UserError(`Input mode must be one of ${MODES.join(', ')}; got "${mode}"`);
  const option = { test: testInputs, report: reportInputs, deploy: deployInputs, fabric: fabricInputs }[
    mode as Mode
  ];
  const raw: Record<string, string> = {};
  for (const name of Object.keys(option.in.shape)) raw[name] = read(name);
  const parsed = settingsSchema.safeParse(raw);
  if (!parsed.success) throw new UserError(parsed.error.issues[0]?.message ?? 'Invalid inputs');
  return parsed.data;
}
