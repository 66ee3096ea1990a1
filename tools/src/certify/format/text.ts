/**
 * `--format text` (the default): verdict, provenance, one line per scenario, then what failed or is
 * missing, the app's own violations that fail the certificate, and the other traffic listed apart.
 */
import { escapeControls } from "../../markup.ts";
import type { CertificationReport } from "../model.ts";

const MARK = { passed: "PASS", failed: "FAIL", missing: "MISS" } as const;

export function renderText(r: CertificationReport): string {
  const p = r.provenance;
  const s = r.summary;
  const lines: string[] = [
    `certification: ${r.verdict.toUpperCase()}  plan ${p.plan.name} (${p.plan.title})`,
    `plan:     ${p.plan.file} sha256 ${p.plan.sha256}`,
    `contract: ${p.contract.package} ${p.contract.version}, generated/ sha256 ${p.contract.generatedSha256}`,
    ...p.recordings.map((x) => `recording: ${x.file} (${x.format}, ${x.exchanges} exchange(s)) sha256 ${x.sha256 || "(unreadable)"}`),
    "",
  ];
  for (const sc of r.scenarios) {
    lines.push(`${MARK[sc.status]}  ${sc.required ? "required" : "optional"}  ${sc.id}  ${sc.title}`);
    if (sc.status === "passed") continue;
    for (const f of sc.findings) lines.push(`      ${f}`);
    for (const v of sc.violations) {
      lines.push(
        `      ${v.file} #${v.index} ${v.rule} (${v.where}) at ${v.pointer || "/"}: ${v.message}${v.provoked ? " (provoked by this scenario)" : ""}`,
        `        expected: ${v.expected}`,
        `        actual:   ${v.actual}`,
        ...(v.basis?.length ? [`        basis:    ${v.basis.join(", ")} (generated/GAPS.md)`] : []),
      );
    }
    if (sc.status === "missing" && sc.trigger) lines.push(`      how to reach it: ${sc.trigger}`);
  }
  for (const u of r.unusable) lines.push(`UNUSABLE  ${u.message}`);
  const t = r.traffic;
  if (t.violations.length) {
    lines.push("", `The ${t.app} traffic violates the contract (this fails the certificate; no negative scenario provokes these):`);
    for (const v of t.violations) {
      lines.push(
        `      ${v.file} #${v.index} ${v.operation} ${v.rule} (${v.where}) at ${v.pointer || "/"}: ${v.message}`,
        `        expected: ${v.expected}`,
        `        actual:   ${v.actual}`,
      );
    }
    if (t.unlisted) lines.push(`      and ${t.unlisted} more violation(s), not listed`);
  }
  if (t.others.length) {
    lines.push("", `Other traffic in the recordings, not the ${t.app}'s (listed apart, not counted):`);
    for (const o of t.others)
      lines.push(`      ${o.file}: ${o.exchanges} exchange(s) of ${o.service === "unknown" ? "no service or app of the contracts" : o.service}`);
  }
  lines.push(
    "",
    `${s.scenarios} scenario(s): ${s.passed} passed, ${s.failed} failed, ${s.missing} missing; required ${s.requiredPassed}/${s.required} passed; ${s.exchanges} exchange(s) of the ${t.app} judged, ${s.exchangesFailed} with violations; ${s.otherExchanges} of other services or apps not counted`,
  );
  // Every line through escapeControls: plan texts, file names and recorded values cannot drive the terminal.
  return `${lines.map(escapeControls).join("\n")}\n`;
}
