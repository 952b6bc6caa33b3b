/**
 * The settings of a run, read once before any request: for the mode, the inputs whose "Modes:" name
 * it, each parsed by its field under its name in camelCase, plus the checks that need more than one
 * input, into that mode's interface of settings-types.ts. Every error is one line naming the input
 * (docs/bad-inputs.md is a test).
 */
import * as z from 'zod';
import { UserError } from '../common/errors.js';
import { isLoopbackHost } from '../common/paths.js';
import { INPUTS, MODES, type InputName, type Mode } from './catalogue.js';
import { FIELDS, environmentProblem, refuse, type GitHubDeployment, type HistoryUpdate } from './fields.js';
import type {
  ApiSettings,
  DeploySettings,
  FabricSettings,
  HealthIssueSettings,
  PipelineSettings,
  ReferenceRun,
  ReportSettings,
  Settings,
  TargetSettings,
  TestSettings,
} from './settings-types.js';

// Importers take every settings type from this module: the settings, and the types of single ones.
export type {
  ApiSettings,
  CommonSettings,
  DeploySettings,
  FabricSettings,
  PipelineSettings,
  PublishingSettings,
  ReportSettings,
  Settings,
  TestSettings,
} from './settings-types.js';
export type { Mode } from './catalogue.js';
export type { FailOn, GitHubDeployment, PrComment, Shard } from './fields.js';

/** Whether a mode reads an input. */
export function usedIn(name: InputName, mode: Mode): boolean {
  const modes: 'all' | readonly Mode[] = INPUTS[name].modes;
  return modes === 'all' || modes.includes(mode);
}

type FieldName = keyof typeof FIELDS;
type ModesOf<K extends InputName> = (typeof INPUTS)[K]['modes'];
type InputsOf<M extends Mode> = {
  [K in FieldName]: ModesOf<K> extends 'all' ? K : M extends ModesOf<K>[number] ? K : never;
}[FieldName];
type Camel<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S;
/** What the fields of a mode's inputs produce, before the mode's own checks. */
type Parsed<M extends Mode> = { [K in InputsOf<M> as Camel<K>]: z.output<(typeof FIELDS)[K]> };

/** A parser of a step's inputs (by name, each a string) into one mode's settings. */
type SettingsParser<S> = z.ZodType<S, Record<string, string>>;

/** Two types, each assignable to the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/**
 * The fields where what a parser produces (`P`) and the interface it must produce (`D`) differ: a
 * field one lacks, optional in one only, or of another type; never when there is none.
 */
type Differing<D, P> = {
  [K in keyof D | keyof P]: K extends keyof D & keyof P
    ? Same<Pick<D, K>, Pick<P, K>> extends true
      ? never
      : K
    : K;
}[keyof D | keyof P];

/**
 * The parser, when it produces exactly `D`: every field of the interface, no other, each of the
 * same type. Otherwise it does not compile, and the error names the fields that differ.
 */
function producing<D>() {
  return <S extends z.ZodType>(
    parser: S &
      ([Differing<D, z.output<S>>] extends [never]
        ? unknown
        : { 'differs from the interface': Differing<D, z.output<S>> }),
  ) => parser;
}

/** The inputs a mode reads (`mode` aside), in action.yml's order: errors come in that order. */
function inputsOf(mode: Mode): FieldName[] {
  return Object.keys(INPUTS).filter(
    (name): name is FieldName => Object.hasOwn(FIELDS, name) && usedIn(name as InputName, mode),
  );
}

function camel(name: string): string {
  return name.replace(/-(.)/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * The fields of the mode's inputs, each under its name in camelCase. The cast says what inputsOf()
 * picks at run time; test/unit/inputs.test.ts checks each mode's fields against its interface.
 */
function parsed<M extends Mode>(mode: M) {
  const names = inputsOf(mode);
  return z
    .object(Object.fromEntries(names.map((name) => [name, FIELDS[name]])))
    .transform((raw) => Object.fromEntries(names.map((name) => [camel(name), raw[name]])) as Parsed<M>);
}

// ---------------------------------------------------------------------- what a mode checks

/** Plain http:// sends the token unencrypted: only to this machine, unless the user says so. */
function api(
  raw: { baseUrl: URL; token: string; allowInsecureHttp: boolean },
  ctx: z.RefinementCtx,
): ApiSettings {
  const url = raw.baseUrl;
  if (url.protocol === 'http:' && !raw.allowInsecureHttp && !isLoopbackHost(url.hostname))
    refuse(
      ctx,
      `Input base-url uses plain http:// to ${url.hostname}, which would send the token unencrypted; use https:// or set allow-insecure-http: true`,
    );
  return { baseUrl: url.toString().replace(/\/+$/, ''), token: raw.token };
}

/**
 * Test runs and pipeline triggers need both (other modes leave them out). The API takes fabricId as
 * an int64; JSON numbers are exact to 2^53.
 */
function runIds(
  { fabricId: id, projectId }: { fabricId: string | undefined; projectId: string | undefined },
  mode: Mode,
  ctx: z.RefinementCtx,
): Pick<TargetSettings, 'fabricId' | 'projectId'> {
  const fabricId = !id
    ? refuse(ctx, `Input fabric-id is required in ${mode} mode`)
    : /^\d+$/.test(id) && Number.isSafeInteger(Number(id))
      ? Number(id)
      : refuse(ctx, `Input fabric-id must be a whole number (the fabric's id, e.g. 10740), got "${id}"`);
  return { fabricId, projectId: projectId ?? refuse(ctx, `Input project-id is required in ${mode} mode`) };
}

/** Not with baseline-results: two references would disagree about what "new" means. */
function referenceRun(
  branch: string | undefined,
  version: string | undefined,
  baselineResults: readonly string[],
  ctx: z.RefinementCtx,
): ReferenceRun | undefined {
  if (branch === undefined && version === undefined) return undefined;
  if (baselineResults.length > 0)
    refuse(
      ctx,
      `Input baseline-results cannot be combined with ${branch !== undefined ? 'baseline-branch' : 'baseline-version'}: compare with a reference run or with earlier results, not both`,
    );
  return { ...(branch !== undefined && { branch }), ...(version !== undefined && { version }) };
}

/** `true` asks for a write: without a file there is nothing to write to. */
function historyUpdate(
  raw: { historyFile: string | undefined; historyUpdate: HistoryUpdate },
  ctx: z.RefinementCtx,
): HistoryUpdate {
  if (raw.historyUpdate === 'true' && raw.historyFile === undefined)
    refuse(
      ctx,
      'Input history-update is true, but history-file is empty: name the file to append this run to',
    );
  return raw.historyUpdate;
}

/**
 * The environment a deploy is recorded under: the input, else the fabric's name, which GitHub
 * must then accept as one (unless nothing is recorded).
 */
function deployEnvironment(
  raw: { environment: string | undefined; fabricName: string; githubDeployment: GitHubDeployment },
  ctx: z.RefinementCtx,
): string {
  if (raw.environment !== undefined) return raw.environment;
  const problem = raw.githubDeployment === 'false' ? undefined : environmentProblem(raw.fabricName);
  if (problem)
    refuse(
      ctx,
      `Input fabric-name names the GitHub environment when environment is empty, and it ${problem}: set environment`,
    );
  return raw.fabricName;
}

/**
 * `true` promises a GitHub record: without a token there can be none, and the deploy would not be
 * sent. `replaces` is checked against the record: without one it could never be.
 */
function replaces(
  raw: { replaces: string | undefined; githubDeployment: GitHubDeployment; githubToken: string },
  ctx: z.RefinementCtx,
): string | undefined {
  if (raw.githubDeployment === 'true' && !raw.githubToken)
    refuse(
      ctx,
      'Input github-deployment is true, but github-token is empty: pass a token with deployments: write, or set github-deployment: auto',
    );
  if (raw.replaces === undefined) return undefined;
  const without =
    raw.githubDeployment === 'false'
      ? 'github-deployment is false'
      : !raw.githubToken && 'github-token is empty';
  if (without)
    refuse(
      ctx,
      `Input replaces needs the GitHub record to know the environment's current deployment, but ${without}`,
    );
  return raw.replaces.replace(/^refs\/tags\//, '');
}

/** The issue is kept with github-token: without one, health-issue: true could never do what it says. */
function healthIssue(
  raw: HealthIssueSettings & { githubToken: string },
  ctx: z.RefinementCtx,
): HealthIssueSettings['healthIssue'] {
  if (raw.healthIssue && !raw.githubToken)
    refuse(
      ctx,
      'Input health-issue is true, but github-token is empty: pass a token with issues: write, or set health-issue: false',
    );
  return raw.healthIssue;
}

/**
 * Each mode's parser. A mode of action.yml (catalogue.ts) that is no member of Settings, a member
 * whose mode action.yml does not name (its interface does not compile), a member without a parser,
 * or a parser whose output differs from its mode's interface: none compiles.
 */
const SCHEMAS: { [M in Mode]: SettingsParser<Extract<Settings, { mode: M }>> } = {
  test: producing<TestSettings>()(
    parsed('test').transform((raw, ctx) => {
      const { baselineBranch, baselineVersion, ...rest } = raw;
      return {
        ...rest,
        mode: 'test' as const,
        ...api(raw, ctx),
        ...runIds(raw, 'test', ctx),
        healthIssue: healthIssue(raw, ctx),
        baseline: referenceRun(baselineBranch, baselineVersion, raw.baselineResults, ctx),
        historyUpdate: historyUpdate(raw, ctx),
      };
    }),
  ),
  deploy: producing<DeploySettings>()(
    parsed('deploy').transform((raw, ctx) => ({
      ...raw,
      mode: 'deploy' as const,
      ...api(raw, ctx),
      environment: deployEnvironment(raw, ctx),
      replaces: replaces(raw, ctx),
    })),
  ),
  fabric: producing<FabricSettings>()(
    parsed('fabric').transform((raw, ctx) => ({
      ...raw,
      mode: 'fabric' as const,
      ...api(raw, ctx),
      healthIssue: healthIssue(raw, ctx),
      // An existing fabric's id, or none to create the fabric.
      fabricId:
        raw.fabricId === undefined || /^[A-Za-z0-9_-]+$/.test(raw.fabricId)
          ? raw.fabricId
          : refuse(ctx, `Input fabric-id must be a fabric id such as 10740, got "${raw.fabricId}"`),
      // A plan reads the service and a dry run sends nothing at all: which one was meant is unclear.
      plan:
        raw.plan && raw.dryRun
          ? refuse(
              ctx,
              'Input plan: true makes read-only requests and dry-run: true sends none; set only one of them',
            )
          : raw.plan,
    })),
  ),
  report: producing<ReportSettings>()(
    parsed('report').transform((raw, ctx) => ({
      ...raw,
      mode: 'report' as const,
      healthIssue: healthIssue(raw, ctx),
      historyUpdate: historyUpdate(raw, ctx),
    })),
  ),
  pipeline: producing<PipelineSettings>()(
    parsed('pipeline').transform((raw, ctx) => ({
      ...raw,
      mode: 'pipeline' as const,
      ...api(raw, ctx),
      ...runIds(raw, 'pipeline', ctx),
    })),
  ),
};

/**
 * Reads every input the mode uses (`read` gives one trimmed, '' when not set, as the runner
 * passes it: github/runner-protocol.ts's inputValue) and validates them; throws the first problem. An empty input stands for its default in
 * action.yml, as the runner passes it when a step does not set it.
 */
export function readSettings(read: (name: InputName) => string): Settings {
  const mode = read('mode');
  if (!mode) throw new UserError(`Input mode is required: one of ${MODES.join(', ')}`);
  if (!(MODES as readonly string[]).includes(mode))
    throw new UserError(`Input mode must be one of ${MODES.join(', ')}; got "${mode}"`);
  const raw: Record<string, string> = {};
  for (const name of inputsOf(mode as Mode)) raw[name] = read(name) || (INPUTS[name].default ?? '');
  const schema: SettingsParser<Settings> = SCHEMAS[mode as Mode];
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new UserError(parsed.error.issues[0]?.message ?? 'Invalid inputs');
  return parsed.data;
}
