// Our copy of Redoc's bundle makes no remote request, and the installed Redoc is the pinned one.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../src/paths.ts";
import { redocBundle, redocVersion } from "../../src/docs/redoc.ts";

describe("Redoc", () => {
  it("is pinned to an exact version in package.json, and that version is installed", () => {
    const pinned = (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { devDependencies: Record<string, string> }).devDependencies.redoc;
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(redocVersion()).toBe(pinned);
  });

  it("our copy of the bundle has no CDN URL left (the attribution logo is inline)", () => {
    const bundle = redocBundle();
    expect(bundle).not.toContain("cdn.redoc.ly");
    expect(bundle).toContain("data:image/svg+xml,");
  });
});
