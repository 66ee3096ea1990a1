/**
 * The face of the conformance product: what another product (certify, and the proxy and probe to
 * come) may use of it. Everything else under conform/ is its own; the architecture test refuses an
 * import of it from another product.
 */
export { jobsOption, judgingOptions } from "./args.ts";
export type { ExchangeResult, Summary, Violation } from "./model.ts";
export { printUnusable, type ReportSink } from "./report/sink.ts";
export { RULES } from "./rules.ts";
export { Runner, type LiveHttpSession, type RunOptions } from "./runner.ts";
