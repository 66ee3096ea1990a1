/**
 * Temporary outputs being written (output.ts: files, and the folders of `writeFolder`): removed (by
 * tools/src/cli/main.ts) when the process is stopped by a signal or loses its parent before it could
 * complete them, so no half-written output stays behind.
 */
import { rmSync } from "node:fs";

const pending = new Set<string>();

export function addPendingOutput(file: string): void {
  pending.add(file);
}

export function dropPendingOutput(file: string): void {
  pending.delete(file);
}

/** Remove every temporary output (synchronously: called on the way out). */
export function removePendingOutputs(): void {
  for (const file of pending) {
    try {
      rmSync(file, { recursive: true, force: true });
    } catch {
      /* already gone */
    }
  }
  pending.clear();
}
