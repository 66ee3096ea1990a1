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
  /** The folder read, relative to the repository root (`generated`, `packages/contracts/generated`). */
  folder: string;
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

/** The commit `ref` names in `repo`, and the folder of `repo` relative to the repository root ("" or ending in "/"). */
function commitOf(ref: string, repo: string, spec: string): { commit: string; prefix: string } {
  let prefix: string;
  try {
    prefix = (git(repo, ["rev-parse", "--show-prefix"]) as string).trim();
  } catch {
    throw new InputError(
      `${spec}: "${repo}" is not inside a git repository (or git is not installed): run from the project, pass --repo DIR, or compare folders`,
    );
  }
  // a ref is never an option: `git:--output=x` names no revision
  if (ref.startsWith("-")) {
    throw new InputError(`${spec}: no such revision in ${repo}: name a commit, tag or branch that exists (see \`git log --oneline\`)`);
  }
  try {
    return { commit: (git(repo, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]) as string).trim(), prefix };
  } catch {
    throw new InputError(`${spec}: no such revision in ${repo}: name a commit, tag or branch that exists (see \`git log --oneline\`)`);
  }
}

/** The files the diff compares under `folder` (relative to the repository root) at `commit`. */
function readFolderAt(repo: string, commit: string, folder: string): FileSet {
  const listed = (git(repo, ["ls-tree", "-r", "-z", "--full-tree", "--name-only", commit, "--", folder]) as string)
    .split("\0")
    .filter((name) => name.startsWith(`${folder}/`) && COMPARED.test(name.slice(folder.length + 1)));
  const files: FileSet = new Map();
  const contents = catFiles(repo, commit, listed);
  listed.forEach((name, i) => {
    files.set(name.slice(folder.length + 1), contents[i]!);
  });
  return files;
}

function showAt(repo: string, commit: string, file: string): string | undefined {
  try {
    return git(repo, ["show", `${commit}:${file}`]) as string;
  } catch {
    return undefined;
  }
}

/**
 * Read generated/ at `ref`. `repo` is a folder inside the repository whose project (the folder
 * holding generated/ and package.json) is that folder itself.
 */
export function readRevision(ref: string, repo: string): Revision {
  const { commit, prefix } = commitOf(ref, repo, `git:${ref}`);
  const generated = `${prefix}generated`;
  try {
    git(repo, ["cat-file", "-e", `${commit}:${generated}`]);
  } catch {
    throw new NoGeneratedError(
      `git:${ref} (${commit.slice(0, 12)}) has no ${generated}/ folder: it predates the contracts. Compare with a later revision, name the folder (git:${ref}:path/to/generated), or pass a folder`,
    );
  }
  return { commit, files: readFolderAt(repo, commit, generated), packageJson: showAt(repo, commit, `${prefix}package.json`), folder: generated };
}

/** `git:REF:PATH` read from the object store: a folder laid out like generated/, or one document. */
export type RevisionPath =
  | (Revision & { kind: "folder" })
  | {
      kind: "file";
      commit: string;
      /** The file, relative to the repository root. */
      file: string;
      text: string;
      /** A file beside it at the same revision, by its path relative to the file's folder. */
      read(rel: string): string | undefined;
    };

/**
 * `git:REF:PATH`. PATH is read as git reads `REF:PATH`: relative to the repository root, or, when it
 * starts with `./` or `../`, to `repo`.
 */
export function readRevisionPath(ref: string, file: string, repo: string): RevisionPath {
  const spec = `git:${ref}:${file}`;
  const { commit, prefix } = commitOf(ref, repo, spec);
  const rooted = /^\.\.?(\/|$)/.test(file) ? path.posix.normalize(`${prefix}${file}`) : path.posix.normalize(file);
  const target = rooted.replace(/\/+$/, "");
  if (target.startsWith("..")) throw new InputError(`${spec}: ${file} is outside the repository: name a path inside it`);
  let type: string;
  try {
    type = (git(repo, ["cat-file", "-t", `${commit}:${target}`]) as string).trim();
  } catch {
    throw new InputError(
      `${spec}: ${ref} (${commit.slice(0, 12)}) has no ${target}: name a file or folder that exists at that revision (see \`git ls-tree -r --name-only ${ref}\`)`,
    );
  }
  if (type === "tree") {
    const parent = path.posix.dirname(target);
    return {
      kind: "folder",
      commit,
      files: readFolderAt(repo, commit, target),
      packageJson: showAt(repo, commit, `${parent === "." ? "" : `${parent}/`}package.json`),
      folder: target,
    };
  }
  const [text] = catFiles(repo, commit, [target]);
  const dir = path.posix.dirname(target);
  return {
    kind: "file",
    commit,
    file: target,
    text: text!,
    read: (rel) => {
      const at = path.posix.normalize(dir === "." ? rel : `${dir}/${rel}`);
      if (at.startsWith("..")) return undefined;
      try {
        return catFiles(repo, commit, [at])[0];
      } catch {
        return undefined;
      }
    },
  };
}

/** The repository's top folder, for naming files read from a revision as paths in the checkout. */
export function repositoryRoot(repo: string): string | undefined {
  try {
    return (git(repo, ["rev-parse", "--show-toplevel"]) as string).trim();
  } catch {
    return undefined;
  }
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
