/**
 * Responses whose status is undocumented but falls in a gap of the contract (the optimizer's failure
 * statuses are not shown): the gap's id, read by the client's calls into the result (`gap`).
 */
export const GAP_OF_RESPONSE = new WeakMap<Response, string>();
