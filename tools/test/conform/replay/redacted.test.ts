// Values redaction replaced, restored for a replay (conform/replay/redacted.ts, issue 26): an accepted
// credential's pseudonym becomes the target's credential, a refused one an invalid credential; CVVs
// and masked card numbers become values of the documented shape the target accepts.
import { describe, expect, it } from "vitest";
import { credentialVariable, INVALID_CREDENTIAL, luhnFill, RedactedValues, REPLAY_CVV } from "../../../src/conform/replay/redacted.ts";
import { isCardNumber, luhn } from "../../../src/mask.ts";
import type { HttpExchange } from "../../../src/recording/http-exchange.ts";

const GOOD = "REDACTED-00000001";
const BAD = "REDACTED-00000002";

function exchange(status: number, body: unknown, authorization?: string): HttpExchange {
  return {
    method: "POST",
    url: "http://h/x",
    path: "/x",
    search: "",
    query: {},
    request: { headers: authorization ? { authorization } : {}, body, text: JSON.stringify(body), contentType: "application/json" },
    status,
    response: undefined,
    started: undefined,
    finished: undefined,
  };
}

const basic = (user: string): string => `Basic ${Buffer.from(`${user}:REDACTED`).toString("base64")}`;

describe("luhnFill", () => {
  it.each(["411111******1111", "555555******4444", "378282*****0005", "601100*********1117"])(
    "%s → a Luhn-valid card number with the same first six and last four",
    (masked) => {
      const pan = luhnFill(masked.slice(0, 6), masked.slice(-4), masked.length);
      expect([pan.length, pan.slice(0, 6), pan.slice(-4), luhn(pan), isCardNumber(pan)]).toEqual([
        masked.length,
        masked.slice(0, 6),
        masked.slice(-4),
        true,
        true,
      ]);
    },
  );
});

describe("RedactedValues", () => {
  it("sends an accepted credential's pseudonym as the target's credential, a refused one as an invalid credential", () => {
    const r = new RedactedValues({ [credentialVariable("client_secret")]: "target-secret" });
    r.learn(exchange(200, { client_id: "a", client_secret: GOOD }));
    r.learn(exchange(401, { client_id: "a", client_secret: BAD }));
    expect(r.restore({ client_secret: GOOD }, 401)).toEqual({ client_secret: "target-secret" });
    expect(r.restore({ client_secret: BAD }, 401)).toEqual({ client_secret: INVALID_CREDENTIAL });
    // A bare [REDACTED] (an older recording) follows its own exchange's status.
    expect(r.restore({ client_secret: "[REDACTED]" }, 200)).toEqual({ client_secret: "target-secret" });
    expect(r.restore({ client_secret: "[REDACTED]" }, 401)).toEqual({ client_secret: INVALID_CREDENTIAL });
  });

  it("without the target's credential, sends the accepted pseudonym itself (the sandbox's defaults accept any)", () => {
    const r = new RedactedValues({});
    r.learn(exchange(200, { request: Buffer.from(JSON.stringify({ merchant_data: { merchant_access_code: GOOD } })).toString("base64") }));
    expect(r.restore({ merchant_data: { merchant_access_code: GOOD } }, 500)).toEqual({ merchant_data: { merchant_access_code: GOOD } });
    expect(r.restore({ merchant_data: { merchant_access_code: BAD } }, 500)).toEqual({ merchant_data: { merchant_access_code: INVALID_CREDENTIAL } });
    expect(new RedactedValues({ CONTRACTS_REPLAY_INVALID_CREDENTIAL: "nope" }).restore({ password: BAD }, 401)).toEqual({ password: "nope" });
  });

  it("restores Basic credentials the same way", () => {
    const r = new RedactedValues({ CONTRACTS_REPLAY_BASIC: "user:pw" });
    r.learn(exchange(200, {}, basic(GOOD)));
    expect(r.authorization(basic(GOOD), 401)).toBe(`Basic ${Buffer.from("user:pw").toString("base64")}`);
    expect(r.authorization(basic(BAD), 401)).toBe(`Basic ${Buffer.from(`${INVALID_CREDENTIAL}:${INVALID_CREDENTIAL}`).toString("base64")}`);
    expect(r.authorization("Bearer REDACTED-00000003", 401)).toBe("Bearer REDACTED-00000003");
  });

  it("sends a CVV and a card number of the documented shape; tokens and other values as recorded", () => {
    const r = new RedactedValues({});
    const body = { card_data: { card_number: "411111******1111", cvv: "[REDACTED]", card_holder_name: "T" }, token: "REDACTED-00000004", otp: "[REDACTED]" };
    const got = r.restore(body, 200);
    expect(got.card_data.cvv).toBe(REPLAY_CVV);
    expect(luhn(got.card_data.card_number) && got.card_data.card_number.startsWith("411111") && got.card_data.card_number.endsWith("1111")).toBe(true);
    expect([got.card_data.card_holder_name, got.token, got.otp]).toEqual(["T", "REDACTED-00000004", "[REDACTED]"]);
    const plain = { a: 1, b: ["x"] };
    expect(r.restore(plain, 200)).toBe(plain);
  });
});
