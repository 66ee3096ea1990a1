/** What every benchmark section gets from the runner (tools/bench/main.ts). */
export interface Context {
  /** Smaller sizes and fewer runs (a smoke run, not figures to quote). */
  quick: boolean;
  /** Keep the generated recordings and clones (in the temporary directory) for inspection. */
  keep: boolean;
  /** Progress on stderr. */
  log(line: string): void;
}
