/**
 * The action's version, sent in the User-Agent. Kept as a constant rather than read from
 * package.json at run time: the bundle has no package.json beside it, and a file read would cost
 * cold-start time. test/api/version.test.ts checks that the two agree.
 */
export const VERSION = '1.0.0';
