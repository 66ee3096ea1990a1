/**
 * The server face as a consumer gets it (issue 37): `@payments/contracts/<service>/server` from the
 * packed tarball in a scratch project with Express 5, Fastify 5 and TypeScript (fixture/, pinned), and
 * the README's example (tools/src/server/examples/express.ts, quoted by tools/src/server/README.md):
 * type-checked with no cast, then run and sent the same requests as the checks.
 *
 * Each framework answers the cases of checks/server-cases.mjs over HTTP on loopback: a create order
 * whose Base64 payload breaks the contract gets 400 problem+json naming the pointer inside the
 * payload (txn_data), a wrong x-verify 401, an invalid create-customer body 400, an unknown path 404,
 * a wrong method 405; a valid signed order reaches its handler with the decoded payload.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../src/paths.ts";
import { exitOf, waitForOutput } from "../mock/support.ts";
import { EXPECTED, type Answers } from "./server-expected.ts";
import { check, consumerProject, envWith, packed, run } from "./support.ts";

const EXAMPLE = join(ROOT, "tools/src/server/examples/express.ts");
const SECRET = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";

let dir = "";

beforeAll(() => {
  const project = consumerProject(packed(), { tools: true });
  expect(project.install.status, project.install.stderr).toBe(0);
  dir = project.dir;
  copyFileSync(EXAMPLE, join(dir, "example.ts"));
}, 300_000);

describe("the server face in the frameworks teams use, from the packed tarball", () => {
  it("Express 5: app.use(contractMiddleware({ secret })), behind express.json() and with no body parser", () => {
    const r = check<{ parsed: { answers: Answers; reports: string[] }; raw: { answers: Answers; reports: string[] } }>(dir, "server-express.mjs");
    for (const mode of [r.parsed, r.raw]) {
      expect(mode.answers).toEqual(EXPECTED);
      // The handler's marker is no property of the contract: development mode reports the answer (and sends it).
      expect(mode.reports).toEqual(["createOrder /response/body/handled response-schema"]);
    }
  });

  it("Fastify 5: app.register(fastifyContract, { secret }) routes, judges the parsed body and the serialized answer", () => {
    const r = check<{ answers: Answers; shared: Record<string, string>; reports: string[] }>(dir, "server-fastify.mjs");
    expect(r.answers).toEqual(EXPECTED);
    expect(r.reports).toEqual(["createOrder /response/body/handled response-schema"]);
    // Both services' plugins in one app, each under its base path; the token request's form fields parsed and judged.
    expect(r.shared).toEqual({
      "optimizer-invalid": "401 UNAUTHORIZED",
      "token-valid": "200 r1 client_credentials",
      "token-without-grant-type": "400 INVALID_REQUEST",
      "affordability-unknown": "404 NO_SUCH_OPERATION",
      health: "200 health",
    });
  });

  it("node:http: http.createServer((req, res) => mw(req, res, () => handler(req, res)))", () => {
    const r = check<{ answers: Answers }>(dir, "server-node-http.mjs");
    expect(r.answers).toEqual(EXPECTED);
  });
});

describe("the README's example (tools/src/server/examples/express.ts)", () => {
  it("is what tools/src/server/README.md quotes", () => {
    const readme = readFileSync(join(ROOT, "tools/src/server/README.md"), "utf8");
    expect(readme).toContain(`\`\`\`ts\n${readFileSync(EXAMPLE, "utf8")}\`\`\``);
  });

  it("has no cast: no `as`, no `!` assertion, no `any`, no @ts- comment", () => {
    // The code without its comments and string literals (their words are not code).
    const code = readFileSync(EXAMPLE, "utf8")
      .replace(/\/\/.*$/gm, "")
      .replace(/"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g, '""');
    expect(code).toContain("contractOf(req, ");
    expect(code).not.toMatch(/\bas\s+[A-Za-z{[(]|!\.|!\)|\bany\b|@ts-|<[A-Z]\w*>\s*[a-z(]/);
  });

  it("type-checks against the installed package with tsc --strict (and the Fastify and node:http uses beside it)", () => {
    writeFileSync(join(dir, "typing.ts"), TYPING);
    const tsc = join(dir, "node_modules/typescript/bin/tsc");
    const flags = ["--strict", "--exactOptionalPropertyTypes", "--noUncheckedIndexedAccess", "--noEmit", "--module", "nodenext", "--target", "es2023"];
    const r = run(process.execPath, [tsc, ...flags, "example.ts", "typing.ts"], dir);
    expect(r.stdout + r.stderr).toBe("");
    expect(r.status).toBe(0);
  });

  describe("runs (Node 24 strips its types) and answers as the checks do", () => {
    let child: ChildProcess | undefined;
    afterAll(async () => {
      if (child && child.exitCode === null) {
        child.kill("SIGTERM");
        await exitOf(child);
      }
    });

    it("refuses the broken order, the wrong x-verify and the invalid customer; serves the valid ones", async () => {
      child = spawn(process.execPath, ["example.ts"], {
        cwd: dir,
        env: { ...envWith(), PORT: "0", MERCHANT_SECRET_HEX: SECRET, NODE_ENV: "development" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let err = "";
      child.stderr!.on("data", (c) => (err += c));
      const out = await waitForOutput(child.stdout!, /listening .*"port":(\d+)/);
      const port = /"port":(\d+)/.exec(out)![1];
      const r = run(process.execPath, ["server-send.mjs", `http://127.0.0.1:${port}`], dir);
      expect(r.status, r.stderr).toBe(0);
      // The example has no getOrder handler: a valid one is Express's own 404; the rest as in every framework.
      const { handled: _handled, ...validOrder } = EXPECTED["order-valid"];
      const { "order-get": _get, ...rest } = EXPECTED;
      const answers = JSON.parse(r.stdout.trim().split("\n").pop()!) as Answers;
      expect(answers).toMatchObject({ ...rest, "order-valid": validOrder });
      expect(answers["order-get"]).toMatchObject({ status: 404, type: "text/html" });
      // Its answers keep to the contract: development mode reported nothing.
      expect(err).toBe("");
    });
  });
});

/** The other framework uses, type-checked beside the example (the types a team writes against). */
const TYPING = `import http from "node:http";
import Fastify from "fastify";
import { contractMiddleware, contractOf, fastifyContract, judgeRequest, judgeResponse, route, type ContractRequest } from "@payments/contracts/optimizer/server";
import * as affordability from "@payments/contracts/affordability/server";

const mw = contractMiddleware({ secret: "00ff" });
http.createServer((req, res) =>
  mw(req, res, () => {
    const c = contractOf(req);
    if (c.operationId === "getOrder") res.end(String(c.params.order_id satisfies number));
    else if (c.operationId === "createOrder") res.end(c.payload.merchant_data.order_id satisfies string);
    else res.end();
  }),
);

const app = Fastify();
await app.register(fastifyContract, { secret: "00ff" });
app.get("/api/pg/orders/:order_id", async (req) => ({ id: contractOf(req, "getOrder").params.order_id satisfies number }));
const other = Fastify();
await other.register(affordability.fastifyContract, {});
other.post("/api/affordability/v1/offer/discovery", async (req) => affordability.contractOf(req, "discoverOffers").body.order_amount.value satisfies number);

const verdict = await judgeRequest({ method: "GET", url: "/api/pg/orders/1", headers: {} }, { verifySignatures: false });
if (verdict.ok) {
  const typed: ContractRequest = verdict;
  void judgeResponse(typed, { status: 200, body: {} }).errors.length;
} else {
  void (verdict.problem.status satisfies number);
}
const routed = route("GET", "/api/pg/orders/1");
if (routed.ok) void (routed.operationId satisfies ContractRequest["operationId"]);
void affordability.contractMiddleware();

// @ts-expect-error the optimizer needs a secret, a signer or verifySignatures: false
contractMiddleware({});
// @ts-expect-error no such operation
contractOf({}, "noSuchOperation");
`;
