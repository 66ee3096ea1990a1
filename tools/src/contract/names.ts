/**
 * The names a certification plan may use, from the contract: the MethodIds of each terminal app,
 * the TransactionTypes of each app (the enums of TerminalTransactionType.json and
 * MobileTransactionType.json) and the operationIds of each HTTP service.
 */
import { httpOperations } from "./operations.ts";
import type { HttpServiceId } from "./services.ts";
import { knownMethods, terminalSchema } from "./terminal.ts";

export interface ContractNames {
  methods: Record<"terminal" | "mobile", string[]>;
  transactionTypes: Record<"terminal" | "mobile", number[]>;
  operations: Record<HttpServiceId, string[]>;
}

let cached: ContractNames | undefined;

export function contractNames(): ContractNames {
  if (cached) return cached;
  const types = (file: string): number[] => {
    const list = terminalSchema(file)?.enum;
    if (!Array.isArray(list)) throw new Error(`the terminal contract has no TransactionType enum in ${file}; run \`make\``);
    return list.map(Number);
  };
  const operations = (service: HttpServiceId): string[] => httpOperations(service).map((o) => o.op.operationId);
  cached = {
    methods: { terminal: knownMethods("terminal"), mobile: knownMethods("mobile") },
    transactionTypes: { terminal: types("TerminalTransactionType.json"), mobile: types("MobileTransactionType.json") },
    operations: { affordability: operations("affordability"), optimizer: operations("optimizer") },
  };
  return cached;
}
