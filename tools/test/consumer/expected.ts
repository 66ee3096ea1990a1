/**
 * What each third-party tool of the consumer suite decides on each case of checks/cases.mjs, as data:
 * the toolkit's verdict, except where the tool cannot express a rule (LIMITS). The README's table
 * (tools/test/consumer/README.md) says the same in words; interop.test.ts checks the tools against this
 * and the README against it.
 */
export type Verdict = "accept" | "refuse";

/** The toolkit's verdict on every case (the package's validation API): what the contract says. */
export const TOOLKIT: Readonly<Record<string, Verdict>> = {
  "customer-valid": "accept",
  "customer-missing-field": "refuse",
  "customer-undeclared-property": "refuse",
  "customer-too-long": "refuse",
  "order-no-x-verify": "refuse",
  "order-valid": "accept",
  "order-not-base64": "refuse",
  "order-payload-invalid": "refuse",
  "payment-upi-valid": "accept",
  "payment-upi-without-vpa": "refuse",
  "payment-emi-with-undeclared-data": "accept",
};

/** Rules of the contract a tool may be unable to express, with the words the README's table uses. */
export const LIMITS = {
  base64: "Base64 of the create-order request",
  payload: "the document inside the Base64 request",
  ifThen: "if/then rules",
  sealed: "undeclared properties",
  maxLength: "maxLength",
  headers: "required headers",
  emiOpen: "the EMI modes' open body",
} as const;
export type Limit = keyof typeof LIMITS;

export const TOOLS = ["express-openapi-validator", "openapi-backend", "fastify-ajv2020", "zod-hey-api", "openapi-fetch", "browser-bundle"] as const;
export type Tool = (typeof TOOLS)[number];

/** Where a tool decides otherwise than the toolkit, and which rule it cannot express there. */
export const DIFFERENCES: Readonly<Record<Tool, Readonly<Record<string, { verdict: Verdict; limit: Limit }>>>> = {
  "express-openapi-validator": {
    "order-not-base64": { verdict: "accept", limit: "base64" },
    "order-payload-invalid": { verdict: "accept", limit: "payload" },
  },
  // On openapi-3.0.json: Base64 is format byte there, the conditional rules are left out.
  "openapi-backend": {
    "order-payload-invalid": { verdict: "accept", limit: "payload" },
    "payment-upi-without-vpa": { verdict: "accept", limit: "ifThen" },
  },
  // Bodies only: the JSON Schemas hold no headers; content* is an annotation in 2020-12.
  "fastify-ajv2020": {
    "order-no-x-verify": { verdict: "accept", limit: "headers" },
    "order-not-base64": { verdict: "accept", limit: "base64" },
    "order-payload-invalid": { verdict: "accept", limit: "payload" },
  },
  "zod-hey-api": {
    "customer-undeclared-property": { verdict: "accept", limit: "sealed" },
    "order-not-base64": { verdict: "accept", limit: "base64" },
    "order-payload-invalid": { verdict: "accept", limit: "payload" },
    "payment-upi-without-vpa": { verdict: "accept", limit: "ifThen" },
  },
  // Compile-time: the types of openapi-typescript through openapi-fetch's typed client.
  "openapi-fetch": {
    "customer-undeclared-property": { verdict: "accept", limit: "sealed" },
    "customer-too-long": { verdict: "accept", limit: "maxLength" },
    "order-not-base64": { verdict: "accept", limit: "base64" },
    "order-payload-invalid": { verdict: "accept", limit: "payload" },
    "payment-upi-without-vpa": { verdict: "accept", limit: "ifThen" },
    "payment-emi-with-undeclared-data": { verdict: "refuse", limit: "emiOpen" },
  },
  "browser-bundle": {},
};

/** The verdict a tool is expected to give on a case. */
export const expectedVerdict = (tool: Tool, id: string): Verdict => DIFFERENCES[tool][id]?.verdict ?? TOOLKIT[id]!;
