import { describe, expect, it } from "vitest";
import { pathTemplate } from "../../src/http/path-template.ts";

describe("pathTemplate", () => {
  const cases: Array<{ given: string; want: { source: string; names: string[] } }> = [
    { given: "/api/v2/orders", want: { source: "/api/v2/orders", names: [] } },
    { given: "/api/V2/order/{order_id}", want: { source: "/api/V2/order/([^/]+)", names: ["order_id"] } },
    { given: "/a/{x}/b/{y}", want: { source: "/a/([^/]+)/b/([^/]+)", names: ["x", "y"] } },
    // Regular-expression characters in the literal parts match themselves.
    { given: "/v1.0/items+(all)?", want: { source: "/v1\\.0/items\\+\\(all\\)\\?", names: [] } },
  ];
  it.each(cases)("$given", ({ given, want }) => {
    expect(pathTemplate(given)).toEqual(want);
  });

  it("captures one segment per parameter, never a slash", () => {
    const { source } = pathTemplate("/customers/{id}");
    const re = new RegExp(`^${source}$`);
    expect(re.exec("/customers/c-1")?.[1]).toBe("c-1");
    expect(re.test("/customers/c-1/extra")).toBe(false);
    expect(re.test("/customers.x/c-1")).toBe(false);
  });
});
