// POST /api/deploy/project. Unlike the other endpoints, the service answers deploy failures with
// HTTP 200 and `{success: false, message, error}`, and a success is not wrapped in `data`.
// Malformed requests are 400.
import type { Reply } from '../http.js';
import type { ProjectRecord } from '../state.js';
import type { Store } from '../store.js';
import { allowOnly, expectObject, ownEntry, requiredString, stringMap } from '../validate.js';

function deployFailed(error: string): Reply {
  return { status: 200, body: { success: false, message: 'Deployment failed', error } };
}

export function deployProject(store: Store, body: unknown): Reply {
  const req = expectObject(body, 'request body');
  allowOnly(req, ['projectName', 'fabricName', 'gitTag', 'pipelineConfigurations', 'projectConfiguration']);
  const projectName = requiredString(req, 'projectName');
  const fabricName = requiredString(req, 'fabricName');
  const gitTag = requiredString(req, 'gitTag');
  // Absent is empty; null is not an object.
  const { pipelineConfigurations: pipelines = {}, projectConfiguration = {} } = req;
  const pipelineOverrides = Object.fromEntries(
    Object.entries(expectObject(pipelines, 'pipelineConfigurations')).map(([pipeline, params]) => [
      pipeline,
      stringMap(params, `pipelineConfigurations.${pipeline}`),
    ]),
  );
  const configOverrides = stringMap(projectConfiguration, 'projectConfiguration');

  // The version is what follows the last '/', so project names cannot contain one.
  const slash = gitTag.lastIndexOf('/');
  if (slash <= 0 || slash === gitTag.length - 1)
    return deployFailed(`Invalid git tag ${gitTag}: expected the format {projectName}/{version}`);
  const version = gitTag.slice(slash + 1);
  if (gitTag.slice(0, slash) !== projectName)
    return deployFailed(`Git tag ${gitTag} does not belong to project ${projectName}`);
  const fabric = store.state.fabrics.find((f) => f.name === fabricName);
  if (!fabric) return deployFailed(`Fabric with name ${fabricName} not found`);
  const project = store.state.projects.find((p) => p.name === projectName);
  if (!project || !project.versions.includes(version))
    return deployFailed(
      `Failed to fetch project files: Clone failed because revision Some(${gitTag}) was not found`,
    );

  const { effective, applied } = effectiveValues(project, pipelineOverrides, configOverrides);
  const deploymentId = store.nextId('deployment');
  store.mutate((state) => {
    state.deployments.push({
      deploymentId,
      projectName,
      projectId: project.id,
      fabricName: fabric.name,
      fabricId: fabric.id,
      gitTag,
      version,
      effective,
      overridesApplied: applied,
      at: Date.now(),
    });
    // So its tests can run there next.
    if (!project.publishedTo.includes(fabric.id)) project.publishedTo.push(fabric.id);
  });

  return {
    status: 200,
    body: {
      success: true,
      message: 'Project scheduled successfully',
      deploymentId,
      details: {
        projectId: project.id,
        fabricId: fabric.id,
        version,
        pipelinesDeployed: project.pipelines.map((p) => p.name),
        configurationsApplied: applied,
      },
    },
  };
}

/**
 * Precedence, highest first: pipeline parameter overrides; project configuration overrides;
 * default pipeline parameters; default project configuration. An override counts only where its
 * name is known (a pipeline's parameter; the project's configuration or any pipeline's); unknown
 * names and pipelines are skipped.
 */
function effectiveValues(
  project: ProjectRecord,
  pipelineOverrides: Record<string, Record<string, string>>,
  configOverrides: Record<string, string>,
): { effective: Record<string, Record<string, string>>; applied: number } {
  const knownConfig = Object.entries(configOverrides).filter(
    ([key]) =>
      Object.hasOwn(project.projectConfiguration, key) ||
      project.pipelines.some((p) => Object.hasOwn(p.parameters, key)),
  );
  let applied = knownConfig.length;
  const effective: Record<string, Record<string, string>> = {};
  for (const pipeline of project.pipelines) {
    const known = Object.entries(ownEntry(pipelineOverrides, pipeline.name) ?? {}).filter(([key]) =>
      Object.hasOwn(pipeline.parameters, key),
    );
    applied += known.length;
    effective[pipeline.name] = {
      ...project.projectConfiguration,
      ...pipeline.parameters,
      ...Object.fromEntries(knownConfig),
      ...Object.fromEntries(known),
    };
  }
  return { effective, applied };
}
