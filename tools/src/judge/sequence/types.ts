/**
 * Sequence rules: checks across the exchanges of one recording. Each rule is a small module with
 * its id; it sees every exchange in order (as an event) and keeps only small per-file state (open
 * obligations, issued tokens, order amounts).
 *
 * A rule that can only judge an exchange later (an asynchronous sale waiting for its Get Status)
 * holds that exchange's result and releases it, with or without violations, once it knows.
 */
import type { OperationId as AffordabilityOperationId } from "../../validate/affordability.ts";
import type { MethodId } from "../../contract/terminal.ts";
import type { OperationId as OptimizerOperationId } from "../../validate/optimizer.ts";
import type { HttpExchange } from "../../recording/http-exchange.ts";
import type { Violation } from "../model.ts";
import type { RuleId } from "../rules.ts";

/**
 * The operation ids of the two HTTP services, from their generated types: a rule comparing with
 * an id the spec no longer has (`operationId === "createOrder"` after a rename) does not compile.
 */
export type HttpOperationId = AffordabilityOperationId | OptimizerOperationId;

/**
 * The MethodIds of the two terminal apps, from the contract. A recorded MethodId may be any text
 * (unknown-method says so), so events carry a string; the constants the rules compare with are
 * declared `satisfies TerminalMethodId`.
 */
export type TerminalMethodId = MethodId;

export interface HttpEvent {
  kind: "http";
  index: number;
  operationId: HttpOperationId;
  exchange: HttpExchange;
  pathParams: Record<string, string>;
  /** The request's encoded payloads as the judge decoded them, by pointer in the body (create order's "/request"). */
  payloads?: ReadonlyMap<string, unknown> | undefined;
}

export interface TerminalEvent {
  kind: "terminal";
  index: number;
  app: "terminal" | "mobile";
  methodId: string;
  request: Record<string, unknown>;
  response: Record<string, unknown> | undefined;
}

export type SequenceEvent = HttpEvent | TerminalEvent;

export interface SequenceSink {
  /** Violations of the current exchange. */
  add(v: Violation): void;
  /** Keep the current exchange's result until `release` (an obligation is open). */
  hold(): void;
  /** Release a held exchange, adding these violations to it. */
  release(index: number, violations: Violation[]): void;
}

export interface SequenceState {
  observe(event: SequenceEvent, sink: SequenceSink): void;
  /** End of the recording: release whatever is still held. */
  finish(sink: SequenceSink): void;
}

/**
 * What of a JSON value a rule reads: the named properties of a plain object, each cut down in turn
 * by its own reads (`true`: the value whole); of an array, the items named by their index ("0").
 * An empty `{}` reads a value's type only (a string stays a string, its text is not read).
 */
export type Reads = { readonly [name: string]: true | Reads };

/** What a rule reads of an HTTP event beyond what every event carries (index, operation, status, times, path parameters). */
export interface HttpReads {
  readonly headers?: Reads;
  readonly query?: Reads;
  /** Of the path parameters. */
  readonly params?: Reads;
  readonly request?: Reads;
  /** Of the decoded payloads, by pointer in the request body ("/request": create order's). */
  readonly payloads?: { readonly [pointer: string]: Reads };
  readonly response?: Reads;
}

/**
 * What a rule reads of the events, declared beside the rule: `--jobs` workers send back only this
 * (conform/judged-batch.ts builds the cut from every rule's declaration), so a rule that reads one
 * more field says so here, in one place.
 */
export interface RuleReads {
  /** By operationId; "*" applies to every HTTP operation. */
  readonly http?: { readonly [operationId: string]: HttpReads };
  /** By MethodId (app and MethodId always travel). */
  readonly terminal?: { readonly [methodId: string]: { readonly request?: Reads; readonly response?: Reads } };
}

export interface SequenceRule {
  id: RuleId;
  /** What the rule reads of the events (see RuleReads). */
  reads: RuleReads;
  /** Fresh state for one recording. */
  start(): SequenceState;
}

/** Loose equality of recorded values (numbers and their text are the same value here). */
export const sameValue = (a: unknown, b: unknown): boolean =>
  a === b ||
  (a !== undefined && a !== null && b !== undefined && b !== null && typeof a !== "object" && typeof b !== "object" && String(a).trim() === String(b).trim());

/**
 * How many open items a sequence rule remembers per recording (issued tokens, orders, sales waiting
 * for their Get Status): the oldest are forgotten first. A window, not the whole recording, so that
 * memory stays flat on recordings of millions of exchanges; related exchanges sit far closer.
 */
export const WINDOW = 10_000;

/** A bounded map: the oldest keys go first once it is full (keeps per-file state small). */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super();
  }
  override set(key: K, value: V): this {
    if (!this.has(key) && this.size >= this.limit) {
      const oldest = this.keys().next();
      if (!oldest.done) this.delete(oldest.value);
    }
    return super.set(key, value);
  }
}
