// Floor of "report mode, 20,000 tests": a bare Node process that reads the results files and parses
// them, nothing more: what any reporter of them must do at least.
//   node read-parse.mjs EXPECTED_RESULTS FILE...
import { readFileSync } from 'node:fs';

const [expected, ...files] = process.argv.slice(2);
let results = 0;
for (const file of files)
  for (const run of JSON.parse(readFileSync(file, 'utf8')).runs)
    for (const call of run.calls) results += call.results?.length ?? 0;
if (results !== Number(expected)) process.exit(1);
