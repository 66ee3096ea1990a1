// Fuzz: `redact` on hostile HAR entries and JSON Lines exchanges: it never fails (except the
// documented limit error), and no Luhn-valid 12-19 digit run and no secret under a secret-like name
// survives in the copy, whatever holds it (values, keys, numbers, URLs, bodies that are not JSON).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { redactHarEntry, redactLine, RedactLimitError } from "../../src/recording/redact.ts";
import { maskPansInText } from "../../src/mask.ts";
import { luhnWindows } from "../conform/support/leaks.ts";
import { hostileText, params, plantedJson } from "./support.ts";

const SECRET = "Zq7-SECRET-VALUE";
const secretName = fc.constantFrom("cvv", "cvc2", "cvv_number", "security_code", "csc", "X-Api-Key", "client_secret", "password", "access_token");

/** Text that may carry `name: value` / `name=value` pairs with a secret value. */
const withSecrets = fc
  .tuple(hostileText, secretName, fc.constantFrom(": ", "=", '": "', " = "), hostileText)
  .map(([a, name, sep, b]) => `${a} ${name}${sep}${SECRET} ${b}`);

/**
 * The copy as `redact` writes it: serialized, then through the output's last line of defence (the
 * report writer masks the text: a JSON escape such as "\u0000" next to kept digits can make a new
 * digit run in the text only). The masked text must still be the same JSON.
 */
function clean(value: unknown): void {
  const serialized = JSON.stringify(value) ?? "";
  const text = maskPansInText(serialized);
  expect(() => JSON.parse(text || "null")).not.toThrow();
  expect(luhnWindows(text)).toEqual([]);
  expect(text).not.toContain(SECRET);
}

function safely(fn: () => unknown): unknown {
  try {
    return fn();
  } catch (e) {
    if (e instanceof RedactLimitError) return undefined;
    throw e;
  }
}

describe("redact (fuzz)", () => {
  it("HAR entries: every field walked", () => {
    // A secret can only be known by its name: the planted secret stands under a secret-like name.
    const nameValue = fc.oneof(
      fc.record({ name: secretName, value: fc.oneof(fc.constant(SECRET), hostileText, plantedJson) }),
      fc.record({ name: hostileText, value: fc.oneof(hostileText, plantedJson) }),
    );
    const entry = fc.record({
      comment: fc.oneof(hostileText, withSecrets),
      request: fc.record({
        method: hostileText,
        url: fc.oneof(
          hostileText,
          hostileText.map((t) => `https://h.invalid/${t}?cvv=${SECRET}&q=${t}`),
        ),
        headers: fc.array(nameValue, { maxLength: 4 }),
        queryString: fc.array(nameValue, { maxLength: 3 }),
        postData: fc.record({
          mimeType: fc.constantFrom("application/json", "application/x-www-form-urlencoded", "text/plain"),
          text: fc.oneof(
            withSecrets,
            plantedJson.map((v) => JSON.stringify(v) ?? ""),
          ),
        }),
      }),
      response: fc.record({
        status: plantedJson,
        statusText: hostileText,
        content: fc.record({ text: fc.oneof(withSecrets, hostileText), mimeType: fc.constantFrom("application/json", "text/plain") }),
        redirectURL: hostileText,
      }),
      cache: plantedJson,
      _custom: plantedJson,
    });
    fc.assert(
      fc.property(entry, (e) => {
        clean(safely(() => redactHarEntry(e)));
      }),
      params(1500),
    );
  });

  it("JSON Lines exchanges, messages as objects or as text", () => {
    const message = fc.oneof(
      plantedJson,
      withSecrets,
      plantedJson.map((v) => JSON.stringify(v) ?? ""),
    );
    fc.assert(
      fc.property(fc.record({ service: hostileText, request: message, response: message }), plantedJson, (line, extra) => {
        clean(safely(() => redactLine({ ...line, extra })));
      }),
      params(1500),
    );
  });
});
