// Types of dist-freshness.mjs, for the tests that import it.
export declare const DIST_TESTS: readonly string[];
export declare const RECORD: string;
export declare function runsDist(root: string, path: string): boolean;
export declare function distTestsPattern(root: string): string;
export declare function buildHash(root: string): string;
export declare function distIsCurrent(root: string): boolean;
export declare function recordBundle(root: string): void;
