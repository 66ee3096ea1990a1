/**
 * Message services (the terminal): each schema file is compared once per direction it travels in,
 * found by reachability from the `*Request.json` and `*Reply.json` roots.
 */
import { describe, expect, it } from "vitest";
import { diff } from "./helpers.ts";

const S = (type: string, extra: Record<string, unknown> = {}) => ({ type, ...extra });
const file = (name: string, body: Record<string, unknown>) => ({ $schema: "https://json-schema.org/draft/2020-12/schema", $id: `${name}.json`, ...body });
const sealed = (properties: Record<string, unknown>, required: string[]) => ({ type: "object", properties, required, unevaluatedProperties: { not: {} } });

/** A terminal tree: Header shared by request and reply; a base model nobody references. */
function terminal(
  edit: { header?: Record<string, unknown>; detail?: Record<string, unknown>; orphan?: Record<string, unknown>; replyRequired?: string[] } = {},
) {
  const header = sealed({ ApplicationId: S("string", { maxLength: 100 }), MethodId: S("string"), ...edit.header }, ["ApplicationId", "MethodId"]);
  return {
    "terminal/schemas/Header.json": file("Header", header),
    "terminal/schemas/SaleRequest.json": file(
      "SaleRequest",
      sealed({ Header: { $ref: "Header.json" }, Detail: sealed({ Amount: S("integer"), ...edit.detail }, ["Amount"]) }, ["Header", "Detail"]),
    ),
    "terminal/schemas/SaleReply.json": file(
      "SaleReply",
      sealed(
        { Header: { $ref: "Header.json" }, Detail: sealed({ ApprovalCode: S("string"), Rrn: S("string") }, edit.replyRequired ?? ["ApprovalCode", "Rrn"]) },
        ["Header", "Detail"],
      ),
    ),
    "terminal/schemas/TerminalRequest.json": file("TerminalRequest", { oneOf: [{ $ref: "SaleRequest.json", description: "1001 Sale." }] }),
    "terminal/schemas/TerminalReply.json": file("TerminalReply", { oneOf: [{ $ref: "SaleReply.json", description: "1001 Sale." }] }),
    "terminal/schemas/BaseModel.json": file("BaseModel", sealed({ Field0: S("string"), ...edit.orphan }, ["Field0"])),
  };
}

const summary = (fs: { rule: string; location: string }[]) => fs.map((f) => `${f.rule} @ ${f.location}`).sort();

describe("terminal message schemas", () => {
  it.each([
    {
      given: "a change to a schema shared by requests and replies is judged both ways, once, at its own file",
      head: terminal({ header: { ApplicationId: S("string", { maxLength: 50 }) } }),
      want: ["request-length-narrowed @ terminal Header.json /ApplicationId", "response-length-narrowed @ terminal Header.json /ApplicationId"],
    },
    {
      given: "a new optional field in a request detail is only info",
      head: terminal({ detail: { Tip: S("integer") } }),
      want: ["request-property-optional-added @ terminal SaleRequest.json /Detail/Tip"],
    },
    {
      given: "a reply field that becomes optional is breaking",
      head: terminal({ replyRequired: ["ApprovalCode"] }),
      want: ["response-property-became-optional @ terminal SaleReply.json /Detail/Rrn"],
    },
    {
      given: "a file no message reaches is on no wire and is not judged",
      head: terminal({ orphan: { Field3: S("string") } }),
      want: [],
    },
  ])("$given", ({ head, want }) => {
    expect(summary(diff(terminal(), head))).toEqual(want);
  });

  it("judges every file both ways when no file is named like a request or reply root", () => {
    const base = { "bus/schemas/Event.json": file("Event", sealed({ id: S("string") }, ["id"])) };
    const head = { "bus/schemas/Event.json": file("Event", sealed({ id: S("string"), at: S("string") }, ["id", "at"])) };
    expect(summary(diff(base, head))).toEqual([
      "request-property-required-added @ bus Event.json /at",
      "response-property-required-added @ bus Event.json /at",
    ]);
  });

  it("finds nothing when the tree is compared with itself", () => {
    expect(diff(terminal(), terminal())).toEqual([]);
  });
});
