import { existsSync } from "node:fs";
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { SERVICES } from "../contract/services.ts";
import { stringify as stringifyYaml } from "yaml";
import { jsonWithBanner, withBanner } from "./banner.ts";
import { promoteOperationServers } from "./openapi-post.ts";
import { OPENAPI_30_DIR, compileSpec } from "./compile-spec.ts";
import { renderOpenApi30 } from "./openapi-30.ts";
import { renderGaps } from "./gaps.ts";
import { postProcessSchema } from "./schema-post.ts";
import { collectGapEntries, type GapEntry } from "../contract/annotations.ts";

/**
 * Build the contracts of every service into `root` (laid out like generated/):
 *   <service>/openapi.yaml, <service>/openapi.json   (HTTP services: OpenAPI 3.1)
 *   <service>/openapi-3.0.json                        (HTTP services: the OpenAPI 3.0 rendering, openapi-30.ts)
 *   <service>/schemas/<Model>.json                    (JSON Schema 2020-12, every model)
 *   GAPS.md                                           (every gap and decision)
 * Files it owns are rewritten whole, so a model removed from spec/ leaves no stale schema.
 */
export async function buildContracts(root: string, only?: readonly string[]): Promise<void> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), "contracts-tsp-"));
  const selected = SERVICES.filter((s) => !only || only.includes(s.id));
  try {
    // One compile after another, in this process (compile-spec.ts): the compiler is loaded once.
    for (const svc of selected) await compileSpec(svc, path.join(scratch, svc.id));
    for (const svc of selected) {
      const from = path.join(scratch, svc.id);
      const to = path.join(root, svc.id);
      await rm(path.join(to, "schemas"), { recursive: true, force: true });
      await mkdir(path.join(to, "schemas"), { recursive: true });
      if (svc.http) {
        // One document, rewritten once, then written as JSON and as YAML. The YAML quotes every
        // string that a YAML 1.1 reader (PyYAML, many others) would take for a date or a boolean.
        const doc = promoteOperationServers(JSON.parse(await readFile(path.join(from, "openapi", "openapi.json"), "utf8")));
        await writeFile(path.join(to, "openapi.json"), jsonWithBanner(doc, "x-generated"));
        await writeFile(path.join(to, "openapi.yaml"), withBanner(stringifyYaml(doc, { lineWidth: 0, version: "1.1" }), "#"));
        const doc30 = promoteOperationServers(JSON.parse(await readFile(path.join(from, OPENAPI_30_DIR, "openapi.json"), "utf8")));
        await writeFile(path.join(to, "openapi-3.0.json"), jsonWithBanner(renderOpenApi30(doc30, doc), "x-generated"));
      }
      const names = (await readdir(path.join(from, "schemas"))).filter((n) => n.endsWith(".json")).sort();
      for (const name of names) {
        const schema = postProcessSchema(name, JSON.parse(await readFile(path.join(from, "schemas", name), "utf8")));
        await writeFile(path.join(to, "schemas", name), jsonWithBanner(schema, "$comment"));
      }
    }
    await writeGapsReport(root);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * GAPS.md from what is on disk under `root`, for every service (built now or before).
 * An HTTP service's annotations are listed once, from its OpenAPI document; a message-only
 * service's from its JSON Schemas.
 */
export async function writeGapsReport(root: string): Promise<void> {
  const annotations: GapEntry[] = [];
  for (const svc of SERVICES) {
    const dir = path.join(root, svc.id);
    if (svc.http) {
      const file = path.join(dir, "openapi.json");
      if (!existsSync(file)) continue;
      annotations.push(...collectGapEntries(svc.id, "openapi.json", JSON.parse(await readFile(file, "utf8"))));
    } else {
      if (!existsSync(path.join(dir, "schemas"))) continue;
      const names = (await readdir(path.join(dir, "schemas"))).filter((n) => n.endsWith(".json")).sort();
      for (const name of names) {
        const schema = JSON.parse(await readFile(path.join(dir, "schemas", name), "utf8"));
        annotations.push(...collectGapEntries(svc.id, `schemas/${name}`, schema));
      }
    }
  }
  await writeFile(path.join(root, "GAPS.md"), withBanner(renderGaps(annotations), "md"));
}
