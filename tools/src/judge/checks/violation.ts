/**
 * The one way a check states a finding: `violation(rule, at)` takes the rule's `where` (when the
 * registry gives it one place) and its level from the registry (rules.ts), so a check names only
 * the rule and what it found. A rule that applies to requests and responses alike takes its side
 * from the pointer (`/request/...` or `/response/...`).
 */
import type { Violation } from "../model.ts";
import { RULES, type RuleId, type Where } from "../rules.ts";

const BY_ID = new Map(RULES.map((r) => [r.id as RuleId, r]));

export interface Found {
  pointer: string;
  expected: string;
  actual: string;
  message: string;
}

export function violation(rule: RuleId, at: Found): Violation {
  const r = BY_ID.get(rule)!;
  const where: Where = r.where.length === 1 ? r.where[0]! : at.pointer.startsWith("/response") ? "response" : "request";
  return r.level === "warning" ? { rule, level: "warning", where, ...at } : { rule, where, ...at };
}
