// Generated from action.yml by `npm run docs` (scripts/docs.mjs): edit action.yml, not this
// file. `npm run lint` fails when it is stale.

/** The modes, in action.yml's order: the mode input's description names them. */
export const MODES = ['test', 'deploy', 'fabric', 'report', 'pipeline'] as const;

export type Mode = (typeof MODES)[number];

/**
 * Every input of action.yml, in its order: its default, the value the runner passes when a step
 * does not set the input (undefined when there is none, and when the default is a `${{ }}`
 * expression: the runner evaluates it, so the action cannot know it, and `expression` is true);
 * the modes that use it, from the "Modes:" sentence ending its description.
 */
export const INPUTS = {
  mode: { default: undefined, expression: false, modes: 'all' },
  'base-url': { default: undefined, expression: false, modes: ['test', 'deploy', 'fabric', 'pipeline'] },
  token: { default: undefined, expression: false, modes: ['test', 'deploy', 'fabric', 'pipeline'] },
  'allow-insecure-http': { default: 'false', expression: false, modes: 'all' },
  'request-timeout': { default: '600', expression: false, modes: 'all' },
  retries: { default: '3', expression: false, modes: 'all' },
  'dry-run': { default: 'false', expression: false, modes: 'all' },
  'fabric-id': { default: undefined, expression: false, modes: ['test', 'fabric', 'pipeline'] },
  'project-id': { default: undefined, expression: false, modes: ['test', 'pipeline'] },
  branch: { default: undefined, expression: false, modes: ['test', 'pipeline'] },
  version: { default: undefined, expression: false, modes: ['test', 'deploy', 'pipeline'] },
  'tests-file': { default: undefined, expression: false, modes: ['test'] },
  models: { default: undefined, expression: false, modes: ['test'] },
  concurrency: { default: '4', expression: false, modes: ['test', 'pipeline'] },
  shard: { default: undefined, expression: false, modes: ['test'] },
  'baseline-branch': { default: undefined, expression: false, modes: ['test'] },
  'baseline-version': { default: undefined, expression: false, modes: ['test'] },
  'baseline-results': { default: undefined, expression: false, modes: ['test', 'report'] },
  'quarantine-file': { default: undefined, expression: false, modes: ['test', 'report'] },
  'quarantine-max-days': { default: '90', expression: false, modes: ['test', 'report'] },
  'history-file': { default: undefined, expression: false, modes: ['test', 'report'] },
  'history-update': { default: 'auto', expression: false, modes: ['test', 'report'] },
  'history-runs': { default: '50', expression: false, modes: ['test', 'report'] },
  rerun: { default: 'off', expression: false, modes: ['test'] },
  'rerun-attempts': { default: '1', expression: false, modes: ['test'] },
  'fail-on': { default: 'failed,error', expression: false, modes: ['test', 'report'] },
  'github-token': { default: undefined, expression: true, modes: ['test', 'report', 'fabric', 'deploy'] },
  'check-run': { default: 'true', expression: false, modes: ['test', 'report'] },
  'check-name': { default: 'Data tests', expression: false, modes: ['test', 'report'] },
  'max-annotations': { default: '10', expression: false, modes: ['test', 'report'] },
  'max-check-annotations': { default: '1000', expression: false, modes: ['test', 'report'] },
  'sources-file': { default: 'auto', expression: false, modes: ['test', 'report'] },
  'junit-file': { default: undefined, expression: false, modes: ['test', 'report'] },
  'pr-comment': { default: 'off', expression: false, modes: ['test', 'report', 'fabric'] },
  'health-issue': { default: 'false', expression: false, modes: ['test', 'report', 'fabric'] },
  'health-labels': { default: 'data-health', expression: false, modes: ['test', 'report', 'fabric'] },
  'results-files': { default: undefined, expression: false, modes: ['report'] },
  'allow-missing-shards': { default: 'false', expression: false, modes: ['report'] },
  'project-name': { default: undefined, expression: false, modes: ['deploy'] },
  'fabric-name': { default: undefined, expression: false, modes: ['deploy'] },
  'git-tag': { default: undefined, expression: false, modes: ['deploy'] },
  'overrides-file': { default: undefined, expression: false, modes: ['deploy'] },
  pipelines: { default: undefined, expression: false, modes: ['pipeline'] },
  'parameters-file': { default: undefined, expression: false, modes: ['pipeline'] },
  wait: { default: 'true', expression: false, modes: ['pipeline'] },
  timeout: { default: '60', expression: false, modes: ['pipeline'] },
  'poll-interval': { default: '30', expression: false, modes: ['pipeline'] },
  'github-deployment': { default: 'auto', expression: false, modes: ['deploy'] },
  environment: { default: undefined, expression: false, modes: ['deploy'] },
  redeploy: { default: 'false', expression: false, modes: ['deploy'] },
  replaces: { default: undefined, expression: false, modes: ['deploy'] },
  'fabric-file': { default: undefined, expression: false, modes: ['fabric'] },
  plan: { default: 'false', expression: false, modes: ['fabric'] },
  'fix-drift': { default: 'false', expression: false, modes: ['fabric'] },
} as const;

export type InputName = keyof typeof INPUTS;
