// Lets plain Node (24, which strips TypeScript types natively) run src/emulator/cli.ts directly,
// so the CLI tests exercise the real process entry without a build step. The sources import
// their siblings as `./x.js` (NodeNext style); this maps such a specifier to `./x.ts` when only
// the TypeScript file exists.
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (err) {
      if (specifier.startsWith('.') && specifier.endsWith('.js'))
        return nextResolve(`${specifier.slice(0, -3)}.ts`, context);
      throw err;
    }
  },
});
