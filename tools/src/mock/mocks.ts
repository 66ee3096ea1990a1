/**
 * All mocks together: Prism for each HTTP service and the terminal simulator's HTTP bridge, started
 * in parallel on loopback and stopped together (each Prism by its own PID).
 */
import { startSimulator, type SimulatorHandle } from "../simulator/http-bridge.ts";
import { MOCK_HOST, MOCK_NAMES, portFor, type MockName } from "./ports.ts";
import { startPrism, type PrismHandle } from "./prism.ts";

export interface StartMocksOptions {
  /** Which mocks to start (default: all three). */
  only?: readonly MockName[];
  /** Port per mock (default: from the environment, else 4010/4011/4012; 0 picks a free port). */
  ports?: Partial<Record<MockName, number>>;
  /** Receives log lines, each tagged with the mock it comes from. */
  onLog?: (mock: MockName, line: string) => void;
}

export interface RunningMock {
  readonly name: MockName;
  readonly url: string;
  /** PID of a Prism child; undefined for the simulator, which runs in this process. */
  readonly pid?: number;
  /** What the mock serves, for the launcher's banner. */
  readonly describe: string;
}

export interface Mocks {
  readonly running: readonly RunningMock[];
  /** Resolves when any Prism child exits by itself (not through stop()). */
  readonly childExited: Promise<MockName>;
  stop(): Promise<void>;
}

/** Start the chosen mocks; if one fails to start, the others are stopped and the error is rethrown. */
export async function startMocks(options: StartMocksOptions = {}): Promise<Mocks> {
  const names = options.only && options.only.length > 0 ? MOCK_NAMES.filter((n) => options.only!.includes(n)) : MOCK_NAMES;
  const port = (n: MockName): number => options.ports?.[n] ?? portFor(n);
  const started: Array<PrismHandle | SimulatorHandle> = [];
  const stopAll = async (): Promise<void> => {
    await Promise.all(started.map((h) => h.stop()));
  };
  let stopping = false;
  const running: RunningMock[] = [];
  const exits: Array<Promise<MockName>> = [];
  const results = await Promise.allSettled(
    names.map(async (name) => {
      if (name === "terminal") {
        const sim = await startSimulator({ port: port(name), host: MOCK_HOST, onLog: (line) => options.onLog?.(name, line) });
        started.push(sim);
        running.push({ name, url: sim.url, describe: "terminal simulator: POST /terminal, POST /mobile (request JSON), POST / ({service, request})" });
        return;
      }
      const prism = await startPrism({ service: name, port: port(name), host: MOCK_HOST, onLog: (line) => options.onLog?.(name, line) });
      started.push(prism);
      const copy = prism.adjustments.length > 0 ? ` (adjusted copy for Prism: ${prism.adjustments.join(", ")})` : "";
      running.push({ name, url: prism.url, pid: prism.pid, describe: `Prism, generated/${name}/openapi.json${copy}` });
      exits.push(prism.exited.then(() => name));
    }),
  );
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  running.sort((a, b) => MOCK_NAMES.indexOf(a.name) - MOCK_NAMES.indexOf(b.name));
  return {
    running,
    childExited: new Promise<MockName>((resolve) => {
      for (const e of exits) void e.then((name) => (stopping ? undefined : resolve(name)));
    }),
    stop: async () => {
      stopping = true;
      await stopAll();
    },
  };
}
