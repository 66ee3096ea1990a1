// argTokens: node:util splits the arguments, our checks word the problems, tokens come in order.
// autoJobs: how many threads a run takes when --jobs is not given.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { argTokens, autoJobs, jobsOption, type OptionsConfig, parseArgs } from "../src/cli-args.ts";

const OPTIONS: OptionsConfig = { help: { type: "boolean", short: "h" }, out: { type: "string" }, rule: { type: "string", multiple: true } };
const read = (args: string[]) => [...argTokens(args, OPTIONS, (problem) => new Error(`usage: ${problem}`))];

describe("argTokens", () => {
  const ok = [
    {
      given: ["a", "-h"],
      want: [
        { kind: "positional", value: "a" },
        { kind: "option", name: "help", rawName: "-h", value: "" },
      ],
    },
    {
      given: ["--out=-", "--rule", "r1", "--rule=r2"],
      want: [
        { kind: "option", name: "out", rawName: "--out", value: "-" },
        { kind: "option", name: "rule", rawName: "--rule", value: "r1" },
        { kind: "option", name: "rule", rawName: "--rule", value: "r2" },
      ],
    },
    { given: ["--", "--help"], want: [{ kind: "positional", value: "--help" }] },
  ];
  it.each(ok)("$given", ({ given, want }) => expect(read(given)).toEqual(want));

  const bad = [
    { given: ["--nope"], want: "usage: unknown option --nope" },
    { given: ["-o", "x"], want: "usage: unknown option -o" },
    { given: ["--help=1"], want: "usage: --help takes no value" },
    { given: ["--out"], want: "usage: --out needs a value" },
    { given: ["--out="], want: "usage: --out needs a value" },
  ];
  it.each(bad)("$given → $want", ({ given, want }) => expect(() => read(given)).toThrow(want));

  it("yields the tokens before a bad one, so a command can act on them first", () => {
    const seen: string[] = [];
    expect(() => {
      for (const t of argTokens(["-h", "--nope"], OPTIONS, (p) => new Error(p))) seen.push(t.kind === "option" ? t.name : t.value);
    }).toThrow("unknown option --nope");
    expect(seen).toEqual(["help"]);
  });
});

describe("autoJobs: --jobs not given", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "auto-jobs-"));
  const small = path.join(dir, "small.har");
  const large = path.join(dir, "large.har");
  writeFileSync(small, "x".repeat(100));
  writeFileSync(large, "x".repeat(5000));

  it("is every core for recordings of the threshold or more in all, one thread below it", () => {
    expect(autoJobs([small], 4, 1000)).toBe(1);
    expect(autoJobs([large], 4, 1000)).toBe(4);
    expect(autoJobs([small, small, small, small, small, small, small, small, small, small], 4, 1000)).toBe(4);
  });

  it("with bytes per worker (conform's rule): one per that many bytes, at least one, up to every core and the cap", () => {
    expect(autoJobs([large], 64, 1000, 16, 100)).toBe(16); // 50 by the bytes, 16 by the cap
    expect(autoJobs([large], 8, 1000, 16, 100)).toBe(8); // the cores
    expect(autoJobs([large], 8, 1000, 16, 1000)).toBe(5); // 5000 bytes, 1000 per worker
    expect(autoJobs([small], 8, 1000, 16, 1000)).toBe(1); // less than one worker's worth
  });

  it("is one thread on one core, and a file that cannot be read counts for nothing", () => {
    expect(autoJobs([large], 1, 1000)).toBe(1);
    expect(autoJobs([path.join(dir, "missing.har"), dir], 4, 1)).toBe(1);
  });

  it("stands when --jobs is not given, and --jobs N overrides it", () => {
    const usage = "usage: test";
    const given = (args: string[]) => jobsOption(parseArgs(args, { values: ["jobs"], flags: [] }, usage), usage, [large]);
    expect(given(["--jobs", "3"])).toBe(3);
    expect(given([])).toBe(autoJobs([large]));
  });
});
