/**
 * What the runner reads from the contracts' schemas besides validation: which properties hold a
 * masked value (a card number in a response must then never be a full one) and which are volatile
 * (ignored by replay diffs and captured for substitution).
 *
 * - masked: a property whose description says "masked" (e.g. masked_card_number, CardNumber).
 * - volatile: a property annotated `x-volatile: true` (the contract's own keyword).
 *
 * `loadAnnotations` turns them into what a run uses: the leak scanner and the volatility, built
 * once from the HTTP contracts' annotations (when loaded) and the terminal schemas'.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { GENERATED } from "../paths.ts";
import { leakScanner, type LeakScanner } from "./leak.ts";
import { Volatility } from "./replay/volatile.ts";

export interface SchemaAnnotations {
  /** Property names whose values are masked card numbers. */
  masked: Set<string>;
  /** Property names the contract marks `x-volatile`. */
  volatile: Set<string>;
}

export function emptyAnnotations(): SchemaAnnotations {
  return { masked: new Set(), volatile: new Set() };
}

/** Walk any JSON Schema (or OpenAPI document) and collect the annotated property names. */
export function collectAnnotations(doc: unknown, into: SchemaAnnotations = emptyAnnotations()): SchemaAnnotations {
  const seen = new Set<unknown>();
  const walk = (node: unknown): void => {
    if (node === null || typeof node !== "object" || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      for (const n of node) walk(n);
      return;
    }
    const o = node as Record<string, unknown>;
    const props = o.properties;
    if (props && typeof props === "object" && !Array.isArray(props)) {
      for (const [name, schema] of Object.entries(props as Record<string, unknown>)) {
        if (schema && typeof schema === "object") {
          const s = schema as Record<string, unknown>;
          if (typeof s.description === "string" && /\bmasked\b/i.test(s.description) && !/\bnot masked\b/i.test(s.description)) into.masked.add(name);
          if (s["x-volatile"] === true || (typeof s["x-volatile"] === "object" && s["x-volatile"] !== null)) into.volatile.add(name);
        }
      }
    }
    for (const v of Object.values(o)) walk(v);
  };
  walk(doc);
  return into;
}

/** What a conformance run reads from the annotations. */
export interface RunAnnotations {
  /** card-number-leak: the masked property names (plus the documented default list). */
  leaks: LeakScanner;
  /** Replay: the volatile property names (plus the documented default list). */
  volatility: Volatility;
}

/**
 * The run's annotations: those of the HTTP contracts when given (`loadHttpContracts` collected
 * them), and those of the terminal schemas (generated/terminal/schemas, when built). Reads the
 * terminal schemas on each call and leaves `http` as it is.
 */
export function loadAnnotations(http?: { annotations: SchemaAnnotations }, terminalSchemas = path.join(GENERATED, "terminal", "schemas")): RunAnnotations {
  const ann: SchemaAnnotations = http ? { masked: new Set(http.annotations.masked), volatile: new Set(http.annotations.volatile) } : emptyAnnotations();
  if (existsSync(terminalSchemas)) {
    for (const f of readdirSafe(terminalSchemas)) {
      if (f.endsWith(".json")) collectAnnotations(JSON.parse(readFileSync(path.join(terminalSchemas, f), "utf8")), ann);
    }
  }
  return { leaks: leakScanner(ann.masked), volatility: new Volatility(ann.volatile) };
}

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
