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
 * sending those would deploy a value the user never wrote, so plain scalars keep their source
 * text, and a value with a standard tag is what the tag reads (`!!int "12"` is "12"; see
 * exactText in yaml.ts). Names hold no control characters; values may hold tabs and line feeds.
 */
import * as z from 'zod';
import { controlIn, exactText, fields, isScalar, loadYamlFile, readWith, unknownKey } from './yaml.js';
import type { Path, YamlFile } from './yaml.js';

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

/**
 * A single value: of an override here, of a run's parameter in parameters.ts. `key:` or `key: ~`
 * could mean "empty string" or "leave the default"; guessing either would deploy (or run)
 * something the user may not want, so they must say which. YAML reads `.inf`,
 * `.nan` and `1e400` as numbers that are not finite (zod's number refuses them): whether the
 * user meant that text or a number, quoting it says which.
 */
export const parameterValue = z
  .union([z.string(), z.number(), z.boolean()], {
    error: (iss) =>
      iss.input === null || iss.input === undefined
        ? '{path} has no value; write "" for an empty string, or remove the line to keep the default'
        : typeof iss.input === 'number'
          ? '{path} is {text}, which YAML reads as a number that is not finite; quote it ("{text}") to send it as text'
          : `{path} must be a single value, not a ${Array.isArray(iss.input) ? 'list' : 'map'}`,
  })
  .superRefine((text, ctx) => {
    const control = typeof text === 'string' ? controlIn(text, true) : undefined;
    if (control) ctx.addIssue({ code: 'custom', message: `{path} holds the control character ${control}` });
  });

/** Names → values. A section or pipeline with nothing under it (all commented out) sets nothing. */
const parameters = z.map(z.string(), parameterValue, {
  error: '{path} must be a map of parameter names to values',
});

const overrides = fields(
  {
    pipelineConfigurations: z
      .map(z.string(), parameters.nullable(), {
        error: 'pipelineConfigurations must be a map of pipeline names to their parameters',
      })
      .nullable()
      .optional(),
    projectConfiguration: parameters.nullable().optional(),
  },
  (iss) => {
    const key = unknownKey(iss);
    return key === undefined
      ? `must be a map with the keys ${OVERRIDE_SECTIONS.join(' and ')}`
      : `unknown key "${key}"; the keys are ${OVERRIDE_SECTIONS.join(' and ')}`;
  },
);

export function parseOverrides(file: YamlFile): Overrides {
  // An empty file (or one holding only comments) overrides nothing, which is a valid choice.
  const { data } = readWith(file, overrides.nullable());
  const entries: OverrideEntry[] = [];
  const read = (params: unknown, pipeline: string | undefined, path: Path): void => {
    for (const name of (params as Map<string, unknown> | null)?.keys() ?? []) {
      const at = file.at([...path, name]);
      const node = at.node;
      // Checked by the schema: a scalar that is not null.
      const text = isScalar(node) ? exactText(file, node) : '';
      entries.push({ pipeline, name, value: text, line: at.line });
    }
  };
  // The sections in file order, so a dry run lists overrides as the file does.
  for (const [section, content] of (data as Map<string, unknown> | null) ?? []) {
    if (section === 'projectConfiguration') read(content, undefined, [section]);
    else
      for (const [pipeline, params] of (content as Map<string, unknown> | null) ?? [])
        read(params, pipeline, [section, pipeline]);
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
