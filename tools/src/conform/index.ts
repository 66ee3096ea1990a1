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
// The probe (tools/src/probe) sends through the replay transports and reports through these writers.
export { parseTargets, type Targets } from "./replay/replayer.ts";
export { bridgeTransport, sendHttp, stdioTransport, TransportError, type LiveHttpResponse, type TerminalTransport } from "./replay/transport.ts";
export { JsonSink } from "./report/json.ts";
export { JunitSink } from "./report/junit.ts";
export { TextSink } from "./report/text.ts";
export type { Format } from "./report/sink.ts";
