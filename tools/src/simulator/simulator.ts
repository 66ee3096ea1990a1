/**
 * The terminal simulator: one simulated device per app (smart terminal, mobile acceptance), each
 * with its own transaction book. `handle(app, input)` takes one request (JSON text or a parsed
 * value) and returns the one reply, as the service would:
 *
 * 1. not JSON, or not a JSON object, or no Header object          → 7 Invalid data-format
 *    (also a request nested deeper than MAX_DEPTH, 32 levels: its Header is not echoed)
 * 2. Header.MethodId is not a method of the app                   → 3 Invalid Method Id
 * 3. the request breaks the method's request schema               → 7 Invalid data-format
 * 4. otherwise the method's handler answers (terminal.ts, mobile.ts).
 *
 * The Header is always echoed as the request gave it.
 *
 * Every answered exchange is handed to `onExchange` (the `--record` option writes it to a JSON Lines
 * file, recorder.ts): the request as parsed (the text when it is not JSON or too deep to keep) and the reply.
 */
import { methodInfo, type App } from "../contract/index.ts";
import { COMMON, methodCodes } from "./codes.ts";
import { replyFrom, type DeviceState, type HandlerContext, type ValidRequest } from "./context.ts";
import { bareError, invalidDataReply } from "./errors.ts";
import { Ledger, type LedgerOptions } from "./ledger.ts";
import { mobileDoTransaction } from "./mobile.ts";
import { nestsDeeperThan } from "../limits.ts";
import { MAX_DEPTH } from "./limits.ts";
import { isObject } from "../json.ts";
import type { Json } from "./protocol.ts";
import { ReplyTemplates } from "./templates.ts";
import { scriptedAfter, scriptedReply } from "./scenarios.ts";
import { TERMINAL_HANDLERS } from "./terminal.ts";
import { validateMethodMessage } from "./validation.ts";

export interface SimulatorOptions {
  /** Clock of the simulated devices (default: the system clock). */
  now?: () => Date;
  /** Reply templates (default: the contract's example replies). */
  templates?: ReplyTemplates;
  /** Starting numbers and limits of the transaction books (clock: `now`). */
  ledger?: LedgerOptions;
  /** Called with every exchange once it is answered (e.g. to record it). */
  onExchange?: (app: App, request: unknown, reply: Json) => void;
}

/** What is recorded for a request too deep to keep (its structure would defeat every later reader). */
export const TOO_DEEP_REQUEST = `(a request nested deeper than ${MAX_DEPTH} levels; not recorded)`;

type Handler = (req: ValidRequest, ctx: HandlerContext) => Json;

/** The method handlers of each app, by MethodId. */
const HANDLERS: Readonly<Record<App, Readonly<Record<string, Handler>>>> = {
  terminal: TERMINAL_HANDLERS,
  mobile: { "1001": mobileDoTransaction },
};

/** The MethodIds with a handler of their own (the others answer their example: `exampleReply`). */
export function implementedMethods(app: App): string[] {
  return Object.keys(HANDLERS[app]);
}

/**
 * The handler of a method of the contract without behaviour of its own: its example reply (the
 * contract's) with the Header echoed and the success code of its own table. A MethodId added to
 * spec/ is answered this way until it needs more.
 */
function exampleReply(app: App, methodId: string): Handler {
  return (req, ctx) => {
    const template = ctx.templates.pick(app, methodId, 0);
    const code = isObject(template.Response) ? template.Response.ResponseCode : undefined;
    const message = methodCodes(app, methodId).get(String(code ?? 0)) ?? "Success";
    return replyFrom(template, req.Header, {
      code: (code ?? 0) as string | number,
      message: isObject(template.Response) && typeof template.Response.ResponseMsg === "string" ? template.Response.ResponseMsg : message,
    });
  };
}

export class Simulator {
  private readonly contexts: Record<App, HandlerContext>;
  private readonly onExchange: SimulatorOptions["onExchange"];

  constructor(options: SimulatorOptions = {}) {
    const templates = options.templates ?? ReplyTemplates.load();
    const now = options.now ?? (() => new Date());
    const context = (app: App): HandlerContext => {
      const device: DeviceState = { uploadLogId: 0 };
      return { app, ledger: new Ledger({ now: () => now().getTime(), ...options.ledger }), templates, now, device };
    };
    this.contexts = { terminal: context("terminal"), mobile: context("mobile") };
    this.onExchange = options.onExchange;
  }

  /**
   * Forget every transaction and the connected Bluetooth base of both apps (the mock launcher's
   * admin reset). The counters go on (BatchNo, Roc, invoice, approval code), so that a Get Status in
   * one recording can only ever match the sale it follows.
   */
  reset(): void {
    for (const ctx of Object.values(this.contexts)) {
      ctx.ledger.clear();
      delete ctx.device.connectedBase;
    }
  }

  /** The transaction book of an app (read it in tests; the simulator owns it). */
  ledger(app: App): Ledger {
    return this.contexts[app].ledger;
  }

  /** Answer one request. `input` is the request JSON text, or an already parsed value. */
  handle(app: App, input: string | unknown): Json {
    let request: unknown = input;
    let parsed = true;
    if (typeof input === "string") {
      try {
        request = JSON.parse(input);
      } catch {
        parsed = false;
      }
    }
    const deep = parsed && nestsDeeperThan(request, MAX_DEPTH);
    const reply = !parsed || deep ? bareError(undefined, COMMON.invalidDataFormat) : this.answer(app, request);
    const recorded = deep ? TOO_DEEP_REQUEST : parsed ? request : input;
    this.onExchange?.(app, recorded, reply);
    return reply;
  }

  /** The reply to a parsed request that is not too deep. */
  private answer(app: App, request: unknown): Json {
    if (!isObject(request) || !isObject(request.Header)) {
      return bareError(isObject(request) ? request.Header : undefined, COMMON.invalidDataFormat);
    }
    const header = request.Header;
    const methodId = header.MethodId;
    // methodInfo looks the MethodId up in a Map: "constructor" or "__proto__" is an unknown method, not an inherited member.
    if ((typeof methodId === "string" || typeof methodId === "number") && !methodInfo(app, String(methodId))) {
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
    const handlers = HANDLERS[app];
    const handler = Object.hasOwn(handlers, methodId) ? handlers[methodId]! : exampleReply(app, methodId);
    return scriptedAfter(methodId, valid, handler(valid, ctx));
  }
}
