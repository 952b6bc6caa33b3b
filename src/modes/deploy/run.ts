/**
 * mode: deploy — resolve the tag, read the overrides, then print the request (dry run) or send it
 * once and report. Every check happens before the client loads. Once the deploy is scheduled the
 * step succeeds whatever happens to the reports: a failed step invites a re-run, which deploys again.
 */
import type { DeploySettings } from '../../inputs/settings.js';
import type { DeployRequest } from '../../service/types.js';
import { ENDPOINTS } from '../../service/endpoints.js';
import { type Runner, problemsSummary } from '../../github/runner.js';
import { readGitHubContext } from '../../github/context.js';
import { DEPLOYMENT_TASK, type DeploymentPayload } from '../../github/deployments.js';
import {
  buildDeployRequest,
  deploy,
  deployInputs,
  describeEffectiveValues,
  effectiveValues,
  resolveDeployTarget,
  type DeployOutcome,
} from './deploy-request.js';
import { readSuccessDescription, afterDeploy, beforeDeploy } from './record.js';
import type { RecordSetup } from './record.js';
import { tagOf, type History, type HistoryEntry } from './history.js';
import {
  renderDeployFailureSummary,
  renderDeploySummary,
  renderDryRunSummary,
  renderNotDeployedSummary,
  renderSkipSummary,
  type GitHubSection,
} from './summary.js';
import { formatUtc } from '../../common/text.js';
import { requestText, withClient } from '../service-calls.js';
import { lazyGitHub } from '../step-github.js';
import { failure, setOutputs, SUCCESS, type Verdict } from '../flow.js';

export async function deployFlow(settings: DeploySettings, runner: Runner): Promise<Verdict> {
  const target = resolveDeployTarget(settings, process.env.GITHUB_REF);
  // The YAML parser loads only when there is a file to read: a deploy without one starts faster.
  const overrides =
    settings.overridesFile === undefined
      ? undefined
      : await (await import('../../files/overrides.js')).loadOverridesFile(settings.overridesFile);
  const request = buildDeployRequest(target, settings.fabricName, overrides);
  const effective = effectiveValues(overrides);
  const url = `${settings.baseUrl}${ENDPOINTS.deployProject.path()}`;
  const payload: DeploymentPayload = {
    project: target.projectName,
    fabric: settings.fabricName,
    tag: target.gitTag,
    version: target.version,
  };

  if (settings.dryRun) {
    const record = recordPlan(settings, request);
    runner.startGroup(`Dry run: deploy ${request.gitTag} to fabric ${request.fabricName} (nothing is sent)`);
    runner.info('The request that would be sent:');
    runner.info(requestText(url, request));
    runner.endGroup();
    for (const line of describeEffectiveValues(effective)) runner.info(line);
    runner.info(record);
    runner.info('Dry run: the deploy request was not sent.');
    await runner.appendSummary(
      renderDryRunSummary({ request, url, effective, overridesFile: settings.overridesFile, record }),
    );
    return SUCCESS;
  }

  const setup = await recordSetup(settings, runner);
  const before = setup
    ? await beforeDeploy(setup, payload)
    : ({ action: 'deploy', history: undefined, recordId: undefined } as const);
  if (before.action === 'refuse') {
    const github = setup && { environment: setup.environment, history: before.history };
    await runner.appendSummary(renderNotDeployedSummary({ request, line: before.line, github }));
    return failure(before.line);
  }
  if (before.action === 'skip') return publishSkip(request, settings.environment, before, runner);

  runner.info(`Deploying ${request.gitTag} to fabric ${request.fabricName}`);
  for (const line of describeEffectiveValues(effective)) runner.info(line);
  const { history, recordId } = before;
  // The record and the reports are made once, by whichever comes first: the flow, or a cancellation
  // while the flow is still under way (main.ts).
  let recorded: Promise<void> | undefined;
  const record = (outcome: DeployOutcome): Promise<void> =>
    (recorded ??=
      setup && recordId !== undefined ? afterDeploy(setup, recordId, payload, outcome) : Promise.resolve());
  let published: Promise<Verdict> | undefined;
  const publish = (outcome: DeployOutcome): Promise<Verdict> =>
    (published ??= publishDeploy(
      { request, outcome, settings, setup, history, recordId, effective },
      runner,
    ));
  let answered: DeployOutcome | undefined;
  const withdraw = runner.whenCancelled(async () => {
    const outcome = answered ?? stoppedUnderWay('the job was cancelled', request);
    await record(outcome);
    const verdict = await publish(outcome);
    if (verdict.conclusion === 'failure') return verdict.failure.line;
    const id = outcome.scheduled ? outcome.result.deploymentId : '';
    return `deployment ${id} of ${request.gitTag} to ${request.fabricName} was scheduled`;
  });
  try {
    // An end that none of the outcomes describe (a bug) is recorded too.
    const inputs = deployInputs(settings, request);
    answered = await withClient(settings, runner, {}, (client) => deploy(client, request, inputs)).catch(
      async (err: unknown) => {
        await record(stoppedUnderWay('the step stopped unexpectedly', request));
        throw err;
      },
    );
    await record(answered);
    return await publish(answered);
  } finally {
    withdraw();
  }
}

/** A deploy request sent with no answer to tell: it may have been scheduled. */
function stoppedUnderWay(why: string, request: DeployRequest): DeployOutcome {
  return {
    scheduled: false,
    maybeApplied: true,
    message: `Deploy project: ${why} while the request was under way: the deployment of ${request.gitTag} to ${request.fabricName} may have been scheduled; check the deployments of ${request.projectName} on ${request.fabricName} before running again`,
  };
}

interface Sent {
  request: DeployRequest;
  outcome: DeployOutcome;
  settings: DeploySettings;
  setup: RecordSetup | undefined;
  history: History | undefined;
  recordId: number | undefined;
  effective: ReturnType<typeof effectiveValues>;
}

/** The outputs, the notice and the job summary of a deploy that was sent; its verdict. */
async function publishDeploy(
  { request, outcome, settings, setup, history, recordId, effective }: Sent,
  runner: Runner,
): Promise<Verdict> {
  setOutputs(runner, {
    'previous-tag': history?.previous && tagOf(history.previous),
    'github-deployment-id': recordId,
  });
  const state = outcome.scheduled ? 'success' : outcome.maybeApplied ? 'error' : 'failure';
  const github: GitHubSection | undefined = setup && {
    environment: setup.environment,
    history,
    ...(recordId !== undefined && {
      thisRun: { id: recordId, tag: request.gitTag, state, runUrl: setup.runUrl, at: Date.now() },
    }),
  };

  if (!outcome.scheduled) {
    await runner.appendSummary(renderDeployFailureSummary({ request, ...outcome, github }));
    return failure(outcome.message);
  }

  const { result } = outcome;
  setOutputs(runner, {
    skipped: 'false',
    'deployment-id': result.deploymentId,
    'project-id': result.details.projectId,
    version: result.details.version,
    'configurations-applied': result.details.configurationsApplied,
    'pipelines-deployed': JSON.stringify(result.details.pipelinesDeployed),
    'fabric-id': result.details.fabricId,
  });
  runner.notice(`Deployed ${request.gitTag} to ${request.fabricName}: deployment ${result.deploymentId}`, {
    title: 'Deployment scheduled',
  });
  await runner.appendSummary(
    renderDeploySummary({
      request,
      result,
      effective,
      overridesFile: settings.overridesFile,
      github,
      warnings: runner.warnings(),
    }),
  );
  const problems = runner.takeProblems();
  if (problems.length > 0) {
    runner.warning(
      `Deployment ${result.deploymentId} of ${request.gitTag} to ${request.fabricName} was scheduled, but ${problemsSummary(problems)}. Do not re-run this deploy: it would deploy again.`,
      { title: 'Deployment scheduled' },
    );
  }
  return SUCCESS;
}

/** How this step talks to GitHub about the deploy; undefined when it does not. */
async function recordSetup(settings: DeploySettings, runner: Runner): Promise<RecordSetup | undefined> {
  if (settings.githubDeployment === 'false') return undefined;
  // `true` without a token is refused with the inputs; a workflow always passes one by default.
  if (!settings.githubToken) {
    runner.info('No github-token: this deploy is not recorded on GitHub.');
    return undefined;
  }
  // The event payload matters only to pull requests: a problem reading it is no news here.
  const context = await readGitHubContext((message) => runner.debug(message));
  return {
    ...settings,
    githubDeployment: settings.githubDeployment,
    github: lazyGitHub(settings.githubToken, context, runner),
    repo: context.repo,
    runUrl: context.runUrl,
    runner,
  };
}

/** The current deployment is this project, fabric and tag: nothing is sent, and it says which. */
async function publishSkip(
  request: DeployRequest,
  environment: string,
  before: { history: History; current: HistoryEntry },
  runner: Runner,
): Promise<Verdict> {
  const { current, history } = before;
  const { deployment } = current;
  const ids = readSuccessDescription(current.status?.description ?? '');
  setOutputs(runner, {
    skipped: 'true',
    'github-deployment-id': deployment.id,
    version: deployment.payload.version,
    'deployment-id': ids.deploymentId,
    'project-id': ids.projectId,
    'fabric-id': ids.fabricId,
    'previous-tag': history.previous && tagOf(history.previous),
  });
  const when =
    deployment.createdAt === undefined ? 'at an unknown time' : `on ${formatUtc(deployment.createdAt)}`;
  const run = deployment.payload.run ?? current.status?.logUrl;
  runner.notice(
    `${request.gitTag} is already deployed to ${request.fabricName}: GitHub deployment ${deployment.id} in ${environment}, ${when}${run ? ` by ${run}` : ''}. Nothing was sent; set redeploy: true to deploy it again.`,
    { title: 'Already deployed' },
  );
  await runner.appendSummary(renderSkipSummary(request, environment, before, ids, runner.warnings()));
  return SUCCESS;
}

/** What a deploy would record, for a dry run (which makes no GitHub request). */
function recordPlan(settings: DeploySettings, request: DeployRequest): string {
  if (settings.githubDeployment === 'false')
    return 'Nothing would be recorded on GitHub (github-deployment: false).';
  if (!settings.githubToken) return 'Nothing would be recorded on GitHub: no github-token.';
  const check = settings.redeploy
    ? 'even if it is the current deployment there already (redeploy: true)'
    : `unless ${request.gitTag} is the current deployment there already (then nothing would be sent) or an earlier attempt of it did not end (then nothing would be sent and the step would fail)`;
  const guard =
    settings.replaces === undefined
      ? ''
      : `, and only if the current deployment there is ${settings.replaces} (replaces)`;
  return `A deploy would be recorded as a GitHub deployment of ${request.gitTag} in the environment ${settings.environment} (task ${DEPLOYMENT_TASK}), ${check}${guard}. Dry run: no GitHub request was made.`;
}
