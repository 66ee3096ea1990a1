/**
 * Reading generated/ at a git revision (git.ts): the files the diff compares, byte for byte, from
 * `git ls-tree` and `git cat-file --batch`, in a project at the repository root or in a subfolder.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InputError } from "../../src/errors.ts";
import { NoGeneratedError, readRevision } from "../../src/diff/git.ts";
import { gitIn, tempDir } from "./helpers.ts";

const t = tempDir("diff-git-");
const repo = t.dir;
const git = gitIn(repo);

/** File path (relative to the repository) -> content. */
const FILES: Record<string, string> = {
  "package.json": '{"name":"x","version":"1.2.3"}\n',
  "generated/shop/openapi.json": '{"openapi":"3.1.0","paths":{}}\n',
  "generated/shop/openapi.yaml": "openapi: 3.1.0\n",
  "generated/shop/types.d.ts": "export {};\n",
  "generated/pos/schemas/Sale Request.json": '{"type":"object","description":"ünïcode ✓ and a space in the name"}\n',
  "generated/pos/schemas/Empty.json": "",
  "generated/pos/validators.mjs": "export default {};\n",
  "generated/GAPS.md": "# gaps\n",
  "sub/package.json": '{"name":"y","version":"0.1.0"}\n',
  "sub/generated/svc/openapi.json": '{"openapi":"3.1.0","info":{"title":"in a subfolder"}}\n',
  "sub/generated/svc/schemas/A.json": `{"big":"${"x".repeat(200_000)}"}\n`,
};

beforeAll(() => {
  git("init", "-q");
  for (const [file, content] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), content);
  }
  git("add", "-A");
  git("commit", "-q", "-m", "contracts");
  git("tag", "v1.2.3");
});
afterAll(t.cleanup);

describe("readRevision", () => {
  it("reads exactly the files the diff compares, with their content", () => {
    const rev = readRevision("v1.2.3", repo);
    expect(rev.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(Object.fromEntries(rev.files)).toEqual({
      "shop/openapi.json": FILES["generated/shop/openapi.json"],
      "shop/openapi.yaml": FILES["generated/shop/openapi.yaml"],
      "pos/schemas/Sale Request.json": FILES["generated/pos/schemas/Sale Request.json"],
      "pos/schemas/Empty.json": "",
    });
    expect(rev.packageJson).toBe(FILES["package.json"]);
  });

  it("reads a project in a subfolder of the repository (its own generated/ and package.json)", () => {
    const rev = readRevision("HEAD", path.join(repo, "sub"));
    expect(Object.fromEntries(rev.files)).toEqual({
      "svc/openapi.json": FILES["sub/generated/svc/openapi.json"],
      "svc/schemas/A.json": FILES["sub/generated/svc/schemas/A.json"],
    });
    expect(rev.packageJson).toBe(FILES["sub/package.json"]);
  });

  it.each([
    ["an option instead of a ref", "--output=/tmp/x", /git:--output=\/tmp\/x: no such revision/],
    ["a ref that does not exist", "v9.9.9", /git:v9\.9\.9: no such revision/],
  ])("refuses %s with a one-line message", (_, ref, message) => {
    expect(() => readRevision(ref, repo)).toThrow(InputError);
    expect(() => readRevision(ref, repo)).toThrow(message);
  });

  it("says so when the revision has no generated/ folder", () => {
    expect(() => readRevision("HEAD", path.join(repo, "generated", "shop"))).toThrow(NoGeneratedError);
  });
});
