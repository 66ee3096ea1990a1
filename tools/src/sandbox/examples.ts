import type { HttpOperation } from "../contract/index.ts";
/**
 * The documented examples of a service's operations, by operation, status and name (the contract's
 * operation model, contract/operations.ts): the sandbox builds its answers from them (offers, EMI
 * plans, the token's fixed fields) and serves them for `Prefer: example="name"`.
 */

export type ExampleIndex = ReadonlyMap<string, ReadonlyMap<number, ReadonlyMap<string, unknown>>>;

export function indexExamples(operations: readonly HttpOperation[]): ExampleIndex {
  return new Map(operations.map((op) => [op.operationId, op.examples().responses]));
}

/** The statuses an operation documents. */
export function documentedStatuses(index: ExampleIndex, operationId: string): number[] {
  return [...(index.get(operationId)?.keys() ?? [])];
}

/** A deep copy of an example (the named one, else the first), or undefined. */
export function example(index: ExampleIndex, operationId: string, status: number, name?: string): unknown {
  const named = index.get(operationId)?.get(status);
  if (!named) return undefined;
  const value = name !== undefined ? named.get(name) : named.values().next().value;
  return value === undefined ? undefined : structuredClone(value);
}

/** The example, or throws naming it (the sandbox's answers depend on the contract's examples). */
export function requireExample(index: ExampleIndex, operationId: string, status: number, name?: string): unknown {
  const v = example(index, operationId, status, name);
  if (v === undefined)
    throw new Error(`the contract has no ${status} example${name ? ` "${name}"` : ""} for ${operationId}: the sandbox builds its answer from it; run make`);
  return v;
}
