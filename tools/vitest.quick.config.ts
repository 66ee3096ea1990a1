import { defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config.ts";

/**
 * `make test-quick`: the unit tests, for the inner loop (make test runs every file, CI too). Left out:
 * what starts processes, servers over sockets, worker threads, a browser, npm or the TypeSpec build
 * (end-to-end by design), each named below.
 */
export default mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: [
        "**/node_modules/**",
        "tools/test/consumer/**",
        "tools/test/package/**",
        "tools/test/kits/**",
        "tools/test/fuzz/**",
        "tools/test/issues/**",
        "tools/test/probe/**",
        "tools/test/proxy/**",
        "tools/test/drift/**",
        "tools/test/cli/**",
        "tools/test/conform/replay/**",
        "tools/test/**/cli.test.ts",
        "tools/test/docs/browser.test.ts",
        "tools/test/docs/samples.test.ts",
        "tools/test/docs/out.test.ts",
        "tools/test/mock/launcher.test.ts",
        "tools/test/mock/prism.test.ts",
        "tools/test/conform/jobs.test.ts",
        "tools/test/conform/output.test.ts",
        "tools/test/conform/reports.test.ts",
        "tools/test/recording/redact-jobs.test.ts",
        "tools/test/simulator/process.test.ts",
        "tools/test/build/golden.test.ts",
        "tools/test/build/asyncapi.test.ts",
        "tools/test/diff/e2e.test.ts",
        "tools/test/diff/gate.test.ts",
        "tools/test/diff/ci-templates.test.ts",
        "tools/test/diff/command.test.ts",
        "tools/test/certify/http-e2e.test.ts",
        "tools/test/readme.test.ts",
      ],
    },
  }),
);
