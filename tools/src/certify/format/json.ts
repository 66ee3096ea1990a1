/** `--format json`: the report as is (conformance/schemas/certification.schema.json). */
import type { CertificationReport } from "../model.ts";

export function renderJson(r: CertificationReport): string {
  return `${JSON.stringify(r, null, 2)}\n`;
}
