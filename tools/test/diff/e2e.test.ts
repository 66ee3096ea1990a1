/**
 * End to end on the real contracts: copy generated/ to a temporary folder, apply one edit, diff
 * the copy against the original, and check the verdict. Targets are found by searching the
 * documents (the first operation with a JSON request body, ...), so the test follows the contracts
 * as they grow.
 */
import { cpSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERATED } from "../../src/paths.ts";
import { diffTrees } from "../../src/diff/engine.ts";
import type { Finding } from "../../src/diff/model.ts";
import { buildTree, readFolder } from "../../src/diff/tree.ts";
import { runDiff, tempDir } from "./helpers.ts";

type Json = Record<string, any>;
const METHODS = ["get", "put", "post", "delete", "patch"];

const t = tempDir("diff-e2e-");
const BASE = path.join(t.dir, "base");
let case_ = 0;

beforeAll(() => cpSync(GENERATED, BASE, { recursive: true }));
afterAll(t.cleanup);

const readJson = (file: string): Json => JSON.parse(readFileSync(file, "utf8"));
const writeJson = (file: string, v: unknown) => writeFileSync(file, `${JSON.stringify(v, null, 2)}\n`);
const load = (dir: string) => buildTree(dir, readFolder(dir, "tree"), (k) => path.join(dir, k));

function httpServices(root = BASE): string[] {
  return readdirSync(root)
    .filter((s) => {
      try {
        readFileSync(path.join(root, s, "openapi.json"));
        return true;
      } catch {
        return false;
      }
    })
    .sort();
}

/** A fresh copy of the contracts with `edit` applied; returns the findings of base -> copy. */
function diffAfter(edit: (dir: string) => void): { dir: string; findings: Finding[] } {
  const dir = path.join(t.dir, `head-${++case_}`);
  cpSync(BASE, dir, { recursive: true });
  edit(dir);
  return { dir, findings: diffTrees(load(BASE), load(dir)) };
}

function resolveLocal(doc: Json, schema: Json): Json {
  let s = schema;
  for (let i = 0; i < 20 && typeof s?.$ref === "string"; i++) {
    s = s.$ref
      .replace(/^#\//, "")
      .split("/")
      .reduce((v: Json, k: string) => v?.[k.replace(/~1/g, "/").replace(/~0/g, "~")], doc);
  }
  return s;
}

interface Target {
  service: string;
  label: string;
  /** the schema object holding the body (to replace its `schema`) */
  media: Json;
  resolved: Json;
  status?: string;
}

/** Every operation's JSON request bodies or 2xx JSON responses whose schema resolves to an object with properties. */
function targets(dir: string, kind: "request" | "response"): { doc: Json; file: string; target: Target }[] {
  const out: { doc: Json; file: string; target: Target }[] = [];
  for (const service of httpServices()) {
    const file = path.join(dir, service, "openapi.json");
    const doc = readJson(file);
    for (const p of Object.keys(doc.paths ?? {}).sort()) {
      for (const m of METHODS) {
        const op = doc.paths[p][m];
        if (!op) continue;
        const label = `${m.toUpperCase()} ${p}`;
        if (kind === "request") {
          const media = resolveLocal(doc, op.requestBody ?? {})?.content?.["application/json"];
          const resolved = media && resolveLocal(doc, media.schema);
          if (resolved?.properties) out.push({ doc, file, target: { service, label, media, resolved } });
        } else {
          for (const status of Object.keys(op.responses ?? {}).filter((s) => s.startsWith("2"))) {
            const media = resolveLocal(doc, op.responses[status])?.content?.["application/json"];
            const resolved = media && resolveLocal(doc, media.schema);
            if (resolved?.properties && Array.isArray(resolved.required) && resolved.required.length) {
              out.push({ doc, file, target: { service, label, media, resolved, status } });
            }
          }
        }
      }
    }
  }
  return out;
}

/** Inline a copy of the body's schema (a pure refactor, no change by itself) and let `change` edit it. */
function editFirst(kind: "request" | "response", change: (schema: Json) => void): (dir: string) => Target {
  return (dir) => {
    const found = targets(dir, kind)[0];
    if (!found) throw new Error(`e2e: no operation in ${dir} has a JSON ${kind} body with properties: pick another target`);
    const copy = structuredClone(found.target.resolved);
    change(copy);
    found.target.media.schema = copy;
    writeJson(found.file, found.doc);
    return found.target;
  };
}

const verdict = (fs: Finding[]) =>
  fs.some((f) => f.level === "breaking") ? "breaking" : fs.some((f) => f.level === "warning") ? "warning" : fs.length ? "info" : "none";

describe("the real contracts", () => {
  it("diffed against themselves give no finding", () => {
    expect(diffTrees(load(GENERATED), load(GENERATED))).toEqual([]);
  });

  it("inlining every shared request body schema is a pure refactor", () => {
    const { findings } = diffAfter((dir) => {
      for (const service of httpServices()) {
        const file = path.join(dir, service, "openapi.json");
        const doc = readJson(file);
        for (const p of Object.keys(doc.paths ?? {})) {
          for (const m of METHODS) {
            const media = doc.paths[p][m]?.requestBody?.content?.["application/json"];
            if (media?.schema?.$ref) media.schema = structuredClone(resolveLocal(doc, media.schema));
          }
        }
        writeJson(file, doc);
      }
    });
    expect(findings).toEqual([]);
  });
});

describe("edits to the real contracts and their verdicts", () => {
  it("remove an operation: breaking", () => {
    let label = "";
    const { findings } = diffAfter((dir) => {
      const service = httpServices()[0]!;
      const file = path.join(dir, service, "openapi.json");
      const doc = readJson(file);
      const p = Object.keys(doc.paths).sort()[0]!;
      const m = METHODS.find((x) => doc.paths[p][x])!;
      label = `${m.toUpperCase()} ${p}`;
      delete doc.paths[p][m];
      writeJson(file, doc);
    });
    expect(findings).toContainEqual(expect.objectContaining({ rule: "operation-removed", level: "breaking", location: label }));
    expect(verdict(findings)).toBe("breaking");
  });

  it("add a required request property: breaking", () => {
    let target!: Target;
    const { findings } = diffAfter((dir) => {
      target = editFirst("request", (s) => {
        s.properties.e2e_added = { type: "string" };
        s.required = [...(s.required ?? []), "e2e_added"];
      })(dir);
    });
    expect(findings).toEqual([
      expect.objectContaining({
        rule: "request-property-required-added",
        level: "breaking",
        direction: "request",
        location: `${target.label} request body /e2e_added`,
      }),
    ]);
  });

  it("make a response property optional: breaking", () => {
    let target!: Target;
    let name = "";
    const { findings } = diffAfter((dir) => {
      target = editFirst("response", (s) => {
        name = s.required.shift();
      })(dir);
    });
    expect(findings).toEqual([
      expect.objectContaining({
        rule: "response-property-became-optional",
        level: "breaking",
        direction: "response",
        location: `${target.label} response ${target.status} body /${name}`,
      }),
    ]);
  });

  it("add an optional request property: not breaking", () => {
    let target!: Target;
    const { findings } = diffAfter((dir) => {
      target = editFirst("request", (s) => {
        s.properties.e2e_note = { type: "string", description: "An optional note." };
      })(dir);
    });
    expect(findings).toEqual([
      expect.objectContaining({ rule: "request-property-optional-added", level: "info", location: `${target.label} request body /e2e_note` }),
    ]);
    expect(verdict(findings)).toBe("info");
  });

  it("change only descriptions: nothing to report", () => {
    const { findings } = diffAfter((dir) => {
      const touch = (v: unknown): void => {
        if (Array.isArray(v)) v.forEach(touch);
        else if (v && typeof v === "object") {
          for (const [k, x] of Object.entries(v)) {
            if (k === "description" && typeof x === "string") (v as Json)[k] = `${x} (reworded)`;
            else touch(x);
          }
        }
      };
      for (const service of readdirSync(dir)) {
        for (const file of [path.join(dir, service, "openapi.json"), ...schemaFiles(dir, service)]) {
          try {
            const doc = readJson(file);
            touch(doc);
            writeJson(file, doc);
          } catch {
            /* not a JSON document of this service */
          }
        }
      }
    });
    expect(findings).toEqual([]);
  });

  it("the command gives the verdict as an exit code", async () => {
    const { dir } = diffAfter(
      editFirst("request", (s) => {
        s.properties.e2e_added = { type: "string" };
        s.required = [...(s.required ?? []), "e2e_added"];
      }),
    );
    const r = await runDiff([BASE, dir, "--format", "json"]);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).findings[0].rule).toBe("request-property-required-added");
  });
});

function schemaFiles(dir: string, service: string): string[] {
  try {
    return readdirSync(path.join(dir, service, "schemas")).map((n) => path.join(dir, service, "schemas", n));
  } catch {
    return [];
  }
}

/** The terminal-style message service, when the contracts have one with request and reply roots. */
function messageService(): { service: string; files: string[] } | undefined {
  for (const service of readdirSync(GENERATED).sort()) {
    const files = schemaFiles(GENERATED, service).map((f) => path.basename(f));
    if (httpServices(GENERATED).includes(service)) continue;
    if (files.some((f) => f.endsWith("Request.json")) && files.some((f) => f.endsWith("Reply.json"))) return { service, files };
  }
  return undefined;
}

describe.skipIf(!messageService())("edits to the real message schemas and their verdicts", () => {
  const ms = messageService()!;
  const fileWith = (suffix: string, test: (s: Json) => boolean) =>
    ms.files.find((f) => f.endsWith(suffix) && test(readJson(path.join(GENERATED, ms.service, "schemas", f))));
  const editFile = (name: string, change: (s: Json) => void) => (dir: string) => {
    const file = path.join(dir, ms.service, "schemas", name);
    const s = readJson(file);
    change(s);
    writeJson(file, s);
  };

  it("add a required field to a request message: breaking", () => {
    const name = fileWith("Request.json", (s) => !!s.properties)!;
    const { findings } = diffAfter(
      editFile(name, (s) => {
        s.properties.E2eField = { type: "string" };
        s.required = [...(s.required ?? []), "E2eField"];
      }),
    );
    expect(findings).toContainEqual(
      expect.objectContaining({ rule: "request-property-required-added", level: "breaking", location: `${ms.service} ${name} /E2eField` }),
    );
  });

  it("make a reply field optional: breaking", () => {
    const name = fileWith("Reply.json", (s) => Array.isArray(s.required) && s.required.length > 0)!;
    let field = "";
    const { findings } = diffAfter(editFile(name, (s) => (field = s.required.pop())));
    expect(findings).toContainEqual(
      expect.objectContaining({ rule: "response-property-became-optional", level: "breaking", location: `${ms.service} ${name} /${field}` }),
    );
  });

  it("drop a message from a request union: breaking", () => {
    const name = fileWith("Request.json", (s) => Array.isArray(s.oneOf) && s.oneOf.length > 1)!;
    const { findings } = diffAfter(editFile(name, (s) => s.oneOf.pop()));
    expect(findings).toEqual([expect.objectContaining({ rule: "request-variant-removed", level: "breaking", location: `${ms.service} ${name}` })]);
  });
});
