// The reference site in a real browser (headless Chromium from Debian, issue 13): `make docs` builds
// it, then every page is opened from disk with every non-local request blocked and the browser
// offline. Each page renders without a console error, shows every operation (HTTP) or MethodId
// (terminal) of its service and every gap and decision of it, and links only to files that exist.
// Issue 21 adds: no "additional property" row on a sealed object (only the open records' rows are
// left); every field of the Base64 create-order payload visible on createOrder; an example message
// under every MethodId of both apps; the search finds PaymentAmount, x-verify and
// certify-invalid-secret; no horizontal scroll at 1280 px; text contrast WCAG AA on the site's own
// pages. A screenshot of every page is written to tools/dist-screenshots/ (ignored by git; beside the
// site, which `make docs` writes whole and replaces).
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectGapEntries } from "../../src/contract/annotations.ts";
import { DOCS_OUT, writeSite, type Site, type SitePage } from "../../src/docs/site.ts";
import { GENERATED } from "../../src/paths.ts";
import { readServiceSchemas } from "../../src/contract/schemas.ts";
import { maskPansInText } from "../../src/mask.ts";
import { chromiumAvailable, isLocal, launchChromium } from "../support/chromium.ts";

const run = chromiumAvailable();
/** Where the page screenshots go (not inside the site: the site folder holds only what `make docs` wrote). */
const SCREENSHOTS = path.join(path.dirname(DOCS_OUT), "dist-screenshots");
let site: Site;
let browser: Browser;

beforeAll(async () => {
  if (!run) return;
  site = await writeSite(DOCS_OUT, GENERATED);
  mkdirSync(SCREENSHOTS, { recursive: true });
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
async function open(p: SitePage, fragment = ""): Promise<Visit> {
  const context = await browser.newContext({ offline: true, viewport: { width: 1280, height: 900 } });
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
  await page.goto(pathToFileURL(path.join(site.out, p.file)).href + fragment, { waitUntil: "load" });
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

type Node = Record<string, unknown>;
const isObj = (v: unknown): v is Node => v !== null && typeof v === "object" && !Array.isArray(v);
const sealed = (v: unknown): boolean => isObj(v) && isObj(v.not) && Object.keys(v.not).length === 0;
const readDoc = (service: string): Node => JSON.parse(readFileSync(path.join(GENERATED, service, "openapi.json"), "utf8")) as Node;

/**
 * Per operation of the published document, how many open records (an `unevaluatedProperties` or
 * `additionalProperties` schema that is not `{not: {}}`) Redoc renders in its bodies: following
 * `$ref` (once per branch), properties, items, contentSchema, every allOf member and the first
 * member of an anyOf or oneOf (the one Redoc shows). Each is one legitimate "additional property"
 * row; a sealed object rendered as open would add one more.
 */
function openRecords(doc: Node): Map<string, number> {
  const schemas = ((doc.components as Node).schemas ?? {}) as Record<string, Node>;
  const out = new Map<string, number>();
  for (const item of Object.values(doc.paths as Record<string, Node>)) {
    for (const op of Object.values(item)) {
      if (!isObj(op) || typeof op.operationId !== "string") continue;
      let n = 0;
      const walk = (node: unknown, stack: readonly string[]): void => {
        if (!isObj(node)) return;
        if (typeof node.$ref === "string") {
          const name = node.$ref.split("/").pop()!;
          if (!stack.includes(name)) walk(schemas[name], [...stack, name]);
        }
        for (const k of ["unevaluatedProperties", "additionalProperties"]) if (node[k] === true || (isObj(node[k]) && !sealed(node[k]))) n++;
        // A conditional that opens the object (process payment's EMI modes) shows its row too.
        for (const k of ["then", "else"]) walk(node[k], stack);
        for (const k of ["allOf", "anyOf", "oneOf"]) if (Array.isArray(node[k])) for (const x of k === "allOf" ? node[k] : node[k].slice(0, 1)) walk(x, stack);
        walk(node.items, stack);
        walk(node.contentSchema, stack);
        if (isObj(node.properties)) for (const v of Object.values(node.properties)) walk(v, stack);
      };
      for (const b of [op.requestBody, ...Object.values((op.responses as Node) ?? {})]) {
        if (isObj(b)) for (const media of Object.values((b.content as Record<string, Node>) ?? {})) walk(media.schema, []);
      }
      out.set(op.operationId, n);
    }
  }
  return out;
}

/** Every property name, at every depth, of the payload the createOrder request carries in Base64. */
function createOrderPayloadFields(doc: Node): string[] {
  const schemas = ((doc.components as Node).schemas ?? {}) as Record<string, Node>;
  const request = schemas.CreateOrderRequest!;
  const start = ((request.properties as Node).request as Node).contentSchema;
  const names = new Set<string>();
  const walk = (node: unknown, stack: readonly string[]): void => {
    if (!isObj(node)) return;
    if (typeof node.$ref === "string") {
      const name = node.$ref.split("/").pop()!;
      if (!stack.includes(name)) walk(schemas[name], [...stack, name]);
    }
    for (const k of ["allOf", "anyOf", "oneOf"]) if (Array.isArray(node[k])) for (const x of node[k]) walk(x, stack);
    walk(node.items, stack);
    if (isObj(node.properties)) {
      for (const [k, v] of Object.entries(node.properties)) {
        names.add(k);
        walk(v, stack);
      }
    }
  };
  walk(start, []);
  return [...names];
}

/** Whether the page scrolls sideways in its 1280 px window. */
const overflows = (page: Page): Promise<boolean> => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

/**
 * Text whose contrast with its background is below WCAG AA (4.5:1; 3:1 for large text: 24 px, or
 * 18.66 px bold): every element with its own visible text, its colour against the first opaque
 * background among it and its ancestors (white when none).
 */
const lowContrast = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const parse = (c: string): number[] => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]): number => {
      const f = (v: number): number => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
    };
    const background = (e: Element | null): number[] => {
      for (let x = e; x; x = x.parentElement) {
        const c = parse(getComputedStyle(x).backgroundColor);
        if (c.length >= 3 && (c.length === 3 || c[3]! > 0.5)) return c.slice(0, 3);
      }
      return [255, 255, 255];
    };
    const bad: string[] = [];
    for (const e of Array.from(document.querySelectorAll("body *"))) {
      const own = Array.from(e.childNodes).some((n) => n.nodeType === 3 && (n.textContent ?? "").trim() !== "");
      if (!own) continue;
      const style = getComputedStyle(e);
      if (style.visibility === "hidden" || style.display === "none" || (e as HTMLElement).offsetParent === null) continue;
      const fg = parse(style.color);
      const bg = background(e);
      const [a, b] = [lum(fg.slice(0, 3)), lum(bg)].sort((x, y) => y - x);
      const ratio = (a! + 0.05) / (b! + 0.05);
      const size = Number.parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      if (ratio < (large ? 3 : 4.5)) bad.push(`${e.tagName.toLowerCase()}.${e.className} "${(e.textContent ?? "").trim().slice(0, 40)}" ${ratio.toFixed(2)}`);
    }
    return [...new Set(bad)];
  });

/** What the whole-site checks read of one page, from one visit (each page is opened once for all of them). */
interface Survey {
  errors: string[];
  blocked: string[];
  hrefs: string[];
  overflows: boolean;
  lowContrast: string[];
  tableRows: number;
}

const surveys = new Map<string, Promise<Survey>>();

/** One visit of a page for the whole-site checks (links, width, console, network, contrast), with its screenshot. */
function survey(p: SitePage): Promise<Survey> {
  let s = surveys.get(p.file);
  if (!s) {
    s = (async () => {
      const { page, errors, blocked } = await open(p);
      try {
        if (p.kind === "http") await page.waitForSelector(".api-content", { timeout: 30_000 });
        const hrefs = await page.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
        const wide = await overflows(page);
        const pale = await lowContrast(page);
        const tableRows = await page.locator("table tr").count();
        await page.screenshot({ path: path.join(SCREENSHOTS, p.file.replace(/\.html$/, ".png")) });
        return { errors, blocked, hrefs, overflows: wide, lowContrast: pale, tableRows };
      } finally {
        await page.context().close();
      }
    })();
    surveys.set(p.file, s);
  }
  return s;
}

describe.runIf(run)("the reference site in headless Chromium", () => {
  it("builds one page per service, the gaps page and the index", () => {
    expect(site.pages.map((p) => p.file).sort()).toEqual([
      "affordability.html",
      "certification.html",
      "flows.html",
      "gaps.html",
      "index.html",
      "optimizer.html",
      "sandbox.html",
      "search.html",
      "simulator.html",
      "terminal.html",
    ]);
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
      await page.screenshot({ path: path.join(SCREENSHOTS, `${service}.png`) });
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
      await page.screenshot({ path: path.join(SCREENSHOTS, "terminal.png") });
      expect(errors).toEqual([]);
      expect(blocked).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it("index and gaps pages render offline, and every local link of every page leads to a file of the site", async () => {
    const broken: string[] = [];
    for (const p of site.pages) {
      const { hrefs, errors, blocked, tableRows } = await survey(p);
      for (const href of hrefs) {
        if (href.startsWith("#") || /^[a-z]+:/i.test(href)) continue;
        const target = path.join(site.out, decodeURIComponent(href.replace(/[#?].*$/, "")));
        if (!existsSync(target)) broken.push(`${p.file} → ${href}`);
      }
      if (p.kind === "index") for (const f of p.expect) expect(hrefs, p.file).toContain(f);
      if (p.kind === "gaps") expect(tableRows).toBeGreaterThan(2);
      expect(errors, p.file).toEqual([]);
      expect(blocked, p.file).toEqual([]);
    }
    expect(broken).toEqual([]);
  });

  it.each(["affordability", "optimizer"])('%s: no sealed object shows an "additional property" row; only the open records do', async (service) => {
    const p = site.pages.find((x) => x.service === service)!;
    const { page } = await open(p);
    try {
      await page.waitForSelector(".api-content", { timeout: 30_000 });
      const expected = openRecords(readDoc(service));
      const shown = await page.evaluate(() => {
        const counts: Record<string, number> = {};
        for (const e of Array.from(document.querySelectorAll("[data-section-id^='operation/'] *"))) {
          if (e.children.length > 0 || !/^\s*additional property\s*$/i.test(e.textContent ?? "")) continue;
          const id = e.closest("[data-section-id^='operation/']")!.getAttribute("data-section-id")!.slice("operation/".length);
          counts[id] = (counts[id] ?? 0) + 1;
        }
        return counts;
      });
      for (const [id, n] of expected) expect(shown[id] ?? 0, id).toBe(n);
      expect(Object.keys(shown).filter((id) => !expected.has(id))).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it.each(["affordability", "optimizer"])('%s: each open record\'s row says "fields the document does not show, gap G-…" (issue 40)', async (service) => {
    const p = site.pages.find((x) => x.service === service)!;
    const { page } = await open(p);
    try {
      await page.waitForSelector(".api-content", { timeout: 30_000 });
      const rows = await page.evaluate(() =>
        Array.from(document.querySelectorAll("[data-section-id^='operation/'] *"))
          .filter((e) => e.children.length === 0 && /^\s*additional property\s*$/i.test(e.textContent ?? ""))
          .map((e) => (e.closest("tr")?.textContent ?? "").replace(/\s+/g, " ")),
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) expect(r).toMatch(/fields the document does not show, gap G-[0-9a-f]{8}/);
    } finally {
      await page.context().close();
    }
  });

  it("terminal.html: every table fits its card at 1280 px (issue 40: the Description column was cut)", async () => {
    const { page } = await open(site.pages.find((x) => x.file === "terminal.html")!);
    try {
      const over = await page.evaluate(() =>
        Array.from(document.querySelectorAll("table"))
          .filter((t) => t.scrollWidth > (t.closest("section.method") ?? t.parentElement!).clientWidth + 1)
          .map((t) => t.closest("section")?.id ?? t.className),
      );
      expect(over).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('the search box ranks the terminal TransactionType 4001 Sale first for "sale" (issue 40)', async () => {
    const { page } = await open(site.pages.find((x) => x.kind === "index")!);
    try {
      await page.fill("#site-search-input", "sale");
      const results = page.locator("#site-search-results a");
      await results.first().waitFor({ timeout: 5_000 });
      expect(await results.first().getAttribute("href")).toBe("terminal.html#terminal-type-4001");
      expect(await results.first().innerText()).toBe("terminal TransactionType 4001 Sale");
    } finally {
      await page.context().close();
    }
  });

  it("optimizer: every field of the Base64 create-order payload is visible on createOrder", async () => {
    const p = site.pages.find((x) => x.service === "optimizer")!;
    const { page, errors } = await open(p);
    try {
      await page.waitForSelector(".api-content", { timeout: 30_000 });
      const fields = createOrderPayloadFields(readDoc("optimizer"));
      expect(fields).toEqual(expect.arrayContaining(["time_stamp", "navigation_mode", "txn_data", "merchant_data"]));
      const section = page.locator('[data-section-id="operation/createOrder"]').first();
      await section.scrollIntoViewIfNeeded();
      const text = await section.innerText();
      expect(fields.filter((f) => !text.includes(f))).toEqual([]);
      expect(text).toContain("Base64 of CreateOrderPayload");
      await page.screenshot({ path: path.join(SCREENSHOTS, "optimizer-createOrder.png") });
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it("terminal: an example request and an example reply under every MethodId of both apps, each with a copy button", async () => {
    const p = site.pages.find((x) => x.kind === "terminal")!;
    const { page } = await open(p);
    try {
      const missing: string[] = [];
      for (const m of p.expect) {
        const [app, id] = m.split(":");
        const section = page.locator(`section.method[data-app="${app}"][data-method-id="${id}"]`);
        for (const dir of ["request", "reply"]) {
          const blocks = section.locator(`pre[data-example="${dir}"]`);
          if ((await blocks.count()) === 0) missing.push(`${m} ${dir}`);
          else {
            const parsed = JSON.parse(await blocks.first().innerText()) as { Header?: { MethodId?: string } };
            expect(parsed.Header?.MethodId, `${m} ${dir}`).toBe(id);
            expect(await section.locator(".code-block button.copy").count(), m).toBeGreaterThan(0);
          }
        }
      }
      expect(missing).toEqual([]);
      const kotlin = await page.locator('pre[data-lang="kotlin"]').allInnerTexts();
      const sketches = kotlin.filter((k) => k.includes("bindService"));
      expect(sketches.length).toBe(2);
      for (const k of sketches) for (const w of ["bindService", "replyTo", "MASTERAPPREQUEST", "MASTERAPPRESPONSE", "1001"]) expect(k).toContain(w);
      // Each app's sketch again with the generated Java types, and the Android section (issue 39).
      const typed = kotlin.filter((k) => k.includes("TerminalJson.write(request)"));
      expect(typed.map((k) => /val request = (\w+)\(\)/.exec(k)?.[1])).toEqual(["MobileDoTransactionRequest", "TerminalDoTransactionRequest"]);
      const android = await page.locator("#android").innerText();
      for (const w of [
        "payments.contracts.terminal",
        "com.google.code.gson:gson",
        "10.0.2.2:4012",
        "adb reverse tcp:4012 tcp:4012",
        'cleartextTrafficPermitted="true"',
      ]) {
        expect(android).toContain(w);
      }
      await page.locator('section.method[data-app="mobile"][data-method-id="1001"] pre[data-example]').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SCREENSHOTS, "terminal-examples.png") });
    } finally {
      await page.context().close();
    }
  });

  it.each([
    { query: "PaymentAmount", page: "terminal.html" },
    { query: "x-verify", page: "optimizer.html" },
    { query: "certify-invalid-secret", page: "sandbox.html" },
    { query: "time_stamp", page: "optimizer.html" },
  ])("the search box finds $query (a result on $page, whose target exists)", async ({ query, page: want }) => {
    const { page, errors } = await open(site.pages.find((x) => x.kind === "index")!);
    try {
      await page.fill("#site-search-input", query);
      const results = page.locator("#site-search-results a");
      await results.first().waitFor({ timeout: 5_000 });
      const hrefs = await results.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
      const hit = hrefs.find((h) => h.startsWith(`${want}#`) || h === want);
      expect(hit, hrefs.join(", ")).toBeDefined();
      const texts = await results.allInnerTexts();
      expect(
        texts.some((t) => t.toLowerCase().includes(query.toLowerCase())),
        texts.join(" | "),
      ).toBe(true);
      const [file, fragment] = hit!.split("#");
      const target = readFileSync(path.join(site.out, file!), "utf8");
      if (fragment && !fragment.startsWith("operation/")) expect(target).toContain(`id="${fragment}"`);
      if (query === "certify-invalid-secret") {
        await page.screenshot({ path: path.join(SCREENSHOTS, "search.png") });
        await page.press("#site-search-input", "Enter");
        await page.waitForURL(/search\.html\?q=/);
        await expect.poll(() => page.locator("#search-page-results a").count()).toBeGreaterThan(0);
      }
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it("every page: fits a 1280 px window, no console error, nothing fetched from the network, no full card number; a screenshot each", async () => {
    const wide: string[] = [];
    for (const p of site.pages) {
      const { overflows: over, errors, blocked } = await survey(p);
      if (over) wide.push(p.file);
      expect(existsSync(path.join(SCREENSHOTS, p.file.replace(/\.html$/, ".png"))), `${p.file}'s screenshot`).toBe(true);
      expect(errors, p.file).toEqual([]);
      expect(blocked, p.file).toEqual([]);
      const source = readFileSync(path.join(site.out, p.file), "utf8");
      expect(maskPansInText(source) === source, `${p.file} carries a full card number`).toBe(true);
      expect(source, p.file).not.toMatch(/"cvv"\s*:\s*"?\d/i);
    }
    expect(wide).toEqual([]);
  });

  it("every page: every text has WCAG AA contrast with its background", async () => {
    const bad: string[] = [];
    for (const p of site.pages) for (const b of (await survey(p)).lowContrast) bad.push(`${p.file}: ${b}`);
    expect(bad).toEqual([]);
  });

  it("the contrast check finds pale text", async () => {
    const context = await browser.newContext({ offline: true });
    const page = await context.newPage();
    try {
      await page.setContent(
        '<p style="color:#aaa">pale grey on white</p><p style="color:#333">dark enough</p><h1 style="color:#888;font-size:30px">large grey</h1>',
      );
      expect(await lowContrast(page)).toEqual([expect.stringContaining("pale grey on white")]);
    } finally {
      await context.close();
    }
  });

  it("flows: a sequence diagram and the example exchanges in order, including the asynchronous 100 → Get Status → 0 APPROVED", async () => {
    const { page } = await open(site.pages.find((x) => x.kind === "flows")!);
    try {
      const flows = page.locator("section.flow");
      expect(await flows.count()).toBeGreaterThan(5);
      for (const f of await flows.all()) expect(await f.locator("svg.sequence").count()).toBe(1);
      const upi = page.locator('section.flow[data-plan="terminal"][data-scenario="upi-get-status-approved"]');
      const replies = await upi.locator('pre[data-example="reply"]').allInnerTexts();
      const codes = replies.map((r) => (JSON.parse(r) as { Response: { ResponseCode: string } }).Response.ResponseCode);
      expect(codes).toEqual(["100", "0"]);
      await upi.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SCREENSHOTS, "flows-async.png") });
    } finally {
      await page.context().close();
    }
  });
});
