import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * The layers of src/ (src/README.md): each folder imports only from the layers below it. Import
 * paths are matched as written (relative), so each rule names the folders it must not reach.
 */
const layer = (...folders) =>
  folders.map((folder) => (folder.endsWith('.js') ? `**/${folder}` : `**/${folder}/**`));
const restrict = (files, forbidden, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message }] }] },
});
const LEAVES = [
  'src/errors.ts',
  'src/secrets.ts',
  'src/text.ts',
  'src/paths.ts',
  'src/version.ts',
  'src/heap.ts',
  'src/regular-file.ts',
];

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
    layer('api', 'flows', 'modes', 'report', 'github', 'files', 'emulator', 'inputs.js', 'main.js'),
    'errors, secrets, text, paths, version, heap and regular-file are leaves: they import nothing of the action (src/README.md)',
  ),
  restrict(
    ['src/api/**'],
    layer('flows', 'modes', 'report', 'github', 'files', 'emulator', 'inputs.js', 'main.js'),
    "api/ is the service's client: it knows nothing of the action's settings, files or reports (src/README.md)",
  ),
  restrict(
    ['src/github/**'],
    layer('api', 'flows', 'modes', 'report', 'files', 'emulator', 'main.js'),
    'github/ talks to GitHub only: flows/ hands it what to publish (src/README.md)',
  ),
  restrict(
    ['src/files/**'],
    // A results file is a test run written down: its reader may know the run's types.
    [
      ...layer('flows', 'modes', 'report', 'github', 'emulator', 'inputs.js', 'main.js'),
      '!**/modes/test-types.js',
    ],
    "files/ reads users' files: it does not run modes or report (src/README.md)",
  ),
  restrict(
    ['src/modes/**'],
    layer('flows', 'report', 'github', 'emulator', 'main.js'),
    'modes/ return plain data: no GitHub I/O, no rendering (src/README.md)',
  ),
  restrict(
    ['src/report/**'],
    layer('flows', 'github', 'emulator', 'main.js'),
    'report/ holds pure renderers: the flows write what they render (src/README.md)',
  ),
  restrict(
    ['src/flows/**'],
    layer('emulator', 'main.js'),
    'flows/ are called by main.ts and never reach into the emulator (src/README.md)',
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
                ...layer('flows', 'modes', 'report', 'github', 'files', 'inputs.js', 'main.js'),
                '**/api/*',
                '!**/api/endpoints.js',
                '!**/api/enums.js',
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
