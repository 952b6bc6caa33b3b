/**
 * Every folder a test file made with tempDir (test/helpers/temp-dir.ts) is removed after its last
 * test. Jest runs a file's top-level afterAll hooks in the order they were declared, so this one
 * runs before the test file's own: a server that writes into a temporary folder must be stopped
 * in an afterEach, or in the afterAll of a describe block, which run earlier.
 */
import { afterAll } from '@jest/globals';
import { removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);
