import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * The layers of src/ (src/README.md): each folder imports values only from the layers below it;
 * a few may import types from above (`types`), which costs nothing at run time and names the
 * shape a lower layer hands up. Import paths are matched as written (relative).
 */
const layer = (...folders) =>
  folders.map((folder) => (folder.endsWith('.js') ? `**/${folder}` : `**/${folder}/**`));
const restrict = (files, forbidden, message, { types = [] } = {}) => ({
  files,
  rules: {
    'no-restricted-imports': 'off',
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: forbidden, message },
          ...(types.length
            ? [{ group: types, message: `${message} (types only)`, allowTypeImports: true }]
            : []),
        ],
      },
    ],
  },
});
/** The leaves: generic helpers (common/) and the action's version, which import nothing of the action. */
const LEAVES = ['src/common/**', 'src/version.ts'];
const ABOVE_ALL = ['emulator', 'main.js'];
/** The folders of src/modes/ that are no mode's: what the modes share. */
const SHARED_BY_MODES = ['publish'];
/** Each mode's folder, as the disk has them: a new mode's is covered without a word here. */
const MODES = readdirSync(new URL('./src/modes/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SHARED_BY_MODES.includes(entry.name))
  .map((entry) => entry.name);
/** A mode's folder imports no other mode's. */
const otherModes = (mode) =>
  MODES.filter((other) => other !== mode)
    .map((other) => [`**/modes/${other}/**`, `../${other}/**`])
    .flat();
/** modes/publish/: the writers of a finished run, which test and report mode share. */
const modeFolders = MODES.map((mode) => [`**/modes/${mode}/**`, `../${mode}/**`]).flat();

export default tseslint.config(
  { ignores: ['dist/**', 'lib/**', 'node_modules/**', 'coverage/**', 'bench/results/**', '.tmp*/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        URLSearchParams: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        setImmediate: 'readonly',
        AbortController: 'readonly',
        AbortSignal: 'readonly',
        TextEncoder: 'readonly',
        TextDecoder: 'readonly',
        structuredClone: 'readonly',
        fetch: 'readonly',
        performance: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-control-regex': 'off',
    },
  },
  restrict(
    LEAVES,
    layer('http', 'service', 'github', 'files', 'results', 'modes', 'inputs', ...ABOVE_ALL),
    'the leaves (common/, version.ts) import nothing of the action (src/README.md)',
  ),
  restrict(
    ['src/inputs/**'],
    layer('http', 'service', 'github', 'files', 'results', 'modes', ...ABOVE_ALL),
    'inputs/ reads the inputs: it knows only the leaves (src/README.md)',
  ),
  restrict(
    ['src/http/**'],
    layer('service', 'github', 'files', 'results', 'modes', 'inputs', ...ABOVE_ALL),
    'http/ is the one policy for outgoing requests: it knows no server in particular (src/README.md)',
  ),
  restrict(
    ['src/service/**'],
    layer('github', 'files', 'results', 'modes', 'inputs', ...ABOVE_ALL),
    "service/ is the API's client: it knows nothing of the action's settings, files or reports (src/README.md)",
  ),
  restrict(
    ['src/github/**'],
    layer('service', 'files', 'results', 'modes', ...ABOVE_ALL),
    'github/ talks to GitHub only: the modes hand it what to publish (src/README.md)',
    { types: layer('inputs') },
  ),
  restrict(
    ['src/files/**'],
    layer('github', 'results', 'modes', ...ABOVE_ALL),
    "files/ reads and writes users' files: it does not run modes or report (src/README.md)",
    { types: layer('inputs') },
  ),
  restrict(
    ['src/results/**'],
    layer('modes', ...ABOVE_ALL),
    'results/ is the run model and its renderers: plain data in, text out, no GitHub I/O (src/README.md)',
    { types: layer('github', 'inputs') },
  ),
  ...MODES.map((mode) =>
    restrict(
      [`src/modes/${mode}/**`],
      [...layer(...ABOVE_ALL), ...otherModes(mode)],
      `a mode's folder imports no other mode's (src/README.md)`,
    ),
  ),
  restrict(
    ['src/modes/publish/**'],
    [...layer(...ABOVE_ALL), ...modeFolders],
    "the writers publish any mode's run: they import no mode's folder (src/README.md)",
  ),
  restrict(
    ['src/modes/*.ts'],
    [...layer(...ABOVE_ALL), '**/modes/*/**', './*/**'],
    'what every mode shares knows no mode (src/README.md)',
  ),
  {
    files: ['src/emulator/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                ...layer('http', 'modes', 'results', 'github', 'files', 'inputs', 'main.js'),
                '**/service/*',
                '!**/service/endpoints.js',
                '!**/service/enums.js',
              ],
              message:
                "the emulator stands for the service: it shares only the API's endpoints and enumerations (src/README.md)",
            },
          ],
        },
      ],
    },
  },
);
