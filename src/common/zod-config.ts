/**
 * zod's settings for the action, set as it starts (main.ts imports this module first, so it runs
 * before any schema is built). A step parses each schema a few times at most: the parser zod
 * compiles for each object schema costs more to build than it saves, so none is compiled.
 */
import * as z from 'zod';

z.config({ jitless: true });
