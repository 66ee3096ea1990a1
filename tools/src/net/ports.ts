/**
 * Where the toolkit's local servers listen: loopback only, on fixed default ports that the
 * environment can override. Shared by the mock launcher (tools/src/mock) and the terminal simulator
 * (tools/src/simulator), so that neither depends on the other.
 *
 * | Server                  | Default            | Override                    |
 * |-------------------------|--------------------|-----------------------------|
 * | affordability mock      | 127.0.0.1:4010     | MOCK_AFFORDABILITY_PORT     |
 * | optimizer mock          | 127.0.0.1:4011     | MOCK_OPTIMIZER_PORT         |
 * | terminal simulator HTTP | 127.0.0.1:4012     | MOCK_TERMINAL_PORT          |
 *
 * Port 0 asks the system for a free port (the launcher prints the one it got).
 */

/** Every mock binds to the IPv4 loopback address and nothing else. */
export const MOCK_HOST = "127.0.0.1";

export type MockName = "affordability" | "optimizer" | "terminal";
export const MOCK_NAMES: readonly MockName[] = ["affordability", "optimizer", "terminal"];

export const DEFAULT_PORTS: Readonly<Record<MockName, number>> = {
  affordability: 4010,
  optimizer: 4011,
  terminal: 4012,
};

export const PORT_ENV: Readonly<Record<MockName, string>> = {
  affordability: "MOCK_AFFORDABILITY_PORT",
  optimizer: "MOCK_OPTIMIZER_PORT",
  terminal: "MOCK_TERMINAL_PORT",
};

/** The port of one mock: its environment variable when set, else the default. Throws on a bad value. */
export function portFor(name: MockName, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[PORT_ENV[name]];
  if (raw === undefined || raw === "") return DEFAULT_PORTS[name];
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${PORT_ENV[name]}="${raw}" is not a port number: set it to an integer from 0 to 65535 (0 picks a free port)`);
  }
  return port;
}
