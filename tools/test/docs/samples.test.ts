// The code samples of the HTTP pages (issue 21): each curl sample is run with bash against the
// sandbox (loopback, stopped by its handle), its variables set to the contract's example values, and
// each TypeScript sample is type-checked by tsc against the package's published types
// (`@payments/contracts/<service>`, resolved through package.json's exports to tools/dist). Each PHP
// sample of the optimizer (issue 39) is run with php (Debian's php-cli) and the package's PHP kit.
// Issue 40: run in the order of the flow on a fresh sandbox (the PHP samples on one of their own),
// each must answer 2xx as copied (the ids they name come from the answers before them: their first
// lines say which); createOrder's curl sample signs itself with one openssl line.
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeSamples, NODE_X_VERIFY, OPENSSL_X_VERIFY, SANDBOX_SECRET_HINT, type CodeSample } from "../../src/docs/samples.ts";
import { GENERATED, ROOT } from "../../src/paths.ts";
import { maskPansInText } from "../../src/mask.ts";
import { DEFAULT_SANDBOX_SECRET, startSandbox } from "../../src/sandbox/index.ts";
import type { RunningSandbox } from "../../src/sandbox/index.ts";
import { hmacSha256Signer } from "../../src/signing/x-verify.ts";
import { debianTools, PHP } from "../support/debian-tools.ts";

const run = promisify(execFile);
const readDoc = (service: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(GENERATED, service, "openapi.json"), "utf8")) as Record<string, unknown>;
const samples = (["affordability", "optimizer"] as const).flatMap((s) => codeSamples(s, readDoc(s)));
const byId = (id: string): CodeSample => samples.find((s) => s.operationId === id)!;

// Inside the package folder (ignored by git), so that `@payments/contracts/…` resolves to the package itself.
const scratch = path.join(ROOT, "node_modules", ".cache", `docs-samples-${process.pid}`);
const sandboxes: Partial<Record<"affordability" | "optimizer", RunningSandbox>> = {};

beforeAll(async () => {
  mkdirSync(scratch, { recursive: true });
  // Every curl run prints the status after the body (curl reads $CURL_HOME/.curlrc).
  writeFileSync(path.join(scratch, ".curlrc"), 'write-out = "\\n%{http_code}"\n');
  sandboxes.affordability = await startSandbox({ service: "affordability", port: 0 });
  sandboxes.optimizer = await startSandbox({ service: "optimizer", port: 0 });
});
afterAll(async () => {
  await sandboxes.affordability?.stop();
  await sandboxes.optimizer?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

const env: Record<string, string> = {};

/** Run a curl sample with bash; its variables: the sample's own example values, then `env`. */
async function curl(sample: CodeSample): Promise<{ status: number; body: unknown }> {
  const vars: Record<string, string> = {
    AFFORDABILITY_URL: sandboxes.affordability!.url.replace(/\/$/, ""),
    OPTIMIZER_URL: sandboxes.optimizer!.url.replace(/\/$/, ""),
    OPTIMIZER_USER: "merchant",
    OPTIMIZER_PASSWORD: "sandbox-password",
    OPTIMIZER_SECRET_HEX: DEFAULT_SANDBOX_SECRET,
    ...Object.fromEntries(Object.entries(sample.variables).filter((e): e is [string, string] => e[1] !== undefined)),
    ...env,
  };
  for (const name of Object.keys(sample.variables)) expect(vars[name], `${sample.operationId} needs ${name}`).toBeDefined();
  const { stdout } = await run("bash", ["--norc", "--noprofile", "-euc", sample.curl], {
    env: { PATH: process.env.PATH, CURL_HOME: scratch, ...vars },
    timeout: 20_000,
  });
  const cut = stdout.lastIndexOf("\n");
  const text = stdout.slice(0, cut);
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status: Number(stdout.slice(cut + 1)), body };
}

/** Issue 40: a sample succeeds (2xx) on a fresh sandbox, run in the order of the flow; no sample is meant to fail. */
const succeeded = (r: { status: number }): boolean => r.status >= 200 && r.status < 300;

/**
 * The samples in the order a partner runs them on a fresh sandbox, and what each leaves for the
 * next (the variables their first lines name: "CUSTOMER_ID (customer_id from createCustomer)").
 */
const FLOW: ReadonlyArray<{ id: string; keep?: (body: any, env: Record<string, string>) => void }> = [
  { id: "generateToken", keep: (b, e) => void (e.ACCESS_TOKEN = b.access_token) },
  { id: "onboardClient" },
  { id: "discoverOffers" },
  { id: "validateOffer" },
  { id: "completePayment" },
  { id: "getTransactionDetails" },
  { id: "createRefund" },
  { id: "createCustomer", keep: (b, e) => void (e.CUSTOMER_ID = String(b.customer_id)) },
  { id: "getCustomer" },
  { id: "updateCustomer" },
  {
    id: "createOrder",
    keep: (b, e) => {
      e.TOKEN = b.token;
      e.ORDER_ID = String(b.order_id);
      e.PAYMENT_ID = String(b.order_id);
    },
  },
  { id: "processPayment" },
  { id: "getOrder" },
  { id: "refundPayment" },
  { id: "saveCard", keep: (b, e) => void (e.SAVED_CARD_ID = String(b.saved_card_id)) },
  { id: "fetchSavedCards" },
  { id: "deleteSavedCard" },
  { id: "calculateEmi" },
  { id: "validateScheme" },
];

describe("the curl samples against a fresh sandbox, as copied", () => {
  it("one per operation of both HTTP services (and each in the flow's order), with no card number or secret in the text", () => {
    for (const s of ["affordability", "optimizer"]) {
      const ids = Object.values(readDoc(s).paths as Record<string, Record<string, { operationId?: string }>>).flatMap((i) =>
        Object.values(i).flatMap((o) => (o?.operationId ? [o.operationId] : [])),
      );
      expect(
        samples
          .filter((x) => x.service === s)
          .map((x) => x.operationId)
          .sort(),
      ).toEqual(ids.sort());
    }
    expect(FLOW.map((f) => f.id).sort()).toEqual(samples.map((s) => s.operationId).sort());
    for (const s of samples) {
      for (const text of [s.curl, s.php?.source ?? ""]) {
        expect(maskPansInText(text)).toBe(text);
        // The sandbox's test secret is shown in full (issue 40), in the one line that says what OPTIMIZER_SECRET_HEX is.
        expect(text.replace(SANDBOX_SECRET_HINT, "")).not.toContain(DEFAULT_SANDBOX_SECRET);
      }
      for (const [name, value] of Object.entries(s.variables)) if (value && value.length > 3) expect(s.curl, `${s.operationId} ${name}`).not.toContain(value);
      for (const [name, value] of Object.entries(s.php?.variables ?? {})) {
        if (value && value.length > 3) expect(s.php!.source, `${s.operationId} ${name}`).not.toContain(value);
      }
    }
  });

  it("createOrder signs in the sample itself: one openssl line, the same signature as the package's signer", async () => {
    const sample = byId("createOrder");
    expect(sample.curl).toContain(OPENSSL_X_VERIFY);
    expect(sample.curl).toContain(NODE_X_VERIFY);
    expect(sample.curl).not.toContain("customer_id"); // the example a fresh sandbox can take (no customer 123456)
    const request = Buffer.from('{"a": 1}\n').toString("base64");
    const { stdout } = await run("bash", ["--norc", "--noprofile", "-euc", `${OPENSSL_X_VERIFY}; printf %s "$X_VERIFY"`], {
      env: { PATH: process.env.PATH, REQUEST: request, OPTIMIZER_SECRET_HEX: DEFAULT_SANDBOX_SECRET },
    });
    expect(stdout).toBe(hmacSha256Signer(DEFAULT_SANDBOX_SECRET)(request));
  });

  it.each(FLOW.map((f) => ({ id: f.id, f })))("$id: 2xx", async ({ f }) => {
    const r = await curl(byId(f.id));
    expect(succeeded(r), `${r.status} ${JSON.stringify(r.body)}`).toBe(true);
    f.keep?.(r.body, env);
  });

  it("a curl sample with a wrong credential is refused (the check above can fail)", async () => {
    const s = byId("getOrder");
    const wrong = s.curl.replace('-u "$OPTIMIZER_USER:$OPTIMIZER_PASSWORD"', '-H "Authorization: Basic !!"');
    expect(wrong).not.toBe(s.curl);
    const r = await curl({ ...s, curl: wrong });
    expect(succeeded(r)).toBe(false);
  });

  it("createOrder signed with another secret is refused (the signing line is what makes it pass)", async () => {
    const s = byId("createOrder");
    const r = await curl({ ...s, curl: s.curl.replace('"hexkey:$OPTIMIZER_SECRET_HEX"', '"hexkey:00ff"') });
    expect([r.status, (r.body as { code?: string }).code]).toEqual([401, "X_VERIFY_MISMATCH"]);
  });
});

describe("the TypeScript samples", () => {
  it("type-check with tsc against the package's types", async () => {
    expect(existsSync(path.join(ROOT, "tools", "dist", "client", "entries", "optimizer.d.ts")), "run make first (tools/dist)").toBe(true);
    const dir = path.join(scratch, "ts");
    mkdirSync(dir, { recursive: true });
    for (const s of samples) writeFileSync(path.join(dir, `${s.service}-${s.operationId}.ts`), s.typescript);
    // One deliberate mistake: tsc must reject it, so a passing run means the samples were checked.
    writeFileSync(
      path.join(dir, "wrong.ts"),
      `import { createOptimizerClient } from "@payments/contracts/optimizer";\nawait createOptimizerClient({ baseUrl: "x" }).getOrder("not a number");\n`,
    );
    writeFileSync(
      path.join(dir, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          target: "ES2023",
          module: "NodeNext",
          moduleResolution: "NodeNext",
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: ["node"],
          typeRoots: [path.join(ROOT, "node_modules", "@types")],
        },
        include: ["*.ts"],
      }),
    );
    const tsc = path.join(ROOT, "node_modules", "typescript", "bin", "tsc");
    const result = await run(process.execPath, [tsc, "-p", dir, "--pretty", "false"], { cwd: dir }).then(
      () => "",
      (e: { stdout?: string }) => e.stdout ?? String(e),
    );
    const lines = result.split("\n").filter(Boolean);
    expect(lines.filter((l) => !l.startsWith("wrong.ts"))).toEqual([]);
    expect(lines.some((l) => l.startsWith("wrong.ts"))).toBe(true);
  }, 120_000);
});

describe.runIf(debianTools("the PHP samples", [PHP]))("the PHP samples against a fresh sandbox, as copied", () => {
  const php = samples.filter((s) => s.php);
  const phpEnv: Record<string, string> = {};
  let sandbox: RunningSandbox;

  // A fresh sandbox of their own: the curl samples above created the examples' customer and order.
  beforeAll(async () => {
    sandbox = await startSandbox({ service: "optimizer", port: 0 });
  });
  afterAll(async () => {
    await sandbox?.stop();
  });

  /** Run a PHP sample with php, the kit on the include path; its variables: the sample's example values, then what earlier samples left. */
  async function runPhp(sample: CodeSample): Promise<{ status: number; body: unknown }> {
    const vars: Record<string, string> = {
      OPTIMIZER_URL: sandbox.url.replace(/\/$/, ""),
      OPTIMIZER_USER: "merchant",
      OPTIMIZER_PASSWORD: "sandbox-password",
      OPTIMIZER_SECRET_HEX: DEFAULT_SANDBOX_SECRET,
      ...Object.fromEntries(Object.entries(sample.php!.variables).filter((e): e is [string, string] => e[1] !== undefined)),
      ...phpEnv,
    };
    for (const name of Object.keys(sample.php!.variables)) expect(vars[name], `${sample.operationId} needs ${name}`).toBeDefined();
    const file = path.join(scratch, `${sample.operationId}.php`);
    writeFileSync(file, sample.php!.source);
    const { stdout, stderr } = await run(PHP, ["-d", `include_path=${path.join(ROOT, "tools", "kits", "php")}`, file], {
      env: { PATH: process.env.PATH, ...vars },
      timeout: 20_000,
    });
    expect(stderr).toBe("");
    const cut = stdout.indexOf("\n");
    return { status: Number(stdout.slice(0, cut)), body: JSON.parse(stdout.slice(cut + 1)) };
  }

  it("one per optimizer operation", () => {
    expect(php.map((s) => s.operationId).sort()).toEqual(
      samples
        .filter((s) => s.service === "optimizer")
        .map((s) => s.operationId)
        .sort(),
    );
  });

  it.each(FLOW.filter((f) => byId(f.id).php).map((f) => ({ id: f.id, f })))("$id: 2xx", async ({ f }) => {
    const r = await runPhp(byId(f.id));
    expect(succeeded(r), `${r.status} ${JSON.stringify(r.body)}`).toBe(true);
    f.keep?.(r.body, phpEnv);
  });

  it("a PHP sample signed with another secret is refused (the check above can fail)", async () => {
    const s = byId("createOrder");
    const wrong = { ...s, php: { ...s.php!, source: s.php!.source.replace("getenv('OPTIMIZER_SECRET_HEX')", "'00ff'") } };
    expect(wrong.php.source).not.toBe(s.php!.source);
    const r = await runPhp(wrong);
    expect(succeeded(r)).toBe(false);
  });
});
