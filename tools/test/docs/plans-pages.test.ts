// The sandbox, simulator and certification pages are generated from the data the code runs on
// (issue 21): the sandbox's and simulator's constants and the shipped plans as certify loads them.
import { describe, expect, it } from "vitest";
import { certificationPage, sandboxPage, scenarioAnchor, shippedPlans, simulatorPage, triggerAnchor } from "../../src/docs/plans-pages.ts";
import { escapeMarkup } from "../../src/markup.ts";
import { DEFAULT_SANDBOX_SECRET, HOSTED_PAYMENT_PATH, SANDBOX_ENV } from "../../src/sandbox/index.ts";
import { NODE_X_VERIFY, OPENSSL_X_VERIFY } from "../../src/docs/samples.ts";
import { INVALID_CLIENT_SECRET, MAGIC_EXTERNAL_IDS, MAGIC_PAISE, SHORT_LIVED_SUFFIX } from "../../src/sandbox/index.ts";
import { AMOUNT_CODE_BASE, DUPLICATE_BILL_PAISE, USER_TRIGGER } from "../../src/simulator/index.ts";

const plans = shippedPlans();

describe("certification.html", () => {
  const page = certificationPage(plans).body.text;

  it("shows every scenario of every shipped plan, with its trigger and steps", () => {
    expect(plans.map((p) => p.plan.plan).sort()).toEqual(["affordability", "mobile", "optimizer", "terminal"]);
    for (const { plan } of plans) {
      for (const s of plan.scenarios) {
        expect(page, `${plan.plan} ${s.id}`).toContain(`id="${scenarioAnchor(plan.plan, s.id)}"`);
        if (s.trigger) expect(page, `${plan.plan} ${s.id}`).toContain(`href="#${triggerAnchor(plan.plan, s.trigger)}"`);
      }
      for (const t of plan.triggers ?? []) expect(page).toContain(escapeMarkup(t.value));
    }
    expect((page.match(/<section class="scenario"/g) ?? []).length).toBe(plans.reduce((n, p) => n + p.plan.scenarios.length, 0));
  });

  it("follows the plans: a scenario added to a plan appears", () => {
    const changed = structuredClone(plans);
    changed[0]!.plan.scenarios.push({
      id: "added-here",
      title: "A new one",
      source: "test",
      required: false,
      steps: [{ operation: "generateToken", status: 200 }],
    });
    expect(certificationPage(changed).body.text).toContain(`id="${scenarioAnchor(changed[0]!.plan.plan, "added-here")}"`);
  });
});

describe("sandbox.html", () => {
  const page = sandboxPage(plans).body.text;
  it("names every magic value of tools/src/sandbox/scenarios.ts and every HTTP plan trigger", () => {
    for (const v of [INVALID_CLIENT_SECRET, SHORT_LIVED_SUFFIX, ...Object.keys(MAGIC_EXTERNAL_IDS)]) expect(page).toContain(escapeMarkup(v));
    for (const paise of Object.keys(MAGIC_PAISE)) expect(page).toContain(`paise are ${paise}`);
    for (const { plan } of plans.filter((p) => p.plan.kind === "http")) for (const t of plan.triggers ?? []) expect(page).toContain(escapeMarkup(t.id));
  });
  it("gives every environment variable its meaning and default (from env.ts)", () => {
    for (const name of SANDBOX_ENV) expect(page).toMatch(new RegExp(`<td class="mono">${name}</td><td>[^<]+</td><td>[^<]+</td>`));
  });
  it("shows the full test secret and the one-line x-verify recipes (issue 40), and the two payment pages", () => {
    expect(page).toContain(DEFAULT_SANDBOX_SECRET);
    expect(page).toContain(escapeMarkup(OPENSSL_X_VERIFY));
    expect(page).toContain(escapeMarkup(NODE_X_VERIFY));
    expect(page).toContain(HOSTED_PAYMENT_PATH);
    expect(page).not.toContain("There is no admin interface");
  });
  it("carries the README's Sandbox section (decisions where the documents are silent)", () => {
    expect(page).toContain("Decisions where the documents are silent");
  });
});

describe("simulator.html", () => {
  const page = simulatorPage(plans).body.text;
  it("lists the amount triggers from AMOUNT_CODE_BASE, the duplicate-bill paise and the UserId trigger", () => {
    for (let code = 1; code <= 8; code++) expect(page).toContain(`<b>${AMOUNT_CODE_BASE + code}</b>`);
    expect(page).toContain(`<b>${DUPLICATE_BILL_PAISE}</b>`);
    expect(page).toContain(escapeMarkup(USER_TRIGGER));
    for (const { plan } of plans.filter((p) => p.plan.kind === "terminal")) for (const t of plan.triggers ?? []) expect(page).toContain(escapeMarkup(t.id));
  });
});
