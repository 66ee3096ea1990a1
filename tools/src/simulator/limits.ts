/**
 * Input limits of the simulator, so that no request can stop it or grow it without bound:
 *
 * | Limit                     | Value       | Beyond it                                                    |
 * |---------------------------|-------------|--------------------------------------------------------------|
 * | nesting depth of a request | 32 levels  | 7 Invalid data-format, no Header echoed (it may be the deep part) |
 * | HTTP body / stdio line    | 1 MiB       | HTTP 413 / an `{"error"}` line                               |
 *
 * The deepest documented request is four levels (request, Detail, an array, its items); 32 leaves
 * room for extensions while keeping every later step (validation, echo, JSON.stringify, recording)
 * far from the stack limit, which a 5,000-level request reached.
 */

export const MAX_DEPTH = 32;

/** Largest request body (HTTP) or input line (stdio) the simulator reads, in bytes. */
export const MAX_REQUEST_BYTES = 1024 * 1024;
