/** The machine and the versions a benchmark ran with (recorded beside every result). */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "../../src/paths.ts";

const PACKAGES = [
  "typescript",
  "tsx",
  "ajv",
  "ajv-formats",
  "@stoplight/prism-cli",
  "@stoplight/prism-http",
  "autocannon",
  "@typespec/compiler",
  "openapi-typescript",
  "vitest",
] as const;

function packageVersion(name: string): string | null {
  try {
    return (JSON.parse(readFileSync(path.join(ROOT, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;
  } catch {
    return null;
  }
}

function run(cmd: string, args: string[]): string | null {
  try {
    return execFileSync(cmd, args, { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
}

export interface MachineInfo {
  cpus: number;
  cpu_model: string;
  memory_gib: number;
  os: string;
  load_average_at_start: number[];
}

export function machine(): MachineInfo {
  return {
    cpus: os.availableParallelism(),
    cpu_model: os.cpus()[0]?.model ?? "unknown",
    memory_gib: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    load_average_at_start: os.loadavg().map((x) => Math.round(x * 100) / 100),
  };
}

export function versions(): Record<string, string | null> {
  const out: Record<string, string | null> = {
    node: process.version,
    npm: run("npm", ["--version"]),
    make: run("make", ["--version"])?.split("\n")[0] ?? null,
    git_commit: run("git", ["rev-parse", "--short", "HEAD"]),
    uncommitted_files: run("git", ["status", "--porcelain"])?.split("\n").filter(Boolean).length.toString() ?? null,
  };
  for (const p of PACKAGES) out[p] = packageVersion(p);
  return out;
}
