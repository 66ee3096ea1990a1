/** The document Prism is started on: the generated file, or an adjusted copy in a temporary directory. */
import { describe, expect, it } from "vitest";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ADJUSTMENTS, DIALECT_2020_12, preparePrismDocument } from "../../src/mock/prism-document.ts";

/** A generated/ folder holding one affordability document. */
function fakeGenerated(doc: Record<string, unknown>): string {
  const root = mkdtempSync(path.join(tmpdir(), "prism-document-test-"));
  mkdirSync(path.join(root, "affordability"));
  writeFileSync(path.join(root, "affordability", "openapi.json"), JSON.stringify(doc));
  return root;
}

const DOC = { openapi: "3.1.0", info: { title: "t", version: "1" }, paths: {} };

describe("preparePrismDocument", () => {
  it("declares the 2020-12 dialect in a copy when the document has none", () => {
    const root = fakeGenerated(DOC);
    try {
      const prepared = preparePrismDocument("affordability", root);
      expect(prepared.applied).toEqual(["json-schema-dialect"]);
      expect(prepared.file).not.toContain(root);
      expect(JSON.parse(readFileSync(prepared.file, "utf8"))).toEqual({ ...DOC, jsonSchemaDialect: DIALECT_2020_12 });
      // The generated file is untouched.
      expect(JSON.parse(readFileSync(path.join(root, "affordability", "openapi.json"), "utf8"))).toEqual(DOC);
      prepared.dispose();
      expect(existsSync(prepared.file)).toBe(false);
      prepared.dispose();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("serves the generated file itself when no adjustment applies", () => {
    const root = fakeGenerated({ ...DOC, jsonSchemaDialect: DIALECT_2020_12 });
    try {
      const prepared = preparePrismDocument("affordability", root);
      expect(prepared.applied).toEqual([]);
      expect(prepared.file).toBe(path.join(root, "affordability", "openapi.json"));
      prepared.dispose();
      expect(existsSync(prepared.file)).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("names the missing document and the way out", () => {
    expect(() => preparePrismDocument("affordability", path.join(tmpdir(), "no-such-generated"))).toThrow(/openapi\.json.*run `make`/);
  });

  it("removes copies left by processes that are gone", () => {
    const stale = path.join(tmpdir(), "contracts-mock-2147483646-optimizer-abcdef");
    mkdirSync(stale, { recursive: true });
    const root = fakeGenerated(DOC);
    try {
      preparePrismDocument("affordability", root).dispose();
      expect(existsSync(stale)).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
      rmSync(stale, { recursive: true, force: true });
    }
  });

  it("gives every adjustment an id and a reason", () => {
    for (const a of ADJUSTMENTS) {
      expect(a.id).toMatch(/^[a-z0-9-]+$/);
      expect(a.reason.length).toBeGreaterThan(20);
    }
  });
});
