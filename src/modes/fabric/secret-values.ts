/**
 * The fabric file's secret values, read from the environment variables it names and masked the
 * moment each is read: from then on no value can reach the log, even inside an error.
 */
import { FileError } from '../../common/errors.js';
import { MIN_SECRET_LENGTH } from '../../common/secret-registry.js';
import type { FabricSpec } from '../../files/fabric-file.js';
import { short } from '../../files/yaml.js';

/** Secret name → wire property → value, read from the environment. */
export type SecretValues = ReadonlyMap<string, Readonly<Record<string, string>>>;

/**
 * An unset or empty variable is an error (empty is what GitHub passes for a secret the workflow
 * cannot see, e.g. from a fork), and so is a value shorter than MIN_SECRET_LENGTH: the runner does
 * not mask one that short.
 */
export function resolveSecretValues(
  spec: FabricSpec,
  env: NodeJS.ProcessEnv,
  mask: (value: string) => void,
): SecretValues {
  const missing: Array<{ secret: string; variable: string; line: number }> = [];
  const values = new Map<string, Record<string, string>>();
  let tooShort: { secret: string; variable: string; line: number } | undefined;
  for (const secret of spec.secrets) {
    const resolved: Record<string, string> = {};
    for (const [property, source] of Object.entries(secret.properties)) {
      if (source.from === 'literal') {
        resolved[property] = source.value;
        continue;
      }
      const value = env[source.variable];
      if (value === undefined || value === '') {
        missing.push({ secret: secret.name, variable: source.variable, line: source.line });
        continue;
      }
      if (value.length < MIN_SECRET_LENGTH) tooShort ??= { secret: secret.name, ...source };
      mask(value);
      resolved[property] = value;
    }
    values.set(secret.name, resolved);
  }
  const [first, ...others] = missing;
  if (first) {
    const more = others.length
      ? `; also missing: ${others.map((m) => `${m.variable} (line ${m.line})`).join(', ')}`
      : '';
    throw new FileError(
      spec.path,
      first.line,
      `secret "${short(first.secret)}": environment variable ${first.variable} is not set or empty (pass it with env: on the step, e.g. ${first.variable}: \${{ secrets.${first.variable} }})${more}`,
    );
  }
  if (tooShort) {
    throw new FileError(
      spec.path,
      tooShort.line,
      `secret "${short(tooShort.secret)}": the value of environment variable ${tooShort.variable} is shorter than ${MIN_SECRET_LENGTH} characters, which the runner cannot mask in the log; use a longer secret`,
    );
  }
  return values;
}

/** Unset or empty variables, each once, at the line first naming it: a plan, needing no value, says so. */
export function unsetVariables(spec: FabricSpec, env: NodeJS.ProcessEnv) {
  const unset = new Map<string, number>();
  for (const source of spec.secrets.flatMap((s) => Object.values(s.properties)))
    if (source.from === 'env' && !env[source.variable] && !unset.has(source.variable))
      unset.set(source.variable, source.line);
  return Array.from(unset, ([variable, line]) => ({ variable, line }));
}
