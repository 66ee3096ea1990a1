/**
 * The terminal simulator: one simulated device per app (smart terminal, mobile acceptance), each
 * with its own transaction book. `handle(app, input)` takes one request (JSON text or a parsed
 * value) and returns the one reply, as the service would:
 *
 * 1. not JSON, or not a JSON object, or no Header object          → 7 Invalid data-format
 * 2. Header.MethodId is not a method of the app                   → 3 Invalid Method Id
 * 3. the request breaks the method's request schema               → 7 Invalid data-format
 * 4. otherwise the method's handler answers (terminal.ts, mobile.ts).
 *
 * The Header is always echoed as the request gave it.
 */
import { COMMON } from "./codes.ts";
import type { DeviceState, HandlerContext, ValidRequest } from "./context.ts";
import { bareError, invalidDataReply } from "./errors.ts";
import { Ledger, type LedgerOptions } from "./ledger.ts";
import { mobileDoTransaction } from "./mobile.ts";
import { isObject, methodsOf, type App, type Json } from "./protocol.ts";
import { ReplyTemplates } from "./templates.ts";
import { scriptedAfter, scriptedReply } from "./scenarios.ts";
import { TERMINAL_HANDLERS } from "./terminal.ts";
import { validateMethodMessage } from "./validation.ts";

export interface SimulatorOptions {
  /** Clock of the simulated devices (default: the system clock). */
  now?: () => Date;
  /** Reply templates (default: the contract's example replies). */
  templates?: ReplyTemplates;
  /** Starting numbers of the transaction books. */
  ledger?: LedgerOptions;
}

export class Simulator {
  private readonly contexts: Record<App, HandlerContext>;

  constructor(options: SimulatorOptions = {}) {
    const templates = options.templates ?? ReplyTemplates.load();
    const now = options.now ?? (() => new Date());
    const context = (app: App): HandlerContext => {
      const device: DeviceState = { uploadLogId: 0 };
      return { app, ledger: new Ledger(options.ledger), templates, now, device };
    };
    this.contexts = { terminal: context("terminal"), mobile: context("mobile") };
  }

  /** The transaction book of an app (read it in tests; the simulator owns it). */
  ledger(app: App): Ledger {
    return this.contexts[app].ledger;
  }

  /** Answer one request. `input` is the request JSON text, or an already parsed value. */
  handle(app: App, input: string | unknown): Json {
    let request: unknown = input;
    if (typeof input === "string") {
      try {
        request = JSON.parse(input);
      } catch {
        return bareError(undefined, COMMON.invalidDataFormat);
      }
    }
    if (!isObject(request) || !isObject(request.Header)) {
      return bareError(isObject(request) ? request.Header : undefined, COMMON.invalidDataFormat);
    }
    const header = request.Header;
    const methodId = header.MethodId;
    const methods = methodsOf(app);
    if ((typeof methodId === "string" || typeof methodId === "number") && !(String(methodId) in methods)) {
      return bareError(header, COMMON.invalidMethodId);
    }
    if (typeof methodId !== "string") return bareError(header, COMMON.invalidDataFormat);
    const ctx = this.contexts[app];
    const check = validateMethodMessage(app, methodId, request, "request");
    if (!check) return bareError(header, COMMON.invalidMethodId); // the contract has no schema for it
    if (!check.ok) return invalidDataReply(app, methodId, header, request, check.errors, ctx.templates);
    const valid = request as unknown as ValidRequest;
    const scripted = scriptedReply(app, methodId, valid, ctx); // certification magic values (scenarios.ts)
    if (scripted) return scripted;
    if (app === "mobile") return scriptedAfter(methodId, valid, mobileDoTransaction(valid, ctx));
    const handler = TERMINAL_HANDLERS[methodId];
    return handler ? scriptedAfter(methodId, valid, handler(valid, ctx)) : bareError(header, COMMON.invalidMethodId);
  }
}
