// Issue 27, point 4: prototype names (constructor, __proto__, toString, hasOwnProperty) wherever a
// name is looked up: the package's validation API (methods, transaction types, schema files,
// operations, statuses, media types, header and parameter names), the simulator (answered as an
// unknown method, not 500), conform's judges (judged, not "internal error") and the CLI's commands.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import * as affordability from "../../src/client/entries/affordability.ts";
import * as optimizer from "../../src/client/entries/optimizer.ts";
import * as terminal from "../../src/client/entries/terminal.ts";
import { Simulator } from "../../src/simulator/simulator.ts";
import { code, header } from "../simulator/support.ts";
import { conform } from "../conform/support/run.ts";

const NAMES = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "isPrototypeOf"];
const dir = mkdtempSync(path.join(tmpdir(), "issue27-proto-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("validateMessage: a prototype name is an unknown name, returned, not thrown", () => {
  for (const name of NAMES) {
    for (const app of ["mobile", "terminal"] as const) {
      for (const direction of ["request", "reply"] as const) {
        it(`${app} ${direction} MethodId ${name}`, () => {
          const r = terminal.validateMessage(app, { Header: { ...header("1001"), MethodId: name } }, direction);
          expect(r.ok).toBe(false);
          expect(r.errors.map((e) => e.rule)).toEqual(["unknown-method-id"]);
          expect(r.errors[0]!.pointer).toBe("/Header/MethodId");
        });
      }
    }
    it(`mobile TransactionType ${name}`, () => {
      const r = terminal.validateMessage("mobile", { Header: header("1001"), Detail: { TransactionType: name } }, "request");
      expect(r.ok).toBe(false);
      expect(r.errors.some((e) => e.pointer === "/Detail/TransactionType")).toBe(true);
    });
    it(`app ${name}`, () => {
      const r = terminal.validateMessage(name as "mobile", { Header: header("1001") }, "request");
      expect(r.errors.map((e) => e.rule)).toEqual(["unknown-app"]);
    });
    it(`methodInfo, validateSchema ${name}`, () => {
      expect(terminal.methodInfo("mobile", name)).toBeUndefined();
      expect(terminal.validateSchema(name, {}).errors.map((e) => e.rule)).toEqual(["unknown-schema"]);
    });
    for (const [service, api, op] of [
      ["affordability", affordability, "discoverOffers"],
      ["optimizer", optimizer, "createCustomer"],
    ] as const) {
      it(`${service}: operation, status, media type, header, query and body key ${name}`, () => {
        const v = api as unknown as typeof optimizer;
        expect(v.validateRequest(name as never, {}).errors.map((e) => e.rule)).toEqual(["unknown-operation"]);
        expect(v.validateResponse(name as never, 200, {}).errors.map((e) => e.rule)).toEqual(["unknown-operation"]);
        expect(v.validateResponse(op as never, name as unknown as number, {}).errors.map((e) => e.rule)).toEqual(["undocumented-status"]);
        expect(v.validateSchema(name, {}).errors.map((e) => e.rule)).toEqual(["unknown-schema"]);
        const req = v.validateRequest(op as never, {
          headers: { [name]: "x" },
          query: { [name]: "1" },
          path: { [name]: "1" },
          body: { [name]: 1 },
          contentType: name,
        });
        expect(req.ok).toBe(false);
        expect(req.errors.some((e) => e.rule === "content-type")).toBe(true);
        const res = v.validateResponse(op as never, 200, { [name]: 1 }, { headers: { [name]: "x" }, contentType: name });
        expect(res.errors.some((e) => e.rule === "content-type")).toBe(true);
      });
    }
  }
});

describe("the simulator answers a prototype-named MethodId as an unknown method (code 3), not 500", () => {
  const sim = new Simulator();
  for (const name of NAMES) {
    for (const app of ["mobile", "terminal"] as const) {
      it(`${app} ${name}`, () => {
        const reply = sim.handle(app, JSON.stringify({ Header: { ...header("1001"), MethodId: name }, Detail: {} }));
        expect(String(code(reply))).toBe("3");
      });
    }
  }
});

describe("conform judges prototype names as input, never as an internal error", () => {
  it("MethodId, TransactionType, ResponseCode and keys named after prototype members", async () => {
    const [first] = readFileSync(path.resolve(import.meta.dirname, "../../../conformance/cases/terminal/mobile-upi-flow.jsonl"), "utf8")
      .split("\n")
      .filter(Boolean);
    const lines: string[] = [];
    for (const name of NAMES) {
      const l = () => JSON.parse(first!);
      const m = l();
      m.request.Header.MethodId = name;
      m.response.Header.MethodId = name;
      const t = l();
      t.request.Detail.TransactionType = name;
      const c = l();
      c.response.Response.ResponseCode = name;
      const k = l();
      k.request.Detail[name] = 1;
      lines.push(...[m, t, c, k].map((x) => JSON.stringify(x)));
    }
    const file = path.join(dir, "proto.jsonl");
    writeFileSync(file, `${lines.join("\n")}\n`);
    const { exit, text, stderr } = await conform([file]);
    expect(exit).toBe(1);
    expect(text).not.toMatch(/internal error|run make|please report/);
    expect(stderr).not.toMatch(/internal error/);
    const report = JSON.parse(text) as { results: Array<{ violations: Array<{ rule: string }> }> };
    expect(report.results).toHaveLength(lines.length);
    expect(report.results.flatMap((r) => r.violations.map((f) => f.rule))).not.toContain("malformed-entry");
  });
});
