/** `--format text` (the default): one block per finding, then a one-line verdict. */
import { counts, plural, type DiffResult } from "./result.ts";

export function renderText(r: DiffResult): string {
  const lines: string[] = [];
  for (const f of r.findings) {
    lines.push(`${f.level.toUpperCase().padEnd(8)} ${f.rule}`);
    lines.push(`         ${f.message}`);
    lines.push(`         at ${f.pointer}`);
  }
  if (r.acknowledged.length) {
    lines.push("", `Acknowledged in ${r.ignoreFile ?? "the ignore file"}:`);
    for (const f of r.acknowledged) lines.push(`  ${f.rule} at ${f.location}: ${f.reason}`);
  }
  if (r.unmatched.length) {
    lines.push("", `Entries of ${r.ignoreFile ?? "the ignore file"} that matched nothing (remove them${r.pruneCommand ? `: ${r.pruneCommand}` : ""}):`);
    for (const u of r.unmatched) lines.push(`  line ${u.line}: ${u.rule} at ${u.location}`);
  }
  if (r.shipped?.length) {
    lines.push(
      "",
      `${r.shipped.length} ${r.shipped.length === 1 ? "entry" : "entries"} of ${r.ignoreFile ?? "the ignore file"} accepted breaks that ${r.base} already contains (lines ${r.shipped.map((u) => u.line).join(", ")}); prune them: ${r.pruneCommand ?? "remove them"}`,
    );
  }
  if (r.version) lines.push("", `Version: ${r.version.message}`);
  const c = counts(r.findings);
  const total = r.findings.length;
  lines.push(
    "",
    total === 0
      ? `No contract changes between ${r.base} and ${r.head}${r.acknowledged.length ? ` (besides ${plural(r.acknowledged.length, "acknowledged finding")})` : ""}.`
      : `${plural(total, "finding")} between ${r.base} and ${r.head}: ${c.breaking} breaking, ${plural(c.warning, "warning")}, ${c.info} info` +
          (r.acknowledged.length ? `; ${r.acknowledged.length} acknowledged` : "") +
          ".",
    r.failed ? `FAIL: findings at or above "${r.failOn}"${r.version && !r.version.ok ? " or a missing version bump" : ""}.` : `OK (fails on "${r.failOn}").`,
  );
  return `${(lines[0] === "" ? lines.slice(1) : lines).join("\n")}\n`;
}
