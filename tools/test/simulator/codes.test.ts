/**
 * The simulator's codes come from the contract's code tables, each method from its own
 * (contract/terminal.ts): every code the simulator answers, for every method of both apps, on its
 * own (the success path) and for every `SIMULATE-<code>` trigger of every code table, is a row of the
 * x-codes its method's reply refers to, and the reply validates against the method's reply schema.
 * Driven through the simulator itself, so a handler or a trigger that answers from another method's
 * table fails here (issue 19: DisconnectBluetooth once answered ConnectBluetooth's codes 1-4).
 */
import { describe, expect, it } from "vitest";
import { documented } from "../../src/contract/documented.ts";
import { APPS, terminalMethods, terminalSchema, type App } from "../../src/contract/terminal.ts";
import { code as codeNamed, COMMON, integerCoded } from "../../src/simulator/codes.ts";
import type { Json } from "../../src/simulator/protocol.ts";
import { Simulator } from "../../src/simulator/simulator.ts";
import { validateMethodMessage } from "../../src/simulator/validation.ts";

/** A valid request of the method: the first example of the app's request union with this MethodId. */
function exampleRequest(app: App, methodId: string): Json {
  const union = app === "terminal" ? "TerminalRequest.json" : "MobileRequest.json";
  const examples = (terminalSchema(union)?.examples ?? []) as Json[];
  const found = examples.find((e) => (e.Header as Json | undefined)?.MethodId === methodId);
  expect(found, `${union} has an example of MethodId ${methodId}`).toBeDefined();
  return structuredClone(found!);
}

/** Every code value of every code table of the contract (the triggers a partner might try). */
const EVERY_CODE = [...new Set(APPS.flatMap((app) => terminalMethods(app).flatMap((m) => m.codes.map((c) => String(c.value)))))];

const methods = APPS.flatMap((app) => terminalMethods(app).map((m) => ({ app, id: m.id, name: m.name })));

describe("every code the simulator answers is its method's own", () => {
  it.each(methods.map((m) => [`${m.app} ${m.id} ${m.name}`, m] as const))("%s", (_, m) => {
    const answered: string[] = [];
    for (const trigger of [undefined, ...EVERY_CODE]) {
      const sim = new Simulator();
      const request = exampleRequest(m.app, m.id);
      if (trigger !== undefined) (request.Header as Json).UserId = `SIMULATE-${trigger}`;
      const reply = sim.handle(m.app, request);
      const code = String((reply.Response as Json).ResponseCode);
      answered.push(code);
      const result = validateMethodMessage(m.app, m.id, reply, "reply")!;
      expect(result.errors, `${m.app} ${m.id} SIMULATE-${trigger}: ${JSON.stringify(reply).slice(0, 200)}`).toEqual([]);
    }
    const documentedCodes = documented().codes(m.app, m.id);
    expect(documentedCodes, `${m.app} ${m.id} has a code table`).toBeDefined();
    expect([...new Set(answered)].filter((c) => !documentedCodes!.has(c))).toEqual([]);
  });
});

describe("code lookups", () => {
  it("take values and types from the contract's tables, not hand copies", () => {
    expect(documented().codes("terminal", "1001")!.has(COMMON.invalidDataFormat.code)).toBe(true);
    expect(typeof COMMON.invalidDataFormat.code).toBe("string");
    expect(integerCoded("terminal", "1002")).toBe(true);
    expect(integerCoded("terminal", "1001")).toBe(false);
    expect(integerCoded("mobile", "1001")).toBe(false);
  });

  it("refuse a name the method's own table does not have (a table borrowed from another method fails at start-up)", () => {
    // BLUETOOTH_CONNECTION_FAILED is ConnectBluetooth's (1005), not DisconnectBluetooth's (1006).
    expect(codeNamed("terminal", "1005", "BLUETOOTH_CONNECTION_FAILED").code).toBe(1);
    expect(() => codeNamed("terminal", "1006", "BLUETOOTH_CONNECTION_FAILED")).toThrow(/1006 .*no code named BLUETOOTH_CONNECTION_FAILED/);
  });
});
