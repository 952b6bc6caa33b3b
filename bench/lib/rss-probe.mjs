// Preloaded into a measured process (node --import): at exit, writes the process's peak resident
// memory (maxRSS, in KB) to the file BENCH_RSS_FILE names. It only registers a handler, so the
// process's own work is unchanged: fs is taken as the process already has it, since an import of
// it would build its ES module facade, whose every export is read, loading fs's streams.
const { writeFileSync } = process.getBuiltinModule('node:fs');

const file = process.env.BENCH_RSS_FILE;
if (file) process.once('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS)));
