// Issue 26 (one contract, one verdict), "sessions a partner controls": the admin interface of
// `make mock` under /__admin on every mock's port (real servers on loopback, real sockets).
// - reset makes a sequence that failed pass again (a fixed merchant order id, a reused onboarding
//   external_id, a used order token, a terminal sale's Get Status: fresh state after reset);
// - rotate gives two files, each judged clean by `conform`, the first closed and complete (valid HAR,
//   no lock, every entry the rotation counted); admin traffic is in neither file;
// - the prefix never collides with a documented path; browser pages are refused; answers are JSON.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ADMIN_PREFIX } from "../../src/net/admin.ts";
import { RECORDED, startMocks, type Mocks } from "../../src/mock/mocks.ts";
import { ROOT } from "../../src/paths.ts";
import { lockPathOf } from "../../src/process/file-lock.ts";
import { procStat } from "../../src/process/proc.ts";
import { affordabilityClient, optimizerClient, orderPayload, upi } from "../sandbox/support.ts";
import { code, mobile, statusFor } from "../simulator/support.ts";
import { onboarding } from "../sandbox/support.ts";
import { entry } from "../support/entry.ts";

const url = (mocks: Mocks, name: string): string => mocks.running.find((m) => m.name === name)!.url;

async function admin(base: string, method: string, route: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${ADMIN_PREFIX}${route}`, {
    method,
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
  });
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  return { status: res.status, body: (await res.json()) as any, allow: res.headers.get("allow") };
}

async function terminalAsk(base: string, request: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}/mobile`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(request) });
  return (await res.json()) as Record<string, unknown>;
}

/** A correct partner's run with fixed references (as a script would send them): every call succeeds on fresh state. */
async function scriptedRun(mocks: Mocks): Promise<{ orderId: number; token: string; saleStatus: string }> {
  const aff = affordabilityClient(url(mocks, "affordability"));
  const onboarded = await aff.onboardClient(onboarding("SCRIPT-EXT-1"));
  expect(onboarded.response.status).toBe(200);
  const opt = optimizerClient(url(mocks, "optimizer"));
  const order = await opt.createOrder(orderPayload("SCRIPT-ORDER-1", 100000));
  expect(order.response.status).toBe(200);
  const paid = await opt.processPayment(order.data!.token, upi);
  expect(paid.response.status).toBe(200);
  const sale = mobile({ TransactionType: 5120, BillingRefNo: "S-UPI-1", BankCode: "4", PaymentAmount: 100 });
  const initiated = await terminalAsk(url(mocks, "terminal"), sale);
  expect(code(initiated)).toBe("100");
  const approved = await terminalAsk(url(mocks, "terminal"), statusFor(5122, sale, initiated));
  expect(code(approved)).toBe("0");
  return { orderId: order.data!.order_id as number, token: order.data!.token, saleStatus: JSON.stringify(statusFor(5122, sale, initiated)) };
}

function conform(file: string): { status: number | null; stdout: string; stderr: string } {
  return spawnSync(process.execPath, [...entry("tools/src/cli/main.ts"), "conform", file], { cwd: ROOT, encoding: "utf8", timeout: 120_000 });
}

const harEntries = (file: string): Array<{ request: { url: string } }> => JSON.parse(readFileSync(file, "utf8")).log.entries;
const jsonLines = (file: string): string[] => readFileSync(file, "utf8").split("\n").filter(Boolean);

describe("the admin prefix", () => {
  it("collides with no documented operation path", () => {
    for (const service of ["affordability", "optimizer"]) {
      const doc = JSON.parse(readFileSync(path.join(ROOT, "generated", service, "openapi.json"), "utf8")) as {
        paths: Record<string, unknown>;
        servers?: Array<{ url: string }>;
      };
      const paths = Object.keys(doc.paths);
      expect(paths.length).toBeGreaterThan(0);
      for (const p of paths) expect(p.startsWith("/__")).toBe(false);
      for (const s of doc.servers ?? []) expect(new URL(s.url, "http://x").pathname.startsWith("/__")).toBe(false);
    }
  });
});

describe("admin: reset", () => {
  it("makes a sequence that failed on used state pass again, on every mock; ids keep counting", async () => {
    const mocks = await startMocks({ engine: "sandbox", ports: { affordability: 0, optimizer: 0, terminal: 0 } });
    try {
      const first = await scriptedRun(mocks);
      // The same script again fails: the external id and the merchant order id are taken, the token is used.
      const aff = affordabilityClient(url(mocks, "affordability"));
      expect((await aff.onboardClient(onboarding("SCRIPT-EXT-1"))).response.status).toBe(409);
      const opt = optimizerClient(url(mocks, "optimizer"), { validate: false });
      expect((await opt.createOrder(orderPayload("SCRIPT-ORDER-1", 100000))).response.status).toBe(409);
      expect((await opt.processPayment(first.token, upi)).response.status).toBe(409);

      const before = await admin(url(mocks, "optimizer"), "GET", "/status");
      expect(before.body.mocks.find((m: { name: string }) => m.name === "optimizer").state).toMatchObject({ orders: 1, tokens: 1 });
      const reset = await admin(url(mocks, "terminal"), "POST", "/reset");
      expect(reset.status).toBe(200);
      expect(reset.body.reset).toEqual(["affordability", "optimizer", "terminal"]);
      for (const m of reset.body.mocks as Array<{ state: Record<string, number> }>) expect(Object.values(m.state).every((n) => n === 0)).toBe(true);

      // Fresh state: the old token and the old sale are gone ...
      expect((await opt.processPayment(first.token, upi)).response.status).toBe(401);
      const forgotten = await terminalAsk(url(mocks, "terminal"), JSON.parse(first.saleStatus));
      expect(code(forgotten)).toBe("7");
      // ... and the same script passes again, with new ids (they never repeat within a session).
      const second = await scriptedRun(mocks);
      expect(second.orderId).toBeGreaterThan(first.orderId);
    } finally {
      await mocks.stop();
    }
  });

  it("resets only the mocks named, and refuses an unknown name", async () => {
    const mocks = await startMocks({ engine: "sandbox", only: ["affordability", "optimizer"], ports: { affordability: 0, optimizer: 0 } });
    try {
      const aff = affordabilityClient(url(mocks, "affordability"));
      expect((await aff.onboardClient(onboarding("ONLY-1"))).response.status).toBe(200);
      const opt = optimizerClient(url(mocks, "optimizer"), { validate: false });
      expect((await opt.createOrder(orderPayload("ONLY-ORDER", 1000))).response.status).toBe(200);
      const r = await admin(url(mocks, "affordability"), "POST", "/reset?mock=optimizer");
      expect([r.status, r.body.reset]).toEqual([200, ["optimizer"]]);
      expect((await aff.onboardClient(onboarding("ONLY-1"))).response.status).toBe(409);
      expect((await opt.createOrder(orderPayload("ONLY-ORDER", 1000))).response.status).toBe(200);
      const bad = await admin(url(mocks, "affordability"), "POST", "/reset?mock=terminal");
      expect(bad.status).toBe(400);
      expect(bad.body.error).toContain("affordability, optimizer");
    } finally {
      await mocks.stop();
    }
  });
});

describe("admin: rotate", () => {
  it("gives two files, each judged clean by conform; the first closed and complete; admin traffic in neither", async () => {
    const dir = `${mkdtempSync(path.join(tmpdir(), "issue-26-rotate-"))}/`;
    const mocks = await startMocks({ engine: "sandbox", record: dir, ports: { affordability: 0, optimizer: 0, terminal: 0 } });
    let rotated: any;
    try {
      await admin(url(mocks, "affordability"), "GET", "/status");
      await scriptedRun(mocks);
      const status = await admin(url(mocks, "terminal"), "GET", "/status");
      expect(status.body.recordings).toEqual([
        { recording: "http", file: path.join(dir, RECORDED.http), entries: 4, closed: [] },
        { recording: "terminal", file: path.join(dir, RECORDED.terminal), entries: 2, closed: [] },
      ]);
      expect((await admin(url(mocks, "optimizer"), "POST", "/reset")).status).toBe(200);
      const r = await admin(url(mocks, "optimizer"), "POST", "/recording/rotate");
      expect(r.status).toBe(200);
      rotated = r.body.rotated;
      // The first file is closed: its lock is gone while the launcher still runs.
      expect(existsSync(lockPathOf(path.join(dir, RECORDED.http)))).toBe(false);
      expect(existsSync(lockPathOf(path.join(dir, RECORDED.terminal)))).toBe(false);
      await scriptedRun(mocks); // the same fixed references: state was reset
      await admin(url(mocks, "affordability"), "GET", "/status");
    } finally {
      await mocks.stop();
    }
    expect(rotated).toEqual([
      { recording: "http", closed: { file: path.join(dir, RECORDED.http), entries: 4 }, file: path.join(dir, "http-2.har") },
      { recording: "terminal", closed: { file: path.join(dir, RECORDED.terminal), entries: 2 }, file: path.join(dir, "terminal-2.jsonl") },
    ]);
    expect(readdirSync(dir).sort()).toEqual(["http-2.har", "http.har", "terminal-2.jsonl", "terminal.jsonl"]);
    for (const [har, jsonl] of [
      [RECORDED.http, RECORDED.terminal],
      ["http-2.har", "terminal-2.jsonl"],
    ]) {
      const entries = harEntries(path.join(dir, har!));
      expect(entries).toHaveLength(4); // token, onboarding, create order, process payment
      expect(entries.some((e) => e.request.url.includes("__admin"))).toBe(false);
      expect(jsonLines(path.join(dir, jsonl!))).toHaveLength(2);
      expect(readFileSync(path.join(dir, jsonl!), "utf8")).not.toContain("__admin");
      for (const file of [har!, jsonl!]) {
        const judged = conform(path.join(dir, file));
        expect([file, judged.status, judged.stderr]).toEqual([file, 0, ""]);
      }
    }
  });

  it("rotates to the file names given (in the recording folder), and refuses what the output policy or the lock refuses, leaving the recording as it was", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "issue-26-rotate-to-"));
    const mocks = await startMocks({ engine: "sandbox", record: `${dir}/`, ports: { affordability: 0, optimizer: 0, terminal: 0 } });
    const base = url(mocks, "optimizer");
    const opt = optimizerClient(base, { validate: false });
    try {
      await opt.createOrder(orderPayload("ROT-1", 1000));
      writeFileSync(path.join(dir, "taken.har"), "");
      symlinkSync(path.join(dir, "elsewhere.har"), path.join(dir, "link.har"));
      const refusals: Array<[unknown, number, string]> = [
        [{ http: RECORDED.http }, 409, "is the input"],
        [{ http: "taken.har" }, 409, "the file exists"],
        [{ http: "link.har" }, 400, "symbolic link"],
        [{ http: path.join(dir, "..", "a.har") }, 400, "is not in the recording's folder"],
        [{ http: "missing/a.har" }, 400, "is not in the recording's folder"],
        [{ http: "same.har", terminal: "same.har" }, 400, "must end in .jsonl"],
        [{ proxy: "x" }, 400, "unknown member"],
        [{ http: 1 }, 400, "must be a file name"],
        ["not json", 400, "not JSON"],
      ];
      for (const [body, status, words] of refusals) {
        const r = await admin(base, "POST", "/recording/rotate", body);
        expect([r.status, r.body.error]).toEqual([status, expect.stringContaining(words)]);
      }
      // Another process records to the terminal target (its lock names a live process: this one stands in).
      const lockedTarget = path.join(dir, "locked.jsonl");
      writeFileSync(lockPathOf(lockedTarget), `${process.pid} ${procStat(process.pid)?.start ?? "?"}\n`);
      const locked = await admin(base, "POST", "/recording/rotate", { http: "next.har", terminal: "locked.jsonl" });
      expect([locked.status, locked.body.error]).toEqual([409, expect.stringContaining("another process")]);
      expect(existsSync(path.join(dir, "next.har"))).toBe(false); // the http file opened first was given up
      await opt.createOrder(orderPayload("ROT-2", 1000));
      expect(harEntries(path.join(dir, RECORDED.http))).toHaveLength(2); // still the current recording

      const ok = await admin(base, "POST", "/recording/rotate", { http: "b.har", terminal: "b.jsonl" });
      expect(ok.status).toBe(200);
      await opt.createOrder(orderPayload("ROT-3", 1000));
      // The next numbered name after a given one.
      const next = await admin(base, "POST", "/recording/rotate", { terminal: "c.jsonl" });
      expect(next.body.rotated.map((r: { file: string }) => path.basename(r.file))).toEqual(["b-2.har", "c.jsonl"]);
    } finally {
      await mocks.stop();
    }
    expect(harEntries(path.join(dir, "b.har"))).toHaveLength(1);
    expect(harEntries(path.join(dir, "b-2.har"))).toHaveLength(0);
  });

  it("takes two rotations sent at once one after the other (two new files, none shared)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "issue-26-rotate-twice-"));
    const mocks = await startMocks({ engine: "sandbox", only: ["optimizer"], record: path.join(dir, "s.har"), ports: { optimizer: 0 } });
    try {
      const base = url(mocks, "optimizer");
      const [a, b] = await Promise.all([admin(base, "POST", "/recording/rotate"), admin(base, "POST", "/recording/rotate")]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect([a.body.rotated[0].file, b.body.rotated[0].file].map((f: string) => path.basename(f)).sort()).toEqual(["s-2.har", "s-3.har"]);
    } finally {
      await mocks.stop();
    }
  });

  it("answers 409 when nothing is recorded", async () => {
    const mocks = await startMocks({ engine: "sandbox", only: ["terminal"], ports: { terminal: 0 } });
    try {
      const r = await admin(url(mocks, "terminal"), "POST", "/recording/rotate");
      expect([r.status, r.body.error]).toEqual([409, expect.stringContaining("--record DIR/")]);
    } finally {
      await mocks.stop();
    }
  });
});

describe("admin: the interface itself", () => {
  it("lists its endpoints, answers JSON errors, and refuses browser pages and other host names", async () => {
    const mocks = await startMocks({ engine: "sandbox", only: ["optimizer", "terminal"], ports: { optimizer: 0, terminal: 0 } });
    try {
      for (const name of ["optimizer", "terminal"]) {
        const base = url(mocks, name);
        const index = await admin(base, "GET", "");
        expect(index.body.endpoints.map((e: { path: string }) => e.path)).toEqual(["/__admin/status", "/__admin/reset", "/__admin/recording/rotate"]);
        expect((await admin(base, "GET", "/nothing")).status).toBe(404);
        const wrong = await admin(base, "GET", "/reset");
        expect([wrong.status, wrong.allow]).toEqual([405, "POST"]);
        const browser = await admin(base, "POST", "/reset", undefined, { origin: "https://attacker.example" });
        expect(browser.status).toBe(403);
        // fetch sets Host itself: a raw request names another host (as a DNS-rebound page's would).
        const rebound = await new Promise<number>((resolve, reject) => {
          const u = new URL(base);
          http
            .get({ host: u.hostname, port: u.port, path: `${ADMIN_PREFIX}/status`, headers: { host: "attacker.example" } }, (res) => {
              res.resume();
              resolve(res.statusCode ?? 0);
            })
            .on("error", reject);
        });
        expect(rebound).toBe(403);
      }
    } finally {
      await mocks.stop();
    }
  });
});
