// The same JSON cases of every service (the one case grammar of tools/test/support/cases.ts, read by
// tools/test/contracts/harness.ts) run against ajv compiling the emitted schemas at run time and against
// the precompiled standalone modules in generated/: both must give the case's verdict.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GENERATED } from "../../src/paths.ts";
import { SERVICES } from "../../src/contract/services.ts";
import { serviceAjv } from "../../src/contract/schemas.ts";
import { openApiValidators } from "../support/runtime-validators.ts";
import type { Manifest } from "../../src/contract/manifest.ts";
import { loadTables, parseTarget } from "../contracts/harness.ts";

type Fn = (d: unknown) => boolean;

describe.each(SERVICES.map((s) => s.id))("%s: standalone and runtime validators agree", async (service) => {
  const standalone = (await import(path.join(GENERATED, service, "validators.mjs"))) as Record<string, Fn>;
  const manifest = JSON.parse(readFileSync(path.join(GENERATED, service, "manifest.json"), "utf8")) as Manifest;
  const runtime = serviceAjv(service);
  const all = loadTables(service).flatMap((t) => t.cases.map((c) => ({ ...c, target: parseTarget(c.schema) })));

  const schemaCases = all.filter((c) => c.target?.kind === "schema");
  it(`on every schema case (${schemaCases.length}), with the case's verdict`, () => {
    expect(schemaCases.length).toBeGreaterThan(0);
    const disagreements: string[] = [];
    for (const c of schemaCases) {
      const r = (runtime.getSchema(c.schema) as Fn)(c.data);
      const s = standalone[manifest.schemas[c.schema]!]!(c.data);
      if (r !== c.valid || s !== c.valid) disagreements.push(`${c.description}: want ${c.valid}, runtime ${r}, standalone ${s}`);
    }
    expect(disagreements).toEqual([]);
  });

  const opCases = all.flatMap((c) => (c.target?.kind === "operation" ? [{ ...c, target: c.target }] : []));
  it.runIf(opCases.length > 0)(`on every operation case (${opCases.length})`, () => {
    const oa = openApiValidators(service);
    const disagreements: string[] = [];
    for (const c of opCases) {
      const { operationId: id, part: target, status } = c.target;
      const op = manifest.operations.find((o) => o.operationId === id)!;
      let r: Fn;
      let name: string;
      switch (target) {
        case "request":
          r = oa.requestBody(id)!;
          name = Object.values(op.request.content)[0]!.validator;
          break;
        case "response":
          r = oa.response(id, status ?? "200")!;
          name = Object.values(op.responses[status ?? "200"]!.content)[0]!.validator;
          break;
        default:
          r = oa[target as "headers" | "query" | "path"](id);
          name = op.parameters[target === "headers" ? "header" : (target as "query" | "path")].validator;
      }
      const rv = r(c.data);
      const sv = standalone[name]!(c.data);
      // Header cases may also judge credentials, which no schema validator sees: compare the two only.
      if (rv !== sv || (target !== "headers" && rv !== c.valid)) disagreements.push(`${c.description}: want ${c.valid}, runtime ${rv}, standalone ${sv}`);
    }
    expect(disagreements).toEqual([]);
  });
});
