/**
 * The deploy overrides file (`overrides-file`, docs/deploy-mode.md). Values are strings exactly as
 * written: YAML reads `1.50` as 1.5 and `0012` as 12, which would deploy a value the user never
 * wrote (exactText in yaml.ts).
 */
import * as z from 'zod';
import { controlIn, exactText, fields, isScalar, loadYamlFile, readWith } from './yaml.js';
import type { Path, YamlFile } from './yaml.js';

/** `pipeline` is undefined for project configuration; `line` is for dry runs and summaries. */
type OverrideEntry = ReturnType<typeof writtenValues>[number] & { pipeline: string | undefined };

export type Overrides = ReturnType<typeof parseOverrides>;

export async function loadOverridesFile(path: string): Promise<Overrides> {
  return parseOverrides(await loadYamlFile(path, 'overrides-file'));
}

/**
 * Also a run's parameter (parameters.ts). `key:` could mean "" or "keep the default", and `.inf`
 * text or a non-finite number: guessing could deploy what the user did not mean, so they must say.
 */
const parameterValue = z
  .union([z.string(), z.number(), z.boolean()], {
    error: (iss) =>
      iss.input === null || iss.input === undefined
        ? '{path} has no value; write "" for an empty string, or remove the line to keep the default'
        : typeof iss.input === 'number'
          ? '{path} is a number YAML cannot hold (.inf, .nan, or too large, such as 1e400); write it in quotes to send it as text'
          : `{path} must be a single value, not a ${Array.isArray(iss.input) ? 'list' : 'map'}`,
  })
  .refine((value) => typeof value !== 'string' || !controlIn(value, true), {
    error: (iss) => `{path} holds the control character ${controlIn(iss.input as string, true)}`,
  });

/** A section or pipeline with nothing under it (all commented out) sets nothing. */
export const parameters = z.map(z.string(), parameterValue, {
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
  (_, key) =>
    key === undefined
      ? 'must be a map with the keys pipelineConfigurations and projectConfiguration, got {got}'
      : `${key.said}; the keys are pipelineConfigurations and projectConfiguration`,
);

/** Each name of a map of `parameters`, with its value as written and its line. */
export function writtenValues(file: YamlFile, params: unknown, path: Path) {
  return [...((params as Map<string, unknown> | null)?.keys() ?? [])].map((name) => {
    const at = file.at([...path, name]);
    // Checked by the schema: a scalar that is not null.
    return { name, value: isScalar(at.node) ? exactText(file, at.node) : '', line: at.line };
  });
}

/** Pipelines with at least one parameter; each parameter once; entries too in file order. */
export function parseOverrides(file: YamlFile) {
  // An empty file (or one holding only comments) overrides nothing, which is a valid choice.
  const { data } = readWith(file, overrides.nullable());
  const entries: OverrideEntry[] = [];
  const read = (params: unknown, pipeline: string | undefined, path: Path): Array<[string, string]> =>
    writtenValues(file, params, path).map((entry) => {
      entries.push({ pipeline, ...entry });
      return [entry.name, entry.value];
    });
  // fromEntries defines own properties, so a pipeline or parameter named `__proto__` stays data.
  const pipelines: Array<[string, Record<string, string>]> = [];
  let project: Record<string, string> = {};
  // The sections in file order, so a dry run lists overrides as the file does.
  for (const [section, content] of (data as Map<string, unknown> | null) ?? []) {
    if (section === 'projectConfiguration') project = Object.fromEntries(read(content, undefined, [section]));
    else
      for (const [pipeline, params] of (content as Map<string, unknown> | null) ?? []) {
        const values = read(params, pipeline, [section, pipeline]);
        if (values.length > 0) pipelines.push([pipeline, Object.fromEntries(values)]);
      }
  }
  return {
    path: file.path,
    pipelineConfigurations: Object.fromEntries(pipelines),
    projectConfiguration: project,
    entries,
  };
}
