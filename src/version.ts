/**
 * Sent in the User-Agent. A constant because the bundle has no package.json beside it;
 * test/unit/version.test.ts checks that the two agree.
 */
export const VERSION = '1.0.0';
