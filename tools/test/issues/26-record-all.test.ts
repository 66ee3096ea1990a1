// Issue 26 (one contract, one verdict): `make mock --record DIR/` records all three services in one
// command: the HTTP exchanges of both sandboxes as DIR/http.har, the terminal apps' as
// DIR/terminal.jsonl (before, the terminal was not recorded at all). What is recorded is what conform
// reads: the terminal file judges clean, the HAR holds the exchanges of both services.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { terminalSchema } from "../../src/contract/terminal.ts";
import { RECORDED, startMocks } from "../../src/mock/mocks.ts";
import { ROOT } from "../../src/paths.ts";
import { entry } from "../support/entry.ts";

describe("--record DIR/ records every service", () => {
  it("writes DIR/http.har and DIR/terminal.jsonl, and conform judges the terminal recording clean", async () => {
    const dir = `${path.join(mkdtempSync(path.join(tmpdir(), "issue-26-record-")), "session")}/`;
    const mocks = await startMocks({ engine: "sandbox", record: dir, ports: { affordability: 0, optimizer: 0, terminal: 0 } });
    try {
      const url = (name: string): string => mocks.running.find((m) => m.name === name)!.url;
      const sale = (terminalSchema("TerminalRequest.json")!.examples as Array<Record<string, unknown>>)[0]!;
      const answered = await fetch(`${url("terminal")}/terminal`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(sale),
      });
      expect(answered.status).toBe(200);
      for (const name of ["affordability", "optimizer"]) {
        const r = await fetch(`${url(name)}/no/such/path`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
        expect(r.status).toBe(404);
      }
    } finally {
      await mocks.stop();
    }
    const har = JSON.parse(readFileSync(path.join(dir, RECORDED.http), "utf8")) as { log: { entries: Array<{ request: { url: string } }> } };
    expect(har.log.entries).toHaveLength(2);
    const lines = readFileSync(path.join(dir, RECORDED.terminal), "utf8").trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ service: "terminal" });
    const conform = spawnSync(process.execPath, [...entry("tools/src/cli/main.ts"), "conform", path.join(dir, RECORDED.terminal)], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(conform.stderr).toBe("");
    expect(conform.status).toBe(0);
  });
});
