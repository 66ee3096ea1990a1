/**
 * The published package, as a consumer gets it: `make pack`'s staged tarball (tools/src/build/pack.ts,
 * from the tools/dist that make built; it refuses a stale one), installed into a scratch project
 * outside the repository, a consumer file type-checked with `tsc --strict` (this repository's
 * TypeScript, by absolute path) and run with this repository's Node (process.execPath).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packedOnce } from "../consumer/support.ts";
import { exitOf, waitForOutput } from "../mock/support.ts";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const TSC = join(ROOT, "node_modules/typescript/bin/tsc");
const PACKAGE = "@payments/contracts";

/** npm and node from this repository's Node; no npm_* variables of an enclosing `npm run`. */
const env = {
  ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.toLowerCase().startsWith("npm_"))),
  PATH: [dirname(process.execPath), join(ROOT, "node_modules/.bin"), process.env.PATH ?? ""].join(delimiter),
};

function run(cmd: string, args: string[], cwd: string): string {
  const r = spawnSync(cmd, args, { cwd, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) {
    throw new Error(`${cmd} ${args.join(" ")} (in ${cwd}) exited ${r.status ?? r.signal}:\n${r.stdout}\n${r.stderr}`);
  }
  return r.stdout;
}

/** A Node older than 22 on this machine (the system's), or undefined. */
const OLD_NODE = ["/usr/bin/node", "/usr/local/bin/node"].find((candidate) => {
  const r = spawnSync(candidate, ["-p", "process.versions.node"], { encoding: "utf8" });
  return r.status === 0 && Number(r.stdout.split(".")[0]) < 22;
});

let scratch = "";
let consumer = "";
let tarball = "";
let packed: string[] = [];

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "contracts-pack-"));
  consumer = join(scratch, "consumer");
  // As `make pack` packs: a staged copy with the published package.json; it refuses a tools/dist older than tools/src.
  // Packed once per test run, shared with the consumer suite (tools/test/consumer/).
  ({ tarball, files: packed } = packedOnce());

  mkdirSync(consumer);
  writeFileSync(join(consumer, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }, null, 2));
  run("npm", ["install", tarball, "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"], consumer);
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe("npm package", () => {
  it("packs the generated contracts, the compiled tools and the README, and nothing of the sources", () => {
    for (const f of [
      "package.json",
      "README.md",
      "generated/affordability/types.d.ts",
      "generated/affordability/validators.mjs",
      "generated/affordability/validators.d.mts",
      "generated/affordability/manifest.json",
      "generated/optimizer/openapi.json",
      "generated/terminal/types.d.ts",
      "tools/dist/cli/main.js",
      "tools/dist/cli/bin.js",
      "tools/dist/client/entries/affordability.js",
      "tools/dist/client/entries/affordability.d.ts",
      "tools/dist/client/entries/optimizer.js",
      "tools/dist/client/entries/signing.js",
      // Loaded by path (Prism's children preload it), not imported: build:dist copies it beside the compiled mock.
      "tools/dist/mock/parent-watchdog.cjs",
      "tools/ci/diff-gate.sh",
      "tools/ci/github/action.yml",
      "tools/ci/gitlab/contracts-diff.gitlab-ci.yml",
      // The Java types of the terminal messages and the PHP kit (issue 39).
      "generated/terminal/java/payments/contracts/terminal/TerminalJson.java",
      "generated/terminal/java/payments/contracts/terminal/MobileUpiSaleDetail.java",
      "tools/kits/php/optimizer.php",
      "tools/kits/README.md",
      "tools/dist/client/entries/validation/optimizer.js",
      // The server faces (issue 37): @payments/contracts/<service>/server.
      "tools/dist/server/entries/optimizer.js",
      "tools/dist/server/entries/optimizer.d.ts",
      "tools/dist/server/entries/affordability.js",
      "tools/dist/server/entries/affordability.d.ts",
      "generated/optimizer/openapi-3.0.json",
      "generated/affordability/openapi-3.0.json",
      "generated/terminal/asyncapi.json",
    ]) {
      expect(packed, f).toContain(f);
    }
    expect(packed.filter((f) => f.startsWith("conformance/schemas/")).length, "conformance/schemas/*").toBeGreaterThan(0);
    const stray = packed.filter(
      (f) => /^(spec|tools\/src|tools\/test|node_modules|conformance\/cases)\//.test(f) || f === "generated/.built" || f.endsWith(".test.ts"),
    );
    expect(stray).toEqual([]);
  });

  it("publishes a package.json without scripts (no prepare: no install-scripts notice), devDependencies, allowScripts or overrides", () => {
    const published = JSON.parse(readFileSync(join(consumer, "node_modules", PACKAGE, "package.json"), "utf8")) as Record<string, unknown>;
    for (const field of ["scripts", "devDependencies", "allowScripts", "overrides"]) expect(published, field).not.toHaveProperty(field);
    const repo = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as Record<string, unknown>;
    for (const field of ["name", "version", "engines", "exports", "bin", "dependencies"]) expect(published[field], field).toEqual(repo[field]);
  });

  it("npm pack at the repository root is refused in one line that names make pack", () => {
    const r = spawnSync("npm", ["pack", "--dry-run"], { cwd: ROOT, env, encoding: "utf8" });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain("run make pack");
  });

  it("needs at run time only its declared dependencies (every bare import of tools/dist)", () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { dependencies?: Record<string, string> };
    const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...builtinModules]);
    const undeclared: string[] = [];
    const dist = join(ROOT, "tools/dist");
    for (const file of readdirSync(dist, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".js"))) {
      const code = readFileSync(join(dist, file), "utf8");
      for (const [, spec] of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)["']([^"'./][^"']*)["']/g)) {
        const name = spec!.startsWith("node:")
          ? spec!.slice(5)
          : spec!
              .split("/")
              .slice(0, spec!.startsWith("@") ? 2 : 1)
              .join("/");
        if (!declared.has(name)) undeclared.push(`tools/dist/${file} imports "${spec}"`);
      }
    }
    // A devDependency here breaks the installed CLI or client: move it to "dependencies" in package.json.
    expect(undeclared).toEqual([]);
  });

  it("type-checks a consumer with tsc --strict (types, validators, clients, signing)", () => {
    writeFileSync(
      join(consumer, "consumer.ts"),
      `import type { OfferDiscoveryRequest, paths } from "${PACKAGE}/affordability/types";
import type { CreateOrderPayload } from "${PACKAGE}/optimizer/types";
import type { components as TerminalComponents } from "${PACKAGE}/terminal/types";
import { discoverOffers__request__application_json } from "${PACKAGE}/affordability/validators";
import * as optimizerValidators from "${PACKAGE}/optimizer/validators";
import { ContractViolationError, createAffordabilityClient, validateRequest, validateSchema, type OperationResult, type operations } from "${PACKAGE}/affordability";
import * as affordabilityApi from "${PACKAGE}/affordability";
import { createOptimizerClient } from "${PACKAGE}/optimizer";
import { hmacSha256Signer, type Signer } from "${PACKAGE}/signing";
import { validateMessage, byMethod, type App, type TerminalRequest } from "${PACKAGE}/terminal";

const request: OfferDiscoveryRequest = { order_amount: { value: 100000, currency: "INR" } };
const valid: boolean = discoverOffers__request__application_json(request);
const result = validateRequest("discoverOffers", { body: request });
const pointers: string[] = result.errors.map((e) => e.pointer);

const client = createAffordabilityClient({ baseUrl: "https://offers.invalid", authUrl: "https://auth.invalid", realm: "r", clientId: "id", clientSecret: "secret" });
async function discover(): Promise<number | undefined> {
  const r: OperationResult<operations["discoverOffers"]> = await client.discoverOffers(request, { merchantId: "M1" });
  return r.response.status;
}
const signer: Signer = hmacSha256Signer("00ff");
const optimizer = createOptimizerClient({ baseUrl: "https://optimizer.invalid", signer });
function order(payload: CreateOrderPayload) {
  return optimizer.createOrder(payload);
}
const route: keyof paths = "/api/affordability/v1/offer/discovery";
const app: App = "terminal";
const terminalOk: boolean = validateMessage(app, {}, "request").ok;
// byMethod narrows a message union by its Header.MethodId.
function printRef(req: TerminalRequest): string | undefined {
  const m = byMethod(req);
  return m.MethodId === "1002" ? m.message.Detail.PrintRefNo : undefined;
}

// The types are real: each of these is an error.
// @ts-expect-error amount value must be a number
const wrong: OfferDiscoveryRequest = { order_amount: { value: "100", currency: "INR" } };
// @ts-expect-error no such operation
validateRequest("noSuchOperation", {});
// @ts-expect-error create order takes the payload, not a string
void optimizer.createOrder("eyJ9");
// @ts-expect-error no such app
validateMessage("kiosk", {}, "request");
// @ts-expect-error the validator instance is internal: the validation API is functions only
void affordabilityApi.validator;
const amountOk: boolean = validateSchema("Amount.json", { value: 100, currency: "INR" }).ok;

export { valid, pointers, discover, order, route, terminalOk, printRef, wrong, optimizerValidators, ContractViolationError, amountOk };
export type TerminalSchemas = keyof TerminalComponents["schemas"];
`,
    );
    const out = spawnSync(
      process.execPath,
      [TSC, "--strict", "--noEmit", "--module", "nodenext", "--moduleResolution", "nodenext", "--target", "es2023", "consumer.ts"],
      {
        cwd: consumer,
        encoding: "utf8",
      },
    );
    expect(out.stdout + out.stderr).toBe("");
    expect(out.status).toBe(0);
  });

  it("runs a validator, the validation APIs (HTTP and terminal messages) and the clients with Node", () => {
    writeFileSync(
      join(consumer, "consumer.mjs"),
      `import { discoverOffers__request__application_json as validate } from "${PACKAGE}/affordability/validators";
import { validateRequest, validateSchema, createAffordabilityClient, ContractViolationError } from "${PACKAGE}/affordability";
import * as affordabilityApi from "${PACKAGE}/affordability";
import { createOptimizerClient } from "${PACKAGE}/optimizer";
import { hmacSha256Signer, encodePayload } from "${PACKAGE}/signing";
import { validateMessage } from "${PACKAGE}/terminal";
import { readFileSync } from "node:fs";

// A terminal request: the first example of the app's request schema, as the package ships it.
const installed = new URL("./node_modules/${PACKAGE}/generated/terminal/", import.meta.url);
const terminalManifest = JSON.parse(readFileSync(new URL("manifest.json", installed), "utf8"));
const requestSchema = JSON.parse(readFileSync(new URL("schemas/" + terminalManifest.messages.terminal.request, installed), "utf8"));
const terminalRequest = requestSchema.examples[0];

const good = { order_amount: { value: 100000, currency: "INR" } };
const bad = { order_amount: { value: "100000", currency: "INR" } };
const checked = validateRequest("discoverOffers", { body: bad, headers: { "Correlation-ID": "c", "Merchant-ID": "m", Authorization: "Bearer t" } });

const token = { access_token: "t1", expires_in: 900, refresh_expires_in: 0, token_type: "Bearer", "not-before-policy": 0, scope: "s", account_id: "a", account_name: "n", partnerId: "p" };
const seen = [];
const fetch = async (req) => {
  seen.push(req.method + " " + new URL(req.url).pathname);
  return new Response(JSON.stringify(token), { headers: { "content-type": "application/json" } });
};
const client = createAffordabilityClient({ baseUrl: "https://offers.invalid", authUrl: "https://auth.invalid", realm: "r", clientId: "id", clientSecret: "secret", fetch });
const rejected = await client.discoverOffers(bad, { merchantId: "M1" }).catch((e) => e);
const optimizer = createOptimizerClient({ baseUrl: "https://optimizer.invalid", secretKey: "00ff" });

console.log(JSON.stringify({
  good: validate(good),
  bad: validate(bad),
  errors: checked.errors.map((e) => e.pointer + " " + e.rule),
  amount: validateSchema("Amount.json", { value: "100", currency: "INR" }).errors.map((e) => e.pointer + " " + e.rule),
  internals: ["validator"].filter((name) => name in affordabilityApi),
  token: await client.accessToken(),
  rejected: rejected instanceof ContractViolationError ? rejected.violations.map((v) => v.pointer) : String(rejected),
  seen,
  signature: hmacSha256Signer("00ff")(encodePayload({ a: 1 })),
  optimizer: typeof optimizer.createOrder,
  terminal: validateMessage("terminal", terminalRequest, "request").ok,
  terminalBroken: validateMessage("terminal", { ...terminalRequest, Header: undefined }, "request").ok,
}));
`,
    );
    const out = JSON.parse(run(process.execPath, ["consumer.mjs"], consumer)) as Record<string, unknown>;
    expect(out).toMatchObject({
      good: true,
      bad: false,
      errors: ["/body/order_amount/value type"],
      amount: ["/value type"],
      internals: [],
      token: "t1",
      rejected: ["/body/order_amount/value"],
      seen: ["POST /realms/r/protocol/openid-connect/token"],
      optimizer: "function",
      terminal: true,
      terminalBroken: false,
    });
    expect(out.signature).toMatch(/^[0-9A-F]{64}$/);
  });

  it("installs the contracts bin (with a shebang) and runs it", () => {
    const bin = join(consumer, "node_modules/.bin/contracts");
    expect(readFileSync(bin, "utf8").split("\n")[0]).toBe("#!/usr/bin/env node");
    const out = run(process.execPath, [bin, "--help"], consumer);
    expect(out).toMatch(/^usage: contracts <command>/);
    const version = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string }).version;
    expect(run(process.execPath, [bin, "--version"], consumer)).toBe(`${version}\n`);
  });

  it.skipIf(!OLD_NODE)("on an old Node (the system's) the installed bin says in one line that it needs Node 22.12 (exit 78), and the clients still run", () => {
    const bin = join(consumer, "node_modules/.bin/contracts");
    const r = spawnSync(OLD_NODE!, [bin, "--help"], { cwd: consumer, env, encoding: "utf8" });
    expect(r.status).toBe(78);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/^contracts: needs Node\.js 22\.12\.0 or newer \(the Node 22 or 24 line\); this is Node\.js \d+\./);
    // The client entries need no gate: they load and run on it (the consumer script of the test above).
    const out = spawnSync(OLD_NODE!, ["consumer.mjs"], { cwd: consumer, env, encoding: "utf8" });
    expect([out.status, out.stderr]).toEqual([0, ""]);
    expect(JSON.parse(out.stdout)).toMatchObject({ good: true, bad: false, token: "t1", terminal: true });
  });

  it("the README's install route: the tarball of `npm pack` is named as the README says", () => {
    const version = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string }).version;
    expect(tarball.endsWith(`/payments-contracts-${version}.tgz`)).toBe(true);
    expect(readFileSync(join(ROOT, "README.md"), "utf8")).toContain("npm install ./payments-contracts-0.1.0.tgz");
  });

  it("the installed bin judges a recording given relative to the folder it runs in", () => {
    const recordings = join(consumer, "recordings");
    mkdirSync(recordings, { recursive: true });
    writeFileSync(join(recordings, "customers.har"), readFileSync(join(ROOT, "conformance/cases/optimizer/customers.har")));
    const bin = join(consumer, "node_modules/.bin/contracts");
    const report = JSON.parse(run(process.execPath, [bin, "conform", "recordings/customers.har", "--format", "json"], consumer)) as { results: unknown[] };
    expect(report.results.length).toBeGreaterThan(0);
  });
});

/** `npx contracts ARGS` in the consumer project (the installed bin), its output piped. */
function npx(args: string[], extraEnv: Record<string, string> = {}): ChildProcess {
  return spawn("npx", ["--offline", "contracts", ...args], { cwd: consumer, env: { ...env, ...extraEnv }, stdio: ["ignore", "pipe", "pipe"] });
}

/** One request per service with the package's own clients (or fetch for the terminal); prints the statuses as JSON. */
const TOOLBOX_SCRIPT = `import { createAffordabilityClient } from "${PACKAGE}/affordability";
import { createOptimizerClient } from "${PACKAGE}/optimizer";
import { readFileSync } from "node:fs";
const [affordability, optimizer, terminal] = process.argv.slice(2);
const out = {};
if (affordability) {
  const client = createAffordabilityClient({ baseUrl: affordability, authUrl: affordability, realm: "sandbox", clientId: "client-1", clientSecret: "client-secret-1", merchantId: "M1", paymentProcessor: "PROCESSOR" });
  out.affordability = (await client.discoverOffers({ order_amount: { value: 500000, currency: "INR" } })).response.status;
}
if (optimizer) {
  const client = createOptimizerClient({ baseUrl: optimizer, basicAuth: { username: "merchant", password: "test-password" }, secretKey: "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff" });
  const r = await client.createOrder({
    merchant_data: { merchant_id: 1234, merchant_access_code: "MERCHANT-ACCESS-CODE", order_id: "PKG-" + Date.now(), merchant_return_url: "https://merchant.example/return" },
    payment_info_data: { amount: 1000, currency_code: "INR", order_desc: "Package order" },
    txn_data: { navigation_mode: 7, payment_mode: "10", transaction_type: 1, time_stamp: 1700000000 },
  });
  out.optimizer = r.response.status;
}
if (terminal) {
  const installed = new URL("./node_modules/${PACKAGE}/generated/terminal/", import.meta.url);
  const manifest = JSON.parse(readFileSync(new URL("manifest.json", installed), "utf8"));
  const schema = JSON.parse(readFileSync(new URL("schemas/" + manifest.messages.terminal.request, installed), "utf8"));
  const r = await fetch(terminal + "/terminal", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(schema.examples[0]) });
  out.terminal = [r.status, typeof (await r.json()).Header];
}
console.log(JSON.stringify(out));
`;

describe("the partner's toolbox from the installed package (issue 22)", () => {
  it("npx contracts mock serves every service, answers one request each, and stops cleanly by its PID; npx contracts proxy judges in front of it", async () => {
    writeFileSync(join(consumer, "toolbox.mjs"), TOOLBOX_SCRIPT);
    const mock = npx(["mock", "--quiet"], { MOCK_AFFORDABILITY_PORT: "0", MOCK_OPTIMIZER_PORT: "0", MOCK_TERMINAL_PORT: "0" });
    let mockErr = "";
    mock.stderr!.on("data", (c) => (mockErr += c));
    let proxy: ChildProcess | undefined;
    try {
      const banner = await waitForOutput(mock.stdout!, /Press Ctrl-C to stop \(launcher pid (\d+)\)/);
      const url = (name: string): string => new RegExp(`^${name}\\s+(http://127\\.0\\.0\\.1:\\d+)`, "m").exec(banner)![1]!;
      const launcher = Number(/launcher pid (\d+)/.exec(banner)![1]);
      const direct = JSON.parse(run(process.execPath, ["toolbox.mjs", url("affordability"), url("optimizer"), url("terminal")], consumer));
      expect(direct).toEqual({ affordability: 200, optimizer: 200, terminal: [200, "object"] });

      proxy = npx(["proxy", "--upstream", `optimizer=${url("optimizer")}`, "--port", "0"]);
      const ready = await waitForOutput(proxy.stdout!, /Press Ctrl-C to stop \(pid (\d+)\)/);
      const proxied = /^proxy optimizer (http:\/\/127\.0\.0\.1:\d+) -> (\S+)$/m.exec(ready)!;
      expect(proxied[2]).toBe(url("optimizer"));
      expect(JSON.parse(run(process.execPath, ["toolbox.mjs", "", proxied[1]!], consumer))).toEqual({ optimizer: 200 });
      const proxyEnded = waitForOutput(proxy.stdout!, /proxy stopped: 1 exchange\(s\): 1 passed, 0 failed/);
      process.kill(Number(/\(pid (\d+)\)/.exec(ready)![1]), "SIGTERM");
      await proxyEnded;
      expect((await exitOf(proxy)).code).toBe(0);

      const stopped = waitForOutput(mock.stdout!, /mocks stopped/);
      process.kill(launcher, "SIGTERM");
      await stopped;
      expect(await exitOf(mock)).toEqual({ code: 0, signal: null });
      expect(mockErr).toBe("");
    } finally {
      proxy?.kill("SIGKILL");
      mock.kill("SIGKILL");
    }
  });

  it("npx contracts mock --engine prism says in one line that Prism needs the development install (exit 64)", async () => {
    const mock = npx(["mock", "--engine", "prism"]);
    let err = "";
    mock.stderr!.on("data", (c) => (err += c));
    expect((await exitOf(mock)).code).toBe(64);
    expect(err.trim().split("\n")).toHaveLength(1);
    expect(err).toMatch(/needs Prism, a development dependency/);
  });

  it("npx contracts simulate --stdio answers a terminal request line with a reply line", () => {
    const installed = join(consumer, "node_modules", PACKAGE, "generated/terminal");
    const manifest = JSON.parse(readFileSync(join(installed, "manifest.json"), "utf8")) as { messages: { terminal: { request: string } } };
    const schema = JSON.parse(readFileSync(join(installed, "schemas", manifest.messages.terminal.request), "utf8")) as { examples: unknown[] };
    const r = spawnSync("npx", ["--offline", "contracts", "simulate", "--stdio", "--app", "terminal"], {
      cwd: consumer,
      env,
      input: `${JSON.stringify(schema.examples[0])}\n`,
      encoding: "utf8",
    });
    expect([r.status, r.stderr]).toEqual([0, ""]);
    expect(JSON.parse(r.stdout.trim().split("\n")[0]!)).toHaveProperty("Header");
  });
});
