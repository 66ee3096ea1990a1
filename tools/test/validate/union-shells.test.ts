// A schema that holds a discriminated union in a property (the mobile DoTransaction request's Detail) is
// checked as its shell (the union left open) plus the one branch the discriminator picks, instead of the
// full schema's oneOf, which runs every branch. The two must agree: same verdict on every message, and the
// same errors outside the union's property, on the schema's examples, the cases, and messages broken
// in the ways that matter (union missing, mistyped or unknown discriminator, extra properties, wrong shape).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GENERATED } from "../../src/paths.ts";
import { SERVICES } from "../../src/contract/services.ts";
import type { Manifest } from "../../src/contract/manifest.ts";
import { ServiceValidator } from "../../src/validate/service.ts";
import { runValidator, type CompiledValidator, type ValidatorModule } from "../../src/validate/ajv-errors.ts";
import { loadTables } from "../contracts/harness.ts";

type Json = Record<string, unknown>;

/** The message, and copies of it broken at the union property `name` and around it. */
function variants(message: Json, name: string, discriminator: string): Json[] {
  const copy = (): Json => structuredClone(message);
  const out: Json[] = [message];
  const at = (f: (m: Json, union: Json) => void): void => {
    const m = copy();
    const union = m[name];
    if (union && typeof union === "object" && !Array.isArray(union)) {
      f(m, union as Json);
      out.push(m);
    }
  };
  const key = discriminator.slice(1);
  at((_m, u) => (u[key] = String(u[key])));
  at((_m, u) => (u[key] = 99999));
  at((_m, u) => delete u[key]);
  at((_m, u) => (u.NotInTheContract = "x"));
  at((m) => (m.NotInTheContract = 1));
  at((_m, u) => {
    for (const [k, v] of Object.entries(u)) if (k !== key) u[k] = typeof v === "number" ? String(v) : 1;
  });
  for (const broken of [undefined, null, 5, "text", []]) {
    const m = copy();
    if (broken === undefined) delete m[name];
    else m[name] = broken;
    out.push(m);
  }
  return out;
}

const holders = SERVICES.flatMap((svc) => {
  const manifest = JSON.parse(readFileSync(path.join(GENERATED, svc.id, "manifest.json"), "utf8")) as Manifest;
  return Object.entries(manifest.unionProperties).map(([file, properties]) => ({ service: svc.id, manifest, file, properties }));
});

describe("union shells", () => {
  it("exist for every schema holding a union (the terminal's mobile DoTransaction request at least)", () => {
    expect(holders.map((h) => h.file)).toContain("MobileDoTransactionRequest.json");
    for (const h of holders) expect(Object.keys(h.manifest.unionShells)).toContain(h.file);
  });

  it("a manifest without them (generated/ older than the toolkit) is named, with what to do", async () => {
    const h = holders.find((x) => x.file === "MobileDoTransactionRequest.json")!;
    const module = (await import(path.join(GENERATED, h.service, "validators.mjs"))) as ValidatorModule;
    const { unionShells: _, ...old } = h.manifest;
    const validator = new ServiceValidator(old as Manifest, module);
    expect(() => validator.validateSchema(h.file, {})).toThrow(`the manifest of terminal has no union shell for ${h.file}: run make`);
  });

  describe.each(holders)("$service $file", ({ service, manifest, file, properties }) => {
    it("agrees with the full schema: verdict, and errors outside the union", async () => {
      const module = (await import(path.join(GENERATED, service, "validators.mjs"))) as ValidatorModule;
      const validator = new ServiceValidator(manifest, module);
      const full = module[manifest.schemas[file]!] as CompiledValidator;
      const schema = JSON.parse(readFileSync(path.join(GENERATED, service, "schemas", file), "utf8")) as { examples?: Json[] };
      const cases = loadTables(service).flatMap((t) => t.cases.filter((c) => c.schema === file).map((c) => c.data as Json));
      const seeds = [...(schema.examples ?? []), ...cases].filter((m) => m && typeof m === "object");
      expect(seeds.length).toBeGreaterThan(0);
      let checked = 0;
      let failing = 0;
      const disagreements: string[] = [];
      for (const [pointer, union] of Object.entries(properties)) {
        const name = pointer.slice(1);
        for (const message of seeds.flatMap((m) => variants(m, name, manifest.unions[union]!.discriminator))) {
          const got = validator.validateSchema(file, message);
          const want = full(message);
          const outside = (errors: Array<{ pointer: string }>) => errors.filter((e) => e.pointer !== pointer && !e.pointer.startsWith(`${pointer}/`));
          checked++;
          if (!want) failing++;
          if (got.ok !== want) disagreements.push(`${JSON.stringify(message)}: shell ${got.ok}, full ${want}`);
          else if (JSON.stringify(outside(got.errors)) !== JSON.stringify(outside(runValidator(full, message, ""))))
            disagreements.push(`${JSON.stringify(message)}: errors outside ${pointer} differ`);
        }
      }
      expect(disagreements).toEqual([]);
      // Both verdicts were exercised.
      expect(failing).toBeGreaterThan(0);
      expect(checked - failing).toBeGreaterThan(0);
    });
  });
});
