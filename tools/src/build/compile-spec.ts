import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { ROOT } from "../paths.ts";
import type { ServiceInfo } from "../contract/services.ts";

const require = createRequire(import.meta.url);

export class SpecCompileError extends Error {
  constructor(
    readonly service: string,
    readonly output: string,
  ) {
    super(`TypeSpec compile of spec/${service}/main.tsp failed:\n${output}`);
  }
}

/**
 * Compile one service's TypeSpec into `outDir` (openapi/ and schemas/ below it) with the
 * project's tspconfig.yaml. Runs the compiler in a child process so that the three services
 * compile in parallel and one's diagnostics never mix with another's.
 */
export function compileSpec(svc: ServiceInfo, outDir: string): Promise<void> {
  const tsp = path.join(path.dirname(require.resolve("@typespec/compiler/package.json")), "cmd", "tsp.js");
  const args = [tsp, "compile", path.join(ROOT, "spec", svc.id, "main.tsp"), "--config", path.join(ROOT, "tspconfig.yaml"), "--output-dir", outDir];
  // A message-only service has no HTTP operations, so only the JSON Schema emitter runs.
  if (!svc.http) args.push("--emit", "@typespec/json-schema");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    child.on("error", (e) => reject(new SpecCompileError(svc.id, String(e))));
    child.on("close", (code) => (code === 0 ? resolve() : reject(new SpecCompileError(svc.id, output))));
  });
}
