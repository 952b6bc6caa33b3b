/**
 * The settings of a run, written out: one interface per mode, a union on `mode`, and the parts
 * several modes share. Each field is an input of action.yml under its name in camelCase, already
 * checked (ranges, required inputs, the checks that need two inputs), unless its comment says what
 * it is made of. settings.ts parses the inputs into these with zod, and does not compile when a
 * mode's parser produces another field, lacks one, or gives one another type. Importers take these
 * types from settings.ts.
 */
import type { Mode } from './catalogue.js';
import type { FailOn, GitHubDeployment, HistoryUpdate, PrComment, RerunStatus, Shard } from './fields.js';

/** Every mode's settings: `mode` tells which. */
export type Settings = TestSettings | ReportSettings | DeploySettings | FabricSettings | PipelineSettings;

/** The inputs of "Modes: all". */
export interface CommonSettings {
  /** What the step does; each mode's settings narrow it to their own. */
  mode: Mode;
  /** allow-insecure-http: plain http:// may go to a host that is not this machine. */
  allowInsecureHttp: boolean;
  /** request-timeout: the seconds one HTTP request may take before it is abandoned. */
  requestTimeout: number;
  /** retries: the extra attempts a transient failure gets (0 to 10). */
  retries: number;
  /** dry-run: check the inputs and files and print the requests, sending none. */
  dryRun: boolean;
}

/** How the modes that call the Orchestration API reach it. */
export interface ApiSettings {
  /**
   * base-url without its trailing slashes: https://, or http:// to this machine or with
   * allow-insecure-http; no credentials, query or fragment.
   */
  baseUrl: string;
  /** token: the API access token, sent as X-AUTH-TOKEN; long enough for the runner to mask it. */
  token: string;
}

/** Where a test run or a pipeline run happens (test and pipeline modes). */
export interface TargetSettings {
  /** fabric-id, required: the fabric's id, sent as a JSON number (a whole number below 2^53). */
  fabricId: number;
  /** project-id, required. */
  projectId: string;
  /** branch: the branch to test, or to run the pipelines of; undefined: the service's default. */
  branch: string | undefined;
  /** version: the project version to test, or the version of each pipeline run. */
  version: string | undefined;
}

/** The issue a scheduled run keeps while its check fails (test, report and fabric modes). */
export interface HealthIssueSettings {
  /** health-issue: keep one GitHub issue open while the check fails or drifts (github-token is then set). */
  healthIssue: boolean;
  /** health-labels: the issue's labels, each once, 1 to 10, each at most 50 characters and without a comma. */
  healthLabels: string[];
}

/** The settings of the modes that publish a finished test run (test and report: modes/publish/). */
export interface PublishingSettings extends CommonSettings, HealthIssueSettings {
  /** Test runs its tests and publishes them; report publishes the results files of earlier runs. */
  mode: 'test' | 'report';
  /** baseline-results: glob patterns of an earlier run's results files; none: no such comparison. */
  baselineResults: string[];
  /** quarantine-file: the path of the known failures' file, if any. */
  quarantineFile: string | undefined;
  /** quarantine-max-days: how far after today an entry's `until` may lie (1 to 3650). */
  quarantineMaxDays: number;
  /** history-file: the path of the file of earlier runs' outcomes, if any. */
  historyFile: string | undefined;
  /** history-update: whether this run is appended to it; `true` only with a history-file. */
  historyUpdate: HistoryUpdate;
  /** history-runs: the most runs the history file keeps (1 to 500). */
  historyRuns: number;
  /** fail-on: the outcomes that fail the step, every spelling resolved; empty for `none`. */
  failOn: ReadonlySet<FailOn>;
  /**
   * github-token: for the check run, the pull-request comment and the base branch's quarantine
   * file; '' when there is none.
   */
  githubToken: string;
  /** check-run: create a check run with the results. */
  checkRun: boolean;
  /** check-name: the check run's name. */
  checkName: string;
  /** max-annotations: the most error annotations printed in the log (0 to 1000). */
  maxAnnotations: number;
  /** max-check-annotations: the most annotations the check run carries (0 to 50,000). */
  maxCheckAnnotations: number;
  /** sources-file: the project's sources file; undefined (`auto`, or empty): found in the workspace. */
  sourcesFile: string | undefined;
  /** junit-file: where to write the results as JUnit XML too, if anywhere. */
  junitFile: string | undefined;
  /** pr-comment: when to keep a comment on the pull request up to date. */
  prComment: PrComment;
}

/** A reference run on another branch or version, to tell new failures from old ones. */
export interface ReferenceRun {
  /** baseline-branch. */
  branch?: string;
  /** baseline-version. */
  version?: string;
}

export interface TestSettings extends PublishingSettings, ApiSettings, TargetSettings {
  /** Run data tests through the API, and report them. */
  mode: 'test';
  /** tests-file: the path of a test plan, if any. */
  testsFile: string | undefined;
  /** models: model names, each once; each is its own test-run call. */
  models: string[];
  /** concurrency: the most test-run calls in flight at once (1 to 64). */
  concurrency: number;
  /** shard: the one slice of the plan this step runs; undefined: all of it. */
  shard: Shard | undefined;
  /**
   * The reference run of baseline-branch and baseline-version; undefined when neither is set (they
   * cannot be combined with baseline-results).
   */
  baseline: ReferenceRun | undefined;
  /** rerun: the statuses whose tests are run again after the run; empty for `off`. */
  rerun: ReadonlySet<RerunStatus>;
  /** rerun-attempts: the most re-runs of a test (1 to 3). */
  rerunAttempts: number;
}

export interface ReportSettings extends PublishingSettings {
  /** Merge the results files of earlier test steps (a sharded suite's) and report them as one run. */
  mode: 'report';
  /** results-files: glob patterns of the results files to merge; at least one. */
  resultsFiles: string[];
  /** allow-missing-shards: an incomplete set of shards is reported with warnings, not failed. */
  allowMissingShards: boolean;
}

export interface DeploySettings extends CommonSettings, ApiSettings {
  /** Deploy a tagged version of the project to a fabric. */
  mode: 'deploy';
  /** version: with project-name, makes the tag when git-tag is empty. */
  version: string | undefined;
  /** github-token: for the GitHub deployment; '' when there is none. */
  githubToken: string;
  /** project-name: the project to deploy; undefined: the part of the tag before its last /. */
  projectName: string | undefined;
  /** fabric-name: the fabric to deploy to. */
  fabricName: string;
  /** git-tag: `{projectName}/{version}`; undefined: made from project-name and version, or the workflow's tag. */
  gitTag: string | undefined;
  /** overrides-file: the path of the configuration overrides, if any. */
  overridesFile: string | undefined;
  /** github-deployment: whether the deploy is recorded as a GitHub deployment, and must be. */
  githubDeployment: GitHubDeployment;
  /** The GitHub environment the deployment is recorded under: environment, else fabric-name. */
  environment: string;
  /** redeploy: deploy even when the environment's current deployment is this tag. */
  redeploy: boolean;
  /** replaces, without `refs/tags/`: deploy only when the environment's current deployment is that tag. */
  replaces: string | undefined;
}

export interface FabricSettings extends CommonSettings, ApiSettings, HealthIssueSettings {
  /** Create a fabric, or reconcile one, as its file describes it. */
  mode: 'fabric';
  /** fabric-id: the existing fabric to reconcile (letters, digits, _ and -); undefined: create one. */
  fabricId: string | undefined;
  /** github-token: for the pull-request comment; '' when there is none. */
  githubToken: string;
  /** pr-comment: when to keep the plan, or what was applied, in a comment on the pull request. */
  prComment: PrComment;
  /** fabric-file: the path of the file describing the fabric. */
  fabricFile: string;
  /** plan: make read-only requests and report what an apply would change (never with dry-run). */
  plan: boolean;
  /** fix-drift: update each drifted connection's properties to the file's. */
  fixDrift: boolean;
}

export interface PipelineSettings extends CommonSettings, ApiSettings, TargetSettings {
  /** Trigger pipelines and follow their runs. */
  mode: 'pipeline';
  /** concurrency: the most runs going at once (1 to 64). */
  concurrency: number;
  /** pipelines: the pipelines to run, in the order given, each once (1 to 100). */
  pipelines: string[];
  /** parameters-file: the path of each pipeline's parameters, if any. */
  parametersFile: string | undefined;
  /** wait: wait until every run has ended; false: trigger and end. */
  wait: boolean;
  /** timeout: the minutes the step waits for the runs, from the first trigger. */
  timeout: number;
  /** poll-interval: the most seconds between two status requests of a run. */
  pollInterval: number;
}
