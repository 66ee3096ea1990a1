// Our copy of Redoc's bundle makes no remote request, and the installed Redoc is the pinned one.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { collectGapEntries, gapId } from "../../src/contract/index.ts";
import { GENERATED, ROOT } from "../../src/paths.ts";
import { redocBundle, redocVersion } from "../../src/docs/redoc.ts";
import { redocView } from "../../src/docs/redoc-view.ts";

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

describe("open records on the HTTP pages (issue 40)", () => {
  it.each(["affordability", "optimizer"] as const)(
    "%s: each open record's row says it holds fields the document does not show, with a gap of the gaps page",
    (service) => {
      const source = JSON.parse(readFileSync(path.join(GENERATED, service, "openapi.json"), "utf8")) as Record<string, unknown>;
      const gaps = new Set(collectGapEntries(service, "openapi.json", source).map((g) => gapId(g)));
      const view = JSON.stringify(redocView(source, "1.0.0", service));
      const titles = [...view.matchAll(/"additionalProperties":\{"title":"([^"]+)"\}/g)].map((m) => m[1]!);
      // As many rows as the published document has open records (an unevaluatedProperties or additionalProperties that admits anything).
      const open = (JSON.stringify(source).match(/"(unevaluatedProperties|additionalProperties)":(\{\}|true)/g) ?? []).length;
      expect(titles).toHaveLength(open);
      expect(open).toBeGreaterThan(0);
      for (const t of titles) {
        const id = /^fields the document does not show, gap (G-[0-9a-f]{8})$/.exec(t)?.[1];
        expect(id, t).toBeDefined();
        expect(gaps.has(id!), `${t} is on the gaps page`).toBe(true);
      }
      expect(view).not.toMatch(/"unevaluatedProperties":\{\}/);
    },
  );
});
