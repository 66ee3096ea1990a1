/**
 * The face of the conformance product: what another product may use of it. Certify judges its
 * recordings through the Runner; the probe sends through the replay transports and writes its
 * reports with these sinks; the proxy and certify read the judging options. Everything else under
 * conform/ is its own; the architecture test refuses an import of it from another product.
 */
export { jobsOption, judgingOptions } from "./args.ts";
export { printUnusable, type ReportSink } from "./report/sink.ts";
export { Runner, type RunOptions } from "./runner.ts";
export type { View, ViewedResult } from "./views.ts";
export { parseTargets, type Targets } from "./replay/replayer.ts";
export { bridgeTransport, sendHttp, stdioTransport, TransportError, type LiveHttpResponse, type TerminalTransport } from "./replay/transport.ts";
export { JsonSink } from "./report/json.ts";
export { JunitSink } from "./report/junit.ts";
export { TextSink } from "./report/text.ts";
export type { Format } from "./report/sink.ts";
