import { describe, expect, it } from '@jest/globals';
import type { FabricOutcome, OutcomeItem } from '../../src/modes/fabric/apply.js';
import { parseFabricFile } from '../../src/files/fabric-file.js';
import { parseYamlText } from '../../src/files/yaml.js';
import { planFabric } from '../../src/modes/fabric/plan.js';
import { plannedRequests } from '../../src/modes/fabric/planned-requests.js';
import {
  driftWarning,
  failureLine,
  onlySecretsChanged,
  renderFabricSummary,
  statement,
} from '../../src/modes/fabric/summary.js';
import { planLines, renderDryRun } from '../../src/modes/fabric/summary.js';

const item = (resource: OutcomeItem['resource'], name: string, rest: Partial<OutcomeItem>): OutcomeItem => ({
  resource,
  name,
  line: 1,
  result: 'not applied',
  detail: '',
  ...rest,
});

function created(): FabricOutcome {
  return {
    fabricName: 'analytics-staging',
    fabricId: '10742',
    created: true,
    fieldsUpdated: [],
    unmanaged: [],
    writes: 3,
    fabric: item('fabric', 'analytics-staging', {
      id: '10742',
      result: 'created',
      detail: 'team data-platform, provider databricks',
    }),
    secrets: [
      item('secret', 'warehouse-token', { id: '3303', result: 'created', detail: 'in the create call' }),
      item('secret', 'sftp-login', { id: '3304', result: 'added' }),
    ],
    connections: [
      item('connection', 'warehouse', { id: '4659', result: 'created', detail: 'in the create call' }),
      item('connection', 'drop', { id: '4660', result: 'added' }),
    ],
  };
}

function reconciled(): FabricOutcome {
  return {
    fabricName: 'analytics-staging',
    fabricId: '10742',
    created: false,
    fieldsUpdated: ['name', 'description'],
    unmanaged: [],
    writes: 3,
    fabric: item('fabric', 'analytics-staging', {
      id: '10742',
      result: 'updated',
      detail: 'name, description sent',
    }),
    secrets: [
      item('secret', 'warehouse-token', { id: '3303', result: 'updated', detail: 'value sent' }),
      item('secret', 'sftp-login', { id: '3304', result: 'updated', detail: 'value sent' }),
    ],
    connections: [
      item('connection', 'warehouse', {
        id: '4659',
        result: 'unchanged',
        detail: 'exists and matches the file',
      }),
      item('connection', 'drop', {
        id: '4660',
        line: 18,
        result: 'drifted',
        drift: [
          { field: 'kind', service: '"s3"', file: '"sftp"' },
          { field: 'properties.host', service: '"old.example.com"', file: '"sftp.example.com"' },
        ],
        detail:
          'differs from the file: kind: "s3" → "sftp"; properties.host: "old.example.com" → "sftp.example.com"; left as it is (the service cannot change a connection\'s kind)',
      }),
    ],
  };
}

describe('fabric summary', () => {
  it('renders a created fabric: one table of what was created and added', () => {
    expect(renderFabricSummary(created(), 'fabric.yml')).toBe(
      [
        '## ✅ Created fabric analytics-staging (id <code>10742</code>)',
        '',
        'Created fabric analytics-staging (id 10742) with 2 secrets, 2 connections.',
        '',
        '### Created and updated',
        '',
        '| Resource | Name | Id | Result | Details |',
        '|---|---|---|---|---|',
        '| fabric | analytics-staging | <code>10742</code> | created | team data-platform, provider databricks |',
        '| secret | warehouse-token | <code>3303</code> | created | in the create call |',
        '| secret | sftp-login | <code>3304</code> | added |  |',
        '| connection | warehouse | <code>4659</code> | created | in the create call |',
        '| connection | drop | <code>4660</code> | added |  |',
        '',
      ].join('\n'),
    );
  });

  it('renders a second run: secrets updated, connections left alone, drift said', () => {
    const outcome = reconciled();
    expect(onlySecretsChanged(outcome)).toBe(true);
    expect(renderFabricSummary(outcome, 'fabric.yml')).toBe(
      [
        '## ⚠️ Fabric analytics-staging (id <code>10742</code>): nothing changed but the secret values; 1 connection differs from the file',
        '',
        "Nothing changed but the secret values: 2 secrets updated (secret values are always sent: the API never returns them); name and description sent to fabric 10742. 1 connection differs from the file and was left as it is (the service cannot change a connection's kind).",
        '',
        '- **drop** (id <code>4660</code>): kind: &quot;s3&quot; → &quot;sftp&quot;; properties.host: &quot;old.example.com&quot; → &quot;sftp.example.com&quot;',
        '',
        '> [!NOTE]',
        "> The service cannot change a connection's kind: to apply the file, recreate the connection under a new name (and use that name in the file), or change it in the service's settings so they agree.",
        '',
        '### Created and updated',
        '',
        '| Resource | Name | Id | Result | Details |',
        '|---|---|---|---|---|',
        '| fabric | analytics-staging | <code>10742</code> | updated | name, description sent |',
        '| secret | warehouse-token | <code>3303</code> | updated | value sent |',
        '| secret | sftp-login | <code>3304</code> | updated | value sent |',
        '',
        '### Left alone',
        '',
        '| Resource | Name | Id | Result | Details |',
        '|---|---|---|---|---|',
        '| connection | warehouse | <code>4659</code> | unchanged | exists and matches the file |',
        "| connection | drop | <code>4660</code> | differs from the file (left as it is) | differs from the file: kind: &quot;s3&quot; → &quot;sftp&quot;; properties.host: &quot;old.example.com&quot; → &quot;sftp.example.com&quot;; left as it is (the service cannot change a connection's kind) |",
        '',
      ].join('\n'),
    );
  });

  it('says nothing changed when the file has no secrets, and names only what was sent', () => {
    const outcome = reconciled();
    outcome.secrets = [];
    outcome.connections = [outcome.connections[0]!];
    outcome.fieldsUpdated = ['name'];
    expect(statement(outcome)).toBe('Nothing changed: name sent to fabric 10742.');
  });

  it('says what was added on a reconcile that changed more than secrets', () => {
    const outcome = reconciled();
    outcome.connections[0] = item('connection', 'warehouse', { id: '4661', result: 'added' });
    outcome.secrets[1] = item('secret', 'sftp-login', { id: '3305', result: 'added' });
    expect(onlySecretsChanged(outcome)).toBe(false);
    expect(statement(outcome)).toBe(
      "Reconciled analytics-staging: fabric 10742 updated; 1 secret updated; 1 secret, 1 connection added. 1 connection differs from the file and was left as it is (the service cannot change a connection's kind).",
    );
  });

  it('renders a partial failure after a create: a warning with the fabric id to re-run with', () => {
    const outcome = created();
    outcome.connections[1] = item('connection', 'drop', {
      result: 'failed',
      detail: 'Add connection failed: Add Connection failed due to : injected fault (HTTP 500)',
    });
    outcome.connections.push(item('connection', 'alerts', {}));
    outcome.failure = {
      step: 'add connection drop',
      message: 'Add connection failed: Add Connection failed due to : injected fault (HTTP 500)',
      maybeApplied: false,
    };
    const line =
      'Add connection failed: Add Connection failed due to : injected fault (HTTP 500) (fabric analytics-staging, stopped at "add connection drop"). Applied: fabric 10742 created, 2 secrets, 1 connection; not applied: 2 connections. Re-run with fabric-id: 10742 to finish.';
    expect(failureLine(outcome)).toBe(line);
    expect(statement(outcome)).toBe(line);
    expect(renderFabricSummary(outcome, 'fabric.yml')).toBe(
      [
        '## ❌ Fabric analytics-staging: stopped at a failed step',
        '',
        'Add connection failed: Add Connection failed due to : injected fault (HTTP 500) (fabric analytics-staging, stopped at &quot;add connection drop&quot;). Applied: fabric 10742 created, 2 secrets, 1 connection; not applied: 2 connections. Re-run with fabric-id: 10742 to finish.',
        '',
        '> [!WARNING]',
        '> Only part of fabric.yml was applied: re-run with <code>fabric-id: 10742</code> to finish (creating it again would fail: the name exists now).',
        '',
        '### Created and updated',
        '',
        '| Resource | Name | Id | Result | Details |',
        '|---|---|---|---|---|',
        '| fabric | analytics-staging | <code>10742</code> | created | team data-platform, provider databricks |',
        '| secret | warehouse-token | <code>3303</code> | created | in the create call |',
        '| secret | sftp-login | <code>3304</code> | added |  |',
        '| connection | warehouse | <code>4659</code> | created | in the create call |',
        '',
        '### Not applied',
        '',
        '| Resource | Name | Id | Result | Details |',
        '|---|---|---|---|---|',
        '| connection | drop |  | **failed** | Add connection failed: Add Connection failed due to : injected fault (HTTP 500) |',
        '| connection | alerts |  | not applied |  |',
        '',
      ].join('\n'),
    );
  });

  it('says running again finishes a reconcile that stopped halfway, and when a request may have taken effect', () => {
    const outcome = reconciled();
    outcome.secrets[1] = item('secret', 'sftp-login', { id: '3304', result: 'failed', detail: 'x' });
    outcome.connections = [item('connection', 'warehouse', {}), item('connection', 'drop', {})];
    outcome.failure = {
      step: 'update secret sftp-login',
      message: 'Update secret failed: HTTP 502',
      maybeApplied: true,
    };
    expect(failureLine(outcome)).toBe(
      'Update secret failed: HTTP 502 (fabric analytics-staging, stopped at "update secret sftp-login"). Applied: fabric 10742 updated, 1 secret; not applied: 1 secret, 2 connections (the failed request may have taken effect anyway). Running again finishes the job.',
    );
    expect(renderFabricSummary(outcome, 'fabric.yml')).toContain(
      '> Only part of fabric.yml was applied: running again finishes the job.',
    );
  });

  it.each([
    [
      'a create refused because the name exists',
      {
        fabricId: undefined,
        message: 'Create fabric failed: Fabric with name x already exists in the team (HTTP 500)',
        maybe: false,
      },
      'Create fabric failed: Fabric with name x already exists in the team (HTTP 500) (fabric analytics-staging, stopped at "create fabric analytics-staging"). Nothing was applied. The API cannot look a fabric up by name: to reconcile the existing fabric, set fabric-id to its id.',
    ],
    [
      'a create whose answer was lost',
      { fabricId: undefined, message: 'Create fabric failed: HTTP 504', maybe: true },
      'Create fabric failed: HTTP 504 (fabric analytics-staging, stopped at "create fabric analytics-staging").',
    ],
    [
      'a create refused for another reason',
      { fabricId: undefined, message: 'Create fabric failed: Team x not found (HTTP 400)', maybe: false },
      'Create fabric failed: Team x not found (HTTP 400) (fabric analytics-staging, stopped at "create fabric analytics-staging"). Nothing was applied.',
    ],
    [
      'an update refused',
      { fabricId: '1', message: 'Update fabric failed: Fabric 1 not found (HTTP 404)', maybe: false },
      'Update fabric failed: Fabric 1 not found (HTTP 404) (fabric analytics-staging, stopped at "update fabric 1"). Nothing was applied.',
    ],
  ])('failure line for %s', (_what, { fabricId, message, maybe }, line) => {
    const outcome: FabricOutcome = {
      ...created(),
      fabricId,
      created: false,
      fabric: item('fabric', 'analytics-staging', { result: 'failed', detail: message }),
      secrets: [item('secret', 's', {})],
      connections: [],
      failure: {
        step: fabricId === undefined ? 'create fabric analytics-staging' : `update fabric ${fabricId}`,
        message,
        maybeApplied: maybe,
      },
    };
    expect(failureLine(outcome)).toBe(line);
    expect(renderFabricSummary(outcome, 'fabric.yml')).not.toContain('[!WARNING]');
  });

  it('words the drift warning with each field, what the service has and what the file says, and what to do', () => {
    expect(driftWarning(reconciled().connections[1]!, 'infra/fabric.yml')).toBe(
      'Connection drop (id 4660) differs from infra/fabric.yml: kind: "s3" → "sftp"; properties.host: "old.example.com" → "sftp.example.com". The service cannot change a connection\'s kind, so it was left as it is: to apply the file, recreate the connection under a new name (and use that name in the file), or change it in the service\'s settings so they agree.',
    );
  });

  it('words the drift of properties alone with fix-drift, and a mix with both remedies', () => {
    const outcome = reconciled();
    const properties = item('connection', 'warehouse', {
      id: '4659',
      result: 'drifted',
      drift: [{ field: 'properties.host', service: '"old.example.com"', file: '"new.example.com"' }],
    });
    expect(driftWarning(properties, 'infra/fabric.yml')).toBe(
      'Connection warehouse (id 4659) differs from infra/fabric.yml: properties.host: "old.example.com" → "new.example.com". It was left as it is: with fix-drift: true, an apply sets its properties to the file\'s.',
    );
    outcome.connections[0] = properties;
    expect(statement(outcome)).toMatch(
      / 2 connections differ from the file and were left as they are \(fix-drift is off; the service cannot change a connection's kind\)\.$/,
    );
    expect(renderFabricSummary(outcome, 'fabric.yml')).toContain(
      "> [!NOTE]\n> With fix-drift: true, an apply sets a connection's properties to the file's. The service cannot change a connection's kind: to apply the file",
    );
  });

  it('counts a connection fix-drift updated with what was updated', () => {
    const outcome = reconciled();
    outcome.connections[1] = item('connection', 'drop', {
      id: '4660',
      result: 'updated',
      detail:
        'properties set to the file\'s (fix-drift): properties.host: "old.example.com" → "sftp.example.com"',
    });
    expect(onlySecretsChanged(outcome)).toBe(false);
    expect(statement(outcome)).toBe(
      'Reconciled analytics-staging: fabric 10742 updated; 2 secrets, 1 connection updated.',
    );
    expect(renderFabricSummary(outcome, 'fabric.yml')).toContain(
      "| connection | drop | <code>4660</code> | updated | properties set to the file's (fix-drift): properties.host: &quot;old.example.com&quot; → &quot;sftp.example.com&quot; |",
    );
  });

  it('lists a secret the file does not name under "Left alone", and says so', () => {
    const outcome = reconciled();
    outcome.connections = [outcome.connections[0]!];
    outcome.unmanaged = [
      {
        resource: 'secret',
        name: 'legacy-key',
        id: '3310',
        result: 'unmanaged',
        detail: 'on the service, not in the file: left alone (the action never deletes)',
      },
    ];
    expect(statement(outcome)).toBe(
      'Nothing changed but the secret values: 2 secrets updated (secret values are always sent: the API never returns them); name and description sent to fabric 10742. 1 secret on the service is not in the file and was left alone.',
    );
    expect(renderFabricSummary(outcome, 'fabric.yml')).toContain(
      '| secret | legacy-key | <code>3310</code> | not in the file (left alone) | on the service, not in the file: left alone (the action never deletes) |',
    );
  });

  it('escapes names and messages so they cannot break the table or inject markup', () => {
    const outcome = created();
    outcome.connections[1] = item('connection', 'a|b<script>', {
      id: '1',
      result: 'added',
      detail: '*x* @team',
    });
    const text = renderFabricSummary(outcome, 'fabric.yml');
    expect(text).toContain(
      '| connection | a&#124;b&lt;script&gt; | <code>1</code> | added | &#42;x&#42; @&#8203;team |',
    );
    expect(text).not.toContain('<script>');
  });
});

describe('dry-run plan rendering', () => {
  const spec = parseFabricFile(
    parseYamlText(
      'fabric.yml',
      `name: analytics-staging
teamName: data-platform
provider: databricks
secrets:
  - { name: warehouse-token, subKind: text, valueFromEnv: WAREHOUSE_TOKEN }
connections:
  - name: warehouse
    kind: databricks
    properties: { url: "<x>", token: { secret: warehouse-token } }
`,
    ),
  );

  const dryRun = (fabricId: string | undefined) => {
    const plan = planFabric(spec, fabricId);
    return renderDryRun(plan, plannedRequests(plan, spec), 'fabric.yml');
  };

  it('renders the plan table and the requests with *** for values', () => {
    expect(dryRun(undefined)).toBe(
      [
        '## 📝 Dry run: fabric analytics-staging',
        '',
        'Nothing was sent. No fabric-id: the fabric would be created. Plan from fabric.yml:',
        '',
        '| Resource | Name | Action | Details |',
        '|---|---|---|---|',
        '| fabric | analytics-staging | **create** | no fabric-id: created in team data-platform, provider databricks, with secret warehouse-token and connection warehouse in the create call |',
        '| secret | warehouse-token | **add** | in the create call |',
        '| connection | warehouse | **add** | in the create call (warehouse-token as {{SECRET}}) |',
        '',
        '<details><summary>Requests that would be sent (secret values shown as ***)</summary>',
        '',
        `<pre>POST /api/orchestration/fabric  # create the fabric
{
  "name": "analytics-staging",
  "teamName": "data-platform",
  "provider": "databricks",
  "secret": {
    "kind": "native",
    "subKind": "text",
    "properties": {
      "name": "warehouse-token",
      "value": "***"
    }
  },
  "connection": {
    "name": "warehouse",
    "kind": "databricks",
    "isDefaultWarehouseConnection": false,
    "properties": {
      "url": "&lt;x&gt;",
      "token": "{{SECRET}}"
    }
  }
}

GET /api/orchestration/fabric/&lt;new fabric id&gt;/secret  # learn the id of secret warehouse-token

GET /api/orchestration/fabric/&lt;new fabric id&gt;/connection/name/warehouse  # learn the id of connection warehouse</pre>`,
        '',
        '</details>',
        '',
      ].join('\n'),
    );
  });

  it('says what fabric-id means in a dry run, and lists the plan for the log', () => {
    const plan = planFabric(spec, '10742');
    expect(dryRun('10742')).toContain(
      'Nothing was sent. fabric-id 10742: the fabric would be reconciled. Without reading the service (a dry run sends nothing), what exists is decided at apply time. Plan from fabric.yml:',
    );
    expect(planLines(plan)).toEqual([
      'update        fabric     analytics-staging: name sent every time (the API cannot read a fabric to compare them); teamName and provider cannot change after creation',
      'add or update secret     warehouse-token: updated by id when the secret list has this name, else added; the value is always sent (the API never returns it)',
      'add if absent connection warehouse: looked up by name: added when absent; an existing one is left as it is (fix-drift is off) and compared with the file',
    ]);
  });
});
