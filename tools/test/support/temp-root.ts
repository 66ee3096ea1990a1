/**
 * Vitest global setup: every test run gets a temporary folder of its own, removed when the run ends.
 * TMPDIR points into it before the test processes start, so what a test makes with os.tmpdir()
 * (and every CLI or server a test starts, which inherits the variable) lands there, and a
 * `make test` leaves nothing behind in the system's temporary folder, whether or not each test
 * cleans up after itself.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export default function setup(): () => void {
  const previous = process.env.TMPDIR;
  const root = mkdtempSync(path.join(tmpdir(), "contracts-test-"));
  process.env.TMPDIR = root;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(root, { recursive: true, force: true });
  };
}
