/**
 * Deploy mode's logic: the tag to deploy, the exact request body, each overridden parameter's
 * effective value, and the one deploy call. No GitHub I/O here: run.ts reports.
 */
import { UserError } from '../../common/errors.js';
import { ApiError } from '../../service/api-error.js';
import type { DeployRequest, DeployResult, OrchestrationClient } from '../../service/types.js';
import type { DeploySettings } from '../../inputs/settings.js';
import type { Overrides } from '../../files/overrides.js';
import { pointAtInputs, type InputValue } from '../service-calls.js';

/** What the deploy call came to: scheduled, refused, or unknown (it may have been scheduled). */
export type DeployOutcome =
  { scheduled: true; result: DeployResult } | { scheduled: false; message: string; maybeApplied: boolean };

/**
 * Sent once: the client re-sends only when the service provably did not take it
 * (docs/behaviour.md), and a failure says whether it may have been scheduled anyway. `inputs`: where
 * the fabric's name and the tag came from, for a refusal that says one was not found.
 */
export async function deploy(
  client: OrchestrationClient,
  request: DeployRequest,
  inputs: readonly InputValue[] = [],
): Promise<DeployOutcome> {
  try {
    return { scheduled: true, result: await client.deployProject(request) };
  } catch (caught) {
    if (!(caught instanceof ApiError)) throw caught;
    const err = pointAtInputs(caught, inputs);
    return { scheduled: false, message: err.message, maybeApplied: err.maybeApplied };
  }
}

/** Where the deploy's fabric name and tag came from (resolveDeployTarget's order). */
export function deployInputs(settings: TagInputs, request: DeployRequest): InputValue[] {
  const tag: InputValue =
    settings.gitTag !== undefined
      ? { value: request.gitTag, inputs: ['git-tag'] }
      : settings.version !== undefined
        ? { value: request.gitTag, inputs: ['project-name', 'version'] }
        : { value: request.gitTag, inputs: [], source: 'the tag this workflow runs for' };
  return [{ value: request.fabricName, inputs: ['fabric-name'] }, tag];
}

type TagInputs = Pick<DeploySettings, 'gitTag' | 'projectName' | 'version'>;

/** The tag to deploy, and its two parts. */
export type DeployTarget = Record<keyof TagInputs, string>;

/**
 * `git-tag`, else `{project-name}/{version}`, else the workflow's tag; the project is the part
 * before the last `/`. A `project-name` or `version` that disagrees with the tag is an error:
 * deploying either reading would be a guess.
 */
export function resolveDeployTarget(
  { gitTag, projectName, version }: TagInputs,
  githubRef: string | undefined,
): DeployTarget {
  if (gitTag === undefined && version !== undefined) {
    if (projectName === undefined) {
      throw new UserError(
        `Input version needs project-name to compose the tag {project-name}/{version}; or set git-tag instead (e.g. retail/${version})`,
      );
    }
    if (version.includes('/')) {
      throw new UserError(
        `Input version must not contain "/" (the tag is {project-name}/{version}); got "${version}"`,
      );
    }
    return splitTag(`${projectName}/${version}`, 'The tag composed from project-name and version');
  }
  const ref = gitTag ?? (githubRef?.startsWith('refs/tags/') ? githubRef : undefined);
  if (ref === undefined) {
    const runsFor = githubRef ? `; this run is for ${githubRef}` : '';
    throw new UserError(
      `No tag to deploy: set the git-tag input (e.g. retail/1.2.0), or project-name and version, or run the workflow on a tag push (on: push: tags: ['**'])${runsFor}`,
    );
  }
  // `${{ github.ref }}` is a common git-tag to pass: the tag is what follows refs/tags/.
  const target = splitTag(
    ref.replace(/^refs\/tags\//, ''),
    gitTag === undefined ? `The tag this workflow runs for ("${githubRef}")` : 'Input git-tag',
  );
  const named =
    gitTag === undefined ? `the tag "${target.gitTag}" this workflow runs for` : `git-tag "${target.gitTag}"`;
  if (projectName !== undefined && projectName !== target.projectName) {
    throw new UserError(
      `Input project-name "${projectName}" does not match ${named} (project "${target.projectName}")`,
    );
  }
  // Only with git-tag: a version without it composed the tag above.
  if (version !== undefined && version !== target.version) {
    throw new UserError(
      `Input version "${version}" does not match ${named} (version "${target.version}"); set only one of them`,
    );
  }
  return target;
}

/** `what` names where the tag came from in an error. */
function splitTag(tag: string, what: string): DeployTarget {
  const cut = tag.lastIndexOf('/');
  const projectName = tag.slice(0, cut);
  const version = tag.slice(cut + 1);
  if (cut < 0 || projectName === '' || version === '') {
    throw new UserError(`${what} must be {project}/{version}, e.g. retail/1.2.0; got "${tag}"`);
  }
  // Git refuses such tags, so a tag with whitespace is a typo (often a pasted newline).
  if (/\s/.test(tag)) throw new UserError(`${what} must not contain spaces; got "${tag}"`);
  return { gitTag: tag, projectName, version };
}

/** The body exactly as sent: empty override sections are left out rather than sent as `{}`. */
export function buildDeployRequest(
  { projectName, gitTag }: DeployTarget,
  fabricName: string,
  overrides?: Overrides,
): DeployRequest {
  const { pipelineConfigurations = {}, projectConfiguration = {} } = overrides ?? {};
  return {
    projectName,
    fabricName,
    gitTag,
    ...(Object.keys(pipelineConfigurations).length > 0 && { pipelineConfigurations }),
    ...(Object.keys(projectConfiguration).length > 0 && { projectConfiguration }),
  };
}

export type EffectiveValue = ReturnType<typeof effectiveValues>[number];

/**
 * By the API's precedence (highest first): pipeline overrides, project configuration overrides,
 * pipeline defaults, project defaults. The action cannot see the defaults: only overrides are
 * described. `from` is e.g. `overrides.yml:4`; `overriddenIn` (project configuration only) names
 * the pipelines whose own override of the same name wins over it.
 */
export function effectiveValues(overrides: Overrides | undefined) {
  if (!overrides) return [];
  const { entries, path } = overrides;
  const byPipeline = entries.filter((e) => e.pipeline !== undefined);
  return [...byPipeline, ...entries.filter((e) => e.pipeline === undefined)].map((e) => ({
    pipeline: e.pipeline,
    name: e.name,
    value: e.value,
    from: e.line === undefined ? path : `${path}:${e.line}`,
    overriddenIn:
      e.pipeline === undefined
        ? byPipeline.filter((p) => p.name === e.name).map((p) => ({ pipeline: p.pipeline!, value: p.value }))
        : [],
  }));
}

/** The dry-run lines for the overridden parameters, ending with what happens to the others. */
export function describeEffectiveValues(values: EffectiveValue[]): string[] {
  if (values.length === 0) {
    return ['No overrides: every pipeline parameter and project configuration value keeps its default.'];
  }
  const lines = [
    'Effective values of the overridden parameters (a pipeline override beats project configuration, which beats the defaults):',
  ];
  for (const v of values) {
    if (v.pipeline !== undefined) {
      lines.push(`  ${v.pipeline}.${v.name} = ${JSON.stringify(v.value)}  (pipeline override, ${v.from})`);
      continue;
    }
    const except = v.overriddenIn.map(
      (o) => `${o.pipeline} keeps its pipeline override ${JSON.stringify(o.value)}`,
    );
    const scope = except.length ? `every pipeline except: ${except.join('; ')}` : 'every pipeline';
    lines.push(`  ${v.name} = ${JSON.stringify(v.value)}  (project configuration for ${scope}, ${v.from})`);
  }
  lines.push(
    'Parameters not listed keep their defaults; the service skips a pipeline parameter that the pipeline does not define.',
  );
  return lines;
}
