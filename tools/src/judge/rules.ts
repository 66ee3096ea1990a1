/**
 * The registry of conformance rules. A rule is data: a kebab-case id, its level, where it applies
 * (request, response or sequence: a violation's `where` is one of them, which the rule registry's
 * test checks over the conformance cases) and a one-line purpose (the README's rules table is
 * checked against it). Checks name rules by id only.
 *
 * Level: an `error` finding makes its exchange fail (exit 1); a `warning` finding is reported but
 * the exchange still passes. Warnings are for what the documents describe without requiring it
 * (the fields a mobile TransactionType uses, the documented response codes of an open code set).
 */

export type Where = "request" | "response" | "sequence";
export type Level = "error" | "warning";

export interface Rule {
  readonly id: string;
  readonly level: Level;
  readonly where: readonly Where[];
  readonly purpose: string;
}

const rule = <const I extends string, const W extends readonly Where[]>(id: I, where: W, purpose: string, level: Level = "error") =>
  ({ id, level, where, purpose }) as const;

export const RULES = [
  // Input
  rule(
    "malformed-entry",
    ["request", "response"],
    "The recorded exchange cannot be read: a body or line that is not JSON, undecodable content, a missing request or response.",
  ),

  // HTTP requests
  rule("unknown-operation", ["request"], "No operation of the contracts has this method and path template (after the base path)."),
  rule("credentials-missing", ["request"], "The operation asks for Bearer or Basic credentials and the request carries no Authorization header."),
  rule("credentials-invalid", ["request"], "The Authorization header does not carry the scheme the operation asks for (Bearer or Basic)."),
  rule("request-header-missing", ["request"], "A header that the operation requires is absent."),
  rule("request-header-invalid", ["request"], "A header value does not match its schema (format, enumeration)."),
  rule("request-parameter-missing", ["request"], "A required query or path parameter is absent."),
  rule("request-parameter-invalid", ["request"], "A query or path parameter does not match its schema."),
  rule("content-type", ["request", "response"], "The body's content type is not one the operation documents for it."),
  rule("request-body-missing", ["request"], "The operation requires a body and the request has none."),
  rule("request-schema", ["request"], "The request body (or the decoded document inside an encoded property) does not match its schema."),
  rule("base64-payload", ["request"], "An encoded body property (create order's `request`) is not valid Base64 or does not decode to JSON."),
  rule(
    "x-verify-mismatch",
    ["request", "response"],
    "The x-verify header is not the signature under the given secret (--secret): of create order's Base64 payload (request), or of the Base64 of the refund answer's body (response).",
  ),
  rule(
    "x-verify-unverifiable",
    ["request", "response"],
    "Warning: redaction altered what x-verify signs (a credential inside create order's payload, a card number in a refund answer) and the recording carries no record-time verdict (_contract), so x-verify cannot be verified (--secret).",
    "warning",
  ),

  // HTTP responses
  rule("undocumented-status", ["response"], "The response status is not documented for the operation."),
  rule("response-schema", ["response"], "The response body does not match the schema of its status."),
  rule("response-header-missing", ["response"], "A response header that the contract requires is absent."),
  rule(
    "server-error",
    ["response"],
    "The service answered 5xx (a server error) to a request the contract accepts, whatever statuses the document lists or leaves open.",
  ),

  // Terminal messages (JSON Lines)
  rule(
    "envelope",
    ["request", "response"],
    "The message is not an object with a Header (ApplicationId, MethodId, VersionNo), or the reply lacks its Response object.",
  ),
  rule(
    "unknown-method",
    ["request", "response"],
    "The Header.MethodId is not a method of that app (terminal or mobile): a request's, or a reply's that does not echo a known method.",
  ),
  rule("message-schema", ["request", "response"], "The method's Detail (request) or Detail/Response (reply) does not match its schema."),
  rule(
    "transaction-fields",
    ["request"],
    "The TransactionType is not one of the app's, or the Detail lacks a field the type requires (Get Status: BankCode, BatchNo, Roc) or carries one the Detail table does not have.",
  ),
  rule(
    "transaction-fields-used",
    ["request"],
    'Warning: a mobile DoTransaction Detail carries a field its TransactionType does not use, or leaves out one it uses (x-fields-used, the "Requests by operation" table).',
    "warning",
  ),
  rule(
    "response-code-undocumented",
    ["response"],
    "Warning: the reply's ResponseCode is not one the document lists for the method (the code sets are open: further codes are not shown).",
    "warning",
  ),
  rule(
    "response-code-message",
    ["response"],
    "The reply's ResponseMsg is the documented text of another code than its ResponseCode (code 7 with TRANSACTION INITIATED CHECK GET STATUS, the text of 100); compared trimmed and case-insensitive with the method's code table.",
  ),
  rule("header-echo", ["response"], "The reply's Header does not echo the request's Header."),

  // Sequences in one recording
  rule(
    "seq-status-followup",
    ["sequence"],
    "An asynchronous sale answered 100 is followed by a Get Status with the same BillingRefNo, BatchNo, Roc, PaymentAmount and BankCode.",
  ),
  rule("seq-approved-fields", ["sequence"], "An approved Get Status reply fills ApprovalCode and RetrievalReferenceNumber."),
  rule("seq-token-origin", ["sequence"], "The token used by process payment came from an earlier create-order response (and is used once)."),
  rule("seq-refund-exceeds-order", ["sequence"], "A refund (alone or with the earlier refunds of the same order) never exceeds the order amount."),
  rule("seq-token-expired", ["sequence"], "A bearer token is not used after its expires_in (from the Generate Token response)."),

  // Replay against a live build (--target)
  rule("replay-transport", ["response"], "The live target could not be reached, timed out, or answered something that is not a response."),
  rule("replay-diff", ["response"], "The live response differs from the recorded one on a field the contract does not mark volatile."),

  // Safety
  rule("card-number-leak", ["response"], "A response carries a full (Luhn-valid) card number where the contract expects a masked one."),

  // `contracts probe` (tools/src/probe): how a live build answered the generated requests; its reports use this registry too.
  rule("probe-server-error", ["response"], "The build answered 5xx to a generated request (valid, broken or unauthenticated)."),
  rule("probe-no-answer", ["response"], "The build did not answer a generated request (connection refused or closed, timeout, a stdio target that crashed)."),
  rule("probe-valid-refused", ["response"], "The build refused a generated request the contract accepts."),
  rule("probe-invalid-accepted", ["response"], "The build accepted a generated request with exactly one constraint of the contract broken."),
  rule(
    "probe-auth-ignored",
    ["response"],
    "The build accepted a request without its credential, with a bearer token it did not issue, or with a wrong x-verify.",
  ),
  rule(
    "probe-sequence-accepted",
    ["sequence"],
    "The build accepted a step the documented flow forbids (a token used twice, a refund over what is left, a deleted card).",
  ),
] as const satisfies readonly Rule[];

export type RuleId = (typeof RULES)[number]["id"];

const BY_ID = new Map<string, Rule>(RULES.map((r) => [r.id, r]));

/** The level of a rule (an unknown id counts as an error). */
export function levelOf(id: string): Level {
  return BY_ID.get(id)?.level ?? "error";
}
