/**
 * Reply templates: the documented example replies of the contract (the `examples` of each app's reply
 * union and of each method's reply schema in generated/terminal/schemas), so that the simulator's replies carry the document's own values
 * (merchant names, terminal id, app version). Handlers clone a template and fill in what the request
 * and the state machine decide (Header echo, amounts, batch, receipt counter, invoice, approval).
 *
 * When the contract has no example for a method (it should: every message carries one), a minimal
 * built-in reply is used, so that the simulator still answers.
 */
import { readSchema, replySchemaFiles, TERMINAL_SCHEMAS } from "./contract.ts";
import { isObject } from "../json.ts";
import type { Json } from "./protocol.ts";
import { APPS, type App } from "../validate/messages.ts";

const HEADER = { ApplicationId: "", MethodId: "", VersionNo: "" };

/** Minimal replies used only when the contract has no example for the method. */
const BUILT_IN: Readonly<Record<App, Readonly<Record<string, Json>>>> = {
  terminal: {
    "1001": { Header: HEADER, Response: { ResponseCode: "0", ResponseMsg: "APPROVED" }, Detail: { Payments: [{}] } },
    "1002": { Header: HEADER, Response: { ResponseCode: 0, ResponseMsg: "SUCCESS" }, Detail: { AppVersion: "simulator" } },
    "1003": { Header: HEADER, Response: { ResponseCode: "0", ResponseMsg: "Success" }, Detail: { SettlementSummary: [] } },
    "1004": { Header: HEADER, Response: { ResponseCode: "0", ResponseMsg: "Success" }, Detail: {} },
    "1005": { Header: HEADER, Response: { ResponseCode: 0, ResponseMsg: "Bluetooth Connection Success", AppVersion: "simulator", ParameterJson: "" } },
    "1006": { Header: HEADER, Response: { ResponseCode: 0, ResponseMsg: "Bluetooth Disconnection Success" } },
    "1007": { Header: HEADER, Response: { ResponseCode: 0, ResponseMsg: "Success" }, Detail: { ScannedData: "" } },
    "1008": { Header: HEADER, Response: { ResponseCode: 0, ResponseMsg: "Success" }, Detail: {} },
    "1009": { Header: HEADER, Response: { ResponseCode: 0, ResponseMsg: "Success" }, Detail: { ScannedData: "" } },
    "1010": {
      Header: HEADER,
      Response: { ResponseCode: 0, ResponseMsg: "Success", AppVersion: "simulator", ParameterJson: "" },
      Detail: { ScannedDataList: [] },
    },
  },
  mobile: {
    "1001": { Header: HEADER, Response: { ResponseCode: "0", ResponseMsg: "APPROVED" }, Detail: {} },
  },
};

export class ReplyTemplates {
  constructor(private readonly examples: Readonly<Record<App, readonly Json[]>>) {}

  /** Read the reply examples from the generated schemas: the union's first, then each method's. */
  static load(schemas = TERMINAL_SCHEMAS): ReplyTemplates {
    const examples = (file: string): Json[] => {
      const list = readSchema(file, schemas).examples;
      return Array.isArray(list) ? list.filter(isObject) : [];
    };
    const byApp = {} as Record<App, Json[]>;
    for (const app of APPS) {
      byApp[app] = replySchemaFiles(app).flatMap((file) => examples(file));
    }
    return new ReplyTemplates(byApp);
  }

  /** Whether the contract has an example reply for this method (with this code, when given). */
  has(app: App, methodId: string, code?: string | number): boolean {
    return this.find(app, methodId, code) !== undefined;
  }

  /**
   * A fresh copy of the example reply of a method: the first whose ResponseCode equals `code` (compared
   * as text), else the first success (code 0), else the built-in minimal reply.
   */
  pick(app: App, methodId: string, code?: string | number): Json {
    const found = this.find(app, methodId, code) ?? this.find(app, methodId, 0) ?? BUILT_IN[app][methodId];
    if (!found) throw new Error(`no reply template for ${app} MethodId ${methodId}`);
    return structuredClone(found);
  }

  private find(app: App, methodId: string, code: string | number | undefined): Json | undefined {
    return this.examples[app].find((e) => {
      const header = e.Header;
      const response = e.Response;
      if (!isObject(header) || header.MethodId !== methodId) return false;
      if (code === undefined) return true;
      return isObject(response) && String(response.ResponseCode) === String(code);
    });
  }
}
