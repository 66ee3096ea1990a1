/**
 * Issue 10 change 8: the simulator's codes come from the contract's x-codes tables, and every code
 * it can answer is one its method's reply schema accepts (a reply built from the method's example
 * with that code validates against the method's own reply schema).
 */
import { describe, expect, it } from "vitest";
import { COMMON, METHOD_CODES, xCodes, CODE_TABLES, type Code } from "../../src/simulator/codes.ts";
import { replyFrom } from "../../src/simulator/context.ts";
import { knownMethods, type App } from "../../src/validate/messages.ts";
import { ReplyTemplates } from "../../src/simulator/templates.ts";
import { validateMethodMessage } from "../../src/simulator/validation.ts";
import { documented } from "../../src/conform/terminal/documented.ts";
import { header } from "./support.ts";

const templates = ReplyTemplates.load();

describe("code tables", () => {
  it.each(["terminal", "mobile"] as const)("cover every %s method of the contract", (app) => {
    expect(Object.keys(METHOD_CODES[app]).sort()).toEqual(knownMethods(app).sort());
  });

  it.each(Object.values(CODE_TABLES))("%s has an x-codes table", (file) => {
    expect(xCodes(file).length).toBeGreaterThan(0);
  });

  it("takes values from the contract, not hand copies", () => {
    const values = (file: string) => xCodes(file).map((c) => c.value);
    expect(values(CODE_TABLES.common)).toContain(COMMON.invalidDataFormat.code);
    expect(typeof COMMON.invalidDataFormat.code).toBe(typeof values(CODE_TABLES.common)[0]);
  });

  const cases = (["terminal", "mobile"] as const).flatMap((app) =>
    Object.entries(METHOD_CODES[app]).flatMap(([methodId, table]) => Object.entries(table).map(([name, status]) => ({ app, methodId, name, status }))),
  );
  it.each(cases.map((c) => [`${c.app} ${c.methodId} ${c.name} (${String(c.status.code)})`, c] as const))(
    "%s is accepted by the method's reply schema",
    (_, c) => {
      const reply = replyFrom(templates.pick(c.app as App, c.methodId), header(c.methodId), c.status as Code);
      const result = validateMethodMessage(c.app as App, c.methodId, reply, "reply")!;
      const codeErrors = result.errors.filter((e) => e.pointer.startsWith("/Response/ResponseCode"));
      expect(codeErrors).toEqual([]);
    },
  );

  // The code sets are open (a reply schema accepts any code), so acceptance alone does not pin the
  // code to the method's table: it must be a row of the x-codes its reply's ResponseCode refers to.
  it.each(cases.map((c) => [`${c.app} ${c.methodId} ${c.name} (${String(c.status.code)})`, c] as const))(
    "%s is listed in the x-codes of the method's reply schema",
    (_, c) => {
      expect([...(documented().codes(c.app, c.methodId) ?? [])]).toContain(String(c.status.code));
    },
  );
});
