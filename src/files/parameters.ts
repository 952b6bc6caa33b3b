/**
 * Pipeline mode's `parameters-file` (docs/pipeline-mode.md), values exactly as written, as in the
 * overrides file. A pipeline the step does not run is an error: its parameters would be dropped
 * without a word, and it is most likely a misspelt name.
 */
import * as z from 'zod';
import { parameters, writtenValues } from './overrides.js';
import { clip } from '../common/text.js';
import { loadYamlFile, readWith, type YamlFile } from './yaml.js';

export async function loadParametersFile(path: string, pipelines: readonly string[]) {
  return parseParameters(await loadYamlFile(path, 'parameters-file'), pipelines);
}

/** An empty file sets no parameter: a valid choice. */
const schema = z
  .map(z.string(), parameters.nullable(), {
    error: 'the parameters file must be a map of pipeline names to their parameters, got {got}',
  })
  .nullable();

export type PipelineParameters = ReturnType<typeof parseParameters>;

/** `byPipeline` in file order; a pipeline listed without parameters is left out. */
export function parseParameters(file: YamlFile, pipelines: readonly string[]) {
  const { value } = readWith(file, schema);
  const listed: Array<[string, Record<string, string>]> = [];
  for (const [pipeline, params] of value ?? []) {
    // The input's names, not the file's: the file's may be anything it holds.
    if (!pipelines.includes(pipeline))
      file.failAt(
        [pipeline],
        `this pipeline is not one the pipelines input names (${clip(pipelines.join(', '), 200)}): a parameter is sent only with a run of its pipeline`,
      );
    const values = writtenValues(file, params, [pipeline]).map(({ name, value }) => [name, value]);
    if (values.length > 0) listed.push([pipeline, Object.fromEntries(values)]);
  }
  // fromEntries defines own properties, so a pipeline or parameter named `__proto__` stays data.
  return { path: file.path, byPipeline: Object.fromEntries(listed) };
}
