/**
 * The names a plan may use, read from generated/ at run time: the MethodIds of each terminal app
 * (manifest), the TransactionTypes of each app (the enums of TerminalTransactionType.json and
 * MobileTransactionType.json) and the operationIds of each HTTP service (manifests).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { GENERATED } from "../paths.ts";

export interface ContractNames {
  methods: Record<"terminal" | "mobile", string[]>;
  transactionTypes: Record<"terminal" | "mobile", number[]>;
  operations: Record<"affordability" | "optimizer", string[]>;
}

const readJson = (file: string): Record<string, unknown> => JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;

let cached: ContractNames | undefined;

export function contractNames(root = GENERATED): ContractNames {
  if (cached && root === GENERATED) return cached;
  const terminal = readJson(path.join(root, "terminal", "manifest.json")) as { messages: Record<string, { methods: Record<string, unknown> }> };
  const types = (file: string): number[] => (readJson(path.join(root, "terminal", "schemas", file)).enum as number[]).slice();
  const operations = (service: string): string[] =>
    ((readJson(path.join(root, service, "manifest.json")).operations ?? []) as Array<{ operationId: string }>).map((o) => o.operationId);
  const names: ContractNames = {
    methods: { terminal: Object.keys(terminal.messages.terminal!.methods), mobile: Object.keys(terminal.messages.mobile!.methods) },
    transactionTypes: { terminal: types("TerminalTransactionType.json"), mobile: types("MobileTransactionType.json") },
    operations: { affordability: operations("affordability"), optimizer: operations("optimizer") },
  };
  if (root === GENERATED) cached = names;
  return names;
}
