import { gapId, type GapEntry } from "../contract/annotations.ts";

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
