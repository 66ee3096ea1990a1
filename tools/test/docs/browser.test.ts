// The reference site in a real browser (headless Chromium from Debian, issue 13): `make docs` builds
// it, then every page is opened from disk with every non-local request blocked and the browser
// offline. Each page renders without a console error, shows every operation (HTTP) or MethodId
// (terminal) of its service and every gap and decision of it, and links only to files that exist.
// A screenshot of each service's page is written to tools/dist-docs/screenshots/.
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectGapEntries } from "../../src/contract/annotations.ts";
import { DOCS_OUT, buildSite, type Site, type SitePage } from "../../src/docs/site.ts";
import { GENERATED } from "../../src/paths.ts";
import { readServiceSchemas } from "../../src/contract/schemas.ts";
import { chromiumAvailable, isLocal, launchChromium } from "../support/chromium.ts";

const run = chromiumAvailable();
let site: Site;
let browser: Browser;

beforeAll(async () => {
  if (!run) return;
  site = buildSite(DOCS_OUT, GENERATED);
  mkdirSync(path.join(DOCS_OUT, "screenshots"), { recursive: true });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

interface Visit {
  page: Page;
  errors: string[];
  blocked: string[];
}

/** Open one page of the site, offline, recording console errors, page errors and blocked requests. */
async function open(p: SitePage): Promise<Visit> {
  const context = await browser.newContext({ offline: true, viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  const blocked: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  await page.route("**/*", (route) => {
    const url = route.request().url();
    if (isLocal(url)) return route.continue();
    blocked.push(url);
    return route.abort();
  });
  await page.goto(pathToFileURL(path.join(site.out, p.file)).href, { waitUntil: "load" });
  return { page, errors, blocked };
}

/** Every gap and decision text of a service (what must be visible on its page). */
function noteTexts(service: string): string[] {
  const anns =
    service === "terminal"
      ? [...readServiceSchemas("terminal")].flatMap(([f, s]) => collectGapEntries(service, f, s))
      : collectGapEntries(service, "openapi.json", JSON.parse(readFileSync(path.join(GENERATED, service, "openapi.json"), "utf8")));
  return [...new Set(anns.flatMap((a) => [a.text, ...(a.decision ? [a.decision] : [])]))];
}

/** The page's visible text with white space collapsed. */
const visibleText = async (page: Page): Promise<string> => (await page.locator("body").innerText()).replace(/\s+/g, " ");
const flat = (s: string): string => s.replace(/\s+/g, " ").replace(/`/g, "");

describe.runIf(run)("the reference site in headless Chromium", () => {
  it("builds one page per service, the gaps page and the index", () => {
    expect(site.pages.map((p) => p.file).sort()).toEqual(["affordability.html", "gaps.html", "index.html", "optimizer.html", "terminal.html"]);
    for (const p of site.pages.filter((x) => x.kind === "http" || x.kind === "terminal")) expect(p.expect.length, p.file).toBeGreaterThan(0);
  });

  it.each(["affordability", "optimizer"])("%s: Redoc renders every operation and every gap and decision, offline, without console errors", async (service) => {
    const p = site.pages.find((x) => x.service === service)!;
    const { page, errors, blocked } = await open(p);
    try {
      await page.waitForSelector(".api-content", { timeout: 30_000 });
      const missing: string[] = [];
      for (const id of p.expect) if ((await page.locator(`[data-section-id="operation/${id}"]`).count()) === 0) missing.push(id);
      expect(missing).toEqual([]);
      const text = flat(await visibleText(page));
      expect(noteTexts(service).filter((t) => !text.includes(flat(t)))).toEqual([]);
      await page.screenshot({ path: path.join(site.out, "screenshots", `${service}.png`) });
      expect(errors).toEqual([]);
      expect(blocked).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it("terminal: every MethodId of both apps, every gap and decision, offline, without console errors", async () => {
    const p = site.pages.find((x) => x.kind === "terminal")!;
    const { page, errors, blocked } = await open(p);
    try {
      const apps = new Set(p.expect.map((m) => m.split(":")[0]));
      expect([...apps].sort()).toEqual(["mobile", "terminal"]);
      const missing: string[] = [];
      for (const m of p.expect) {
        const [app, id] = m.split(":");
        if (!(await page.locator(`section.method[data-app="${app}"][data-method-id="${id}"]`).isVisible())) missing.push(m);
      }
      expect(missing).toEqual([]);
      const text = flat(await visibleText(page));
      expect(noteTexts("terminal").filter((t) => !text.includes(flat(t)))).toEqual([]);
      await page.screenshot({ path: path.join(site.out, "screenshots", "terminal.png") });
      expect(errors).toEqual([]);
      expect(blocked).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it("index and gaps pages render offline, and every local link of every page leads to a file of the site", async () => {
    const broken: string[] = [];
    for (const p of site.pages) {
      const { page, errors, blocked } = await open(p);
      try {
        if (p.kind === "http") await page.waitForSelector(".api-content", { timeout: 30_000 });
        const hrefs = await page.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
        for (const href of hrefs) {
          if (href.startsWith("#") || /^[a-z]+:/i.test(href)) continue;
          const target = path.join(site.out, decodeURIComponent(href.replace(/[#?].*$/, "")));
          if (!existsSync(target)) broken.push(`${p.file} → ${href}`);
        }
        if (p.kind === "index") for (const f of p.expect) expect(hrefs, p.file).toContain(f);
        if (p.kind === "gaps") expect(await page.locator("table tr").count()).toBeGreaterThan(2);
        expect(errors, p.file).toEqual([]);
        expect(blocked, p.file).toEqual([]);
      } finally {
        await page.context().close();
      }
    }
    expect(broken).toEqual([]);
  });
});
