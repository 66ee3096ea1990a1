/** What an in-process run writes to stdout and stderr, taken instead of printed. */
import { vi } from "vitest";

/** Runs `fn` with stdout and stderr captured: its value and everything both streams were given. */
export async function captured<T>(fn: () => Promise<T>): Promise<{ value: T; out: string }> {
  let out = "";
  const grab = (chunk: string | Uint8Array): boolean => {
    out += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
    return true;
  };
  const a = vi.spyOn(process.stdout, "write").mockImplementation(grab as typeof process.stdout.write);
  const b = vi.spyOn(process.stderr, "write").mockImplementation(grab as typeof process.stderr.write);
  try {
    return { value: await fn(), out };
  } finally {
    a.mockRestore();
    b.mockRestore();
  }
}
