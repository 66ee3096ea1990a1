// argTokens: node:util splits the arguments, our checks word the problems, tokens come in order.
import { describe, expect, it } from "vitest";
import { argTokens, type OptionsConfig } from "../src/cli-args.ts";

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
