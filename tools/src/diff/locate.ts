/**
 * Where a finding is in the text of a document: the line and column of the JSON pointer it names,
 * for GitHub annotations (`file=`, `line=`), SARIF regions and the HTML report.
 *
 * The document's text is parsed once with the `yaml` parser (JSON is YAML), which keeps every
 * node's source range; the pointer is walked token by token. A finding is placed in HEAD's file
 * when its pointer is there; a removal (its pointer is in BASE) in BASE's file when BASE was read
 * from disk, else (BASE read from git: its lines are not the checkout's) at the deepest part of the
 * pointer that HEAD still has, such as the `properties` that lost a property.
 */
import path from "node:path";
import { isMap, isScalar, isSeq, LineCounter, type Node as YamlNode, parseDocument } from "yaml";
import { pointerTokens } from "../json-pointer.ts";
import type { Side, SourceFile } from "./inputs.ts";
import type { Finding } from "./model.ts";

export interface SourceLocation {
  /** The file, relative to the workspace (the repository root in CI) when inside it, else absolute. */
  file: string;
  /** 1-based. */
  line: number;
  column: number;
  /** Whether the whole pointer was found (false: the location of its deepest part that exists). */
  exact: boolean;
}

interface Parsed {
  contents: YamlNode | null;
  lines: LineCounter;
}

const parsed = new WeakMap<SourceFile, Parsed>();

function parse(source: SourceFile): Parsed {
  let p = parsed.get(source);
  if (!p) {
    const lines = new LineCounter();
    const doc = parseDocument(source.text, { lineCounter: lines, uniqueKeys: false, strict: false });
    p = { contents: doc.contents as YamlNode | null, lines };
    parsed.set(source, p);
  }
  return p;
}

/** The line and column of `pointer` in `text` (JSON or YAML), or of its deepest part that exists. */
export function locatePointer(text: string, pointer: string): { line: number; column: number; exact: boolean } {
  return locateIn({ display: "", path: "", text }, pointer);
}

function locateIn(source: SourceFile, pointer: string): { line: number; column: number; exact: boolean } {
  const { contents, lines } = parse(source);
  let node: unknown = contents;
  let offset = (contents as YamlNode | null)?.range?.[0] ?? 0;
  let exact = true;
  for (const token of pointerTokens(pointer)) {
    if (isMap(node)) {
      const pair = node.items.find((p) => String(isScalar(p.key) ? p.key.value : p.key) === token);
      if (!pair) {
        exact = false;
        break;
      }
      offset = (isScalar(pair.key) ? pair.key.range?.[0] : undefined) ?? offset;
      node = pair.value;
    } else if (isSeq(node)) {
      const item = node.items[Number(token)] as YamlNode | undefined;
      if (!/^\d+$/.test(token) || !item) {
        exact = false;
        break;
      }
      offset = item.range?.[0] ?? offset;
      node = item;
    } else {
      exact = false;
      break;
    }
  }
  const { line, col } = lines.linePos(offset);
  return { line, column: col, exact };
}

/** `file` relative to `workspace` when inside it, else absolute; forward slashes. */
export function workspacePath(file: string, workspace: string): string {
  const rel = path.relative(workspace, file);
  const out = rel && !rel.startsWith("..") && !path.isAbsolute(rel) ? rel : file;
  return out.split(path.sep).join("/");
}

/**
 * A locator for the findings of one comparison. `workspace` is the folder paths are made relative
 * to: $GITHUB_WORKSPACE or $CI_PROJECT_DIR when set (the repository root in CI), else the current folder.
 */
export function makeLocator(
  base: Side,
  head: Side,
  workspace = process.env.GITHUB_WORKSPACE || process.env.CI_PROJECT_DIR || process.cwd(),
): (f: Finding) => SourceLocation | undefined {
  return (f) => {
    const hash = f.pointer.indexOf("#");
    if (hash === -1) return undefined;
    const file = f.pointer.slice(0, hash);
    const pointer = f.pointer.slice(hash + 1);
    const at = (source: SourceFile, l: { line: number; column: number; exact: boolean }): SourceLocation => ({
      file: workspacePath(source.path, workspace),
      ...l,
    });
    const hs = head.source(file);
    const inHead = hs ? locateIn(hs, pointer) : undefined;
    if (hs && inHead?.exact) return at(hs, inHead);
    const bs = base.git ? undefined : base.source(file);
    if (bs) {
      const inBase = locateIn(bs, pointer);
      if (inBase.exact) return at(bs, inBase);
    }
    return hs && inHead ? at(hs, inHead) : undefined;
  };
}
