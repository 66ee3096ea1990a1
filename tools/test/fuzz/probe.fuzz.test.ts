// Fuzz (issue 42): the probe against hostile targets, seeded (support.ts SEED). An HTTP target whose
// every answer is drawn (any status, garbage, a body that is not JSON, a close, a reset, silence, a
// drip, a huge body) and a stdio target drawn from hostile commands (silence, garbage, one huge line,
// an exit, a child that leaves the group). Whatever the target does, `contracts probe` with a time
// budget ends within the budget + 10 % (+ slack), with exit 0, 1 or 2 and never another error; exit 2
// whenever nothing was answered; and nothing a stdio target started is left running.
import fc from "fast-check";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InputError } from "../../src/errors.ts";
import { run } from "../../src/probe/command.ts";
import { SECRET } from "../sandbox/support.ts";
import { params } from "./support.ts";

const dir = mkdtempSync(path.join(tmpdir(), "probe-fuzz-"));

type Behaviour = "json" | "status" | "garbage" | "notjson" | "close" | "reset" | "silent" | "drip" | "big";
let behaviours: Behaviour[] = ["json"];
let statusCode = 200;
let answered = 0;
const sockets = new Set<net.Socket>();
let server: net.Server;
let port = 0;

function respond(s: net.Socket, n: number): void {
  const b = behaviours[n % behaviours.length]!;
  const send = (status: number, body: string): void => {
    answered++;
    s.end(`HTTP/1.1 ${status} X\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`);
  };
  if (b === "json") send(200, JSON.stringify({ response_code: 1, response_message: "SUCCESS" }));
  else if (b === "status") send(statusCode, "{}");
  else if (b === "notjson") send(200, "<html>4111111111111111</html>");
  else if (b === "garbage") s.end("\x00\xff garbage\r\n\r\n");
  else if (b === "close") s.end();
  else if (b === "reset") s.resetAndDestroy();
  else if (b === "big") send(200, `{"x":"${"a".repeat(2 * 1024 * 1024)}"}`);
  else if (b === "drip") {
    s.write("HTTP/1.1 200 OK\r\ncontent-length: 100000\r\n\r\n");
    const t = setInterval(() => s.write(" "), 100);
    s.on("close", () => clearInterval(t));
  }
  // silent: nothing
}

beforeAll(async () => {
  let n = 0;
  server = net.createServer((s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
    s.on("error", () => {});
    s.once("data", () => respond(s, n++));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise<void>((r) => server.close(() => r()));
  for (const pid of withMarker()) process.kill(pid, "SIGKILL");
});

const MARKER = "3199.4242";
function withMarker(): number[] {
  const out: number[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readFileSync(`/proc/${name}/cmdline`, "utf8").includes(MARKER)) out.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

async function probe(target: string, budgetMs: number, seed: number): Promise<{ exit: number; ms: number; message: string }> {
  const started = Date.now();
  try {
    const exit = await run([
      "--target",
      target,
      "--secret",
      SECRET,
      "--seed",
      String(seed),
      "--budget",
      `${budgetMs}ms`,
      "--findings",
      dir,
      "--out",
      path.join(dir, "r.txt"),
    ]);
    return { exit, ms: Date.now() - started, message: "" };
  } catch (e) {
    if (!(e instanceof InputError)) throw e; // anything else would be exit 70
    return { exit: 2, ms: Date.now() - started, message: e.message };
  }
}

const BUDGET_MS = 1200;
const within = BUDGET_MS * 1.1 + 1500;

describe("the probe (fuzz)", () => {
  it("a hostile HTTP target: ends within the budget, exit 0/1/2, exit 2 when nothing was answered", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom<Behaviour>("json", "status", "garbage", "notjson", "close", "reset", "silent", "drip", "big"), { minLength: 1, maxLength: 4 }),
        fc.constantFrom(200, 201, 204, 301, 400, 401, 404, 409, 500, 502, 503),
        fc.nat({ max: 1000 }),
        async (bs, code, seed) => {
          behaviours = bs;
          statusCode = code;
          answered = 0;
          const r = await probe(`optimizer=http://127.0.0.1:${port}`, BUDGET_MS, seed);
          expect([0, 1, 2]).toContain(r.exit);
          expect(r.ms).toBeLessThan(within);
          if (answered === 0) expect(r.exit).toBe(2);
        },
      ),
      params(15, 4500),
    );
  });

  const COMMANDS = [
    "exec cat > /dev/null",
    "while read l; do echo 'not json'; done",
    "while read l; do head -c 300000 /dev/zero | tr '\\0' a; echo; done",
    "exit 3",
    "exec cat",
    `setsid sleep ${MARKER} & exec cat > /dev/null`,
    "trap '' TERM; exec cat > /dev/null",
    "while read l; do echo '{\"Header\":{}}'; done",
  ];
  it("a hostile stdio target: ends within the budget, exit 0/1/2, leaves nothing running", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...COMMANDS), fc.nat({ max: 1000 }), async (command, seed) => {
        const r = await probe(`terminal=stdio:${command}`, BUDGET_MS, seed);
        expect([0, 1, 2]).toContain(r.exit);
        expect(r.ms).toBeLessThan(within);
        expect(withMarker()).toEqual([]);
      }),
      params(15, 4500),
    );
  });
});
