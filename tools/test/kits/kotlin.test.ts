// The Kotlin that the terminal page shows with the Java types (each app's Messenger sketch rewritten
// with them, tools/src/docs/terminal/android.ts), compiled with Debian's kotlinc against the generated
// classes and run, an Android stand-in for the sketch's MasterAppClient answering with the app's reply
// example: the request it writes is the page's example, the reply is read as its class. Optional:
// .ci/run does not install Debian's kotlin (1.3.31, 287 MB; see tools/kits/README.md), so these tests
// run where kotlinc is installed and are skipped elsewhere, in CI too.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { javaSourceRoot } from "../../src/build/java.ts";
import { readServiceSchemas } from "../../src/contract/schemas.ts";
import { describeApps } from "../../src/contract/terminal-model.ts";
import { kotlinWithTypes, readJavaIndex } from "../../src/docs/terminal/android.ts";
import { methodExamples } from "../../src/docs/terminal/examples.ts";
import { GENERATED } from "../../src/paths.ts";
import { GSON_JAR, JAVA, JAVAC, JAVAC_JVM_FLAGS, JVM_FLAGS } from "../support/debian-tools.ts";

const KOTLINC = "/usr/bin/kotlinc";
const STDLIB = "/usr/share/java/kotlin-stdlib.jar";
const run = [KOTLINC, STDLIB, JAVAC, JAVA, GSON_JAR].every((f) => existsSync(f));
if (!run) process.stderr.write(`skipping the Kotlin check of the terminal page: Debian's kotlin is not installed (optional; apt-get install -y kotlin)\n`);

const out = mkdtempSync(path.join(os.tmpdir(), "kotlin-kit-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));
const sort = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(sort)
    : v && typeof v === "object"
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
        )
      : v;

describe.runIf(run)("the page's Kotlin with the Java types", () => {
  const schemas = readServiceSchemas("terminal");
  const index = readJavaIndex(path.join(GENERATED, "terminal", "java"))!;
  const apps = describeApps(schemas).map((app) => {
    const examples = app.methods.flatMap((m) => methodExamples(schemas, app, m));
    const request = examples.find((e) => e.direction === "request")!;
    const method = String((request.value as { Header: { MethodId: string } }).Header.MethodId);
    const reply = examples.find((e) => e.direction === "reply" && (e.value as { Header: { MethodId: string } }).Header.MethodId === method)!;
    return { app, request, reply, kotlin: kotlinWithTypes(index, schemas, app, request.shown) };
  });
  let stdout = "";

  beforeAll(() => {
    const classes = path.join(out, "classes");
    const sources = path.join(GENERATED, "terminal", javaSourceRoot("terminal"));
    const javac = spawnSync(
      JAVAC,
      [...JAVAC_JVM_FLAGS, "--release", "8", "-cp", GSON_JAR, "-d", classes, ...readdirSync(sources).map((f) => path.join(sources, f))],
      {
        encoding: "utf8",
        timeout: 300_000,
      },
    );
    if (javac.status !== 0) throw new Error(`javac failed:\n${javac.stderr}`);
    // Each app's snippet in a function of its own; MasterAppClient and context stand in for Android's.
    const bodies = apps.map(
      ({ app, reply, kotlin }) => `fun ${app.id}() {
    val context: Any? = null
    class MasterAppClient(private val context: Any?, private val onReply: (String) -> Unit) {
        fun bind(): Boolean = true
        fun send(requestJson: String) {
            println("${app.id} request " + requestJson)
            onReply(${JSON.stringify(JSON.stringify(reply.value)).replace(/\$/g, "\\$")})
        }
    }
${kotlin
  .split("\n")
  .filter((l) => !l.startsWith("import "))
  .map((l) => `    ${l}`)
  .join("\n")}
}
`,
    );
    const file = path.join(out, "Page.kt");
    mkdirSync(path.join(out, "kotlin"));
    writeFileSync(file, `import ${index.pkg}.*\n\n${bodies.join("\n")}\nfun main() {\n${apps.map(({ app }) => `    ${app.id}()\n`).join("")}}\n`);
    const kotlinc = spawnSync(KOTLINC, ["-nowarn", "-cp", `${classes}${path.delimiter}${GSON_JAR}`, "-d", path.join(out, "kotlin"), file], {
      encoding: "utf8",
      env: { ...process.env, JAVA_OPTS: JVM_FLAGS.join(" ") },
      timeout: 300_000,
    });
    if (kotlinc.status !== 0) throw new Error(`kotlinc failed:\n${kotlinc.stderr}`);
    const r = spawnSync(JAVA, [...JVM_FLAGS, "-cp", [path.join(out, "kotlin"), classes, GSON_JAR, STDLIB].join(path.delimiter), "PageKt"], {
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(r.stderr).toBe("");
    stdout = r.stdout;
  }, 600_000);

  it("compiles, and each app's request is the page's example; its reply is read as the method's class", () => {
    const lines = stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(apps.length * 2);
    apps.forEach(({ app, request, reply }, i) => {
      const [tag, dir, json] = lines[i * 2]!.split(" ");
      expect([tag, dir]).toEqual([app.id, "request"]);
      expect(sort(JSON.parse(json!))).toEqual(sort(request.shown));
      const response = (reply.value as { Response: { ResponseCode: unknown; ResponseMsg: unknown } }).Response;
      expect(lines[i * 2 + 1]).toBe(`${String(response.ResponseCode)} ${String(response.ResponseMsg)}`);
    });
  });
});
