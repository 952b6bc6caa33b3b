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
  // Jest's default, a worker fewer than the cores, runs one file at a time on two cores, while
  // many files mostly wait on the built action's processes and on servers: two workers finish the
  // suite in about 60% of the time there. `--runInBand` runs one file at a time.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  verbose: false,
};
