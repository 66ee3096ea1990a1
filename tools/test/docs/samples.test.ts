// The code samples of the HTTP pages (issue 21): each curl sample is run with bash against the
// sandbox (loopback, stopped by its handle), its variables set to the contract's example values, and
// each TypeScript sample is type-checked by tsc against the package's published types
// (`@payments/contracts/<service>`, resolved through package.json's exports to tools/dist). Each PHP
// sample of the optimizer (issue 39) is run with php (Debian's php-cli) and the package's PHP kit.
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeSamples, type CodeSample } from "../../src/docs/samples.ts";
import { GENERATED, ROOT } from "../../src/paths.ts";
import { maskPansInText } from "../../src/mask.ts";
import { DEFAULT_SANDBOX_SECRET, startSandbox } from "../../src/sandbox/index.ts";
import type { RunningSandbox } from "../../src/sandbox/index.ts";
import { hmacSha256Signer } from "../../src/signing/x-verify.ts";
import { createOptimizerClient, type CreateOrderPayload } from "../../src/client/optimizer.ts";
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

/** The sandbox took the request as valid and authenticated: a success, or a state answer (unknown id, conflict) without validation errors. */
function accepted(r: { status: number; body: unknown }): boolean {
  const errors = typeof r.body === "object" && r.body !== null && "errors" in r.body;
  return (r.status >= 200 && r.status < 300) || ([404, 409, 422].includes(r.status) && !errors);
}

describe("the curl samples against the sandbox", () => {
  it("one per operation of both HTTP services, with no card number or secret in the text", () => {
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
    for (const s of samples) {
      for (const text of [s.curl, s.php?.source ?? ""]) {
        expect(maskPansInText(text)).toBe(text);
        expect(text).not.toContain(DEFAULT_SANDBOX_SECRET);
      }
      for (const [name, value] of Object.entries(s.variables)) if (value && value.length > 3) expect(s.curl, `${s.operationId} ${name}`).not.toContain(value);
      for (const [name, value] of Object.entries(s.php?.variables ?? {})) {
        if (value && value.length > 3) expect(s.php!.source, `${s.operationId} ${name}`).not.toContain(value);
      }
    }
  });

  it("generateToken answers 200 with a token, which the offer calls then use", async () => {
    const r = await curl(byId("generateToken"));
    expect(r.status).toBe(200);
    env.ACCESS_TOKEN = (r.body as { access_token: string }).access_token;
    expect(env.ACCESS_TOKEN).toBeTruthy();
  });

  it("createOrder, signed as the sample says, passes the signature check and validation (its example's customer is not in a fresh sandbox)", async () => {
    const sample = byId("createOrder");
    const body = sample.curl.slice(sample.curl.indexOf("<<JSON\n") + 7, sample.curl.lastIndexOf("\nJSON"));
    env.X_VERIFY = hmacSha256Signer(DEFAULT_SANDBOX_SECRET)((JSON.parse(body) as { request: string }).request);
    const r = await curl(sample);
    expect(accepted(r), JSON.stringify(r.body)).toBe(true);
    // A token for processPayment: an order of the contract's example that names no existing customer, made with the client.
    const media = (readDoc("optimizer").paths as Record<string, Record<string, any>>)["/api/v2/order/create"]!.post.requestBody.content["application/json"];
    const payloads = Object.values(media.examples as Record<string, { value: { request: string } }>).map(
      (e) => JSON.parse(Buffer.from(e.value.request, "base64").toString("utf8")) as CreateOrderPayload,
    );
    const payload = payloads.find((p) => p.customer_data?.customer_id === undefined)!;
    const client = createOptimizerClient({ baseUrl: sandboxes.optimizer!.url, secretKey: DEFAULT_SANDBOX_SECRET, basicAuth: { username: "m", password: "p" } });
    const order = await client.createOrder(payload);
    expect(order.response.status).toBe(200);
    env.TOKEN = order.data!.token!;
  });

  it.each(samples.filter((s) => !["generateToken", "createOrder"].includes(s.operationId)).map((s) => ({ id: s.operationId, s })))(
    "$id: the sandbox accepts it",
    async ({ s }) => {
      const r = await curl(s);
      expect(accepted(r), `${r.status} ${JSON.stringify(r.body)}`).toBe(true);
    },
  );

  it("a curl sample with a wrong credential is refused (the check above can fail)", async () => {
    const s = byId("getOrder");
    const wrong = s.curl.replace('-u "$OPTIMIZER_USER:$OPTIMIZER_PASSWORD"', '-H "Authorization: Basic !!"');
    expect(wrong).not.toBe(s.curl);
    const r = await curl({ ...s, curl: wrong });
    expect(accepted(r)).toBe(false);
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

describe.runIf(debianTools("the PHP samples", [PHP]))("the PHP samples against the sandbox", () => {
  const php = samples.filter((s) => s.php);
  const token = { value: "" };

  beforeAll(async () => {
    // A token for processPayment: an order of the contract's example that names no existing customer, made with the client.
    const client = createOptimizerClient({ baseUrl: sandboxes.optimizer!.url, secretKey: DEFAULT_SANDBOX_SECRET, basicAuth: { username: "m", password: "p" } });
    const order = await client.createOrder({
      ...payloadWithoutCustomer(),
      merchant_data: { ...payloadWithoutCustomer().merchant_data, order_id: "PHP-SAMPLES-1" },
    });
    token.value = order.data!.token!;
  });

  /** Run a PHP sample with php, the kit on the include path; its variables: the sample's example values, then the sandbox's. */
  async function runPhp(sample: CodeSample): Promise<{ status: number; body: unknown }> {
    const vars: Record<string, string> = {
      OPTIMIZER_URL: sandboxes.optimizer!.url.replace(/\/$/, ""),
      OPTIMIZER_USER: "merchant",
      OPTIMIZER_PASSWORD: "sandbox-password",
      OPTIMIZER_SECRET_HEX: DEFAULT_SANDBOX_SECRET,
      TOKEN: token.value,
      ...Object.fromEntries(Object.entries(sample.php!.variables).filter((e): e is [string, string] => e[1] !== undefined)),
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

  it.each(php.map((s) => ({ id: s.operationId, s })))("$id: the sandbox accepts it", async ({ s }) => {
    const r = await runPhp(s);
    expect(accepted(r), `${r.status} ${JSON.stringify(r.body)}`).toBe(true);
  });

  it("a PHP sample signed with another secret is refused (the check above can fail)", async () => {
    const s = byId("createOrder");
    const wrong = { ...s, php: { ...s.php!, source: s.php!.source.replace("getenv('OPTIMIZER_SECRET_HEX')", "'00ff'") } };
    expect(wrong.php.source).not.toBe(s.php!.source);
    const r = await runPhp(wrong);
    expect(accepted(r)).toBe(false);
  });
});

/** The contract's create-order example that names no customer (a fresh sandbox has none). */
function payloadWithoutCustomer(): CreateOrderPayload {
  const media = (readDoc("optimizer").paths as Record<string, Record<string, any>>)["/api/v2/order/create"]!.post.requestBody.content["application/json"];
  return Object.values(media.examples as Record<string, { value: { request: string } }>)
    .map((e) => JSON.parse(Buffer.from(e.value.request, "base64").toString("utf8")) as CreateOrderPayload)
    .find((p) => p.customer_data?.customer_id === undefined)!;
}
