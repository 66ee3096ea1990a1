/** Types of tools/contracts.mjs (the `npm run -s contracts` launcher) for the tests. */
export declare function compiledIsFresh(tools?: string): boolean;
