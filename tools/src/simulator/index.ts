export type { App } from "../contract/index.ts";
/** The terminal simulator as a library (see simulator.ts for the behaviour, http-bridge.ts and stdio.ts for the transports). */
export { Simulator, type SimulatorOptions } from "./simulator.ts";
export { startSimulator, bridge, type SimulatorHandle, type StartSimulatorOptions } from "./http-bridge.ts";
export { serveStdio, answerLine, type StdioOptions } from "./stdio.ts";
export { validateMessage, validateMethodMessage } from "./validation.ts";
export type { Json } from "./protocol.ts";
export { openRecorder, type Recorder } from "../recording/jsonl-recorder.ts";
export { RecordingError } from "../recording/recording-error.ts";
export { MAX_DEPTH, MAX_REQUEST_BYTES } from "./limits.ts";
export { MAX_TRANSACTIONS, TRANSACTION_TTL_MS } from "./ledger.ts";
export { COMMON, MOBILE_ONLY } from "./codes.ts";
export { AMOUNT_CODE_BASE, DUPLICATE_BILL_PAISE, USER_TRIGGER } from "./scenarios.ts";
