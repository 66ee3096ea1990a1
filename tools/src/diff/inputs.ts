/**
 * BASE and HEAD as the command line names them, loaded into trees:
 *
 *   DIR               a folder laid out like generated/ (tree.ts)
 *   FILE              one document: OpenAPI, JSON Schema or AsyncAPI (single.ts), with the files
 *                     its relative `$ref`s name, read beside it
 *   git:REF           generated/ at a revision (git.ts)
 *   git:REF:PATH      a folder or a document at a revision (PATH as git reads REF:PATH)
 *
 * Both sides must be alike: two folders (or revisions of them), or two documents of one kind.
 * Each side also says where its files live (source), for annotations and SARIF locations, and
 * where its version comes from (package.json beside a folder or at a revision; a document's own
 * `info.version`).
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { InputError, UsageError } from "../errors.ts";
import { isObject } from "../json.ts";
import { getAt, MISSING, pointerTokens } from "../json-pointer.ts";
import { readRevision, readRevisionPath, repositoryRoot } from "./git.ts";
import type { Finding, Tree } from "./model.ts";
import { buildSingleTree, type DocumentKind, type SingleFile, sameKind } from "./single.ts";
import { buildTree, type FileSet, readFolder } from "./tree.ts";

/** A file a tree was read from. */
export interface SourceFile {
  /** How findings name it: the path as given (`new/openapi.json`), or `git:REF:path`. */
  display: string;
  /** Where it is in the working tree (absolute), for annotations; for a git side, the path it has in the checkout. */
  path: string;
  text: string;
}

export interface Side {
  /** How the user named it. */
  spec: string;
  tree: Tree;
  /** A generated/-like tree, or one document of this kind. */
  kind: "tree" | DocumentKind;
  /** Read from a git revision (its text may differ from the file in the checkout). */
  git: boolean;
  /** The version for --check-version and the changelog's advice. */
  version(): string;
  /** A file of the tree, by its key or by its display name. */
  source(name: string): SourceFile | undefined;
}

type Role = "BASE" | "HEAD";

/** One side, read but not yet parsed: a folder's files, or one document and how to read beside it. */
type Raw =
  | { kind: "tree"; spec: string; git: boolean; files: FileSet; where: (key: string) => string; abs: (key: string) => string; version: (role: Role) => string }
  | { kind: "file"; spec: string; git: boolean; file: SingleFile; abs: (rel: string) => string };

function readRaw(spec: string, role: Role, repo: string, override: string | undefined): Raw {
  if (spec.startsWith("git:")) {
    const rest = spec.slice(4);
    const colon = rest.indexOf(":");
    const ref = colon === -1 ? rest : rest.slice(0, colon);
    if (!ref) throw new UsageError(`diff: ${role} "${spec}" needs a revision, such as git:HEAD~1, git:v1.2.0 or git:main:openapi.yaml`);
    const top = repositoryRoot(repo) ?? path.resolve(repo);
    if (colon === -1 || rest.slice(colon + 1) === "") {
      const rev = readRevision(ref, repo);
      return {
        kind: "tree",
        spec,
        git: true,
        files: rev.files,
        where: (key) => `${spec}:${rev.folder}/${key}`,
        abs: (key) => path.join(top, rev.folder, key),
        version: (r) => override ?? versionFrom(rev.packageJson, `${spec}:package.json`, r),
      };
    }
    const rev = readRevisionPath(ref, rest.slice(colon + 1), repo);
    if (rev.kind === "folder") {
      const pkg = `git:${ref}:${path.posix.join(path.posix.dirname(rev.folder), "package.json")}`;
      return {
        kind: "tree",
        spec,
        git: true,
        files: rev.files,
        where: (key) => `git:${ref}:${rev.folder}/${key}`,
        abs: (key) => path.join(top, rev.folder, key),
        version: (r) => override ?? versionFrom(rev.packageJson, pkg, r),
      };
    }
    const dir = path.posix.dirname(rev.file);
    const at = (rel: string) => path.posix.normalize(dir === "." ? rel : `${dir}/${rel}`);
    return {
      kind: "file",
      spec,
      git: true,
      file: { label: spec, text: rev.text, name: path.posix.basename(rev.file), read: rev.read, where: (rel) => `git:${ref}:${at(rel)}` },
      abs: (rel) => path.join(top, rel === "" ? rev.file : at(rel)),
    };
  }
  const abs = path.resolve(spec);
  if (!existsSync(abs)) {
    throw new InputError(
      `${role} "${spec}" does not exist: pass a folder laid out like generated/ (run \`make\` to build one), one document (OpenAPI, JSON Schema or AsyncAPI), or git:REF[:PATH]`,
    );
  }
  if (statSync(abs).isDirectory()) {
    return {
      kind: "tree",
      spec,
      git: false,
      files: readFolder(abs, role),
      where: (key) => path.join(spec, key),
      abs: (key) => path.join(abs, key),
      version: (r) => {
        if (override) return override;
        const file = path.join(path.dirname(abs), "package.json");
        if (!existsSync(file)) {
          throw new InputError(`--check-version: no package.json beside ${r} folder ${spec} (looked for ${file}): pass --${r.toLowerCase()}-version`);
        }
        return versionFrom(readFileSync(file, "utf8"), file, r);
      },
    };
  }
  const dir = path.dirname(spec);
  const read = (rel: string): string | undefined => {
    try {
      return readFileSync(path.join(path.dirname(abs), rel), "utf8");
    } catch {
      return undefined;
    }
  };
  return {
    kind: "file",
    spec,
    git: false,
    file: { label: spec, text: readText(abs, `${role} ${spec}`), name: path.basename(abs), read, where: (rel) => path.join(dir, rel) },
    abs: (rel) => (rel === "" ? abs : path.join(path.dirname(abs), rel)),
  };
}

/** A file's text; a file that cannot be read (no permission, a special file) is unusable input. */
function readText(file: string, what: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (e) {
    throw new InputError(`${what}: cannot be read (${(e as NodeJS.ErrnoException).code ?? String(e)}): check the file and its permissions`);
  }
}

function versionFrom(text: string | undefined, where: string, role: string): string {
  if (text === undefined) {
    throw new InputError(`--check-version: ${where} does not exist: pass --${role.toLowerCase()}-version`);
  }
  let v: unknown;
  try {
    v = (JSON.parse(text) as { version?: unknown }).version;
  } catch {
    throw new InputError(`--check-version: ${where} is not valid JSON: fix it, or pass --${role.toLowerCase()}-version`);
  }
  if (typeof v !== "string") throw new InputError(`--check-version: ${where} has no "version": add one, or pass --${role.toLowerCase()}-version`);
  return v;
}

function treeSide(raw: Extract<Raw, { kind: "tree" }>, role: Role): Side {
  const tree = buildTree(raw.spec, raw.files, raw.where);
  const sources = new Map<string, SourceFile>();
  for (const [key, text] of raw.files) {
    const s = { display: raw.where(key), path: raw.abs(key), text };
    sources.set(key, s);
    sources.set(s.display, s);
  }
  return { spec: raw.spec, tree, kind: "tree", git: raw.git, version: () => raw.version(role), source: (name) => sources.get(name) };
}

/**
 * Load BASE and HEAD. `overrides` are --base-version and --head-version. Throws UsageError when
 * one is a folder and the other a document, InputError for anything unreadable.
 */
export function loadSides(baseSpec: string, headSpec: string, repo: string, overrides: { base?: string; head?: string } = {}): { base: Side; head: Side } {
  const baseRaw = readRaw(baseSpec, "BASE", repo, overrides.base);
  const headRaw = readRaw(headSpec, "HEAD", repo, overrides.head);
  if (baseRaw.kind === "tree" && headRaw.kind === "tree") return { base: treeSide(baseRaw, "BASE"), head: treeSide(headRaw, "HEAD") };
  if (baseRaw.kind !== "file" || headRaw.kind !== "file") {
    const what = (r: Raw) => (r.kind === "tree" ? "a folder laid out like generated/" : "one document");
    throw new UsageError(
      `diff: BASE ${baseSpec} is ${what(baseRaw)} and HEAD ${headSpec} is ${what(headRaw)}: compare two folders (or revisions of them), or two documents`,
    );
  }
  // both sides are keyed by HEAD's name, so the comparison pairs them
  const key = headRaw.file.name;
  const service = key.replace(/\.(json|ya?ml)$/i, "");
  const single = (raw: typeof baseRaw, role: Role, override: string | undefined): Side => {
    const s = buildSingleTree(raw.file, key, service);
    const sources = new Map<string, SourceFile>();
    for (const [k, f] of s.files) {
      const src = { display: f.rel === "" ? raw.spec : raw.file.where(f.rel), path: raw.abs(f.rel), text: f.text };
      sources.set(k, src);
      sources.set(src.display, src);
    }
    const doc = s.tree.docs.get(key);
    return {
      spec: raw.spec,
      tree: s.tree,
      kind: s.kind,
      git: raw.git,
      version: () => {
        if (override) return override;
        const v = isObject(doc) && isObject(doc.info) ? doc.info.version : undefined;
        if (typeof v !== "string") throw new InputError(`--check-version: ${raw.spec} has no info.version: pass --${role.toLowerCase()}-version`);
        return v;
      },
      source: (name) => sources.get(name),
    };
  };
  const base = single(baseRaw, "BASE", overrides.base);
  const head = single(headRaw, "HEAD", overrides.head);
  sameKind({ label: baseSpec, kind: base.kind as DocumentKind }, { label: headSpec, kind: head.kind as DocumentKind });
  return { base, head };
}

/**
 * Two documents: a finding's pointer names the document it is in as given on the command line
 * (`old/openapi.json#/paths/~1ping` for a removal, `new/openapi.json#/...` otherwise), not the
 * key both sides share. Folders keep their tree-relative pointers (`optimizer/openapi.json#/...`).
 */
export function displayPointers<F extends Finding>(findings: F[], base: Side, head: Side): F[] {
  if (base.kind === "tree") return findings;
  return findings.map((f) => {
    const hash = f.pointer.indexOf("#");
    const key = f.pointer.slice(0, hash);
    const pointer = f.pointer.slice(hash + 1);
    const inHead = head.tree.docs.has(key) && getAt(head.tree.docs.get(key), pointerTokens(pointer)) !== MISSING;
    const side = inHead || !base.tree.docs.has(key) ? head : base;
    const src = side.source(key);
    return src ? { ...f, pointer: `${src.display}#${pointer}` } : f;
  });
}
