import { mkdir } from "node:fs/promises";
import { buildAsyncApi } from "./asyncapi.ts";
import { buildContracts } from "./contracts.ts";
import { buildJava } from "./java.ts";
import { buildTypes } from "./types.ts";
import { buildValidators } from "./validators.ts";

/** Every generator, in dependency order, writing into `root` (laid out like generated/). */
export async function buildAll(root: string, only?: readonly string[]): Promise<void> {
  await mkdir(root, { recursive: true });
  await buildContracts(root, only);
  await Promise.all([buildValidators(root), buildTypes(root), buildAsyncApi(root), buildJava(root)]);
}
