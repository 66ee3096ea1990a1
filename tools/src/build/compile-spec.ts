import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { parse as parseYaml, stringify as stringifyYaml } from "yaml";
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

/** The folder (below a compile's output folder) where the OpenAPI 3.0 rendering is emitted. */
export const OPENAPI_30_DIR = "openapi-3.0";

/**
 * The project's tspconfig.yaml turned into the configuration of the OpenAPI 3.0 compile: only the
 * OpenAPI emitter, `openapi-versions: ["3.0.0"]`, without `enum-strategy: annotated` (which 3.0
 * cannot carry: with both versions in one compile the emitter warns, and warn-as-error makes that
 * an error) and without the linter (the main compile lints the same sources). Everything else (sealed
 * objects, parameter examples, warn-as-error) stays as tspconfig.yaml says.
 */
export function openApi30Config(tspconfig: string): Record<string, unknown> {
  const config = parseYaml(tspconfig) as { options?: Record<string, Record<string, unknown>> } & Record<string, unknown>;
  const openapi = { ...(config.options?.["@typespec/openapi3"] ?? {}) };
  delete openapi["enum-strategy"];
  openapi["openapi-versions"] = ["3.0.0"];
  openapi["emitter-output-dir"] = `{output-dir}/${OPENAPI_30_DIR}`;
  const { linter: _linter, emit: _emit, options: _options, ...rest } = config;
  return { ...rest, emit: ["@typespec/openapi3"], options: { "@typespec/openapi3": openapi } };
}

function tsp(args: string[], svc: ServiceInfo): Promise<void> {
  const cli = path.join(path.dirname(require.resolve("@typespec/compiler/package.json")), "cmd", "tsp.js");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    child.on("error", (e) => reject(new SpecCompileError(svc.id, String(e))));
    child.on("close", (code) => (code === 0 ? resolve() : reject(new SpecCompileError(svc.id, output))));
  });
}

/**
 * Compile one service's TypeSpec into `outDir` (openapi/ and schemas/ below it) with the
 * project's tspconfig.yaml; an HTTP service is compiled a second time for its OpenAPI 3.0
 * rendering (openapi-3.0/ below it). Runs the compiler in child processes so that the services
 * compile in parallel and one's diagnostics never mix with another's.
 */
export async function compileSpec(svc: ServiceInfo, outDir: string): Promise<void> {
  const main = path.join(ROOT, "spec", svc.id, "main.tsp");
  const config = path.join(ROOT, "tspconfig.yaml");
  // A message-only service has no HTTP operations, so only the JSON Schema emitter runs.
  const first = tsp(["compile", main, "--config", config, "--output-dir", outDir, ...(svc.http ? [] : ["--emit", "@typespec/json-schema"])], svc);
  if (!svc.http) return first;
  await mkdir(outDir, { recursive: true });
  const config30 = path.join(outDir, "tspconfig.openapi-3.0.yaml");
  await writeFile(config30, stringifyYaml(openApi30Config(readFileSync(config, "utf8"))));
  await Promise.all([first, tsp(["compile", main, "--config", config30, "--output-dir", outDir], svc)]);
}
