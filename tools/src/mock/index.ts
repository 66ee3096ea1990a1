export { HTTP_SERVICES, type HttpServiceId } from "../contract/index.ts";
/**
 * The mocks as a library, for tests and the conformance runner's replay tests:
 *
 *   const prism = await startPrism({ service: "affordability", port: 0 }); // { url, pid, stop() }
 *   const sim = await startSimulator({ port: 0 });                          // { url, stop() }
 *   const all = await startMocks({ ports: { affordability: 0, optimizer: 0, terminal: 0 } }); // Prism
 *   const sb = await startMocks({ engine: "sandbox", record: "session.har" });                  // sandboxes
 *   const one = await startSandbox({ service: "optimizer", port: 0 });                            // { url, stop() }
 *
 * Everything listens on 127.0.0.1. Prism runs as a child process stopped by its own PID; the
 * simulator runs in the calling process.
 */
export { startPrism, PRISM_CLI, type PrismHandle, type StartPrismOptions } from "./prism.ts";
export { startSimulator, type SimulatorHandle, type StartSimulatorOptions } from "../simulator/index.ts";
export { startMocks, ENGINES, type Engine, type Mocks, type RunningMock, type StartMocksOptions } from "./mocks.ts";
export { startSandbox, HarRecorder, type RunningSandbox, type StartSandboxOptions } from "../sandbox/index.ts";
export { preparePrismDocument, ADJUSTMENTS } from "./prism-document.ts";
export { DEFAULT_PORTS, MOCK_HOST, MOCK_NAMES, PORT_ENV, portFor, type MockName } from "../net/ports.ts";
export { isAlive } from "./child.ts";
