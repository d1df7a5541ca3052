// Types for tests/architecture.test.ts, which checks the rules eslint.architecture.js sets.
export declare const CALLS: Record<string, string[]>;
export declare function assertNoCycle(calls: Record<string, string[]>): void;
export declare const architecture: unknown[];
