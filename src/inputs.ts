/**
 * Every input of action.yml, read and validated once into a typed settings object.
 * Validation happens before any request and every error names the input and the expected form.
 * No schema library here on purpose: this runs on every cold start (see runner.ts).
 */
import { getInput } from './github/runner.js';
import { UserError } from './errors.js';

export const MODES = ['test', 'deploy', 'fabric', 'report'] as const;
export type Mode = (typeof MODES)[number];

export type FailOn = 'failed' | 'error' | 'warning';
export type PrComment = 'off' | 'always' | 'on-failure';

export interface CommonSettings {
  dryRun: boolean;
  /** Milliseconds one HTTP request may take. */
  requestTimeoutMs: number;
  retries: number;
  allowInsecureHttp: boolean;
}

export interface ApiSettings {
  /** Normalised: no trailing slash. */
  baseUrl: string;
  token: string;
}

export interface ReportingSettings {
  failOn: ReadonlySet<FailOn>;
  githubToken: string;
  checkRun: boolean;
  checkName: string;
  maxAnnotations: number;
  /** Path given by the user, or undefined for auto-detection. */
  sourcesFile: string | undefined;
  junitFile: string | undefined;
  prComment: PrComment;
}

export interface Shard {
  /** 1-based. */
  index: number;
  count: number;
}

export interface TestSettings extends CommonSettings, ApiSettings, ReportingSettings {
  mode: 'test';
  fabricId: number;
  projectId: string;
  branch: string | undefined;
  version: string | undefined;
  testsFile: string | undefined;
  models: string[];
  concurrency: number;
  shard: Shard | undefined;
}

export interface ReportSettings extends CommonSettings, ReportingSettings {
  mode: 'report';
  resultsFiles: string[];
}

export interface DeploySettings extends CommonSettings, ApiSettings {
  mode: 'deploy';
  projectName: string | undefined;
  fabricName: string;
  gitTag: string | undefined;
  version: string | undefined;
  overridesFile: string | undefined;
}

export interface FabricSettings extends CommonSettings, ApiSettings {
  mode: 'fabric';
  fabricId: string | undefined;
  fabricFile: string;
}

export type Settings = TestSettings | ReportSettings | DeploySettings | FabricSettings;

/** Input names are the contract's; kept in one place so messages and action.yml agree. */
export function readSettings(read: (name: string) => string = getInput): Settings {
  const mode = readMode(read);
  const common: CommonSettings = {
    dryRun: readBoolean(read, 'dry-run', false),
    requestTimeoutMs: readNumber(read, 'request-timeout', 600, { min: 0.001, max: 86_400 }) * 1000,
    retries: readInteger(read, 'retries', 3, { min: 0, max: 10 }),
    allowInsecureHttp: readBoolean(read, 'allow-insecure-http', false),
  };
  switch (mode) {
    case 'test':
      return {
        mode,
        ...common,
        ...readApi(read, common.allowInsecureHttp),
        ...readReporting(read),
        fabricId: readFabricIdNumber(read),
        projectId: required(read, 'project-id', 'test'),
        branch: optional(read, 'branch'),
        version: optional(read, 'version'),
        testsFile: optional(read, 'tests-file'),
        models: readList(read, 'models'),
        concurrency: readInteger(read, 'concurrency', 4, { min: 1, max: 64 }),
        shard: readShard(read),
      };
    case 'report': {
      const resultsFiles = read('results-files')
        .split(/\r?\n/)
        .map((s) => s.trim())
        .filter(Boolean);
      if (resultsFiles.length === 0) {
        throw new UserError(
          'Input results-files is required in report mode: glob patterns of results files, one per line',
        );
      }
      return { mode, ...common, ...readReporting(read), resultsFiles };
    }
    case 'deploy':
      return {
        mode,
        ...common,
        ...readApi(read, common.allowInsecureHttp),
        projectName: optional(read, 'project-name'),
        fabricName: required(read, 'fabric-name', 'deploy'),
        gitTag: optional(read, 'git-tag'),
        version: optional(read, 'version'),
        overridesFile: optional(read, 'overrides-file'),
      };
    case 'fabric': {
      const fabricId = optional(read, 'fabric-id');
      if (fabricId !== undefined && !/^[A-Za-z0-9_-]+$/.test(fabricId)) {
        throw new UserError(`Input fabric-id must be a fabric id such as 10740, got "${fabricId}"`);
      }
      return {
        mode,
        ...common,
        ...readApi(read, common.allowInsecureHttp),
        fabricId,
        fabricFile: required(read, 'fabric-file', 'fabric'),
      };
    }
  }
}

type Read = (name: string) => string;

function readMode(read: Read): Mode {
  const mode = read('mode');
  if (!mode) throw new UserError(`Input mode is required: one of ${MODES.join(', ')}`);
  if (!(MODES as readonly string[]).includes(mode)) {
    throw new UserError(`Input mode must be one of ${MODES.join(', ')}; got "${mode}"`);
  }
  return mode as Mode;
}

function required(read: Read, name: string, mode: Mode): string {
  const value = read(name);
  if (!value) throw new UserError(`Input ${name} is required in ${mode} mode`);
  return value;
}

function optional(read: Read, name: string): string | undefined {
  return read(name) || undefined;
}

// The YAML 1.2 core schema booleans, as the runner's own getBooleanInput accepts them.
const TRUE = ['true', 'True', 'TRUE'];
const FALSE = ['false', 'False', 'FALSE'];

function readBoolean(read: Read, name: string, fallback: boolean): boolean {
  const value = read(name);
  if (!value) return fallback;
  if (TRUE.includes(value)) return true;
  if (FALSE.includes(value)) return false;
  throw new UserError(`Input ${name} must be true or false, got "${value}"`);
}

function readNumber(read: Read, name: string, fallback: number, range: { min: number; max: number }): number {
  const value = read(name);
  if (!value) return fallback;
  const n = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || !Number.isFinite(n) || n < range.min || n > range.max) {
    throw new UserError(
      `Input ${name} must be a number of seconds between ${range.min} and ${range.max}, got "${value}"`,
    );
  }
  return n;
}

function readInteger(
  read: Read,
  name: string,
  fallback: number,
  range: { min: number; max: number },
): number {
  const value = read(name);
  if (!value) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < range.min || n > range.max) {
    throw new UserError(
      `Input ${name} must be a whole number from ${range.min} to ${range.max}, got "${value}"`,
    );
  }
  return n;
}

/** The API takes fabricId as an int64 in test runs; JSON numbers are exact up to 2^53. */
function readFabricIdNumber(read: Read): number {
  const value = required(read, 'fabric-id', 'test');
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n)) {
    throw new UserError(
      `Input fabric-id must be a whole number (the fabric's id, e.g. 10740), got "${value}"`,
    );
  }
  return n;
}

/** Newline- or comma-separated names; a name given twice is a mistake worth reporting. */
function readList(read: Read, name: string): string[] {
  const items = read(name)
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item)) throw new UserError(`Input ${name} names "${item}" twice`);
    seen.add(item);
  }
  return items;
}

function readShard(read: Read): Shard | undefined {
  const value = read('shard');
  if (!value) return undefined;
  const match = /^(\d+)\s*\/\s*(\d+)$/.exec(value);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) {
    throw new UserError(`Input shard must be i/n with 1 <= i <= n (e.g. 2/5), got "${value}"`);
  }
  return { index, count };
}

const FAIL_ON = ['failed', 'error', 'warning'] as const;

function readFailOn(read: Read): Set<FailOn> {
  const value = read('fail-on') || 'failed,error';
  const items = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (items.length === 1 && items[0] === 'none') return new Set();
  for (const item of items) {
    if (!(FAIL_ON as readonly string[]).includes(item)) {
      throw new UserError(
        `Input fail-on must be a comma list of ${FAIL_ON.join(', ')}, or none; got "${value}"`,
      );
    }
  }
  if (items.length === 0) throw new UserError('Input fail-on must not be empty (use none)');
  return new Set(items as FailOn[]);
}

function readReporting(read: Read): ReportingSettings {
  const prComment = read('pr-comment') || 'off';
  if (!['off', 'always', 'on-failure'].includes(prComment)) {
    throw new UserError(`Input pr-comment must be off, always or on-failure; got "${prComment}"`);
  }
  const sourcesFile = read('sources-file');
  return {
    failOn: readFailOn(read),
    githubToken: read('github-token'),
    checkRun: readBoolean(read, 'check-run', true),
    checkName: read('check-name') || 'Data tests',
    maxAnnotations: readInteger(read, 'max-annotations', 10, { min: 0, max: 1000 }),
    sourcesFile: sourcesFile && sourcesFile !== 'auto' ? sourcesFile : undefined,
    junitFile: optional(read, 'junit-file'),
    prComment: prComment as PrComment,
  };
}

const LOOPBACK_HOSTS = new Set(['localhost', '[::1]', '::1']);

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname);
}

function readApi(read: Read, allowInsecureHttp: boolean): ApiSettings {
  const raw = read('base-url');
  if (!raw) throw new UserError('Input base-url is required, e.g. https://orchestrator.example.com');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UserError(
      `Input base-url is not a valid address: "${raw}" (e.g. https://orchestrator.example.com)`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new UserError(`Input base-url must start with https:// (got "${url.protocol}")`);
  }
  if (url.username || url.password) {
    throw new UserError('Input base-url must not contain credentials: pass the token in the token input');
  }
  if (url.search || url.hash) {
    throw new UserError(`Input base-url must not have a query or fragment: "${raw}"`);
  }
  if (url.protocol === 'http:' && !allowInsecureHttp && !isLoopbackHost(url.hostname)) {
    throw new UserError(
      `Input base-url uses plain http:// to ${url.hostname}, which would send the token unencrypted; use https:// or set allow-insecure-http: true`,
    );
  }
  const token = read('token');
  if (!token) throw new UserError('Input token is required: the API access token (store it as a secret)');
  return { baseUrl: url.toString().replace(/\/+$/, ''), token };
}
