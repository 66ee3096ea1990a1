/** Ports and addresses of the mocks. */
import { describe, expect, it } from "vitest";
import { isLoopback } from "../../src/net/loopback.ts";
import { portFor } from "../../src/net/ports.ts";

describe("portFor", () => {
  const CASES: Array<{ given: Record<string, string>; name: "affordability" | "optimizer" | "terminal"; want: number | RegExp }> = [
    { given: {}, name: "affordability", want: 4010 },
    { given: {}, name: "optimizer", want: 4011 },
    { given: {}, name: "terminal", want: 4012 },
    { given: { MOCK_OPTIMIZER_PORT: "5011" }, name: "optimizer", want: 5011 },
    { given: { MOCK_TERMINAL_PORT: "0" }, name: "terminal", want: 0 },
    { given: { MOCK_TERMINAL_PORT: "" }, name: "terminal", want: 4012 },
    { given: { MOCK_AFFORDABILITY_PORT: "http" }, name: "affordability", want: /MOCK_AFFORDABILITY_PORT="http" is not a port number/ },
    { given: { MOCK_AFFORDABILITY_PORT: "70000" }, name: "affordability", want: /0 to 65535/ },
  ];
  it.each(CASES.map((c) => [`${c.name} ${JSON.stringify(c.given)}`, c] as const))("%s", (_, c) => {
    if (c.want instanceof RegExp) expect(() => portFor(c.name, c.given)).toThrow(c.want);
    else expect(portFor(c.name, c.given)).toBe(c.want);
  });
});

describe("isLoopback", () => {
  const CASES: Array<[string, boolean]> = [
    ["127.0.0.1", true],
    ["127.1.2.3", true],
    ["::1", true],
    ["localhost", true],
    ["0.0.0.0", false],
    ["::", false],
    ["192.168.1.10", false],
    ["example.com", false],
  ];
  it.each(CASES)("%s -> %s", (host, want) => {
    expect(isLoopback(host)).toBe(want);
  });
});
