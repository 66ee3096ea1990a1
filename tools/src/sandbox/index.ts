/**
 * The sandboxes as a library (the mock launcher starts them for `make mock`):
 *
 *   const sb = await startSandbox({ service: "optimizer", port: 0, record: recorder });   // { url, stop() }
 *
 * Each listens on loopback only, validates every request against the contract and keeps bounded
 * state in memory. See the sandbox README's Sandbox section (tools/src/sandbox/README.md) for the behaviour and its options.
 */
import type { HttpServiceId } from "../contract/index.ts";
import { affordabilitySandbox, type AffordabilityOptions } from "./affordability.ts";
import { optimizerSandbox, type OptimizerOptions } from "./optimizer.ts";
import { serve, type SandboxHandle, type SandboxService, type ServerOptions } from "./server.ts";

export { HarRecorder } from "../recording/har-recorder.ts";
export { RecordingError } from "../recording/recording-error.ts";
export { DEFAULT_SANDBOX_SECRET } from "./optimizer.ts";
export { HOSTED_PAYMENT_PATH } from "./hosted-page.ts";
export { DECLINED_MESSAGE, INVALID_CLIENT_SECRET, MAGIC_EXTERNAL_IDS, MAGIC_PAISE, SHORT_LIVED_SUFFIX, SHORT_LIVED_TTL_SECONDS } from "./scenarios.ts";
export { MAX_BODY_BYTES, MAX_DEPTH, DEFAULT_REQUEST_TIMEOUT_MS, DEFAULT_HEADERS_TIMEOUT_MS, type SandboxHandle } from "./server.ts";
export { sandboxOptionsFromEnv, SANDBOX_ENV } from "./env.ts";
export { problem, PROBLEM_TYPE, type SandboxResponse } from "./problem.ts";
export type { Deviation, DeviationKind } from "./lenient.ts";

export type SandboxServiceId = HttpServiceId;

/** The server's options (port, host, recorder, log, timeouts) plus which service and its own options. */
export interface StartSandboxOptions extends ServerOptions {
  service: SandboxServiceId;
  affordability?: AffordabilityOptions;
  optimizer?: OptimizerOptions;
  /** Lenient mode for the service (its own options' `lenient` wins): answer readable deviations, log and record them (lenient.ts). */
  lenient?: boolean;
}

export interface RunningSandbox extends SandboxHandle {
  readonly service: SandboxServiceId;
  /** Sizes of the in-memory stores (for tests, the bench and the admin interface's status). */
  readonly state: Readonly<Record<string, number>>;
  /** Whether it answers readable deviations (lenient mode). */
  readonly lenient: boolean;
  /** Forget every token, customer, order, refund and saved card (the admin interface's reset); ids keep counting. */
  reset(): void;
}

export async function startSandbox(options: StartSandboxOptions): Promise<RunningSandbox> {
  const lenient = (options.service === "affordability" ? options.affordability?.lenient : options.optimizer?.lenient) ?? options.lenient ?? false;
  const service: SandboxService & { state: Readonly<Record<string, number>> } =
    options.service === "affordability" ? affordabilitySandbox({ ...options.affordability, lenient }) : optimizerSandbox({ ...options.optimizer, lenient });
  const { service: _id, affordability: _a, optimizer: _o, lenient: _l, ...server } = options;
  const handle = await serve(service, server);
  return { ...handle, service: options.service, state: service.state, lenient, reset: () => service.reset?.() };
}
