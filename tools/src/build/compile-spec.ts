import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { parse as parseYaml, stringify as stringifyYaml } from "yaml";
import { ROOT } from "../paths.ts";
import type { ServiceInfo } from "../contract/services.ts";

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

/**
 * One TypeSpec compile in this process, with the compiler's API (as `tsp compile MAIN --config FILE
 * --output-dir DIR` does): the compiler and its emitters are loaded once for every compile of a
 * build (measured: five compiles 2.3 s of CPU in one process, 6.3 s as five `tsp` processes). An
 * error, or a warning under the config's `warn-as-error`, fails the compile with the compiler's own
 * formatted diagnostics; each program's diagnostics are its own, so services never mix.
 */
async function tsp(main: string, configPath: string, outputDir: string, svc: ServiceInfo, emit?: string[]): Promise<void> {
  const { compile, formatDiagnostic, NodeHost, resolveCompilerOptions } = await import("@typespec/compiler");
  const [options, configDiagnostics] = await resolveCompilerOptions(NodeHost, {
    entrypoint: main,
    configPath,
    cwd: ROOT,
    overrides: { outputDir, ...(emit ? { emit } : {}) },
  });
  const failing = (ds: readonly { severity: string }[]) => ds.filter((d) => d.severity === "error" || options.warningAsError);
  if (failing(configDiagnostics).length) throw new SpecCompileError(svc.id, configDiagnostics.map((d) => formatDiagnostic(d)).join("\n"));
  const program = await compile(NodeHost, main, options);
  const bad = failing(program.diagnostics);
  if (bad.length) throw new SpecCompileError(svc.id, program.diagnostics.map((d) => formatDiagnostic(d)).join("\n"));
}

/**
 * Compile one service's TypeSpec into `outDir` (openapi/ and schemas/ below it) with the
 * project's tspconfig.yaml; an HTTP service is compiled a second time for its OpenAPI 3.0
 * rendering (openapi-3.0/ below it).
 */
export async function compileSpec(svc: ServiceInfo, outDir: string): Promise<void> {
  const main = path.join(ROOT, "spec", svc.id, "main.tsp");
  const config = path.join(ROOT, "tspconfig.yaml");
  // A message-only service has no HTTP operations, so only the JSON Schema emitter runs.
  if (!svc.http) return tsp(main, config, outDir, svc, ["@typespec/json-schema"]);
  await tsp(main, config, outDir, svc);
  await mkdir(outDir, { recursive: true });
  const config30 = path.join(outDir, "tspconfig.openapi-3.0.yaml");
  await writeFile(config30, stringifyYaml(openApi30Config(readFileSync(config, "utf8"))));
  await tsp(main, config30, outDir, svc);
}
