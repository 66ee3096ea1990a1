/**
 * `--format markdown`: a summary table of the scenarios, the details of what failed or is missing,
 * the app's own violations that fail the certificate, and the other traffic listed apart.
 */
import type { CertificationReport } from "../model.ts";

/**
 * Table cells: no line breaks (CR LF, a lone CR or LF, and the Unicode line separators: CommonMark ends a
 * line at each), no other control characters, pipes escaped, markup characters escaped so that
 * nothing renders as HTML or links.
 */
const cell = (s: string): string =>
  s
    .replace(/\r\n|[\r\n\u2028\u2029]/g, " ")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what this strips
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, "")
    .replace(/([\\`*_{}[\]<>()#+!|])/g, "\\$1");
const ICON = { passed: "passed", failed: "**FAILED**", missing: "**missing**" } as const;

export function renderMarkdown(r: CertificationReport): string {
  const p = r.provenance;
  const s = r.summary;
  const out: string[] = [
    `# Certification: ${cell(p.plan.title)}`,
    "",
    `**Verdict: ${r.verdict === "passed" ? "PASSED" : "FAILED"}**: required ${s.requiredPassed} of ${s.required} passed; ${s.passed} passed, ${s.failed} failed, ${s.missing} missing of ${s.scenarios} scenarios; ${s.exchanges} exchanges of the ${cell(r.traffic.app)} judged, ${s.exchangesFailed} with violations; ${s.otherExchanges} of other services or apps not counted.`,
    "",
    "## Provenance",
    "",
    "| What | Identity |",
    "|---|---|",
    `| Plan | ${cell(p.plan.name)} (${cell(p.plan.file)}), sha256 \`${p.plan.sha256}\` |`,
    `| Contract | ${cell(p.contract.package)} ${cell(p.contract.version)}, generated/ sha256 \`${p.contract.generatedSha256}\` |`,
    ...p.recordings.map((x) => `| Recording | ${cell(x.file)} (${x.format}, ${x.exchanges} exchanges), sha256 \`${x.sha256}\` |`),
    `| Generated at | ${cell(p.generatedAt)} |`,
    "",
    "## Scenarios",
    "",
    "| Status | Required | Scenario | Title | Source |",
    "|---|---|---|---|---|",
    ...r.scenarios.map((x) => `| ${ICON[x.status]} | ${x.required ? "yes" : "no"} | ${cell(x.id)} | ${cell(x.title)} | ${cell(x.source)} |`),
  ];
  const open = r.scenarios.filter((x) => x.status !== "passed");
  if (open.length) out.push("", "## Not passed");
  for (const x of open) {
    out.push("", `### ${cell(x.id)}: ${x.status}`, "");
    for (const f of x.findings) out.push(`- ${cell(f)}`);
    for (const v of x.violations)
      out.push(
        `- ${cell(`${v.file} #${v.index}`)}: \`${v.rule}\` (${v.where}) at ${cell(v.pointer || "/")}: ${cell(v.message)}; expected ${cell(v.expected)}; actual ${cell(v.actual)}${v.basis?.length ? `; basis ${v.basis.join(", ")}` : ""}${v.provoked ? " (provoked by this scenario)" : ""}`,
      );
    if (x.trigger && x.status === "missing") out.push(`- how to reach it: ${cell(x.trigger)}`);
  }
  const t = r.traffic;
  if (t.violations.length) {
    out.push("", `## Violations of the ${cell(t.app)} traffic`, "", "These fail the certificate: no negative scenario provokes them.", "");
    for (const v of t.violations)
      out.push(
        `- ${cell(`${v.file} #${v.index} ${v.operation}`)}: \`${v.rule}\` (${v.where}) at ${cell(v.pointer || "/")}: ${cell(v.message)}; expected ${cell(v.expected)}; actual ${cell(v.actual)}`,
      );
    if (t.unlisted) out.push(`- and ${t.unlisted} more violation(s), not listed`);
  }
  if (t.others.length) {
    out.push("", "## Other traffic (not counted)", "", "| Recording | Service or app | Exchanges |", "|---|---|---|");
    for (const o of t.others) out.push(`| ${cell(o.file)} | ${cell(o.service)} | ${o.exchanges} |`);
  }
  if (r.unusable.length) out.push("", "## Unusable recordings", "", ...r.unusable.map((u) => `- ${cell(u.message)}`));
  return `${out.join("\n")}\n`;
}
