// tools/contracts.mjs (`npm run -s contracts`) runs tools/dist/cli/main.js only when it is newer than
// every source and the build configuration; otherwise the sources through tsx.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compiledIsFresh } from "../../contracts.mjs";

const scratch = mkdtempSync(path.join(tmpdir(), "contracts-launcher-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A tools folder whose files have the given modification times (seconds; undefined: absent). */
function tools(name: string, times: { main?: number; config: number; sources: number[] }): string {
  const dir = path.join(scratch, name);
  const file = (rel: string, t: number | undefined): void => {
    if (t === undefined) return;
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), "");
    utimesSync(path.join(dir, rel), t, t);
  };
  file("dist/cli/main.js", times.main);
  file("tsconfig.build.json", times.config);
  mkdirSync(path.join(dir, "src"), { recursive: true });
  times.sources.forEach((t, i) => {
    file(`src/${i % 2 ? "cli/" : ""}m${i}.ts`, t);
  });
  return dir;
}

describe("compiledIsFresh", () => {
  const table: Array<{ name: string; given: { main?: number; config: number; sources: number[] }; want: boolean }> = [
    { name: "built after every source", given: { main: 2000, config: 1000, sources: [1000, 1500, 1999] }, want: true },
    { name: "not built", given: { config: 1000, sources: [1000] }, want: false },
    { name: "a source (in a subfolder) changed after the build", given: { main: 2000, config: 1000, sources: [1000, 2500] }, want: false },
    { name: "the build configuration changed after the build", given: { main: 2000, config: 2500, sources: [1000] }, want: false },
  ];
  it.each(table)("$name → $want", ({ name, given, want }) => {
    expect(compiledIsFresh(tools(name.replace(/\W+/g, "-"), given))).toBe(want);
  });

  it("this repository's tools folder is judged without error", () => {
    expect(typeof compiledIsFresh()).toBe("boolean");
  });
});
