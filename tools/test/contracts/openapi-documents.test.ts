// Each emitted OpenAPI document is valid OpenAPI 3.1, judged by an independent validator
// (@seriousme/openapi-schema-validator, which checks against the official 3.1 meta-schemas).
import { readFileSync } from "node:fs";
import path from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { parse as parseYaml } from "yaml";
import { describe, expect, it } from "vitest";
import { GENERATED } from "../../src/paths.ts";
import { SERVICES } from "../../src/contract/services.ts";

const http = SERVICES.filter((s) => s.http);

describe.each(http)("$id OpenAPI document", ({ id }) => {
  const json = JSON.parse(readFileSync(path.join(GENERATED, id, "openapi.json"), "utf8"));

  it("is valid OpenAPI 3.1.x", async () => {
    const validator = new Validator();
    const result = await validator.validate(json);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toMatch(/^3\.1/);
  });

  it("YAML and JSON carry the same document", () => {
    const yaml = parseYaml(readFileSync(path.join(GENERATED, id, "openapi.yaml"), "utf8"));
    const { "x-generated": _banner, ...rest } = json;
    expect(yaml).toEqual(rest);
  });

  it("the validator rejects a broken copy (it can fail)", async () => {
    const broken = structuredClone(json);
    broken.paths["/x"] = { get: { responses: { "200": { content: 12 } } } };
    const result = await new Validator().validate(broken);
    expect(result.valid).toBe(false);
  });
});
