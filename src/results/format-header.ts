/**
 * The two fields that open each file of this action (the results file, the history file): what it
 * is and which version of its format, as zod reads them back. Neither message shows what the file
 * holds there: a file that is not one of this action's may hold anything.
 */
import * as z from 'zod';

/** `noun`: what the file is called in the message, e.g. `results` for "not a results file". */
export function formatHeader<F extends string, V extends number>(noun: string, format: F, version: V) {
  return {
    format: z.literal(format, { error: `not a ${noun} file of this action (its format is not "${format}")` }),
    formatVersion: z.literal(version, {
      error: (iss) =>
        `formatVersion is not ${version}, the one this action reads${typeof iss.input === 'number' && iss.input > version ? ' (a later version of the action wrote the file)' : ''}`,
    }),
  };
}
