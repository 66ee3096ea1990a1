import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { SERVICES } from "../services.ts";
import { jsonWithBanner, withBanner } from "./banner.ts";
import { compileSpec } from "./compile-spec.ts";
import { collectAnnotations, renderGaps, type GapEntry } from "./gaps.ts";

/**
 * Build the contracts of every service into `root` (laid out like generated/):
 *   <service>/openapi.yaml, <service>/openapi.json   (HTTP services)
 *   <service>/schemas/<Model>.json                    (JSON Schema 2020-12, every model)
 *   GAPS.md                                           (every gap and decision)
 * Files it owns are rewritten whole, so a model removed from spec/ leaves no stale schema.
 */
export async function buildContracts(root: string): Promise<void> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), "contracts-tsp-"));
  try {
    await Promise.all(SERVICES.map((svc) => compileSpec(svc, path.join(scratch, svc.id))));
    const annotations: GapEntry[] = [];
    for (const svc of SERVICES) {
      const from = path.join(scratch, svc.id);
      const to = path.join(root, svc.id);
      await rm(path.join(to, "schemas"), { recursive: true, force: true });
      await mkdir(path.join(to, "schemas"), { recursive: true });
      if (svc.http) {
        const yamlText = await readFile(path.join(from, "openapi", "openapi.yaml"), "utf8");
        await writeFile(path.join(to, "openapi.yaml"), withBanner(yamlText, "#"));
        const doc = JSON.parse(await readFile(path.join(from, "openapi", "openapi.json"), "utf8"));
        await writeFile(path.join(to, "openapi.json"), jsonWithBanner(doc, "x-generated"));
        annotations.push(...collectAnnotations(svc.id, "openapi.json", doc));
      }
      const names = (await readdir(path.join(from, "schemas"))).filter((n) => n.endsWith(".json")).sort();
      for (const name of names) {
        const schema = JSON.parse(await readFile(path.join(from, "schemas", name), "utf8"));
        await writeFile(path.join(to, "schemas", name), jsonWithBanner(schema, "$comment"));
        // The HTTP services' annotations are listed once, from the OpenAPI document.
        if (!svc.http) annotations.push(...collectAnnotations(svc.id, `schemas/${name}`, schema));
      }
    }
    await writeFile(path.join(root, "GAPS.md"), withBanner(renderGaps(annotations), "md"));
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
