// The HTML report in a real headless browser (Debian's Chromium, driven by playwright-core): it
// renders, lists every scenario with its status, loads nothing from outside, and shows no full card
// number. Without Chromium the test is skipped locally and FAILS in CI (CI=true), saying how to install it.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORMATS } from "../../src/certify/format/index.ts";
import { certify } from "../../src/certify/judge.ts";
import { loadPlan, resolvePlan } from "../../src/certify/plan.ts";
import { Simulator } from "../../src/simulator/index.ts";
import { CHROMIUM, launchChromium } from "../support/chromium.ts";
import { recordingTransport, terminalBillingApp } from "./support/billing-app.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const present = existsSync(CHROMIUM);
const inCi = process.env.CI === "true";
const dir = mkdtempSync(path.join(tmpdir(), "certify-html-"));

describe("Chromium is available where the HTML report is checked", () => {
  it.runIf(inCi)("CI has /usr/bin/chromium", () => {
    if (!present)
      throw new Error(
        `Chromium is missing at ${CHROMIUM}: the HTML report test needs it in CI; install Debian's package with \`apt-get update && apt-get install -y chromium\``,
      );
    expect(present).toBe(true);
  });
});

describe.skipIf(!present)("the HTML report in headless Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(file: string): Promise<{ page: Awaited<ReturnType<Browser["newPage"]>>; requests: string[] }> {
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    await page.goto(pathToFileURL(file).href);
    return { page, requests };
  }

  it("renders the verdict and every scenario with its status, and loads nothing else", async () => {
    const { send, lines } = recordingTransport(new Simulator());
    await terminalBillingApp(send, { omitStatusOf: "T000003", skipMethod: "1003" });
    const recording = path.join(dir, "terminal.jsonl");
    writeFileSync(recording, `${lines.join("\n")}\n`);
    const report = await certify([recording], loadPlan(resolvePlan("terminal")));
    const file = path.join(dir, "report.html");
    writeFileSync(file, FORMATS.html(report));
    const { page, requests } = await open(file);
    expect(await page.title()).toBe("Certification failed: Smart terminal service: billing app certification");
    expect(await page.locator("#verdict").innerText()).toBe("FAILED");
    const rows = await page
      .locator("#scenarios tbody tr")
      .evaluateAll((trs) =>
        trs.map((tr) => [tr.getAttribute("data-scenario"), (tr.children[2] as HTMLElement).innerText, (tr.children[3] as HTMLElement).innerText]),
      );
    expect(rows).toEqual(report.scenarios.map((s) => [s.id, s.status, s.required ? "required" : "optional"]));
    expect(rows.filter((r) => r[1] !== "passed")).toEqual([
      ["upi-sale-then-get-status", "failed", "required"],
      ["settlement", "missing", "required"],
    ]);
    // The failed scenario's details are open and visible, with the violation's pointer.
    const details = page.locator("details#scenario-upi-sale-then-get-status");
    expect(await details.getAttribute("open")).not.toBeNull();
    expect(await details.innerText()).toMatch(/seq-status-followup \(sequence\)/);
    // Styled inline by the site's stylesheet (html-style.ts: the verdict badge is its --bad red, #b42318,
    // the body its --fg), nothing fetched besides the page itself.
    expect(await page.locator("#verdict").evaluate((e) => getComputedStyle(e).backgroundColor)).toBe("rgb(180, 35, 24)");
    expect(await page.locator("body").evaluate((e) => getComputedStyle(e).color)).toBe("rgb(29, 35, 48)");
    expect(requests).toEqual([pathToFileURL(file).href]);
    await page.close();
  });

  it("shows no full card number, and markup in the recording's data stays text", async () => {
    const leak = path.join(ROOT, "conformance/cases/terminal/reply-full-card-number.jsonl");
    const plan = readFileSync(path.join(ROOT, "conformance/plans/terminal.yaml"), "utf8").replace(
      "title: Sale (4001) approved\n",
      'title: "<img src=x onerror=alert(1)> Sale with 4111111111111111"\n',
    );
    const planFile = path.join(dir, "plan-with-markup.yaml");
    writeFileSync(planFile, plan);
    const report = await certify([leak], loadPlan(planFile));
    const file = path.join(dir, "leak.html");
    writeFileSync(file, FORMATS.html(report));
    const { page, requests } = await open(file);
    const text = await page.locator("body").innerText();
    expect(text).toContain("card-number-leak");
    expect(text).toContain("411111******1111");
    expect(text).toContain("<img src=x onerror=alert(1)> Sale with 411111******1111");
    expect(text).not.toMatch(/4111111111111111/);
    expect(await page.content()).not.toMatch(/4111111111111111/);
    expect(await page.locator("img").count()).toBe(0);
    expect(requests).toEqual([pathToFileURL(file).href]);
    await page.close();
  });
});
