/**
 * Conformance checks as registered modules (Schemathesis's CHECKS is the model): each check names
 * the rules it reports and runs on one side of one exchange with the values in hand. The registries
 * (checks/http/index.ts, checks/terminal/index.ts) list them in the order they run; the engine's own
 * findings are mapped by conform/http/rule-map.ts and terminal/checks.ts, the sequence rules live in
 * sequence/. A test checks that every rule of the registry has exactly one owner.
 */
import type { App } from "../../contract/terminal.ts";
import type { Documented } from "../../contract/documented.ts";
import type { HttpExchange } from "../../recording/http-exchange.ts";
import type { Signer } from "../../signing/x-verify.ts";
import type { XVerifyVerdict } from "../../recording/carried.ts";
import type { EncodedContent } from "../../contract/manifest.ts";
import type { HttpOperation } from "../../contract/operations.ts";
import type { LeakScanner } from "../leak.ts";
import type { Violation } from "../model.ts";
import type { RuleId } from "../rules.ts";

type Obj = Record<string, unknown>;

export interface Check<Context> {
  /** The rules this check reports (and no other check does). */
  readonly rules: readonly RuleId[];
  readonly run: (ctx: Context, out: Violation[]) => void;
}

/** One side of a known terminal method's exchange. */
export interface TerminalContext {
  readonly app: App;
  readonly methodId: string;
  readonly methodName: string | undefined;
  readonly request: Obj;
  readonly response: Obj | undefined;
  readonly facts: Documented;
}

/** One side of an HTTP exchange matched to its operation. */
export interface HttpContext {
  /** The side being judged (a check registered on both sides tells them apart). */
  readonly side: "request" | "response";
  readonly ex: HttpExchange;
  readonly operation: HttpOperation;
  /** The encoded payloads of the request's media type. */
  readonly encoded: readonly EncodedContent[];
  /** Their documents as validation decoded them, by pointer (those that decoded; none on the response side). */
  readonly decoded?: ReadonlyMap<string, unknown> | undefined;
  readonly signer: Signer | undefined;
  readonly leaks: LeakScanner;
  /** Told when x-verify is judged by the recorder's carried verdict (the payload was redacted): the report says so. */
  readonly noteCarried?: (() => void) | undefined;
  /** The x-verify verdicts reached on this exchange (written by checks/http/x-verify.ts; recorders carry them). */
  readonly verdicts: XVerifyVerdicts;
}

/** The x-verify verdicts of one exchange, per side: over the content as judged, when a signature was checked. */
export interface XVerifyVerdicts {
  request?: XVerifyVerdict;
  response?: XVerifyVerdict;
}
