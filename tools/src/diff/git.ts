/**
 * `git:REF`: the generated/ folder (and package.json) of the project at a git revision, read
 * straight from the object store: `git ls-tree` lists the files the diff compares, one
 * `git cat-file --batch` reads them all (no checkout, no archive, no temporary folder).
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { InputError } from "../errors.ts";
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

function git(repo: string, args: string[], encoding: "utf8" | "buffer" = "utf8", input?: string): string | Buffer {
  return execFileSync("git", ["-C", repo, ...args], {
    encoding: encoding === "utf8" ? "utf8" : undefined,
    input,
    stdio: [input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
    maxBuffer: 512 * 1024 * 1024,
  });
}

/** The files of a generated/ tree that the diff reads (tree.ts): OpenAPI documents and message schemas. */
const COMPARED = /^[^/\n]+\/(openapi\.(json|yaml)|schemas\/[^/\n]+\.json)$/;

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
  // a ref is never an option: `git:--output=x` names no revision
  if (ref.startsWith("-")) {
    throw new InputError(`git:${ref}: no such revision in ${repo}: name a commit, tag or branch that exists (see \`git log --oneline\`)`);
  }
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
  const listed = (git(repo, ["ls-tree", "-r", "-z", "--full-tree", "--name-only", commit, "--", generated]) as string)
    .split("\0")
    .filter((name) => name.startsWith(`${generated}/`) && COMPARED.test(name.slice(generated.length + 1)));
  const files: FileSet = new Map();
  const contents = catFiles(repo, commit, listed);
  listed.forEach((name, i) => {
    files.set(name.slice(generated.length + 1), contents[i]!);
  });
  let packageJson: string | undefined;
  try {
    packageJson = git(repo, ["show", `${commit}:${prefix}package.json`]) as string;
  } catch {
    packageJson = undefined;
  }
  return { commit, files, packageJson };
}

/**
 * A file of the repository at `ref` (path relative to the current folder, as `git show REF:./path`
 * reads it), or undefined when the revision does not have it.
 */
export function readFileAt(ref: string, repo: string, file: string): string | undefined {
  try {
    const top = (git(repo, ["rev-parse", "--show-toplevel"]) as string).trim();
    const rel = path.relative(top, path.resolve(file)).split(path.sep).join("/");
    if (rel.startsWith("..")) return undefined;
    return git(repo, ["show", `${ref}:${rel}`]) as string;
  } catch {
    return undefined;
  }
}

/**
 * The contents of `paths` at `commit`, in order, through one `git cat-file --batch`: for each
 * request line `<commit>:<path>` git answers `<oid> <type> <size>\n<content>\n`.
 */
function catFiles(repo: string, commit: string, paths: string[]): string[] {
  if (!paths.length) return [];
  const out = git(repo, ["cat-file", "--batch"], "buffer", paths.map((p) => `${commit}:${p}\n`).join("")) as Buffer;
  const contents: string[] = [];
  let offset = 0;
  for (const p of paths) {
    const eol = out.indexOf(0x0a, offset);
    const header = out.subarray(offset, eol === -1 ? out.length : eol).toString("utf8");
    const m = /^[0-9a-f]+ blob (\d+)$/.exec(header);
    if (eol === -1 || !m) throw new InputError(`git:${commit.slice(0, 12)}: cannot read ${p} (git cat-file answered "${header}"): check the repository`);
    const size = Number(m[1]);
    contents.push(out.subarray(eol + 1, eol + 1 + size).toString("utf8"));
    offset = eol + 1 + size + 1;
  }
  return contents;
}
