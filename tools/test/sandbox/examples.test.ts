// Every documented example through the sandbox: with `Prefer: code=…, example="…"` it answers that
// example exactly (as Prism does); without Prefer, every example request is validated and answered
// with a documented status or a marked contract gap, and no answer breaks the contract.
import { describe, expect, it } from "vitest";
import { loadOpenApi, operations } from "../../src/contract/openapi.ts";
import { exampleCases, exampleRequest } from "../mock/support.ts";
import { sandbox, send } from "./support.ts";

const logs: string[] = [];
const running = {
  affordability: await sandbox({ service: "affordability" }, logs),
  optimizer: await sandbox({ service: "optimizer" }, logs),
};
const token = (
  await send(`${running.affordability.url}/realms/r/protocol/openid-connect/token`, {
    body: "client_id=a&client_secret=b&grant_type=client_credentials",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  })
).body.access_token as string;

/** The example's headers with a live bearer token from the sandbox in place of the placeholder. */
const live = (headers: Record<string, string>): Record<string, string> =>
  /^Bearer /.test(headers.authorization ?? "") ? { ...headers, authorization: `Bearer ${token}` } : headers;

describe.each(["affordability", "optimizer"] as const)("%s sandbox and the contract's examples", (service) => {
  const doc = loadOpenApi(service);
  const base = running[service].url;

  it.each(exampleCases(doc))('Prefer picks $operationId $status "$example"', async (c) => {
    const r = await send(base + c.url, { method: c.method, headers: live(c.headers), ...(c.body !== undefined ? { body: c.body } : {}) });
    expect(r.status).toBe(c.status);
    expect(r.body).toEqual(c.want);
  });

  const requests = operations(doc).flatMap((op) => {
    const media = Object.values(op.operation.requestBody?.content ?? {})[0];
    const names = Object.keys(media?.examples ?? {});
    return (names.length > 0 ? names : ["(no body)"]).map((name) => ({ operationId: op.operationId, name, op }));
  });
  it.each(requests)('answers $operationId "$name" with a documented status or a marked gap', async ({ op, name, operationId }) => {
    const req = exampleRequest(doc, op, name);
    const r = await send(base + req.url, { method: req.method, headers: live(req.headers), ...(req.body !== undefined ? { body: req.body } : {}) });
    const documented = Object.keys(op.operation.responses ?? {}).map(Number);
    if (documented.includes(r.status) && !r.contentType.startsWith("application/problem+json")) {
      expect(r.contentType).toMatch(/^application\/json/);
    } else {
      expect(r.contentType).toBe("application/problem+json");
      expect(typeof r.body["x-contract-gap"]).toBe("string");
      // The example request itself is valid: a refusal is about state (ids, tokens, x-verify), never validation.
      expect(r.body.code, `${operationId}: ${r.body.detail}`).not.toBe("INVALID_REQUEST");
    }
    expect(logs.filter((l) => /^sandbox (bug|fault)/.test(l))).toEqual([]);
  });
});
