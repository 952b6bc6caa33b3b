// What a fixture must satisfy beyond its schema, which zod cannot express: unique names, and names
// that point at something.
import { spellings } from './state.js';
import type { Fixture, TestSpec } from './fixture-schema.js';

export type Path = readonly (string | number)[];

export function checkReferences(f: Fixture, fail: (path: Path, message: string) => never): void {
  const spelt = spellings(f.accepts);
  f.accepts?.warehouseKinds.forEach((kind, i) => {
    if (!spelt.connectionKinds.includes(kind))
      fail(
        ['accepts', 'warehouseKinds', i],
        `"${kind}" is not an accepted connection kind (add it to connectionKinds)`,
      );
  });
  const teams = new Set(f.teams);
  f.teams.forEach((t, i) => {
    if (f.teams.indexOf(t) !== i) fail(['teams', i], `duplicate team "${t}"`);
  });
  const fabricIds = new Set<string>();
  const fabricKeys = new Set<string>();
  f.fabrics.forEach((fab, i) => {
    const at = ['fabrics', i];
    if (!teams.has(fab.teamName)) fail([...at, 'teamName'], `team "${fab.teamName}" is not listed in teams`);
    if (!spelt.providers.includes(fab.provider))
      fail(
        [...at, 'provider'],
        `provider "${fab.provider}" is not accepted (${spelt.providers.join(', ')}; add it under accepts.providers)`,
      );
    if (fab.id !== undefined) {
      if (fabricIds.has(fab.id)) fail([...at, 'id'], `duplicate fabric id "${fab.id}"`);
      fabricIds.add(fab.id);
    }
    const key = `${fab.teamName}\u0000${fab.name}`;
    if (fabricKeys.has(key))
      fail([...at, 'name'], `fabric "${fab.name}" already exists in team "${fab.teamName}"`);
    fabricKeys.add(key);
    const secretNames = new Set<string>();
    fab.secrets.forEach((s, j) => {
      if (secretNames.has(s.name)) fail([...at, 'secrets', j, 'name'], `duplicate secret "${s.name}"`);
      if (!spelt.secretSubKinds.includes(s.subKind))
        fail(
          [...at, 'secrets', j, 'subKind'],
          `subKind "${s.subKind}" is not accepted (add it under accepts.secretSubKinds)`,
        );
      secretNames.add(s.name);
    });
    const connNames = new Set<string>();
    let defaults = 0;
    fab.connections.forEach((c, j) => {
      const cat = [...at, 'connections', j];
      if (connNames.has(c.name)) fail([...cat, 'name'], `duplicate connection "${c.name}"`);
      connNames.add(c.name);
      if (!spelt.connectionKinds.includes(c.kind))
        fail([...cat, 'kind'], `kind "${c.kind}" is not accepted (add it under accepts.connectionKinds)`);
      if (c.isDefaultWarehouseConnection) {
        if (!spelt.warehouseKinds.includes(c.kind))
          fail(
            [...cat, 'isDefaultWarehouseConnection'],
            `kind "${c.kind}" cannot be the default warehouse connection`,
          );
        if (++defaults > 1)
          fail([...cat, 'isDefaultWarehouseConnection'], 'a fabric has at most one default');
      }
      for (const [prop, value] of Object.entries(c.properties)) {
        if (typeof value === 'object' && !secretNames.has(value.secret))
          fail(
            [...cat, 'properties', prop, 'secret'],
            `secret "${value.secret}" is not defined in this fabric`,
          );
      }
    });
  });

  const projectIds = new Set<string>();
  f.projects.forEach((p, i) => {
    const at = ['projects', i];
    const id = p.id ?? p.name;
    if (projectIds.has(id)) fail(at, `duplicate project id "${id}"`);
    projectIds.add(id);
    p.publishedTo.forEach((ref, j) => {
      if (!f.fabrics.some((fab) => fab.id === ref || fab.name === ref))
        fail([...at, 'publishedTo', j], `no fabric has the name or id "${ref}"`);
    });
    const dup = <T extends { name: string }>(list: T[], path: Path, what: string): void => {
      const seen = new Set<string>();
      list.forEach((item, j) => {
        if (seen.has(item.name)) fail([...path, j, 'name'], `duplicate ${what} "${item.name}"`);
        seen.add(item.name);
      });
    };
    p.versions.forEach((v, j) => {
      if (p.versions.indexOf(v) !== j) fail([...at, 'versions', j], `duplicate version "${v}"`);
    });
    if (p.defaultBranch !== undefined && !p.branches.includes(p.defaultBranch))
      fail([...at, 'defaultBranch'], `"${p.defaultBranch}" is not listed in branches`);
    dup(p.sources, [...at, 'sources'], 'source');
    dup(p.models, [...at, 'models'], 'model');
    dup(p.pipelines, [...at, 'pipelines'], 'pipeline');
    dup(p.projectTests, [...at, 'projectTests'], 'project test');
    const checkSpecs = (specs: TestSpec[], path: Path): void => {
      dup(specs, path, 'test');
      specs.forEach((s, j) => {
        for (const v of Object.keys(s.byVersion ?? {}))
          if (!p.versions.includes(v))
            fail([...path, j, 'byVersion', v], `version "${v}" is not listed in versions`);
        for (const b of Object.keys(s.byBranch ?? {}))
          if (!p.branches.includes(b))
            fail([...path, j, 'byBranch', b], `branch "${b}" is not listed in branches`);
        (s.branches ?? []).forEach((b, k) => {
          if (!p.branches.includes(b))
            fail([...path, j, 'branches', k], `branch "${b}" is not listed in branches`);
        });
      });
    };
    checkSpecs(p.projectTests, [...at, 'projectTests']);
    p.sources.forEach((s, j) => {
      dup(s.tables, [...at, 'sources', j, 'tables'], 'table');
      s.tables.forEach((t, k) => {
        const tat = [...at, 'sources', j, 'tables', k];
        dup(t.columns, [...tat, 'columns'], 'column');
        checkSpecs(t.tests, [...tat, 'tests']);
        t.columns.forEach((c, l) => checkSpecs(c.tests, [...tat, 'columns', l, 'tests']));
      });
    });
    p.models.forEach((m, j) => checkSpecs(m.tests, [...at, 'models', j, 'tests']));
    p.pipelines.forEach((pipeline, j) => {
      for (const v of Object.keys(pipeline.run.byVersion))
        if (!p.versions.includes(v))
          fail([...at, 'pipelines', j, 'run', 'byVersion', v], `version "${v}" is not listed in versions`);
    });
  });
}
