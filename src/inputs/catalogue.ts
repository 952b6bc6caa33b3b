// Generated from action.yml by `npm run docs` (scripts/docs.mjs): edit action.yml, not this
// file. `npm run lint` fails when it is stale.

/**
 * Every input of action.yml, in its order: whether the runner requires it; its default, the value
 * the runner passes when a step does not set the input (undefined when there is none, and when the
 * default is a `${{ }}` expression: the runner evaluates it, so the action cannot know it, and
 * `expression` is true); the modes that use it, from the "Modes:" sentence ending its description.
 */
export const INPUTS = {
  mode: { required: true, default: undefined, expression: false, modes: 'all' },
  'base-url': {
    required: false,
    default: undefined,
    expression: false,
    modes: ['test', 'deploy', 'fabric', 'pipeline'],
  },
  token: {
    required: false,
    default: undefined,
    expression: false,
    modes: ['test', 'deploy', 'fabric', 'pipeline'],
  },
  'allow-insecure-http': { required: false, default: 'false', expression: false, modes: 'all' },
  'request-timeout': { required: false, default: '600', expression: false, modes: 'all' },
  retries: { required: false, default: '3', expression: false, modes: 'all' },
  'dry-run': { required: false, default: 'false', expression: false, modes: 'all' },
  'fabric-id': {
    required: false,
    default: undefined,
    expression: false,
    modes: ['test', 'fabric', 'pipeline'],
  },
  'project-id': { required: false, default: undefined, expression: false, modes: ['test', 'pipeline'] },
  branch: { required: false, default: undefined, expression: false, modes: ['test', 'pipeline'] },
  version: { required: false, default: undefined, expression: false, modes: ['test', 'deploy', 'pipeline'] },
  'tests-file': { required: false, default: undefined, expression: false, modes: ['test'] },
  models: { required: false, default: undefined, expression: false, modes: ['test'] },
  concurrency: { required: false, default: '4', expression: false, modes: ['test', 'pipeline'] },
  shard: { required: false, default: undefined, expression: false, modes: ['test'] },
  'baseline-branch': { required: false, default: undefined, expression: false, modes: ['test'] },
  'baseline-version': { required: false, default: undefined, expression: false, modes: ['test'] },
  'baseline-results': { required: false, default: undefined, expression: false, modes: ['test', 'report'] },
  'quarantine-file': { required: false, default: undefined, expression: false, modes: ['test', 'report'] },
  rerun: { required: false, default: 'off', expression: false, modes: ['test'] },
  'rerun-attempts': { required: false, default: '1', expression: false, modes: ['test'] },
  'fail-on': { required: false, default: 'failed,error', expression: false, modes: ['test', 'report'] },
  'github-token': {
    required: false,
    default: undefined,
    expression: true,
    modes: ['test', 'report', 'fabric', 'deploy'],
  },
  'check-run': { required: false, default: 'true', expression: false, modes: ['test', 'report'] },
  'check-name': { required: false, default: 'Data tests', expression: false, modes: ['test', 'report'] },
  'max-annotations': { required: false, default: '10', expression: false, modes: ['test', 'report'] },
  'max-check-annotations': { required: false, default: '1000', expression: false, modes: ['test', 'report'] },
  'sources-file': { required: false, default: 'auto', expression: false, modes: ['test', 'report'] },
  'junit-file': { required: false, default: undefined, expression: false, modes: ['test', 'report'] },
  'pr-comment': { required: false, default: 'off', expression: false, modes: ['test', 'report', 'fabric'] },
  'results-files': { required: false, default: undefined, expression: false, modes: ['report'] },
  'allow-missing-shards': { required: false, default: 'false', expression: false, modes: ['report'] },
  'project-name': { required: false, default: undefined, expression: false, modes: ['deploy'] },
  'fabric-name': { required: false, default: undefined, expression: false, modes: ['deploy'] },
  'git-tag': { required: false, default: undefined, expression: false, modes: ['deploy'] },
  'overrides-file': { required: false, default: undefined, expression: false, modes: ['deploy'] },
  pipelines: { required: false, default: undefined, expression: false, modes: ['pipeline'] },
  'parameters-file': { required: false, default: undefined, expression: false, modes: ['pipeline'] },
  wait: { required: false, default: 'true', expression: false, modes: ['pipeline'] },
  timeout: { required: false, default: '60', expression: false, modes: ['pipeline'] },
  'poll-interval': { required: false, default: '30', expression: false, modes: ['pipeline'] },
  'github-deployment': { required: false, default: 'auto', expression: false, modes: ['deploy'] },
  environment: { required: false, default: undefined, expression: false, modes: ['deploy'] },
  redeploy: { required: false, default: 'false', expression: false, modes: ['deploy'] },
  replaces: { required: false, default: undefined, expression: false, modes: ['deploy'] },
  'fabric-file': { required: false, default: undefined, expression: false, modes: ['fabric'] },
  plan: { required: false, default: 'false', expression: false, modes: ['fabric'] },
  'fix-drift': { required: false, default: 'false', expression: false, modes: ['fabric'] },
} as const;

export type InputName = keyof typeof INPUTS;
