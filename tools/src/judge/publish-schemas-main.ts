/** `make` runs this: rewrite the registry enums of conformance/schemas/ (publish-schemas.ts). */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { reportSchemaTexts, SCHEMAS_DIR } from "./publish-schemas.ts";

try {
  for (const [file, text] of Object.entries(reportSchemaTexts())) writeFileSync(path.join(SCHEMAS_DIR, file), text);
} catch (e) {
  process.stderr.write(`report-schemas: ${(e as Error).message}\n`);
  process.exit(2);
}
