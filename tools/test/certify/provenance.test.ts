// The contract's content hash: deterministic over paths and contents, blind to creation order and
// dot files, sensitive to any content or name change.
import { mkdirSync, mkdtempSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { treeSha256 } from "../../src/contract/identity.ts";

function tree(files: Array<[string, string]>): string {
  const root = mkdtempSync(path.join(tmpdir(), "certify-tree-"));
  for (const [rel, text] of files) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
  return root;
}

describe("treeSha256", () => {
  const base: Array<[string, string]> = [
    ["a/b.json", "{}"],
    ["c.json", "[1]"],
    ["a/z/d.txt", "x"],
  ];
  const hash = treeSha256(tree(base));

  it("is a SHA-256, the same whatever order the files were written in", () => {
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(treeSha256(tree([...base].reverse()))).toBe(hash);
  });

  it("leaves dot files out (build stamps)", () => {
    expect(treeSha256(tree([...base, [".built", "stamp"]]))).toBe(hash);
  });

  it("changes with a content or a name", () => {
    expect(treeSha256(tree([["a/b.json", "{ }"], base[1]!, base[2]!]))).not.toBe(hash);
    const renamed = tree(base);
    renameSync(path.join(renamed, "c.json"), path.join(renamed, "e.json"));
    expect(treeSha256(renamed)).not.toBe(hash);
  });
});
