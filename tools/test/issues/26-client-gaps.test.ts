// Issue 26 (one contract, one verdict): development-mode clients tell a gap from a violation. The
// optimizer document does not show its failure statuses (a gap of the contract, GAPS.md), so the
// sandbox's 404 to an unknown order and 409 to a reused token reach the caller as error results with
// the gap's id, not as ContractViolationError; a status the contract does document wrongly answered,
// and the affordability service (which documents its failures), still throw.
import { describe, expect, it } from "vitest";
import { ContractViolationError } from "../../src/client/errors.ts";
import { failureStatusGap } from "../../src/contract/operations.ts";
import { optimizerClient, orderPayload, sandbox, upi } from "../sandbox/support.ts";

const sb = await sandbox({ service: "optimizer" });
const client = optimizerClient(sb.url, { validate: true });
const gaps = (id: string): string => `| ${id} |`;

describe("the contract's failure-status gap", () => {
  it("is found for the optimizer, not for the affordability service", async () => {
    const id = failureStatusGap("optimizer");
    expect(id).toMatch(/^G-[0-9a-f]{8}$/);
    const { readFileSync } = await import("node:fs");
    const { GENERATED } = await import("../../src/paths.ts");
    const report = readFileSync(`${GENERATED}/GAPS.md`, "utf8");
    expect(report.split("\n").find((l) => l.startsWith(gaps(id!)))).toMatch(/HTTP status codes for failures/);
    expect(failureStatusGap("affordability")).toBeUndefined();
  });
});

describe("development mode against the sandbox", () => {
  it("an unknown order (404) is an error result carrying the gap's id", async () => {
    const r = await client.getOrder(999_999);
    expect(r.response.status).toBe(404);
    expect(r.data).toBeUndefined();
    expect(r.error).toBeDefined();
    expect(r.gap).toBe(failureStatusGap("optimizer"));
  });

  it("a reused token (409) is an error result carrying the gap's id", async () => {
    const order = await client.createOrder(orderPayload(`ORDER-26-GAP-${Date.now()}`, 100000));
    const first = await client.processPayment(order.data!.token, upi);
    expect(first.error).toBeUndefined();
    const again = await client.processPayment(order.data!.token, upi);
    expect(again.response.status).toBe(409);
    expect(again.gap).toBe(failureStatusGap("optimizer"));
  });

  it("a success carries no gap", async () => {
    const order = await client.createOrder(orderPayload(`ORDER-26-OK-${Date.now()}`, 100000));
    expect(order.data).toBeDefined();
    expect((order as { gap?: string }).gap).toBeUndefined();
  });

  it("a request that breaks the contract still throws ContractViolationError", async () => {
    const bad = { payment_mode: 10, navigation_mode: 7 } as unknown as typeof upi; // UPI without upi_data
    const order = await client.createOrder(orderPayload(`ORDER-26-BAD-${Date.now()}`, 100000));
    await expect(client.processPayment(order.data!.token, bad)).rejects.toBeInstanceOf(ContractViolationError);
  });
});
