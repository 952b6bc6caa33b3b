// What a fixture must satisfy beyond its schema, which zod cannot express: unique names, and names
// that point at something.
import { spellings } from './state.js';
import type { Fixture, TestSpec } from './fixture-schema.js';

export type Path = readonly (string | number)[];

export function checkReferences(f: Fixture, fail: (path: Path, message: string) => never): void {
  /** Fails on a key it was given before. */
  const unique = () => {
    const seen = new Set<string>();
    return (key: string, path: Path, message: string): void => {
      if (seen.has(key)) fail(path, message);
      seen.add(key);
    };
  };
  const uniqueNames = (list: { name: string }[], path: Path, what: string): void => {
    const name = unique();
    list.forEach((item, j) => name(item.name, [...path, j, 'name'], `duplicate ${what} "${item.name}"`));
  };
  const spelt = spellings(f.accepts);
  /** `shown`: the spellings, listed before the advice. */
  const accepted = (list: keyof typeof spelt, what: string, value: string, path: Path, shown = ''): void => {
    if (!spelt[list].includes(value))
      fail(path, `${what} "${value}" is not accepted (${shown}add it under accepts.${list})`);
  };
  f.accepts?.warehouseKinds.forEach((kind, i) => {
    if (!spelt.connectionKinds.includes(kind))
      fail(
        ['accepts', 'warehouseKinds', i],
        `"${kind}" is not an accepted connection kind (add it to connectionKinds)`,
      );
  });
  const team = unique();
  f.teams.forEach((t, i) => team(t, ['teams', i], `duplicate team "${t}"`));
  const fabricId = unique();
  const fabricKey = unique();
  f.fabrics.forEach((fab, i) => {
    const at = ['fabrics', i];
    if (!f.teams.includes(fab.teamName))
      fail([...at, 'teamName'], `team "${fab.teamName}" is not listed in teams`);
    accepted('providers', 'provider', fab.provider, [...at, 'provider'], `${spelt.providers.join(', ')}; `);
    if (fab.id !== undefined) fabricId(fab.id, [...at, 'id'], `duplicate fabric id "${fab.id}"`);
    fabricKey(
      `${fab.teamName}\u0000${fab.name}`,
      [...at, 'name'],
      `fabric "${fab.name}" already exists in team "${fab.teamName}"`,
    );
    const secretName = unique();
    fab.secrets.forEach((s, j) => {
      secretName(s.name, [...at, 'secrets', j, 'name'], `duplicate secret "${s.name}"`);
      accepted('secretSubKinds', 'subKind', s.subKind, [...at, 'secrets', j, 'subKind']);
    });
    const connName = unique();
    let defaults = 0;
    fab.connections.forEach((c, j) => {
      const cat = [...at, 'connections', j];
      connName(c.name, [...cat, 'name'], `duplicate connection "${c.name}"`);
      accepted('connectionKinds', 'kind', c.kind, [...cat, 'kind']);
      if (c.isDefaultWarehouseConnection) {
        const flag = [...cat, 'isDefaultWarehouseConnection'];
        if (!spelt.warehouseKinds.includes(c.kind))
          fail(flag, `kind "${c.kind}" cannot be the default warehouse connection`);
        if (++defaults > 1) fail(flag, 'a fabric has at most one default');
      }
      for (const [prop, value] of Object.entries(c.properties)) {
        if (typeof value === 'object' && !fab.secrets.some((s) => s.name === value.secret))
          fail(
            [...cat, 'properties', prop, 'secret'],
            `secret "${value.secret}" is not defined in this fabric`,
          );
      }
    });
  });

  const projectId = unique();
  f.projects.forEach((p, i) => {
    const at = ['projects', i];
    const id = p.id ?? p.name;
    projectId(id, at, `duplicate project id "${id}"`);
    p.publishedTo.forEach((ref, j) => {
      if (!f.fabrics.some((fab) => fab.id === ref || fab.name === ref))
        fail([...at, 'publishedTo', j], `no fabric has the name or id "${ref}"`);
    });
    const version = unique();
    p.versions.forEach((v, j) => version(v, [...at, 'versions', j], `duplicate version "${v}"`));
    if (p.defaultBranch !== undefined && !p.branches.includes(p.defaultBranch))
      fail([...at, 'defaultBranch'], `"${p.defaultBranch}" is not listed in branches`);
    uniqueNames(p.sources, [...at, 'sources'], 'source');
    uniqueNames(p.models, [...at, 'models'], 'model');
    uniqueNames(p.pipelines, [...at, 'pipelines'], 'pipeline');
    uniqueNames(p.projectTests, [...at, 'projectTests'], 'project test');
    const listed = (value: string, among: 'versions' | 'branches', path: Path): void => {
      if (!p[among].includes(value))
        fail(path, `${among === 'versions' ? 'version' : 'branch'} "${value}" is not listed in ${among}`);
    };
    const checkSpecs = (specs: TestSpec[], path: Path): void => {
      uniqueNames(specs, path, 'test');
      specs.forEach((s, j) => {
        for (const v of Object.keys(s.byVersion ?? {})) listed(v, 'versions', [...path, j, 'byVersion', v]);
        for (const b of Object.keys(s.byBranch ?? {})) listed(b, 'branches', [...path, j, 'byBranch', b]);
        s.branches?.forEach((b, k) => listed(b, 'branches', [...path, j, 'branches', k]));
      });
    };
    checkSpecs(p.projectTests, [...at, 'projectTests']);
    p.sources.forEach((s, j) => {
      uniqueNames(s.tables, [...at, 'sources', j, 'tables'], 'table');
      s.tables.forEach((t, k) => {
        const tat = [...at, 'sources', j, 'tables', k];
        uniqueNames(t.columns, [...tat, 'columns'], 'column');
        checkSpecs(t.tests, [...tat, 'tests']);
        t.columns.forEach((c, l) => checkSpecs(c.tests, [...tat, 'columns', l, 'tests']));
      });
    });
    p.models.forEach((m, j) => checkSpecs(m.tests, [...at, 'models', j, 'tests']));
    p.pipelines.forEach((pipeline, j) => {
      for (const v of Object.keys(pipeline.run.byVersion))
        listed(v, 'versions', [...at, 'pipelines', j, 'run', 'byVersion', v]);
    });
  });
}
