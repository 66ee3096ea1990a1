import { mkdir } from "node:fs/promises";
import { buildContracts } from "./contracts.ts";

/** Every generator, in dependency order, writing into `root` (laid out like generated/). */
export async function buildAll(root: string, only?: readonly string[]): Promise<void> {
  await mkdir(root, { recursive: true });
  await buildContracts(root, only);
}
