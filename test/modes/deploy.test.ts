import { describe, expect, it } from '@jest/globals';
import {
  buildDeployRequest,
  describeEffectiveValues,
  effectiveValues,
  resolveDeployTarget,
} from '../../src/modes/deploy/deploy-request.js';
import { parseOverrides } from '../../src/files/overrides.js';
import { parseYamlText } from '../../src/files/yaml.js';
import { UserError } from '../../src/common/errors.js';

type Inputs = Parameters<typeof resolveDeployTarget>[0];
const none: Inputs = { gitTag: undefined, projectName: undefined, version: undefined };

function resolveError(inputs: Partial<Inputs>, ref: string | undefined): string {
  try {
    resolveDeployTarget({ ...none, ...inputs }, ref);
  } catch (err) {
    expect(err).toBeInstanceOf(UserError);
    return (err as Error).message;
  }
  throw new Error('expected an error');
}

describe('the tag to deploy', () => {
  it('takes git-tag first, over version and the ref', () => {
    expect(resolveDeployTarget({ ...none, gitTag: 'retail/1.2.0' }, 'refs/tags/retail/1.0.0')).toEqual({
      gitTag: 'retail/1.2.0',
      projectName: 'retail',
      version: '1.2.0',
    });
  });

  it('accepts a git-tag that matches project-name and version', () => {
    expect(
      resolveDeployTarget({ gitTag: 'retail/1.2.0', projectName: 'retail', version: '1.2.0' }, undefined),
    ).toMatchObject({ gitTag: 'retail/1.2.0' });
  });

  it('takes the tag out of a full ref passed as git-tag', () => {
    expect(resolveDeployTarget({ ...none, gitTag: 'refs/tags/retail/1.2.0' }, undefined)).toMatchObject({
      gitTag: 'retail/1.2.0',
      projectName: 'retail',
    });
  });

  it('splits on the last slash, so a project name may hold one', () => {
    expect(resolveDeployTarget({ ...none, gitTag: 'team/sales/1.4.0' }, undefined)).toMatchObject({
      projectName: 'team/sales',
      version: '1.4.0',
    });
  });

  it('composes {project-name}/{version} when git-tag is empty, ignoring the ref', () => {
    expect(
      resolveDeployTarget({ ...none, projectName: 'sales', version: '1.4.0' }, 'refs/tags/retail/1.0.0'),
    ).toEqual({
      gitTag: 'sales/1.4.0',
      projectName: 'sales',
      version: '1.4.0',
    });
  });

  it('falls back to the tag the workflow runs for', () => {
    expect(resolveDeployTarget(none, 'refs/tags/retail/1.1.0')).toEqual({
      gitTag: 'retail/1.1.0',
      projectName: 'retail',
      version: '1.1.0',
    });
    expect(resolveDeployTarget({ ...none, projectName: 'retail' }, 'refs/tags/retail/1.1.0').gitTag).toBe(
      'retail/1.1.0',
    );
  });

  it('refuses a project-name that disagrees with git-tag', () => {
    expect(resolveError({ gitTag: 'retail/1.2.0', projectName: 'sales' }, undefined)).toBe(
      'Input project-name "sales" does not match git-tag "retail/1.2.0" (project "retail")',
    );
  });

  it('refuses a project-name that disagrees with the tag of the run', () => {
    expect(resolveError({ projectName: 'sales' }, 'refs/tags/retail/1.2.0')).toBe(
      'Input project-name "sales" does not match the tag "retail/1.2.0" this workflow runs for (project "retail")',
    );
  });

  it('refuses a version that disagrees with git-tag', () => {
    expect(resolveError({ gitTag: 'retail/1.2.0', version: '1.3.0' }, undefined)).toBe(
      'Input version "1.3.0" does not match git-tag "retail/1.2.0" (version "1.2.0"); set only one of them',
    );
  });

  it('needs project-name to use version', () => {
    expect(resolveError({ version: '1.2.0' }, 'refs/tags/retail/1.0.0')).toBe(
      'Input version needs project-name to compose the tag {project-name}/{version}; or set git-tag instead (e.g. retail/1.2.0)',
    );
  });

  it('refuses a version holding a slash', () => {
    expect(resolveError({ projectName: 'retail', version: 'v1/2' }, undefined)).toBe(
      'Input version must not contain "/" (the tag is {project-name}/{version}); got "v1/2"',
    );
  });

  it.each([
    ['retail', 'Input git-tag must be {project}/{version}, e.g. retail/1.2.0; got "retail"'],
    ['/1.2.0', 'Input git-tag must be {project}/{version}, e.g. retail/1.2.0; got "/1.2.0"'],
    ['retail/', 'Input git-tag must be {project}/{version}, e.g. retail/1.2.0; got "retail/"'],
    ['retail/1.2.0 beta', 'Input git-tag must not contain spaces; got "retail/1.2.0 beta"'],
  ])('refuses the git-tag %j', (gitTag, message) => {
    expect(resolveError({ gitTag }, undefined)).toBe(message);
  });

  it('refuses a run tag that is not {project}/{version}', () => {
    expect(resolveError({}, 'refs/tags/v1.2.0')).toBe(
      'The tag this workflow runs for ("refs/tags/v1.2.0") must be {project}/{version}, e.g. retail/1.2.0; got "v1.2.0"',
    );
  });

  it('says which inputs or trigger give a tag when there is none', () => {
    expect(resolveError({}, 'refs/heads/main')).toBe(
      "No tag to deploy: set the git-tag input (e.g. retail/1.2.0), or project-name and version, or run the workflow on a tag push (on: push: tags: ['**']); this run is for refs/heads/main",
    );
    expect(resolveError({ projectName: 'retail' }, undefined)).toBe(
      "No tag to deploy: set the git-tag input (e.g. retail/1.2.0), or project-name and version, or run the workflow on a tag push (on: push: tags: ['**'])",
    );
  });
});

const overridesOf = (text: string) => parseOverrides(parseYamlText('prod.yml', text));
const target = resolveDeployTarget({ ...none, gitTag: 'retail/1.2.0' }, undefined);

describe('the deploy request', () => {
  it('holds only the tag, project and fabric without overrides', () => {
    expect(JSON.stringify(buildDeployRequest(target, 'analytics-prod'))).toBe(
      '{"projectName":"retail","fabricName":"analytics-prod","gitTag":"retail/1.2.0"}',
    );
  });

  it('leaves out empty sections', () => {
    const overrides = overridesOf('pipelineConfigurations: {}\nprojectConfiguration:\n  environment: prod\n');
    expect(buildDeployRequest(target, 'analytics-prod', overrides)).toEqual({
      projectName: 'retail',
      fabricName: 'analytics-prod',
      gitTag: 'retail/1.2.0',
      projectConfiguration: { environment: 'prod' },
    });
  });

  it('sends exactly the parameters listed, as strings', () => {
    const overrides = overridesOf(
      'pipelineConfigurations:\n  ingest_orders:\n    batch_size: 0500\n  build_marts:\n    target_schema: marts\n',
    );
    expect(JSON.stringify(buildDeployRequest(target, 'analytics-prod', overrides))).toBe(
      '{"projectName":"retail","fabricName":"analytics-prod","gitTag":"retail/1.2.0","pipelineConfigurations":{"ingest_orders":{"batch_size":"0500"},"build_marts":{"target_schema":"marts"}}}',
    );
  });
});

describe('effective values', () => {
  const overrides = overridesOf(
    [
      'pipelineConfigurations:',
      '  ingest_orders:',
      '    batch_size: 250',
      '    environment: prod-backfill',
      'projectConfiguration:',
      '  environment: prod',
      '  alert_email: oncall@example.com',
      '',
    ].join('\n'),
  );

  it('marks where a pipeline override beats project configuration', () => {
    expect(effectiveValues(overrides)).toEqual([
      { pipeline: 'ingest_orders', name: 'batch_size', value: '250', from: 'prod.yml:3', overriddenIn: [] },
      {
        pipeline: 'ingest_orders',
        name: 'environment',
        value: 'prod-backfill',
        from: 'prod.yml:4',
        overriddenIn: [],
      },
      {
        pipeline: undefined,
        name: 'environment',
        value: 'prod',
        from: 'prod.yml:6',
        overriddenIn: [{ pipeline: 'ingest_orders', value: 'prod-backfill' }],
      },
      {
        pipeline: undefined,
        name: 'alert_email',
        value: 'oncall@example.com',
        from: 'prod.yml:7',
        overriddenIn: [],
      },
    ]);
  });

  it('describes them for a dry run', () => {
    expect(describeEffectiveValues(effectiveValues(overrides))).toEqual([
      'Effective values of the overridden parameters (a pipeline override beats project configuration, which beats the defaults):',
      '  ingest_orders.batch_size = "250"  (pipeline override, prod.yml:3)',
      '  ingest_orders.environment = "prod-backfill"  (pipeline override, prod.yml:4)',
      '  environment = "prod"  (project configuration for every pipeline except: ingest_orders keeps its pipeline override "prod-backfill", prod.yml:6)',
      '  alert_email = "oncall@example.com"  (project configuration for every pipeline, prod.yml:7)',
      'Parameters not listed keep their defaults; the service skips a pipeline parameter that the pipeline does not define.',
    ]);
  });

  it('says that everything keeps its default without overrides', () => {
    expect(describeEffectiveValues(effectiveValues(undefined))).toEqual([
      'No overrides: every pipeline parameter and project configuration value keeps its default.',
    ]);
    expect(effectiveValues(overridesOf(''))).toEqual([]);
  });
});
