import { createHash } from "node:crypto";
import { escapeToken } from "../json-pointer.ts";

/**
 * The contract's annotations: its own keywords (gaps, decisions, transport, code meanings, fields
 * used, volatility), the GAPS.md entries they make, and the property names a run treats specially
 * (masked card numbers, volatile values).
 */

/**
 * The contract's own annotation keywords. They carry information (gaps, decisions, transport,
 * code meanings) and never constrain data; ajv in strict mode must be told they exist.
 */
export const CONTRACT_KEYWORDS = ["x-contract-gap", "x-contract-decision", "x-transport", "x-codes", "x-fields-used", "x-volatile", "x-generated"] as const;

/**
 * The stable id of an entry: G- (gap) or D- (decision) and the first 8 hex digits of the SHA-256 of
 * `<service>/<file>#<pointer>`. It changes only when the place moves; conformance findings that rest
 * on the entry name it (`basis`).
 */
export function gapId(e: { kind: "gap" | "decision"; service: string; file: string; pointer: string }): string {
  const hash = createHash("sha256").update(`${e.service}/${e.file}#${e.pointer}`).digest("hex").slice(0, 8);
  return `${e.kind === "gap" ? "G" : "D"}-${hash}`;
}

/**
 * The gaps report: every `x-contract-gap` (the document does not show it) and every
 * `x-contract-decision` (the document contradicts itself; the contract chose) in the emitted
 * contracts, with the JSON pointer where it sits and the place in the document it comes from.
 */
export interface GapEntry {
  readonly kind: "gap" | "decision";
  readonly service: string;
  /** File under generated/<service>/ and JSON pointer inside it. */
  readonly file: string;
  readonly pointer: string;
  readonly text: string;
  readonly decision?: string;
  readonly source: string;
}

/** Collect the gap and decision entries (x-contract-gap / x-contract-decision) of one emitted document, in document order. */
export function collectGapEntries(service: string, file: string, doc: unknown): GapEntry[] {
  const out: GapEntry[] = [];
  const visit = (node: unknown, pointer: string): void => {
    if (Array.isArray(node)) {
      node.forEach((v, i) => {
        visit(v, `${pointer}/${i}`);
      });
      return;
    }
    if (node === null || typeof node !== "object") return;
    const obj = node as Record<string, unknown>;
    const gap = obj["x-contract-gap"] as { missing?: string; source?: string } | undefined;
    if (gap) out.push({ kind: "gap", service, file, pointer: pointer || "/", text: gap.missing ?? "", source: gap.source ?? "" });
    const dec = obj["x-contract-decision"] as { conflict?: string; decision?: string; source?: string } | undefined;
    if (dec) {
      out.push({
        kind: "decision",
        service,
        file,
        pointer: pointer || "/",
        text: dec.conflict ?? "",
        decision: dec.decision ?? "",
        source: dec.source ?? "",
      });
    }
    for (const [k, v] of Object.entries(obj)) {
      if (k === "x-contract-gap" || k === "x-contract-decision" || k === "examples" || k === "example") continue;
      visit(v, `${pointer}/${escapeToken(k)}`);
    }
  };
  visit(doc, "");
  return out;
}

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
