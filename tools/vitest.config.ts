import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    root: new URL("..", import.meta.url).pathname,
    include: ["tools/test/**/*.test.ts", "conformance/test/**/*.test.ts"],
    // A temporary folder per run, removed at its end (tests and the processes they start write there).
    globalSetup: ["tools/test/support/temp-root.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
