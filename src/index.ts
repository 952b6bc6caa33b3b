// Entry of the bundle GitHub runs: nothing else happens here, so tests can import run().
import { run } from './main.js';

await run();
