/** Shared helpers of the diff tests: in-memory trees, and running the command with captured output. */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { InputError, UsageError } from "../../src/errors.ts";
import { run } from "../../src/diff/command.ts";
import { diffTrees } from "../../src/diff/engine.ts";
import type { Finding, Tree } from "../../src/diff/model.ts";
import { buildTree } from "../../src/diff/tree.ts";

/** A tree from files given as JSON values, keyed like generated/ (`shop/openapi.json`). */
export function treeOf(files: Record<string, unknown>, label = "tree"): Tree {
  return buildTree(label, new Map(Object.entries(files).map(([k, v]) => [k, JSON.stringify(v)])), (k) => k);
}

export function diff(base: Record<string, unknown>, head: Record<string, unknown>, rules?: string[]): Finding[] {
  return diffTrees(treeOf(base, "base"), treeOf(head, "head"), rules ? { rules: new Set(rules) } : {});
}

/** A one-service OpenAPI document. */
export function openapi(paths: Record<string, unknown>, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { openapi: "3.1.0", info: { title: "Shop", version: "1.0.0" }, paths, ...extra };
}

export const json = (schema: unknown) => ({ "application/json": { schema } });

/** POST /orders with `request` as its JSON body schema and `response` as its 200 body schema. */
export function orderDoc(request: unknown, response: unknown, components: Record<string, unknown> = {}): Record<string, unknown> {
  return openapi(
    {
      "/orders": {
        post: {
          operationId: "createOrder",
          requestBody: { required: true, content: json(request) },
          responses: { "200": { description: "OK", content: json(response) } },
        },
      },
    },
    { components: { schemas: components } },
  );
}

export interface RunResult {
  code: number | "usage" | "input";
  stdout: string;
  stderr: string;
  error?: string;
}

/** Run `contracts diff ARGS` in-process; errors the dispatcher would turn into exit 64/2 come back as codes. */
export async function runDiff(args: string[]): Promise<RunResult> {
  let stdout = "";
  let stderr = "";
  const out = process.stdout.write.bind(process.stdout);
  const err = process.stderr.write.bind(process.stderr);
  process.stdout.write = ((chunk: string | Uint8Array) => {
    stdout += String(chunk);
    return true;
  }) as typeof process.stdout.write;
  process.stderr.write = ((chunk: string | Uint8Array) => {
    stderr += String(chunk);
    return true;
  }) as typeof process.stderr.write;
  try {
    return { code: await run(args), stdout, stderr };
  } catch (e) {
    if (e instanceof UsageError) return { code: "usage", stdout, stderr, error: e.message };
    if (e instanceof InputError) return { code: "input", stdout, stderr, error: e.message };
    throw e;
  } finally {
    process.stdout.write = out;
    process.stderr.write = err;
  }
}

export function tempDir(prefix: string): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** git in `dir` with a test identity and no signing (the machine's git config is not assumed). */
export function gitIn(dir: string): (...args: string[]) => string {
  return (...args) =>
    execFileSync("git", ["-c", "user.name=test", "-c", "user.email=test@example.invalid", "-c", "commit.gpgsign=false", ...args], {
      cwd: dir,
      encoding: "utf8",
    });
}

/**
 * A validator for SARIF 2.1.0 logs: the OASIS schema (fixtures/sarif, a draft-04 schema) read with
 * Ajv's default class, its one draft-04 keyword (`id`) read as `$id`.
 */
export async function sarifValidator(): Promise<(log: unknown) => { valid: boolean; errors: string }> {
  const { Ajv } = await import("ajv");
  const formats = await import("ajv-formats");
  const { readFileSync } = await import("node:fs");
  const addFormats = ((formats.default as unknown as { default?: unknown }).default ?? formats.default) as unknown as (ajv: InstanceType<typeof Ajv>) => void;
  const schema = JSON.parse(readFileSync(new URL("fixtures/sarif/sarif-schema-2.1.0.json", import.meta.url), "utf8"));
  const { id, $schema: _draft04, ...rest } = schema;
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  const validate = ajv.compile({ ...rest, $id: id });
  return (log) => ({ valid: validate(log) as boolean, errors: JSON.stringify(validate.errors?.slice(0, 3) ?? []) });
}
