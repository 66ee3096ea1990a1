/**
 * What a server with the contract in front of it answers to each case of checks/server-cases.mjs, in
 * every framework (server.test.ts) and on every Node line (node-lines.test.ts).
 */
export const EXPECTED = {
  "order-valid": { status: 200, type: "application/json", pointers: [], handled: "ORDER-0001" },
  "order-payload-invalid": { status: 400, type: "application/problem+json", code: "INVALID_REQUEST", pointers: ["/body/request/txn_data/navigation_mode"] },
  "order-wrong-x-verify": { status: 401, type: "application/problem+json", code: "X_VERIFY_MISMATCH", pointers: ["/headers/x-verify"] },
  "customer-valid": { status: 200, type: "application/json", pointers: [] },
  "customer-invalid": { status: 400, type: "application/problem+json", code: "INVALID_REQUEST", pointers: ["/body/mobile_number"] },
  // The parameter arrives as the integer the contract types; a 404 is the optimizer's failure-status gap (not reported).
  "order-get": { status: 404, type: "application/json", pointers: [], handled: "number 42" },
  "order-get-not-a-number": { status: 400, type: "application/problem+json", code: "INVALID_REQUEST", pointers: ["/path/order_id"] },
  "unknown-path": { status: 404, type: "application/problem+json", code: "NO_SUCH_OPERATION", pointers: [] },
  "wrong-method": { status: 405, type: "application/problem+json", code: "METHOD_NOT_ALLOWED", pointers: [], allow: "POST" },
};

/** The answers as the checks report them (absent fields dropped by JSON). */
export type Answers = Record<string, Record<string, unknown>>;
