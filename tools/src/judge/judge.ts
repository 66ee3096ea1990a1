/**
 * The per-exchange judge: one exchange in (HTTP or terminal), its verdict out. Every product that
 * judges traffic goes through this door: conform (recordings, replay), the proxy (live traffic), the
 * probe (the sequences it sends), certify (through conform) and the sandbox (its request verdict).
 *
 * For an HTTP exchange: its bodies within the limits, its operation (the contract's router), the
 * request checked (credentials, headers, parameters, content type, body schema, the encoded payload,
 * x-verify), then the response (documented status under the gap policy, content type, body schema,
 * headers, x-verify of the answer, card numbers, a server error to an accepted request). What it
 * gives: the operation and its path parameters, the payloads decoded once, the findings, the x-verify
 * verdicts (what a recorder carries when redaction alters signed content) and the event the sequence
 * rules read. For a terminal exchange: the checks of both messages and the event.
 */
import { httpOperations, type HttpOperation } from "../contract/operations.ts";
import { type Routed, Router } from "../contract/router.ts";
import type { HttpServiceId } from "../contract/services.ts";
import { checkShape, fitsByLength, LIMITS, type Limits } from "../limits.ts";
import type { SignedContent } from "../recording/carried.ts";
import type { HttpExchange, Problem } from "../recording/http-exchange.ts";
import type { TerminalExchange } from "../recording/terminal-exchange.ts";
import type { Signer } from "../signing/x-verify.ts";
import type { ValidationError } from "../validate/errors.ts";
import { loadLeaks } from "./annotations.ts";
import type { XVerifyVerdicts } from "./checks/types.ts";
import { violation } from "./checks/violation.ts";
import { checkRequest, checkResponse, checkSignatures, type HttpCheckOptions } from "./http/checks.ts";
import type { LeakScanner } from "./leak.ts";
import type { Violation } from "./model.ts";
import { levelOf } from "./rules.ts";
import type { HttpOperationId, SequenceEvent } from "./sequence/types.ts";
import { checkTerminal, type TerminalCheckOptions } from "./terminal/checks.ts";
import { loadMessageValidator, type MessageValidator } from "./terminal/validator.ts";
import { loadHttpValidators, type HttpValidators } from "./validators.ts";

export interface JudgeOptions {
  /** The merchant secret's signer: x-verify is judged only with it. */
  signer?: Signer | undefined;
  /** What comes before the contract's paths (undefined: inferred from each path; see contract/router.ts). */
  basePath?: string | undefined;
  /** Route only to this service's operations (a sandbox or a server of one service). */
  service?: HttpServiceId | undefined;
  /** The limits of tools/src/limits.ts (tests lower them). */
  limits?: Partial<Limits> | undefined;
  /** Told when x-verify is judged by the verdict a recorder carried (the report counts them). */
  noteCarried?: (() => void) | undefined;
  /** Preloaded validators and scanners (tests); the contract's otherwise. */
  validators?: HttpValidators | undefined;
  messages?: MessageValidator | undefined;
  leaks?: LeakScanner | undefined;
}

/** An HTTP exchange matched to its operation, with its request judged. */
export interface HttpMatch {
  readonly exchange: HttpExchange;
  readonly operation: HttpOperation;
  /** Path parameters by name, percent-decoded. */
  readonly params: Record<string, string>;
  /** The recorded request body (or response) could not be read: that side is not judged. */
  readonly requestProblem: boolean;
  readonly responseProblem: boolean;
  /** The encoded payloads of the request, decoded once, by pointer in the body (those that decoded). */
  readonly decoded: ReadonlyMap<string, unknown>;
  /** The validation engine's errors of the request (what a problem body lists). */
  readonly errors: readonly ValidationError[];
  /** Whether the request has no error-level finding (the contract accepts it). */
  readonly accepted: boolean;
  /** The x-verify verdicts reached so far (the request's; the response's once it is judged). */
  readonly verdicts: XVerifyVerdicts;
}

/** What judging one exchange gives. */
export interface Judgement {
  /** The name results carry: an operationId, `<app>.<Method>` (terminal), or "unknown". */
  readonly operation: string;
  readonly violations: Violation[];
  /** What the sequence rules read of it (absent for an exchange they cannot use). */
  readonly event?: SequenceEvent | undefined;
  /** HTTP: the matched exchange (operation, parameters, decoded payloads, verdicts). */
  readonly http?: HttpMatch | undefined;
}

const UNKNOWN = "unknown";

/**
 * A "too deep" / "too large" finding for a value beyond a limit (tools/src/limits.ts), or undefined.
 * `measured`: the length of the text a value was parsed from (and how deep it nests, when the
 * reader counted it), when at hand: a text short or shallow enough cannot break a limit.
 */
export function shapeViolation(
  value: unknown,
  limits: Limits,
  where: "request" | "response",
  pointer: string,
  what: string,
  measured?: { chars: number; depth?: number } | undefined,
): Violation | undefined {
  if (measured !== undefined && fitsByLength(measured.chars, limits, measured.depth)) return undefined;
  const problem = checkShape(value, limits, what);
  if (!problem) return undefined;
  const expected =
    problem.limit === "depth"
      ? `nesting of at most ${limits.depth} levels`
      : problem.limit === "properties"
        ? `at most ${limits.properties} properties per object`
        : `at most ${limits.values} values`;
  return { rule: "malformed-entry", where, pointer, expected, actual: problem.limit === "depth" ? "deeper" : "more", message: problem.message };
}

/** The length of the text a value was parsed from, when at hand. */
const textSize = (text: string | undefined): { chars: number } | undefined => (text === undefined ? undefined : { chars: text.length });

const isError = (v: Violation): boolean => (v.level ?? levelOf(v.rule)) === "error";

export class Judge {
  readonly limits: Limits;
  private readonly router: Router<HttpOperation>;
  private validators: HttpValidators | undefined;
  private messages: MessageValidator | undefined;
  private readonly httpChecks: HttpCheckOptions;
  private terminalChecks: TerminalCheckOptions | undefined;

  constructor(options: JudgeOptions = {}) {
    this.limits = { ...LIMITS, ...options.limits };
    this.router = new Router<HttpOperation>(httpOperations(options.service), options.basePath);
    this.validators = options.validators;
    this.messages = options.messages;
    this.httpChecks = { signer: options.signer, leaks: options.leaks ?? loadLeaks(), noteCarried: options.noteCarried };
  }

  /** Load what judging this kind of exchange needs (the validators are imported on first use). */
  async ready(kind: "http" | "terminal"): Promise<void> {
    if (kind === "http") this.validators ??= await loadHttpValidators();
    else {
      this.messages ??= await loadMessageValidator();
      this.terminalChecks ??= { messages: this.messages, leaks: this.httpChecks.leaks };
    }
  }

  /** Whether `ready(kind)` has run (a synchronous caller checks before judging). */
  isReady(kind: "http" | "terminal"): boolean {
    return kind === "http" ? this.validators !== undefined : this.terminalChecks !== undefined;
  }

  /**
   * An HTTP exchange matched to its operation and its request judged (findings added to `out`), or
   * undefined when its bodies are beyond the limits or no operation matches (the finding added).
   * `problems`: what the reader could not read of it (malformed-entry findings; a side it names is not judged).
   * `routed`: the operation, when the caller routed the request already (a server routes before it reads the body).
   */
  request(exchange: HttpExchange, out: Violation[], problems: readonly Problem[] = [], routed?: Routed<HttpOperation>): HttpMatch | undefined {
    const validators = this.validators;
    if (!validators) throw new Error('the judge\'s HTTP validators are not loaded: call ready("http") first');
    const beyond =
      shapeViolation(exchange.request.body, this.limits, "request", "/request/body", "the request body", textSize(exchange.request.text)) ??
      shapeViolation(exchange.response?.body, this.limits, "response", "/response/body", "the response body", textSize(exchange.response?.text));
    if (beyond) {
      out.push(beyond);
      return undefined;
    }
    const found = routed ?? this.router.route(exchange.method, exchange.path);
    if (!found.operation) {
      out.push(unknownOperation(exchange, found.allowed, found.nearMiss));
      return undefined;
    }
    let requestProblem = false;
    let responseProblem = false;
    for (const p of problems) {
      if (p.where === "response") responseProblem = true;
      else if (p.pointer === "/request/body") requestProblem = true;
    }
    const { operation, params } = found;
    const verdicts: XVerifyVerdicts = {};
    const from = out.length;
    const checked = requestProblem ? undefined : checkRequest(exchange, operation, validators[operation.service], params, this.httpChecks, verdicts, out);
    const accepted = !requestProblem && !out.slice(from).some((v) => v.where === "request" && isError(v));
    return {
      exchange,
      operation,
      params,
      requestProblem,
      responseProblem,
      decoded: checked?.decoded ?? new Map(),
      errors: checked?.errors ?? [],
      accepted,
      verdicts,
    };
  }

  /**
   * The response of a matched exchange judged: `answered` is the recorded exchange, or a live one
   * (replay). A 5xx to a request the contract accepts is a server error whatever the document lists.
   */
  response(m: HttpMatch, answered: HttpExchange, out: Violation[]): void {
    checkResponse(answered, m.operation, this.validators![m.operation.service], this.httpChecks, m.verdicts, out);
    if (answered.status >= 500 && m.accepted) {
      out.push(
        violation("server-error", {
          pointer: "/response/status",
          expected: "an answer other than 5xx to a request the contract accepts",
          actual: String(answered.status),
          message: `the service answered ${answered.status} to a request the contract accepts (${m.operation.operationId})`,
        }),
      );
    }
  }

  /** The event the sequence rules see of a judged HTTP exchange (`answered`: the exchange as answered). */
  httpEvent(m: HttpMatch, answered: HttpExchange, index: number): SequenceEvent {
    // The manifests and the types the union comes from are generated from the same spec (the
    // golden test keeps them in step), so a matched operation's id is one of the union.
    return { kind: "http", index, operationId: m.operation.operationId as HttpOperationId, exchange: answered, pathParams: m.params, payloads: m.decoded };
  }

  /** A whole HTTP exchange as recorded: request, then response (unless the reader could not read it), then its event. */
  http(exchange: HttpExchange, index: number, problems: readonly Problem[] = [], out: Violation[] = []): Judgement {
    for (const p of problems) out.push({ rule: "malformed-entry", ...p });
    const m = this.request(exchange, out, problems);
    if (!m) return { operation: UNKNOWN, violations: out };
    if (!m.responseProblem) this.response(m, exchange, out);
    return { operation: m.operation.operationId, violations: out, http: m, event: this.httpEvent(m, exchange, index) };
  }

  /**
   * What an exchange's x-verify signs and the verdicts over it, judging nothing else (routing and
   * the signatures only): what `contracts redact` carries. Undefined when it signs nothing.
   */
  signatures(exchange: HttpExchange): SignedContent | undefined {
    const routed = this.router.route(exchange.method, exchange.path);
    if (!routed.operation) return undefined;
    const verdicts: XVerifyVerdicts = {};
    checkSignatures(exchange, routed.operation, this.httpChecks, verdicts);
    return signedContent(routed.operation, verdicts);
  }

  /**
   * A terminal exchange: the request and the reply checked against the contract. `rawText`: the
   * recorded line, when at hand (a cheap pre-check of the card-number scan).
   */
  terminal(ex: TerminalExchange, index: number, out: Violation[] = [], rawText?: string): Judgement {
    const checks = this.terminalChecks;
    if (!checks) throw new Error('the judge\'s message validators are not loaded: call ready("terminal") first');
    const operation = checkTerminal(ex, checks, out, rawText);
    if (ex.methodId === undefined) return { operation, violations: out };
    return {
      operation,
      violations: out,
      event: { kind: "terminal", index, app: ex.app, methodId: ex.methodId, request: ex.request, response: ex.response },
    };
  }
}

function unknownOperation(exchange: HttpExchange, allowed: readonly string[], nearMiss: string | undefined): Violation {
  return {
    rule: "unknown-operation",
    where: "request",
    pointer: "/request/url",
    expected: allowed.length
      ? `method ${allowed.join(" or ")} for this path`
      : nearMiss
        ? JSON.stringify(nearMiss)
        : "a path of the contracts (after the base path)",
    actual: JSON.stringify(`${exchange.method} ${exchange.path}`).slice(0, 60),
    message: allowed.length
      ? `${exchange.method} is not documented for this path`
      : nearMiss
        ? `no operation matches this path; the contract spells it ${nearMiss} (paths are case-sensitive)`
        : "no operation of the contracts matches this method and path",
  };
}

/**
 * What an operation's x-verify signs (its encoded payloads, and the answer's body where an answer
 * declares x-verify) with the judge's verdicts: what a recorder carries where redaction alters that
 * content (recording/carried.ts). Undefined for an operation that signs nothing.
 */
export function signedContent(operation: HttpOperation, verdicts: XVerifyVerdicts): SignedContent | undefined {
  const pointers: string[] = [];
  if (operation.signed) for (const enc of operation.encoded) pointers.push(`/request/body${enc.pointer}`);
  if (Object.values(operation.op.responses).some((r) => r.headers.some((h) => h.name.toLowerCase() === "x-verify"))) pointers.push("/response/body");
  return pointers.length ? { pointers, verdicts: { ...verdicts } } : undefined;
}
