import { escapeToken } from "../json-pointer.ts";
import { gapId } from "../schemas/annotations.ts";

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

const cell = (s: string): string => s.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");

/** Render the report as Markdown. */
export function renderGaps(entries: readonly GapEntry[]): string {
  const gaps = entries.filter((e) => e.kind === "gap");
  const decisions = entries.filter((e) => e.kind === "decision");
  const lines: string[] = [
    "# Contract gaps and decisions",
    "",
    "Where a source document (`../shared/seeds/`) does not show something, the contract carries an explicit",
    "open shape marked `x-contract-gap`; where a document contradicts itself, the contract chose and marked the",
    "place `x-contract-decision`. This report lists every such mark in `generated/`, with its JSON pointer and",
    "a stable id (G- for a gap, D- for a decision: a hash of the place) that conformance findings resting on",
    "it name (`basis`).",
    "",
    `## Gaps (${gaps.length})`,
    "",
    "| Id | Service | Where | What the document does not show | Document place |",
    "|---|---|---|---|---|",
    ...gaps.map((g) => `| ${gapId(g)} | ${g.service} | \`${g.file}#${g.pointer}\` | ${cell(g.text)} | ${cell(g.source)} |`),
    "",
    `## Decisions (${decisions.length})`,
    "",
    "| Id | Service | Where | Contradiction | Decision | Document place |",
    "|---|---|---|---|---|---|",
    ...decisions.map((d) => `| ${gapId(d)} | ${d.service} | \`${d.file}#${d.pointer}\` | ${cell(d.text)} | ${cell(d.decision ?? "")} | ${cell(d.source)} |`),
    "",
  ];
  return lines.join("\n");
}
