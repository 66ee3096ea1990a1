/**
 * The result of one typed call, as openapi-fetch returns it: `data` for a 2XX answer (the
 * documented success body), `error` otherwise (typed as the documented error bodies; at run time an
 * undocumented status carries whatever the server sent, parsed as JSON when it is JSON), and the raw `response` either way.
 */

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206 | "2XX";

type Responses<Op> = Op extends { responses: infer R } ? R : never;

type JsonBody<R> = R extends { content: { "application/json": infer B } } ? B : R extends { content?: never } ? undefined : unknown;

type SuccessBody<Op> = JsonBody<Responses<Op>[Extract<keyof Responses<Op>, SuccessStatus>]>;

type ErrorKeys<Op> = Exclude<keyof Responses<Op>, SuccessStatus>;

/** Documented error bodies; `unknown` when the operation documents none (the server may still fail). */
type ErrorBody<Op> = [ErrorKeys<Op>] extends [never] ? unknown : JsonBody<Responses<Op>[ErrorKeys<Op>]>;

/**
 * `gap`: on an error result whose status the contract leaves open (the optimizer's failure statuses
 * are not shown), the id of that gap in GAPS.md (G-…); in development mode such a status is an error
 * result, not a ContractViolationError.
 */
export type OperationResult<Op> =
  | { data: SuccessBody<Op>; error?: never; gap?: never; response: Response }
  | { data?: never; error: ErrorBody<Op>; gap?: string; response: Response };

/** The JSON request body of an operation. */
export type RequestBody<Op> = Op extends { requestBody: { content: { "application/json": infer B } } }
  ? B
  : Op extends { requestBody?: { content: { "application/json": infer B } } }
    ? B
    : never;
