// Preloaded into a measured process (node --import): at exit, writes the process's peak resident
// memory (maxRSS, in KB) to the file BENCH_RSS_FILE names. It only registers a handler, so the
// process's own work is unchanged.
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_RSS_FILE;
if (file) process.once('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS)));
