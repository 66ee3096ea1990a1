/**
 * `git:REF`: the generated/ folder (and package.json) of the project at a git revision, read with
 * `git archive` straight into memory (no temporary folder, no tar program needed).
 */
import { execFileSync } from "node:child_process";
import { InputError } from "../cli/errors.ts";
import type { FileSet } from "./tree.ts";

/** The revision exists but has no generated/ folder (it predates the contracts). */
export class NoGeneratedError extends InputError {}

export interface Revision {
  /** The commit the ref resolved to. */
  commit: string;
  files: FileSet;
  /** package.json at the revision, when it has one. */
  packageJson?: string;
}

function git(repo: string, args: string[], encoding: "utf8" | "buffer" = "utf8"): string | Buffer {
  return execFileSync("git", ["-C", repo, ...args], {
    encoding: encoding === "utf8" ? "utf8" : undefined,
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 512 * 1024 * 1024,
  });
}

/**
 * Read generated/ at `ref`. `repo` is a folder inside the repository whose project (the folder
 * holding generated/ and package.json) is that folder itself.
 */
export function readRevision(ref: string, repo: string): Revision {
  let prefix: string;
  try {
    prefix = (git(repo, ["rev-parse", "--show-prefix"]) as string).trim();
  } catch {
    throw new InputError(
      `git:${ref}: "${repo}" is not inside a git repository (or git is not installed): run from the project, pass --repo DIR, or compare folders`,
    );
  }
  let commit: string;
  try {
    commit = (git(repo, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]) as string).trim();
  } catch {
    throw new InputError(`git:${ref}: no such revision in ${repo}: name a commit, tag or branch that exists (see \`git log --oneline\`)`);
  }
  const generated = `${prefix}generated`;
  try {
    git(repo, ["cat-file", "-e", `${commit}:${generated}`]);
  } catch {
    throw new NoGeneratedError(
      `git:${ref} (${commit.slice(0, 12)}) has no generated/ folder: it predates the contracts. Compare with a later revision, or pass a folder`,
    );
  }
  const tar = git(repo, ["archive", "--format=tar", commit, "--", generated], "buffer") as Buffer;
  const files: FileSet = new Map();
  for (const entry of untar(tar)) {
    if (!entry.path.startsWith(`${generated}/`)) continue;
    files.set(entry.path.slice(generated.length + 1), entry.data.toString("utf8"));
  }
  let packageJson: string | undefined;
  try {
    packageJson = git(repo, ["show", `${commit}:${prefix}package.json`]) as string;
  } catch {
    packageJson = undefined;
  }
  return { commit, files, packageJson };
}

interface TarEntry {
  path: string;
  data: Buffer;
}

/** The regular files of a ustar/pax archive as `git archive` writes it. */
export function* untar(buf: Buffer): Generator<TarEntry> {
  let offset = 0;
  let paxPath: string | undefined;
  while (offset + 512 <= buf.length) {
    const header = buf.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) break;
    const name = field(header, 0, 100);
    const size = parseInt(field(header, 124, 12).trim() || "0", 8);
    const type = String.fromCharCode(header[156] ?? 0);
    const prefix = field(header, 345, 155);
    const start = offset + 512;
    const data = buf.subarray(start, start + size);
    offset = start + Math.ceil(size / 512) * 512;
    if (type === "x") {
      paxPath = paxRecords(data).get("path");
      continue;
    }
    if (type === "g") continue;
    const entryPath = paxPath ?? (prefix ? `${prefix}/${name}` : name);
    paxPath = undefined;
    if (type === "0" || type === "\0") yield { path: entryPath, data };
  }
}

function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString("utf8");
}

/** Pax extended header records: `<length> <key>=<value>\n`. */
function paxRecords(data: Buffer): Map<string, string> {
  const out = new Map<string, string>();
  let i = 0;
  while (i < data.length) {
    const space = data.indexOf(0x20, i);
    if (space === -1) break;
    const length = Number(data.subarray(i, space).toString("utf8"));
    if (!length) break;
    const record = data.subarray(space + 1, i + length - 1).toString("utf8");
    const eq = record.indexOf("=");
    if (eq !== -1) out.set(record.slice(0, eq), record.slice(eq + 1));
    i += length;
  }
  return out;
}
