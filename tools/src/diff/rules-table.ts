/** The rules table: `contracts diff --list-rules`, and the table in tools/src/diff/README.md. */
import { RULES, type Rule } from "./rules.ts";

export function renderRulesTable(): string {
  const rules: readonly Rule[] = RULES;
  const rows = rules.map((r) => `| \`${r.id}\` | ${r.level} | ${r.direction} | ${r.purpose.replace(/\|/g, "\\|")}${r.addition ? " *(addition)*" : ""} |`);
  return `${["| Rule | Level | Direction | Purpose |", "|---|---|---|---|", ...rows].join("\n")}\n`;
}
