/**
 * `make pack`: the npm package as it is published, from a staged copy whose package.json has only
 * what a consumer's install reads. The repository's package.json keeps its scripts (`prepare`
 * compiles tools/dist when the package is installed from git), its devDependencies, `allowScripts`
 * and `overrides`; none of them belongs in the tarball: npm 11 lists a dependency's `prepare` as an
 * install script on every install of the tarball, and the development fields are noise. `npm pack`
 * at the repository root is refused (the `prepack` script) so that such a tarball is never made by
 * accident.
 *
 * The files are npm's own choice (`npm pack --dry-run` at the root: the `files` field and what npm
 * always adds); the staged package.json is written without the fields in DEVELOPMENT_FIELDS; the
 * tarball is packed from the staging folder with scripts off.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** Fields of the repository's package.json that stay out of the published one. */
export const DEVELOPMENT_FIELDS = ["scripts", "devDependencies", "allowScripts", "overrides"] as const;

export class PackError extends Error {}

/** The package.json a consumer installs: the repository's without the development fields. */
export function publishedManifest(manifest: Record<string, unknown>): Record<string, unknown> {
  const out = { ...manifest };
  for (const field of DEVELOPMENT_FIELDS) delete out[field];
  return out;
}

/** Every file the package's `exports` and `bin` point at (they must be in the tarball). */
export function entryFiles(manifest: Record<string, unknown>): string[] {
  const out = new Set<string>();
  const visit = (v: unknown): void => {
    if (typeof v === "string") {
      if (!v.includes("*")) out.add(v.replace(/^\.\//, ""));
    } else if (v && typeof v === "object") for (const x of Object.values(v)) visit(x);
  };
  visit(manifest.exports);
  visit(manifest.bin);
  return [...out].sort();
}

/**
 * The first TypeScript source under tools/src (or tools/tsconfig.build.json) newer than the compiled
 * CLI, tools/dist/cli/main.js, or undefined when tools/dist is up to date. (The same test as the
 * repository's launcher, tools/contracts.mjs.)
 */
export function staleSource(root: string): string | undefined {
  const built = existsSync(path.join(root, "tools/dist/cli/main.js")) ? statSync(path.join(root, "tools/dist/cli/main.js")).mtimeMs : -1;
  if (built < 0) return "tools/dist/cli/main.js (missing)";
  if (statSync(path.join(root, "tools/tsconfig.build.json")).mtimeMs > built) return "tools/tsconfig.build.json";
  const src = path.join(root, "tools/src");
  for (const file of readdirSync(src, { recursive: true, encoding: "utf8" }).sort()) {
    if (file.endsWith(".ts") && statSync(path.join(src, file)).mtimeMs > built) return `tools/src/${file}`;
  }
  return undefined;
}

function npm(args: string[], cwd: string): string {
  const r = spawnSync("npm", args, { cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024, env: { ...process.env, npm_config_loglevel: "error" } });
  if (r.status !== 0)
    throw new PackError(`npm ${args.join(" ")} (in ${cwd}) exited ${r.status ?? r.signal}: ${(r.stderr || r.stdout).trim().split("\n").slice(-3).join(" ")}`);
  return r.stdout;
}

/** Pack the package of `root` into `destination`; returns the tarball's path and the packed files. */
export function pack(root: string, destination: string): { tarball: string; files: string[] } {
  const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as Record<string, unknown>;
  const stale = staleSource(root);
  if (stale) throw new PackError(`tools/dist is older than ${stale}; run make (it compiles tools/dist) and pack again`);
  const [listing] = JSON.parse(npm(["pack", "--dry-run", "--json", "--ignore-scripts"], root)) as Array<{ files: Array<{ path: string }> }>;
  const listed = listing!.files.map((f) => f.path);
  const missing = entryFiles(manifest).filter((f) => !listed.includes(f));
  const files = listed.filter((f) => f !== "package.json");
  if (missing.length > 0) {
    throw new PackError(
      `the package's entry points are not built: ${missing.slice(0, 3).join(", ")}${missing.length > 3 ? ", …" : ""}; run make (it builds generated/ and tools/dist/) and pack again`,
    );
  }
  const staging = mkdtempSync(path.join(os.tmpdir(), "contracts-pack-"));
  try {
    for (const f of files) {
      mkdirSync(path.dirname(path.join(staging, f)), { recursive: true });
      copyFileSync(path.join(root, f), path.join(staging, f));
    }
    writeFileSync(path.join(staging, "package.json"), `${JSON.stringify(publishedManifest(manifest), null, 2)}\n`);
    mkdirSync(destination, { recursive: true });
    const [info] = JSON.parse(npm(["pack", "--json", "--ignore-scripts", "--pack-destination", path.resolve(destination)], staging)) as Array<{
      filename: string;
      files: Array<{ path: string }>;
    }>;
    const tarball = path.join(path.resolve(destination), info!.filename);
    if (!existsSync(tarball)) throw new PackError(`npm pack reported ${info!.filename} but wrote no such file in ${destination}`);
    return { tarball, files: info!.files.map((f) => f.path) };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
