// The docs server (make docs-serve): files below its folder only, folder listings escaped,
// loopback only.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDocsServer, fileFor, serveDocs } from "../../src/docs/serve.ts";

const root = mkdtempSync(path.join(os.tmpdir(), "docs-serve-"));
const site = path.join(root, "site");
let server: http.Server;
let base: string;

beforeAll(async () => {
  mkdirSync(path.join(site, "files"), { recursive: true });
  writeFileSync(path.join(site, "index.html"), "<!doctype html><title>index</title>");
  writeFileSync(path.join(site, "files", "<b>x.json"), "{}");
  writeFileSync(path.join(root, "secret.txt"), "outside the site");
  server = createDocsServer(site);
  base = await serveDocs(server, "127.0.0.1", 0);
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  rmSync(root, { recursive: true, force: true });
});

/** A request with the path sent exactly as given (no client-side normalisation). */
function get(rawPath: string, method = "GET"): Promise<{ status: number; type: string; body: string }> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: rawPath, method }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"] ?? ""), body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("fileFor", () => {
  it.each([
    { given: "/index.html", want: "index.html" },
    { given: "/files/a%20b.json", want: "files/a b.json" },
    { given: "/", want: "" },
    { given: "/../secret.txt", want: "index-of-root-only" },
    { given: "/%2e%2e/secret.txt", want: "index-of-root-only" },
    { given: "/files/../../secret.txt", want: "index-of-root-only" },
  ])("$given", ({ given, want }) => {
    const got = fileFor("/srv/site", given);
    // A path that tries to leave the folder is kept inside it (normalised from the root), never above it.
    if (want === "index-of-root-only") expect(got).toBe(path.join("/srv/site", "secret.txt"));
    else expect(got).toBe(path.join("/srv/site", want));
  });

  it("refuses a malformed escape and a NUL byte", () => {
    expect(fileFor("/srv/site", "/%E0%A4%A")).toBeUndefined();
    expect(fileFor("/srv/site", "/a%00b")).toBeUndefined();
  });
});

describe("the docs server", () => {
  it("serves the index of the folder as HTML, and HEAD without a body", async () => {
    const page = await get("/");
    expect(page).toMatchObject({ status: 200, type: "text/html; charset=utf-8" });
    expect(page.body).toContain("<title>index</title>");
    expect(await get("/index.html", "HEAD")).toMatchObject({ status: 200, body: "" });
  });

  it("never serves a file outside its folder", async () => {
    for (const p of ["/../secret.txt", "/%2e%2e/secret.txt", "/files/../../secret.txt", "/..%2fsecret.txt"]) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(res.body, p).not.toContain("outside the site");
    }
  });

  it("lists a folder without an index, escaping the names", async () => {
    const res = await get("/files/");
    expect(res.status).toBe(200);
    expect(res.body).toContain("&lt;b&gt;x.json");
    expect(res.body).not.toContain("<b>x.json");
  });

  it("answers 405 to a method other than GET and HEAD, and 404 to a missing file", async () => {
    expect((await get("/index.html", "POST")).status).toBe(405);
    expect((await get("/nope.html")).status).toBe(404);
  });

  it("refuses to listen on an address other than loopback", async () => {
    await expect(serveDocs(createDocsServer(site), "0.0.0.0", 0)).rejects.toThrow(/loopback/);
  });
});
