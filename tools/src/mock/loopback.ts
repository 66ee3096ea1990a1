/** Loopback checks: one home in tools/src/net/loopback.ts (shared with the simulator, sandboxes and docs server). */
export * from "../net/loopback.ts";
