/**
 * The contract's identity, as a certificate names it: the package and its version, and a content
 * hash of generated/. The hash is deterministic: the files of generated/ (dot files left out: build
 * stamps), by relative POSIX path in code-unit order, each contributing `path NUL sha256(content) LF`
 * to one SHA-256.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { GENERATED, ROOT } from "../paths.ts";

const sha256 = (bytes: Buffer | string): string => createHash("sha256").update(bytes).digest("hex");

function walk(dir: string, rel: string, out: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const relPath = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) walk(path.join(dir, entry.name), relPath, out);
    else if (entry.isFile()) out.push(relPath);
  }
}

/** The content hash of a generated/ tree (see the module comment). */
export function treeSha256(root = GENERATED): string {
  const files: string[] = [];
  walk(root, "", files);
  files.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const hash = createHash("sha256");
  for (const f of files) hash.update(`${f}\0${sha256(readFileSync(path.join(root, ...f.split("/"))))}\n`);
  return hash.digest("hex");
}

export function contractIdentity(root = ROOT): { package: string; version: string; generatedSha256: string } {
  const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { name: string; version: string };
  return { package: pkg.name, version: pkg.version, generatedSha256: treeSha256(path.join(root, "generated")) };
}
