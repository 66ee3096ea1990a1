/** `--format markdown`: a comment ready to paste into a pull request. */
import type { Finding, Level } from "../model.ts";
import { counts, plural, type DiffResult } from "./result.ts";

const TITLES: Record<Level, string> = { breaking: "Breaking changes", warning: "Warnings", info: "Other changes" };

/** Text inside a table cell: no pipes, no line breaks. */
function cell(s: string): string {
  return s.replace(/\\/g, "\\\\").replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
}

/** A code span that survives backticks in the text. */
function code(s: string): string {
  return s.includes("`") ? `\`\` ${cell(s)} \`\`` : `\`${cell(s)}\``;
}

function table(findings: Finding[]): string[] {
  return ["| Rule | Where | Change |", "|---|---|---|", ...findings.map((f) => `| ${code(f.rule)} | ${code(f.location)} | ${cell(f.message)} |`)];
}

export function renderMarkdown(r: DiffResult): string {
  const c = counts(r.findings);
  const out: string[] = ["## Contract changes", ""];
  const verdict = r.failed ? "❌ **Blocked**" : "✅ **Passes**";
  out.push(
    `${verdict}: ${c.breaking} breaking, ${plural(c.warning, "warning")}, ${c.info} info` +
      (r.acknowledged.length ? `, ${plural(r.acknowledged.length, "acknowledged break")}` : "") +
      ` (${code(r.base)} → ${code(r.head)}; fails on ${r.failOn}).`,
  );
  if (r.findings.length === 0 && r.acknowledged.length === 0) out.push("", "No contract changes.");
  for (const level of ["breaking", "warning"] as const) {
    const fs = r.findings.filter((f) => f.level === level);
    if (fs.length) out.push("", `### ${TITLES[level]} (${fs.length})`, "", ...table(fs));
  }
  const info = r.findings.filter((f) => f.level === "info");
  if (info.length) {
    out.push("", `<details><summary>${TITLES.info} (${info.length})</summary>`, "", ...table(info), "", "</details>");
  }
  if (r.acknowledged.length) {
    out.push("", `### Acknowledged breaks (${r.acknowledged.length})`, "", "| Rule | Where | Reason |", "|---|---|---|");
    for (const f of r.acknowledged) out.push(`| ${code(f.rule)} | ${code(f.location)} | ${cell(f.reason)} |`);
  }
  if (r.unmatched.length) {
    out.push(
      "",
      `### Acknowledgements that matched nothing (${r.unmatched.length})`,
      "",
      `Remove these entries from ${code(r.ignoreFile ?? "the ignore file")}:`,
      "",
    );
    for (const u of r.unmatched) out.push(`- line ${u.line}: ${code(u.rule)} at ${code(u.location)}`);
    if (r.pruneCommand) out.push("", `Prune them: ${code(r.pruneCommand)}`);
  }
  if (r.shipped?.length) {
    out.push(
      "",
      `${r.shipped.length} ${r.shipped.length === 1 ? "entry" : "entries"} of ${code(r.ignoreFile ?? "the ignore file")} accepted breaks that ${code(r.base)} already contains (lines ${r.shipped.map((u) => u.line).join(", ")}); prune them: ${code(r.pruneCommand ?? "remove them")}`,
    );
  }
  if (r.version) out.push("", `### Version`, "", `${r.version.ok ? "✅" : "❌"} ${cell(r.version.message)}`);
  if (r.findings.some((f) => f.level === "breaking")) {
    out.push(
      "",
      "To accept a breaking change, add an entry with its rule, location and a reason to the acknowledged-breaks file, and bump the version as the versioning policy asks.",
    );
  }
  return `${out.join("\n")}\n`;
}
