// The shared command line of conform, redact and certify: node:util reads the tokens, our messages
// report what is wrong (never node's wording), and exit 64 comes from UsageError.
import { describe, expect, it } from "vitest";
import { parseArgs, single } from "../../src/cli-args.ts";
import { UsageError } from "../../src/errors.ts";

const SPEC = { values: ["out", "target"], flags: ["verbose"] };

describe("parseArgs", () => {
  const ok: Array<{ given: string[]; positional: string[]; values: Record<string, string[]>; flags: string[] }> = [
    { given: ["a.har", "b.jsonl"], positional: ["a.har", "b.jsonl"], values: {}, flags: [] },
    { given: ["a.har", "--out", "r.txt", "--verbose"], positional: ["a.har"], values: { out: ["r.txt"] }, flags: ["verbose"] },
    { given: ["--out=r.txt", "a.har"], positional: ["a.har"], values: { out: ["r.txt"] }, flags: [] },
    { given: ["--out", "-x", "a.har"], positional: ["a.har"], values: { out: ["-x"] }, flags: [] },
    { given: ["--target", "a=1", "--target", "b=2"], positional: [], values: { target: ["a=1", "b=2"] }, flags: [] },
    { given: ["-", "--", "--verbose", "-x"], positional: ["-", "--verbose", "-x"], values: {}, flags: [] },
  ];
  it.each(ok)("$given", ({ given, positional, values, flags }) => {
    const p = parseArgs(given, SPEC, "USAGE");
    expect(p.positional).toEqual(positional);
    expect(Object.fromEntries(p.values)).toEqual(values);
    expect([...p.flags]).toEqual(flags);
  });

  const bad: Array<{ given: string[]; want: string }> = [
    { given: ["--bogus"], want: "unknown option --bogus\nUSAGE" },
    { given: ["-x"], want: "unknown option -x\nUSAGE" },
    { given: ["-o", "r.txt"], want: "unknown option -o\nUSAGE" },
    { given: ["--verbose=yes"], want: "--verbose takes no value\nUSAGE" },
    { given: ["a.har", "--out"], want: "--out needs a value\nUSAGE" },
    { given: ["--out="], want: "--out needs a value\nUSAGE" },
  ];
  it.each(bad)("$given → $want", ({ given, want }) => {
    const e = (() => {
      try {
        parseArgs(given, SPEC, "USAGE");
      } catch (err) {
        return err;
      }
    })();
    expect(e).toBeInstanceOf(UsageError);
    expect((e as Error).message).toBe(want);
  });

  it("rejects a single-value option given twice", () => {
    const p = parseArgs(["--out", "a", "--out", "b"], SPEC, "USAGE");
    expect(() => single(p, "out", "USAGE")).toThrow("--out given more than once\nUSAGE");
    expect(single(parseArgs(["--out", "a"], SPEC, "USAGE"), "out", "USAGE")).toBe("a");
  });
});
