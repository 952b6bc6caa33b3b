/**
 * The deploy overrides file (`overrides-file`): which pipeline parameters and project
 * configuration values a deployment sets, each a string exactly as the user wrote it.
 *
 *   pipelineConfigurations:
 *     ingest_orders:
 *       batch_size: 500      # sent as "500"
 *   projectConfiguration:
 *     environment: prod
 *
 * The service takes every value as a string, but YAML would read `1.50` as 1.5 and `0012` as 12;
 * sending those would deploy a value the user never wrote, so plain scalars keep their source text.
 */
import { isAlias } from 'yaml';
import { loadYamlFile, isMap, isScalar, isSeq } from './yaml.js';
import type { Node, Pair, YAMLMap, YamlFile } from './yaml.js';

export const OVERRIDE_SECTIONS = ['pipelineConfigurations', 'projectConfiguration'] as const;

/** One parameter the file overrides, with where it was written (for dry runs and summaries). */
export interface OverrideEntry {
  /** The pipeline for a pipeline parameter; undefined for project configuration. */
  pipeline: string | undefined;
  name: string;
  value: string;
  line: number | undefined;
}

export interface Overrides {
  /** The path as the user gave it. */
  path: string;
  /** Pipelines with at least one parameter; each parameter once, in file order. */
  pipelineConfigurations: Record<string, Record<string, string>>;
  projectConfiguration: Record<string, string>;
  /** Every override in file order: pipeline parameters first if the file lists them first. */
  entries: OverrideEntry[];
}

export async function loadOverridesFile(path: string): Promise<Overrides> {
  return parseOverrides(await loadYamlFile(path));
}

export function parseOverrides(file: YamlFile): Overrides {
  const entries: OverrideEntry[] = [];
  const root = file.root;
  // An empty file (or one holding only comments) overrides nothing, which is a valid choice.
  if (root !== null && !isNullScalar(root)) {
    if (!isMap(root)) {
      file.fail(root, `must be a map with the keys ${OVERRIDE_SECTIONS.join(' and ')}`);
    }
    for (const { key, pair, value } of entries_(file, root)) {
      if (key === 'pipelineConfigurations') entries.push(...readPipelines(file, pair, value));
      else if (key === 'projectConfiguration')
        entries.push(...readParameters(file, key, undefined, pair, value));
      else {
        file.fail(pair, `unknown key "${key}"; the keys are ${OVERRIDE_SECTIONS.join(' and ')}`);
      }
    }
  }
  return {
    path: file.path,
    pipelineConfigurations: groupPipelines(entries),
    projectConfiguration: Object.fromEntries(
      entries.filter((e) => e.pipeline === undefined).map((e) => [e.name, e.value]),
    ),
    entries,
  };
}

function readPipelines(file: YamlFile, sectionPair: Pair, section: Node | null): OverrideEntry[] {
  // A section with nothing under it (all entries commented out) overrides nothing.
  if (section === null || isNullScalar(section)) return [];
  if (!isMap(section)) {
    file.fail(sectionPair, `pipelineConfigurations must be a map of pipeline names to their parameters`);
  }
  const out: OverrideEntry[] = [];
  for (const { key: pipeline, pair, value } of entries_(file, section)) {
    out.push(...readParameters(file, `pipelineConfigurations.${pipeline}`, pipeline, pair, value));
  }
  return out;
}

function readParameters(
  file: YamlFile,
  where: string,
  pipeline: string | undefined,
  sectionPair: Pair,
  section: Node | null,
): OverrideEntry[] {
  if (section === null || isNullScalar(section)) return [];
  if (!isMap(section)) file.fail(sectionPair, `${where} must be a map of parameter names to values`);
  return entries_(file, section).map(({ key: name, pair, value }) => ({
    pipeline,
    name,
    value: scalarValue(file, `${where}.${name}`, pair, value),
    line: file.line(pair),
  }));
}

/**
 * The string the service receives for a value: quoted and block scalars as YAML reads them (the
 * quotes are syntax, not part of the value); plain numbers and booleans as written (`1.50`, `0012`).
 */
function scalarValue(file: YamlFile, where: string, pair: Pair, node: Node | null): string {
  const target = node && isAlias(node) ? (node.resolve(file.doc) as Node | undefined) : node;
  if (isSeq(target)) file.fail(pair, `${where} must be a single value, not a list`);
  if (isMap(target)) file.fail(pair, `${where} must be a single value, not a map`);
  // `key:` or `key: ~` could mean "empty string" or "leave the default"; guessing either would
  // deploy something the user may not want, so they must say which (`""`, or remove the line).
  if (!target || !isScalar(target) || target.value === null || target.value === undefined) {
    file.fail(
      pair,
      `${where} has no value; write "" for an empty string, or remove the line to keep the default`,
    );
  }
  if (typeof target.value === 'string') return target.value;
  return file.source(target).trim();
}

/** Map entries whose keys are names as written (a plain `0012:` key is "0012", not "12"). */
function entries_(file: YamlFile, map: YAMLMap): Array<{ key: string; pair: Pair; value: Node | null }> {
  return map.items.map((item) => {
    const pair = item as Pair;
    const keyNode = pair.key as Node | null;
    if (!isScalar(keyNode) || keyNode.value === null || keyNode.value === undefined) {
      file.fail(pair, 'keys must be plain names');
    }
    const key = typeof keyNode.value === 'string' ? keyNode.value : file.source(keyNode).trim();
    if (key === '') file.fail(pair, 'keys must not be empty');
    return { key, pair, value: (pair.value as Node | null) ?? null };
  });
}

function isNullScalar(node: Node): boolean {
  return isScalar(node) && node.value === null;
}

function groupPipelines(entries: OverrideEntry[]): Record<string, Record<string, string>> {
  const byPipeline = new Map<string, Array<[string, string]>>();
  for (const e of entries) {
    if (e.pipeline === undefined) continue;
    const params = byPipeline.get(e.pipeline) ?? [];
    params.push([e.name, e.value]);
    byPipeline.set(e.pipeline, params);
  }
  // fromEntries defines own properties, so a pipeline or parameter named `__proto__` stays data.
  return Object.fromEntries(
    [...byPipeline].map(([pipeline, params]) => [pipeline, Object.fromEntries(params)]),
  );
}
