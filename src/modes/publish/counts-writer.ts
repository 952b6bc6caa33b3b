/**
 * An output per count: its name in kebab case (newFailed is new-failed). The quarantined failures
 * and errors are parts of `quarantined`, not outputs of their own.
 */
import { COUNT_NAMES } from '../../results/file-formats.js';
import type { Publication, Writer } from './writer.js';

type OutputCount = Exclude<(typeof COUNT_NAMES)[number], 'quarantinedFailed' | 'quarantinedErrored'>;
const OUTPUT_COUNTS = COUNT_NAMES.filter(
  (name): name is OutputCount => name !== 'quarantinedFailed' && name !== 'quarantinedErrored',
);

/** `newFailed` → `new-failed`, as a type too: a count without its output in action.yml does not compile. */
type Kebab<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${Kebab<Tail>}`
  : S;

function kebab<S extends string>(name: S): Kebab<S> {
  return name.replace(/(?=[A-Z])/g, '-').toLowerCase() as Kebab<S>;
}

export const countsWriter: Writer = {
  async write({ run, runner }: Publication) {
    for (const key of OUTPUT_COUNTS) runner.setOutput(kebab(key), run.counts[key]);
  },
};
