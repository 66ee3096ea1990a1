/**
 * `--format githubactions`: one workflow command per finding, which GitHub Actions shows as an
 * annotation on the pull request's files and in the run's summary:
 *
 *   ::error file=generated/optimizer/openapi.json,line=812,col=13,title=request-property-required-added::POST /api/x request body /vpa ...
 *
 * breaking is `::error`, warning `::warning`, info `::notice`; `file`/`line`/`col` are where the
 * finding's pointer is in the document (locate.ts), relative to the workspace; `title` is the rule.
 * An acknowledgement that matched nothing is a `::warning` at its line of the acknowledgement file;
 * a missing version bump an `::error`. A last plain line gives the verdict.
 * Values are escaped as the runner reads them (`%`, CR, LF; in properties also `:` and `,`).
 */
import path from "node:path";
import type { Level } from "../model.ts";
import { workspacePath } from "../locate.ts";
import { counts, plural, type DiffResult } from "./result.ts";

const COMMAND: Record<Level, string> = { breaking: "error", warning: "warning", info: "notice" };

/** Escape the message of a workflow command. */
export function escapeData(s: string): string {
  return s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

/** Escape a property value of a workflow command. */
export function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

function command(name: string, props: Record<string, string | number | undefined>, message: string): string {
  const p = Object.entries(props)
    .filter(([, v]) => v !== undefined && v !== "")
    .map(([k, v]) => `${k}=${escapeProperty(String(v))}`)
    .join(",");
  return `::${name}${p ? ` ${p}` : ""}::${escapeData(message)}`;
}

export function renderGithubActions(r: DiffResult): string {
  const lines: string[] = [];
  for (const f of r.findings) {
    const at = r.locate?.(f);
    lines.push(command(COMMAND[f.level], { file: at?.file, line: at?.line, col: at?.column, title: f.rule }, `${f.message} (${f.location}; ${f.pointer})`));
  }
  const ack = r.ignoreFile ? workspacePath(path.resolve(r.ignoreFile), process.env.GITHUB_WORKSPACE || process.cwd()) : undefined;
  for (const u of r.unmatched) {
    lines.push(
      command(
        "warning",
        { file: ack, line: u.line, title: "acknowledgement matched nothing" },
        `${u.rule} at "${u.location}" matched no finding: remove the entry${r.pruneCommand ? ` (${r.pruneCommand})` : ""}`,
      ),
    );
  }
  if (r.version && !r.version.ok) lines.push(command("error", { title: "version bump" }, r.version.message));
  const c = counts(r.findings);
  lines.push(
    `contracts diff ${r.base} -> ${r.head}: ${c.breaking} breaking, ${plural(c.warning, "warning")}, ${c.info} info` +
      (r.acknowledged.length ? `, ${r.acknowledged.length} acknowledged` : "") +
      `: ${r.failed ? "FAIL" : "OK"} (fails on ${r.failOn}).`,
  );
  return `${lines.join("\n")}\n`;
}
