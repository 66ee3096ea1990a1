/** The mocks' ports: one home in tools/src/net/ports.ts (shared with the simulator and the sandboxes). */
export * from "../net/ports.ts";
