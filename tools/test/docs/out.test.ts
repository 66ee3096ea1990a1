// `make docs` / `npm run -s docs -- --out DIR` under the output policy (output.ts writeFolder): the site
// is built in a temporary folder and put in place whole; a folder that holds any file the site did not
// write is refused (exit 64) and left exactly as it was (issue 36: `--out DIR` used to delete DIR's files).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SITE_MARKER, writeSite } from "../../src/docs/site.ts";
import { GENERATED, ROOT } from "../../src/paths.ts";

const parent = mkdtempSync(path.join(tmpdir(), "docs-out-"));

describe("docs --out never deletes a file it did not write", () => {
  it("refuses a folder holding a foreign file, from the command line too (exit 64), and leaves it as it was", () => {
    const out = mkdtempSync(path.join(parent, "keep-"));
    writeFileSync(path.join(out, "keep.txt"), "mine");
    const r = spawnSync("npm", ["run", "-s", "docs", "--", "--out", out], { cwd: ROOT, encoding: "utf8" });
    expect(r.status).toBe(64);
    expect(r.stderr).toMatch(/holds files this command did not write \(keep\.txt\)/);
    expect(readdirSync(out)).toEqual(["keep.txt"]);
    expect(readFileSync(path.join(out, "keep.txt"), "utf8")).toBe("mine");
    expect(readdirSync(parent).filter((n) => n.includes(".tmp-"))).toEqual([]);
  });

  it("writes a new folder, replaces an earlier site whole, and refuses an earlier site a file was added to", async () => {
    const out = path.join(parent, "site");
    const first = await writeSite(out, GENERATED);
    expect(first.out).toBe(out);
    expect(existsSync(path.join(out, "index.html"))).toBe(true);
    const listed = JSON.parse(readFileSync(path.join(out, SITE_MARKER), "utf8")) as string[];
    expect(listed).toContain("index.html");
    // An earlier site is replaced (the file the site wrote last time and not this time is gone with it).
    writeFileSync(path.join(out, "index.html"), "stale");
    await writeSite(out, GENERATED);
    expect(readFileSync(path.join(out, "index.html"), "utf8")).not.toBe("stale");
    // A file someone added to the site is not the site's: refused, kept.
    writeFileSync(path.join(out, "notes.md"), "mine");
    await expect(writeSite(out, GENERATED)).rejects.toThrow(/did not write \(notes\.md\)/);
    expect(readFileSync(path.join(out, "notes.md"), "utf8")).toBe("mine");
    expect(existsSync(path.join(out, "index.html"))).toBe(true);
    expect(readdirSync(parent).filter((n) => n.includes(".tmp-") || n.includes(".old-"))).toEqual([]);
  });
});
