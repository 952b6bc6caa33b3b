import { availableParallelism } from 'node:os';

// Jest runs TypeScript through SWC (TypeScript 7 has no JS API for ts-jest) as native ESM,
// so tests load the same ESM-only @actions/* packages the action does.
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2023' },
        module: { type: 'es6' },
      },
    ],
  },
  setupFilesAfterEnv: ['<rootDir>/test/setup/no-workflow-commands.ts', '<rootDir>/test/setup/temp-dirs.ts'],
  // `npm test -- --coverage` (CI does): a report of src/, and a floor under which the run fails.
  collectCoverageFrom: ['src/**/*.ts'],
  coverageReporters: ['text-summary', 'lcov'],
  coverageThreshold: { global: { statements: 92, branches: 85, functions: 92, lines: 92 } },
  testTimeout: 30000,
  // One worker more than the cores: many files spend much of their time waiting (on the built
  // action's processes, on servers, on runs at the real pace), and a third file keeps both cores busy
  // meanwhile (docs/development.md has the measured times). `--runInBand` runs one file at a time.
  maxWorkers: availableParallelism() + 1,
  verbose: false,
};
