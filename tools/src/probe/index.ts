/**
 * The face of the probe (issue 23): generated, stateful tests of a live build from the contract.
 * `contracts probe` is ./command.ts; the engine is for the tests and the benchmark.
 */
export { PROBE_BASIC, curlOf, writeFinding } from "./artifacts.ts";
export { caseArbitrary, probeHttp, probeTerminal, type Budget, type Finding, type RunResult } from "./engine.ts";
export { flowsOf, readFlows, FLOWS_DIR, type Flow, type FlowFile, type FlowStep } from "./flows.ts";
export { runCase, type HttpTarget, type ProbeCase, type ProbeRule, type SentExchange } from "./sequence.ts";
export type { TerminalTarget } from "./terminal-run.ts";
