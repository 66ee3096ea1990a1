import { describe, expect, it } from "vitest";
import { sandboxOptionsFromEnv } from "../../src/sandbox/env.ts";

describe("sandboxOptionsFromEnv", () => {
  const table: Array<{ given: Record<string, string>; want: object }> = [
    { given: {}, want: { affordability: {}, optimizer: {} } },
    { given: { SANDBOX_CAP: "50", SANDBOX_TOKEN_TTL_SECONDS: "60" }, want: { affordability: { cap: 50, tokenTtlSeconds: 60 }, optimizer: { cap: 50 } } },
    { given: { SANDBOX_CLIENTS: "a:x, b:y:z" }, want: { affordability: { clients: { a: "x", b: "y:z" } }, optimizer: {} } },
    {
      given: { SANDBOX_BASIC: "u:p", SANDBOX_MERCHANT: "1234:CODE", SANDBOX_SECRET_HEX: "abcd" },
      want: { affordability: {}, optimizer: { basic: "u:p", merchant: { id: 1234, accessCode: "CODE" }, secretHex: "abcd" } },
    },
    {
      given: { SANDBOX_REQUEST_TIMEOUT_MS: "2000", SANDBOX_ORDER_TOKEN_TTL_SECONDS: "30" },
      want: { requestTimeoutMs: 2000, affordability: {}, optimizer: { orderTokenTtlSeconds: 30 } },
    },
  ];
  it.each(table)("$given", ({ given, want }) => expect(sandboxOptionsFromEnv(given)).toEqual(want));

  const bad: Array<{ given: Record<string, string>; message: RegExp }> = [
    { given: { SANDBOX_CAP: "0" }, message: /SANDBOX_CAP="0" is not a positive integer/ },
    { given: { SANDBOX_TOKEN_TTL_SECONDS: "1.5" }, message: /SANDBOX_TOKEN_TTL_SECONDS="1.5"/ },
    { given: { SANDBOX_CLIENTS: "nocolon" }, message: /SANDBOX_CLIENTS must look like id:secret/ },
    { given: { SANDBOX_BASIC: "user" }, message: /SANDBOX_BASIC must look like user:password/ },
    { given: { SANDBOX_MERCHANT: "abc:code" }, message: /SANDBOX_MERCHANT must look like/ },
  ];
  it.each(bad)("refuses $given", ({ given, message }) => expect(() => sandboxOptionsFromEnv(given)).toThrow(message));
});
