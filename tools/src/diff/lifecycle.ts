/**
 * The lifecycle policy: deprecation (`deprecated: true`), `x-sunset` (a date, RFC 3339 `full-date`
 * or `date-time`) and `x-stability-level` (draft, alpha, beta, stable) of operations and
 * parameters, as oasdiff reads them.
 *
 * - Removing an operation is breaking unless it was deprecated and its sunset date has passed (or
 *   it had none: `operation-retired`, info), or its stability was draft or alpha. Removing it before
 *   its sunset date is `operation-removed-before-sunset`.
 * - A deprecated operation that loses its sunset date, a stability level that goes down (stable to
 *   beta), and a sunset date or stability level that cannot be read are breaking.
 * - A newly deprecated operation must give clients a window: its sunset date at least
 *   `deprecationDays[stability]` days after today (0, the default, asks only for a date not in the past).
 * - Parameters follow the same policy (`request-parameter-removed-before-sunset`, …).
 */
import { isObject, type JsonObject } from "../json.ts";
import { child, show, type Node } from "./model.ts";
import type { Reporter } from "./report.ts";

export const STABILITY_LEVELS = ["draft", "alpha", "beta", "stable"] as const;
export type Stability = (typeof STABILITY_LEVELS)[number];

export interface LifecyclePolicy {
  /** Today, as YYYY-MM-DD (UTC); sunsets on or before it have passed. */
  today: string;
  /** Minimum days between today and the sunset of a newly deprecated operation, by stability. */
  deprecationDays: { beta: number; stable: number };
}

export function defaultPolicy(now = new Date()): LifecyclePolicy {
  return { today: now.toISOString().slice(0, 10), deprecationDays: { beta: 0, stable: 0 } };
}

/** The sunset date (YYYY-MM-DD) of an extension value, "invalid", or undefined when absent. */
export function sunsetOf(v: JsonObject): string | "invalid" | undefined {
  const raw = v["x-sunset"];
  if (raw === undefined) return undefined;
  if (typeof raw !== "string") return "invalid";
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2}))?$/.exec(raw);
  if (!m) return "invalid";
  const date = `${m[1]}-${m[2]}-${m[3]}`;
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== date) return "invalid";
  return date;
}

/** The stability level (absent: stable), or "invalid". */
export function stabilityOf(v: JsonObject): Stability | "invalid" {
  const raw = v["x-stability-level"];
  if (raw === undefined) return "stable";
  return typeof raw === "string" && (STABILITY_LEVELS as readonly string[]).includes(raw) ? (raw as Stability) : "invalid";
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Check one side's lifecycle extensions; unreadable values are breaking findings. */
function checkReadable(report: Reporter, node: Node, where: string, kind: "operation" | "parameter"): void {
  const v = node.value as JsonObject;
  if (sunsetOf(v) === "invalid") {
    report.add(kind === "operation" ? "operation-sunset-invalid" : "request-parameter-sunset-invalid", child(node, "x-sunset"), where, {
      value: show(v["x-sunset"]),
    });
  }
  if (kind === "operation" && stabilityOf(v) === "invalid") {
    report.add("operation-stability-invalid", child(node, "x-stability-level"), where, { value: show(v["x-stability-level"]) });
  }
}

/** An operation or parameter that is gone: which rule its removal falls under, if any. */
export function removal(node: Node, policy: LifecyclePolicy): "removed" | "before-sunset" | "retired" | "invalid" {
  const v = isObject(node.value) ? node.value : {};
  const stability = stabilityOf(v);
  if (stability === "invalid") return "invalid";
  if (stability === "draft" || stability === "alpha") return "retired";
  if (v.deprecated !== true) return "removed";
  const sunset = sunsetOf(v);
  if (sunset === "invalid") return "invalid";
  if (sunset === undefined || sunset <= policy.today) return "retired";
  return "before-sunset";
}

/** Report a removed operation under the policy. */
export function reportOperationRemoved(report: Reporter, node: Node, where: string, policy: LifecyclePolicy): void {
  const verdict = removal(node, policy);
  const v = isObject(node.value) ? node.value : {};
  if (verdict === "invalid") checkReadable(report, node, where, "operation");
  else if (verdict === "removed") report.add("operation-removed", node, where);
  else if (verdict === "before-sunset") report.add("operation-removed-before-sunset", node, where, { sunset: String(sunsetOf(v)) });
  else report.add("operation-retired", node, where);
}

/** Report a removed parameter under the policy (`request-parameter-removed` when the policy says nothing). */
export function reportParameterRemoved(report: Reporter, node: Node, where: string, policy: LifecyclePolicy): void {
  const v = isObject(node.value) ? node.value : {};
  const sunset = v.deprecated === true ? sunsetOf(v) : undefined;
  if (sunset === "invalid") checkReadable(report, node, where, "parameter");
  else if (sunset !== undefined && sunset > policy.today) report.add("request-parameter-removed-before-sunset", node, where, { sunset });
  else report.add("request-parameter-removed", node, where);
}

/** The lifecycle of an operation or parameter present on both sides. */
export function compareLifecycle(report: Reporter, b: Node, h: Node, where: string, kind: "operation" | "parameter", policy: LifecyclePolicy): void {
  const bv = b.value as JsonObject;
  const hv = h.value as JsonObject;
  checkReadable(report, b, where, kind);
  checkReadable(report, h, where, kind);
  const bs = sunsetOf(bv);
  const hs = sunsetOf(hv);
  if (bv.deprecated === true && hv.deprecated === true && bs !== undefined && bs !== "invalid" && hs === undefined) {
    report.add(kind === "operation" ? "operation-sunset-removed" : "request-parameter-sunset-removed", b, where, { sunset: bs });
  }
  if (kind !== "operation") return;
  const before = stabilityOf(bv);
  const after = stabilityOf(hv);
  if (before !== "invalid" && after !== "invalid" && STABILITY_LEVELS.indexOf(after) < STABILITY_LEVELS.indexOf(before)) {
    report.add("operation-stability-decreased", child(h, "x-stability-level"), where, { before, after });
  }
  // a new deprecation must leave clients the configured window
  if (bv.deprecated !== true && hv.deprecated === true && hs !== undefined && hs !== "invalid" && (after === "beta" || after === "stable")) {
    const earliest = addDays(policy.today, policy.deprecationDays[after]);
    if (hs < earliest) report.add("operation-sunset-too-soon", child(h, "x-sunset"), where, { sunset: hs, earliest, stability: after });
  }
}
