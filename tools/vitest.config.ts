import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    root: new URL("..", import.meta.url).pathname,
    include: ["tools/test/**/*.test.ts", "conformance/test/**/*.test.ts"],
    // A temporary folder per run, removed at its end (tests and the processes they start write there).
    globalSetup: ["tools/test/support/temp-root.ts"],
    // Workers are reused across test files: each file's imports are not loaded again (the toolkit's
    // modules keep no per-test state; a file that changes a process-wide setting restores it).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
