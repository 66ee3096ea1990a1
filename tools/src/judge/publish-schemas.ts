/**
 * The enums of the published conformance schemas (conformance/schemas/) that repeat the conformance
 * rule registry (tools/src/judge/rules.ts): rule ids, levels and where a rule applies. `make` writes
 * them from the registry (publish-schemas-main.ts), so a rule added, renamed or removed there reaches
 * the schemas without a hand edit; tools/test/conform/schemas.test.ts fails when the committed files
 * differ from what this writes. The rest of each schema (descriptions, shapes) is written by hand.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { RULES } from "./rules.ts";
import { pointerTokens } from "../json-pointer.ts";
import { ROOT } from "../paths.ts";

export const SCHEMAS_DIR = path.join(ROOT, "conformance", "schemas");

/** Values in order of first appearance. */
const firstSeen = (values: readonly string[]): string[] => [...new Set(values)];

export const RULE_IDS: readonly string[] = RULES.map((r) => r.id);
/** The levels and places the registry uses, in registry order (error before warning; request, response, sequence). */
export const LEVELS: readonly string[] = firstSeen(RULES.map((r) => r.level));
export const WHERES: readonly string[] = firstSeen(RULES.flatMap((r) => r.where));

export interface EnumSite {
  /** A file of conformance/schemas/. */
  readonly file: string;
  /** JSON pointer of the schema whose `enum` is the registry's list. */
  readonly at: string;
  readonly values: readonly string[];
}

const VIOLATION = "/$defs/violation/properties";
const EXPECTED = "/properties/results/items/properties";
const CERTIFIED = "/properties/scenarios/items/properties/violations/items/properties";

export const ENUM_SITES: readonly EnumSite[] = [
  { file: "report.schema.json", at: `${VIOLATION}/rule`, values: RULE_IDS },
  { file: "report.schema.json", at: `${VIOLATION}/level`, values: LEVELS },
  { file: "report.schema.json", at: `${VIOLATION}/where`, values: WHERES },
  { file: "case-expectation.schema.json", at: `${EXPECTED}/rules/items`, values: RULE_IDS },
  { file: "case-expectation.schema.json", at: `${EXPECTED}/findings/items/properties/rule`, values: RULE_IDS },
  { file: "certification.schema.json", at: `${CERTIFIED}/level`, values: LEVELS },
  { file: "certification.schema.json", at: `${CERTIFIED}/where`, values: WHERES },
];

const COMMENT =
  "The rule, level and where enums of this schema are written by `make` (tools/src/judge/publish-schemas.ts) from the rule registry, tools/src/judge/rules.ts; edit the rest by hand.";

/** The schema files with their registry enums rewritten, by file name (JSON text, 2-space indent, final newline). */
export function reportSchemaTexts(dir = SCHEMAS_DIR): Record<string, string> {
  const out: Record<string, string> = {};
  for (const file of firstSeen(ENUM_SITES.map((s) => s.file))) {
    const source = path.join(dir, file);
    const doc = JSON.parse(readFileSync(source, "utf8")) as Record<string, unknown>;
    for (const site of ENUM_SITES.filter((s) => s.file === file)) schemaAt(doc, site.at, source).enum = [...site.values];
    // `$comment` right after `$id`, so a reader meets it before the enums.
    const { $schema, $id, ...rest } = doc;
    delete rest.$comment;
    out[file] = `${JSON.stringify({ $schema, $id, $comment: COMMENT, ...rest }, null, 2)}\n`;
  }
  return out;
}

function schemaAt(doc: Record<string, unknown>, pointer: string, source: string): Record<string, unknown> {
  let node: unknown = doc;
  for (const token of pointerTokens(pointer)) {
    node = node && typeof node === "object" ? (node as Record<string, unknown>)[token] : undefined;
    if (!node || typeof node !== "object" || Array.isArray(node)) {
      throw new Error(`${source}#${pointer}: no schema there to hold the registry's enum; fix ENUM_SITES in tools/src/judge/publish-schemas.ts or the schema`);
    }
  }
  return node as Record<string, unknown>;
}
