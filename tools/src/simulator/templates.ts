/**
 * Reply templates: the documented example replies of the contract (the `examples` of each app's reply
 * union and of each method's reply schema in generated/terminal/schemas), so that the simulator's replies carry the document's own values
 * (merchant names, terminal id, app version). Handlers clone a template and fill in what the request
 * and the state machine decide (Header echo, amounts, batch, receipt counter, invoice, approval).
 *
 * When the contract has no example for a method (it should: every message carries one), a minimal
 * reply with the success code of the method's own table is used, so that the simulator still answers.
 */
import { APPS, methodInfo, terminalMethods, terminalSchema, unionFile, type App } from "../contract/index.ts";
import { isObject } from "../json.ts";
import type { Json } from "./protocol.ts";

const HEADER = { ApplicationId: "", MethodId: "", VersionNo: "" };

/**
 * The minimal reply used only when the contract has no example for the method: the Header and the
 * success row of the method's own code table (typed as the table is).
 */
function builtIn(app: App, methodId: string): Json | undefined {
  const method = methodInfo(app, methodId);
  const success = method?.codes.find((c) => String(c.value) === "0");
  if (!success) return undefined;
  return { Header: HEADER, Response: { ResponseCode: success.value, ResponseMsg: success.description || success.name } };
}

export class ReplyTemplates {
  constructor(private readonly examples: Readonly<Record<App, readonly Json[]>>) {}

  /** Read the reply examples from the contract's schemas: the app's reply union's first, then each method's. */
  static load(): ReplyTemplates {
    const examples = (file: string | undefined): Json[] => {
      const list = file ? terminalSchema(file)?.examples : undefined;
      return Array.isArray(list) ? list.filter(isObject) : [];
    };
    const byApp = {} as Record<App, Json[]>;
    for (const app of APPS) {
      byApp[app] = [unionFile(app, "reply"), ...terminalMethods(app).map((m) => m.reply)].flatMap((file) => examples(file));
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
    const found = this.find(app, methodId, code) ?? this.find(app, methodId, 0) ?? builtIn(app, methodId);
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
