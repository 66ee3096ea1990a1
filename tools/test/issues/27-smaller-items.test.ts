// Issue 27, point 8: the smaller items, one describe each. A sale is voided once and Get Status says
// so; control characters from a recording or a plan reach no text report raw; a lone CR does not
// break the markdown report; the simulator bridge has timeouts of its own; the lifeline counts a
// zombie as gone; a FIFO in the docs folder does not stop docs-serve; a HAR of many non-object
// entries does not lose the other files' results; the merchant secret can stay out of `ps`.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { run as certifyRun } from "../../src/certify/command.ts";
import { judgingOptions, SECRET_ENV } from "../../src/conform/args.ts";
import { parseArgs } from "../../src/cli-args.ts";
import { createDocsServer, serveDocs } from "../../src/docs/serve.ts";
import { UsageError } from "../../src/errors.ts";
import { LIMITS } from "../../src/limits.ts";
import { isSameProcess } from "../../src/process/lifeline.ts";
import { procStat } from "../../src/process/proc.ts";
import { hmacSha256Signer } from "../../src/signing/x-verify.ts";
import { startSimulator } from "../../src/simulator/http-bridge.ts";
import { Simulator } from "../../src/simulator/simulator.ts";
import type { Json } from "../../src/simulator/protocol.ts";
import { conform } from "../conform/support/run.ts";
import { code, mobile, statusFor } from "../simulator/support.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const REC = path.join(ROOT, "conformance/cases/terminal/mobile-upi-flow.jsonl");
const dir = mkdtempSync(path.join(tmpdir(), "issue27-small-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const ESC = "\u001b";

describe("simulator: a sale is voided once; Get Status after the void says VOIDED", () => {
  it("void, void again, Get Status", () => {
    const sim = new Simulator();
    const ask = (req: Json): Json => sim.handle("mobile", JSON.stringify(req));
    const sale = mobile({ TransactionType: 5120, BillingRefNo: "V-2", BankCode: "4", PaymentAmount: 100 });
    const initiated = ask(sale);
    expect(code(ask(statusFor(5122, sale, initiated)))).toBe("0");
    const first = ask(statusFor(5121, sale, initiated));
    expect(code(first)).toBe("0");
    expect((first.Detail as Json).HostResponse).toBe("VOIDED");
    const second = ask(statusFor(5121, sale, initiated));
    expect(code(second)).toBe("7");
    expect(String((second.Detail as Json).Remark)).toMatch(/VOIDED ALREADY/);
    const status = ask(statusFor(5122, sale, initiated));
    expect(code(status)).toBe("0");
    expect((status.Detail as Json).HostResponse).toBe("VOIDED");
  });
});

/** A terminal plan whose title and scenario texts carry control characters and lone CRs. */
function hostilePlan(): string {
  const file = path.join(dir, "hostile.yaml");
  writeFileSync(
    file,
    [
      "plan: hostile",
      'title: "x\\r===\\r\\e[2J\\e]0;owned\\a title"',
      "document: d",
      "kind: terminal",
      "app: mobile",
      "scenarios:",
      "- id: s1",
      '  title: "sale\\r\\e[32mok\\e[0m"',
      '  source: "002\\r# heading"',
      "  required: true",
      "  steps:",
      '  - method: "1001"',
      "    transactionType: 5104",
      "",
    ].join("\n"),
  );
  return file;
}

async function certifyTo(format: string): Promise<string> {
  const out = path.join(dir, `report.${format}`);
  await certifyRun([REC, "--plan", hostilePlan(), "--format", format, "--out", out]);
  return readFileSync(out, "utf8");
}

describe("control characters from a recording or a plan reach no text report raw", () => {
  it("conform --format text: a MethodId with ESC and CR is shown escaped", async () => {
    const line = JSON.parse(readFileSync(REC, "utf8").split("\n")[0]!);
    line.request.Header.MethodId = `x\r${ESC}[2K${ESC}[32mok    fake.jsonl #0 mobile.DoTransaction(5127)${ESC}[0m`;
    const file = path.join(dir, `esc${ESC}[31m.jsonl`);
    writeFileSync(file, `${JSON.stringify(line)}\n`);
    const r = await conform([file], "text");
    expect(r.text).toMatch(/FAIL {2}/);
    expect(r.text).not.toContain(ESC);
    expect(r.text).not.toContain("\r");
    expect(r.text).toContain("\\u001b");
  });
  it("certify --format text: plan texts with ESC, BEL and CR are shown escaped", async () => {
    const text = await certifyTo("text");
    expect(text).toContain("hostile");
    // biome-ignore lint/suspicious/noControlCharactersInRegex: no raw control character may be in the report
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
    expect(text).toContain("\\u001b");
  });
});

describe("markdown: a lone carriage return does not break the report", () => {
  it("no CR, no heading or line made of a plan text", async () => {
    const md = await certifyTo("markdown");
    expect(md).not.toContain("\r");
    expect(md).not.toContain(ESC);
    const lines = md.split("\n");
    expect(lines.filter((l) => l.startsWith("# "))).toHaveLength(1);
    expect(lines.some((l) => /^={3,}\s*$/.test(l))).toBe(false);
    expect(md).toMatch(/^# Certification: x ={3}/m);
  });
});

describe("the simulator bridge has timeouts of its own", () => {
  const raw = (port: number, text: string): Promise<string> =>
    new Promise((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
      let got = "";
      socket.on("data", (d) => (got += d.toString()));
      socket.on("close", () => resolve(got));
      socket.on("error", () => resolve(got));
    });
  it("slow headers and a slow body get 408 and the connection closes", async () => {
    const sim = await startSimulator({ port: 0, headersTimeoutMs: 300, requestTimeoutMs: 600 });
    try {
      const headers = await raw(sim.port, "POST /mobile HTTP/1.1\r\nhost: x\r\n");
      expect(headers).toMatch(/^HTTP\/1\.1 408/);
      const body = await raw(sim.port, "POST /mobile HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{");
      expect(body).toMatch(/^HTTP\/1\.1 408/);
      expect((await fetch(`${sim.url}/health`)).status).toBe(200);
    } finally {
      await sim.stop();
    }
  }, 30_000);
});

describe("the lifeline counts an unreaped (zombie) process as gone", () => {
  it("a killed child its parent never reaps", async () => {
    // bash starts `sleep` in the background, then becomes a process that never reaps it. On a busy
    // machine the zombie may be gone before it is seen (its holder exited): tried up to three times.
    let judgedZombie: boolean | undefined;
    for (let attempt = 0; attempt < 3 && judgedZombie === undefined; attempt++) {
      const holder = spawn("bash", ["-c", "sleep 120 & echo $!; exec sleep 120"], { stdio: ["ignore", "pipe", "ignore"] });
      try {
        const pid = Number(await new Promise<string>((resolve) => holder.stdout!.once("data", (d) => resolve(String(d).trim()))));
        const who = { pid, start: procStat(pid)!.start };
        expect(isSameProcess(who)).toBe(true);
        process.kill(pid, "SIGKILL");
        for (let i = 0; i < 200; i++) {
          const state = procStat(pid)?.state;
          if (state === "Z") {
            judgedZombie = isSameProcess(who);
            break;
          }
          if (state === undefined) break;
          await new Promise((r) => setTimeout(r, 25));
        }
      } finally {
        holder.kill("SIGKILL");
      }
    }
    expect(judgedZombie).toBe(false);
  }, 60_000);
});

describe("docs-serve: a FIFO in the site answers 404 and does not stop the server", () => {
  it("five requests for a FIFO, then the index is still served", async () => {
    const site = path.join(dir, "site");
    mkdirSync(site);
    writeFileSync(path.join(site, "index.html"), "<p>index</p>");
    spawnSync("mkfifo", [path.join(site, "pipe.html")]);
    const server = createDocsServer(site);
    const base = await serveDocs(server, "127.0.0.1", 0);
    try {
      for (let i = 0; i < 5; i++) expect((await fetch(`${base}pipe.html`)).status).toBe(404);
      const index = await fetch(`${base}index.html`);
      expect(index.status).toBe(200);
      expect(await index.text()).toContain("index");
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});

describe("a HAR of non-object entries: a file-level stop, the other files' results kept", () => {
  it(`more than ${LIMITS.malformedPerFile} malformed entries make the file unusable; the next file is judged`, async () => {
    const zeros = path.join(dir, "zeros.har");
    writeFileSync(zeros, `{"log": {"entries": [${Array.from({ length: LIMITS.malformedPerFile + 500 }, () => "0").join(",")}]}}`);
    const r = await conform([zeros, REC], "json");
    expect(r.exit).toBe(2);
    expect(r.report.unusable?.map((u) => u.file)).toEqual([zeros]);
    expect(r.report.unusable?.[0]?.message).toMatch(/more than 10000 of its entries are not exchanges/);
    const judged = r.report.results.filter((x) => x.file === REC).length;
    expect(judged).toBe(readFileSync(REC, "utf8").split("\n").filter(Boolean).length);
    expect(r.report.results.filter((x) => x.file === zeros).length).toBeLessThanOrEqual(LIMITS.malformedPerFile + 1);
  });
});

describe("the merchant secret can stay out of ps: --secret-file and CONTRACTS_SECRET", () => {
  const HEX = "00112233445566778899aabbccddeeff";
  const spec = { values: ["secret", "secret-file", "base-path"], flags: [] };
  const want = hmacSha256Signer(HEX)("payload");
  it("--secret-file FILE (its first line)", () => {
    const f = path.join(dir, "secret.txt");
    writeFileSync(f, `${HEX}\n# comment\n`);
    expect(judgingOptions(parseArgs(["--secret-file", f], spec, ""), "", {}).signer?.("payload")).toBe(want);
  });
  it(`${SECRET_ENV} in the environment`, () => {
    expect(judgingOptions(parseArgs([], spec, ""), "", { [SECRET_ENV]: HEX }).signer?.("payload")).toBe(want);
    expect(judgingOptions(parseArgs([], spec, ""), "", {}).signer).toBeUndefined();
  });
  it("a bad secret file is refused without showing its content; --secret and --secret-file together are refused", () => {
    const f = path.join(dir, "bad.txt");
    writeFileSync(f, "not-hex-sekrit\n");
    let message = "";
    try {
      judgingOptions(parseArgs(["--secret-file", f], spec, ""), "", {});
    } catch (e) {
      expect(e).toBeInstanceOf(UsageError);
      message = (e as Error).message;
    }
    expect(message).toContain(f);
    expect(message).not.toContain("sekrit");
    expect(() => judgingOptions(parseArgs(["--secret", HEX, "--secret-file", f], spec, ""), "", {})).toThrow(/not both/);
  });
});
