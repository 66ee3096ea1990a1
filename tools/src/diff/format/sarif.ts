/**
 * `--format sarif`: a SARIF 2.1.0 log for code-scanning views (GitHub code scanning, GitLab, IDEs).
 *
 * One run; its driver lists every rule of the registry (rules.ts) with the rules table's words as
 * help text (shortDescription and fullDescription: the purpose; help: purpose, level and direction)
 * and the rule's own level as its default. One result per finding: level `error` for breaking,
 * `warning` for warning, `note` for info (as graded, --level included), the message, the place in
 * the document (locate.ts: a workspace-relative URI under %SRCROOT%, with line and column when the
 * pointer is found) and the finding's location as a logical location. An acknowledged finding is a
 * result too, with an external suppression carrying its reason.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Location, Log, ReportingDescriptor, Result } from "sarif";
import type { Finding, Level } from "../model.ts";
import { RULES } from "../rules.ts";
import type { DiffResult } from "./result.ts";

const SARIF_LEVEL: Record<Level, Result.level> = { breaking: "error", warning: "warning", info: "note" };
const INDEX = new Map<string, number>(RULES.map((r, i) => [r.id, i]));

function descriptor(r: (typeof RULES)[number]): ReportingDescriptor {
  const help = `${r.purpose} Level: ${r.level}; direction: ${r.direction}.`;
  return {
    id: r.id,
    shortDescription: { text: r.purpose.split(/(?<=[.;])\s/)[0]! },
    fullDescription: { text: r.purpose },
    help: { text: help, markdown: `**${r.id}** (${r.level}, ${r.direction}): ${r.purpose}` },
    defaultConfiguration: { level: SARIF_LEVEL[r.level] },
    properties: { tags: ["contract", r.direction, r.level] },
  };
}

function location(r: DiffResult, f: Finding): Location {
  const at = r.locate?.(f);
  const file = at?.file ?? f.pointer.slice(0, f.pointer.indexOf("#"));
  return {
    physicalLocation: {
      artifactLocation: path.isAbsolute(file) ? { uri: pathToFileURL(file).href } : { uri: encodeURI(file), ...(at ? { uriBaseId: "%SRCROOT%" } : {}) },
      ...(at ? { region: { startLine: at.line, startColumn: at.column } } : {}),
    },
    logicalLocations: [{ fullyQualifiedName: f.location, kind: "member" }],
  };
}

function result(r: DiffResult, f: Finding, reason?: string): Result {
  return {
    ruleId: f.rule,
    ...(INDEX.has(f.rule) ? { ruleIndex: INDEX.get(f.rule)! } : {}),
    level: SARIF_LEVEL[f.level],
    message: { text: f.message },
    locations: [location(r, f)],
    partialFingerprints: { contractFinding: `${f.rule}|${f.location}` },
    properties: { contractLevel: f.level, direction: f.direction, location: f.location, pointer: f.pointer },
    ...(reason !== undefined ? { suppressions: [{ kind: "external", status: "accepted", justification: reason }] } : {}),
  };
}

export function renderSarif(r: DiffResult): string {
  const log: Log = {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: "contracts diff", rules: RULES.map(descriptor) } },
        // a category only (the trailing slash): code scanning keeps one set of alerts for it across runs
        automationDetails: { id: "contracts-diff/", description: { text: `${r.base} -> ${r.head}` } },
        results: [...r.findings.map((f) => result(r, f)), ...r.acknowledged.map((f) => result(r, f, f.reason))],
        properties: { failOn: r.failOn, failed: r.failed, ...(r.version ? { version: r.version } : {}) },
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}
