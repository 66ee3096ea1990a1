/**
 * The face of the judge: the per-exchange engine every product judges traffic through (conform,
 * certify through conform, the proxy, the probe, the sandbox). Everything else under judge/ is its
 * own; the architecture test refuses an import of it from a product.
 *
 *   const judge = new Judge({ signer, basePath });
 *   await judge.ready("http");
 *   const j = judge.http(exchange, index);        // { operation, violations, event, http: { operation, params, decoded, verdicts } }
 *   const session = new Session(name, emit, judge.limits);   // the sequence rules over a stream
 *   await session.add(j, index).settled;
 */
export { Judge, shapeViolation, signedContent, type HttpMatch, type Judgement, type JudgeOptions } from "./judge.ts";
export { Session, finalize, internalFault } from "./session.ts";
export { withLevels, type ExchangeResult, type Report, type Summary, type Violation } from "./model.ts";
export { levelOf, RULES, type Level, type Rule, type RuleId, type Where } from "./rules.ts";
export type { XVerifyVerdicts } from "./checks/types.ts";
export { signsPayload } from "./checks/http/x-verify.ts";
export { SEQUENCE_RULES } from "./sequence/index.ts";
export { cutEvent, cutHttpEvent, cutTerminalEvent, httpReadsOf, mergedReads } from "./sequence/reads.ts";
export type { HttpEvent, HttpOperationId, SequenceEvent, TerminalEvent } from "./sequence/types.ts";
export type { MessageValidator } from "./terminal/validator.ts";
export { loadHttpValidators, type HttpValidators } from "./validators.ts";
