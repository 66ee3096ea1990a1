/**
 * Test helpers for the mocks: real HTTP requests built from an OpenAPI document's own examples,
 * and process checks.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../../src/paths.ts";
import { isAlive } from "../../src/mock/child.ts";
import { operations, type OpenApiDoc, type OperationRef, type ParameterObject } from "../../src/contract/openapi.ts";
import { entry as entryArgs } from "../support/entry.ts";

/** One documented example response and the request that asks Prism for it. */
export interface ExampleCase {
  readonly operationId: string;
  readonly status: number;
  readonly example: string;
  readonly method: string;
  /** Path with parameters filled, plus the query string. */
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body?: string;
  /** The documented example value, which Prism must return as the body. */
  readonly want: unknown;
}

/** Credentials of the right scheme for an operation (any token or user:password will do for Prism). */
export function credentials(doc: OpenApiDoc, op: OperationRef): Record<string, string> {
  const security = op.operation.security ?? doc.security ?? [];
  if (security.length === 0 || security.some((alt) => Object.keys(alt).length === 0)) return {};
  const scheme = doc.components?.securitySchemes?.[Object.keys(security[0]!)[0]!];
  if (scheme?.type === "http" && scheme.scheme?.toLowerCase() === "basic") {
    return { authorization: `Basic ${Buffer.from("test-user:test-password").toString("base64")}` };
  }
  return { authorization: "Bearer test-access-token" };
}

function exampleValue(p: ParameterObject, name: string): unknown {
  const examples = (p.examples ?? {}) as Record<string, { value?: unknown }>;
  if (examples[name]) return examples[name].value;
  const first = Object.values(examples)[0];
  if (first) return first.value;
  const schema = (p.schema ?? {}) as { examples?: unknown[]; default?: unknown };
  return schema.examples?.[0] ?? schema.default;
}

/** The request of an operation built from its examples named `name` (else each part's first example). */
export function exampleRequest(doc: OpenApiDoc, op: OperationRef, name: string): Pick<ExampleCase, "method" | "url" | "headers" | "body"> {
  let url = op.path.replace(/\{([^}]+)\}/g, (_, p: string) => {
    const prm = op.parameters.find((x) => x.in === "path" && x.name === p);
    return encodeURIComponent(String(prm ? exampleValue(prm, name) : "x"));
  });
  const query = new URLSearchParams();
  const headers: Record<string, string> = { ...credentials(doc, op) };
  for (const p of op.parameters) {
    const value = exampleValue(p, name);
    if (value === undefined) continue;
    if (p.in === "query") query.set(p.name, String(value));
    if (p.in === "header") headers[p.name.toLowerCase()] = String(value);
  }
  if (query.size > 0) url += `?${query}`;
  let body: string | undefined;
  const content = Object.entries(op.operation.requestBody?.content ?? {})[0];
  if (content) {
    const [mediaType, media] = content;
    const examples = media.examples ?? {};
    const value = (examples[name] ?? Object.values(examples)[0])?.value;
    headers["content-type"] = mediaType;
    body = mediaType === "application/x-www-form-urlencoded" ? new URLSearchParams(value as Record<string, string>).toString() : JSON.stringify(value);
  }
  return { method: op.method.toUpperCase(), url, headers, body };
}

/** Every named example of every documented response of the document, with the request that asks for it. */
export function exampleCases(doc: OpenApiDoc): ExampleCase[] {
  const cases: ExampleCase[] = [];
  for (const op of operations(doc)) {
    for (const [status, response] of Object.entries(op.operation.responses ?? {})) {
      if (!/^\d{3}$/.test(status)) continue;
      for (const media of Object.values(response.content ?? {})) {
        for (const [example, ex] of Object.entries(media.examples ?? {})) {
          const req = exampleRequest(doc, op, example);
          // Quoted: example names may hold commas, which would split an unquoted Prefer value.
          req.headers.prefer = `code=${status}, example="${example}"`;
          cases.push({ operationId: op.operationId, status: Number(status), example, want: ex.value, ...req });
        }
      }
    }
  }
  return cases;
}

export async function send(
  base: string,
  req: { method: string; url: string; headers: Record<string, string>; body?: string },
): Promise<{ status: number; body: unknown; text: string; headers: Headers }> {
  const res = await fetch(base + req.url, { method: req.method, headers: req.headers, body: req.body });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body, text, headers: res.headers };
}

/** Wait until a PID no longer exists (or the time is up); returns whether it is gone. */
export async function gone(pid: number, withinMs = 5000): Promise<boolean> {
  const end = Date.now() + withinMs;
  while (isAlive(pid)) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

/** Start a TypeScript entry point of the toolkit as its own Node process (node --import tsx). */
export function spawnTool(entry: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [...entryArgs(path.join(ROOT, entry)), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
}

/** Collect a stream's text and resolve when `pattern` appears in it. */
export function waitForOutput(stream: NodeJS.ReadableStream, pattern: RegExp, timeoutMs = 60_000): Promise<string> {
  let text = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${pattern}; got:\n${text}`)), timeoutMs);
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      text += chunk;
      if (pattern.test(text)) {
        clearTimeout(timer);
        resolve(text);
      }
    });
  });
}

/** Resolves with the exit code and signal of a child. */
export function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
}

/** The ancestors of a process (parent first) with their command lines, from /proc (Linux). */
export function ancestry(pid: number): Array<{ pid: number; cmd: string }> {
  const out: Array<{ pid: number; cmd: string }> = [];
  let cur = pid;
  for (let i = 0; i < 16; i++) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${cur}/stat`, "utf8");
    } catch {
      break;
    }
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    if (!(ppid > 1)) break;
    let cmd = "";
    try {
      cmd = readFileSync(`/proc/${ppid}/cmdline`, "utf8").replace(/\0/g, " ").trim();
    } catch {
      break;
    }
    out.push({ pid: ppid, cmd });
    if (cmd.startsWith("bash -c CONTRACTS_LIFELINE_PIDS")) break;
    cur = ppid;
  }
  return out;
}
