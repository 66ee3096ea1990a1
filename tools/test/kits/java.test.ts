// The Java types that `make` writes (generated/terminal/java/, issue 39), as an Android team uses them:
// every file compiles with Debian's javac 17 against Debian's Gson, at Java 8 source level with every
// lint warning and Javadoc problem an error, in one javac call; every example message of the contract
// round-trips through the class named as its schema with the same JSON; the strict reader names the
// JSON path of a null, a wrong type or an undeclared property (never the value); every example of
// both apps built in Java as the site's Kotlin builds it (docs/terminal/android.ts) writes its JSON;
// and a Java billing app's card sale, UPI sale and Get Status, built with the types, get 0, 100 then
// 0 from the simulator over its HTTP bridge. In CI a missing JDK or Gson fails the tests (.ci/run
// installs them).
import { execFile, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { javaSourceRoot } from "../../src/build/java.ts";
import { readServiceSchemas } from "../../src/contract/schemas.ts";
import { describeApps } from "../../src/contract/terminal-model.ts";
import { buildWithTypes, readJavaIndex } from "../../src/docs/terminal/android.ts";
import { methodExamples } from "../../src/docs/terminal/examples.ts";
import { maskPansInText } from "../../src/mask.ts";
import { GENERATED } from "../../src/paths.ts";
import { startSimulator, type SimulatorHandle } from "../../src/simulator/index.ts";
import { debianTools, GSON_JAR, JAVA, JAVAC, JAVAC_JVM_FLAGS, JVM_FLAGS } from "../support/debian-tools.ts";

const run = debianTools("the Java kit tests", [JAVAC, JAVA, GSON_JAR]);
const SOURCES = path.join(GENERATED, "terminal", javaSourceRoot("terminal"));
const PROGRAMS = path.join(import.meta.dirname, "java");
const out = mkdtempSync(path.join(os.tmpdir(), "java-kit-"));
const classpath = `${out}${path.delimiter}${GSON_JAR}`;
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Every example message of both apps (as the site shows them, unmasked), built in Java as the site's Kotlin builds it. */
function builtExamples(): { examples: unknown[]; source: string } {
  const schemas = readServiceSchemas("terminal");
  const index = readJavaIndex(path.join(GENERATED, "terminal", "java"))!;
  const examples: unknown[] = [];
  const methods: string[] = [];
  for (const app of describeApps(schemas)) {
    for (const m of app.methods) {
      for (const e of methodExamples(schemas, app, m)) {
        const { code, lines } = buildWithTypes(index, schemas, (e.direction === "request" ? app.request : app.reply).replace(/\.json$/, ""), e.value, "java");
        methods.push(`    private static Object example${examples.length}() {\n${lines.map((l) => `        ${l}\n`).join("")}        return ${code};\n    }\n`);
        examples.push(e.value);
      }
    }
  }
  const source = `import ${index.pkg}.*;

/** Writes each example message, built with the types, as one line of JSON. */
public final class Built {
    private Built() {
    }

    /**
     * Prints them.
     *
     * @param args none
     */
    public static void main(String[] args) {
${examples.map((_, i) => `        System.out.println(TerminalJson.write(example${i}()));\n`).join("")}    }

${methods.join("\n")}}
`;
  return { examples, source };
}
const built = builtExamples();

const generated = (): string[] =>
  readdirSync(SOURCES)
    .filter((f) => f.endsWith(".java"))
    .sort();
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

interface Result {
  ok: boolean;
  className?: string;
  json?: string;
  path?: string;
  problem?: string;
}

/** Read each `[class, mode, json]` with TerminalJson in one JVM (RoundTrip.java), in order. */
function roundTrip(cases: ReadonlyArray<readonly [string, "strict" | "tolerant", string]>): Result[] {
  const r = spawnSync(JAVA, [...JVM_FLAGS, "-cp", classpath, "RoundTrip"], {
    input: cases.map((c) => c.join("\t")).join("\n"),
    encoding: "utf8",
    timeout: 60_000,
  });
  expect(r.stderr).toBe("");
  expect(r.status).toBe(0);
  return r.stdout
    .trimEnd()
    .split("\n")
    .map((line) => {
      const [kind, a, b] = line.split("\t");
      return kind === "OK" ? { ok: true, className: a, json: b } : { ok: false, path: a, problem: b };
    });
}

describe.runIf(run)("the generated Java types", () => {
  beforeAll(() => {
    // One javac call for every generated file and the three test programs.
    mkdirSync(path.join(out, "src"));
    writeFileSync(path.join(out, "src", "Built.java"), built.source);
    const r = spawnSync(
      JAVAC,
      [
        ...JAVAC_JVM_FLAGS,
        "--release",
        "8",
        "-encoding",
        "US-ASCII",
        "-Xlint:all",
        "-Xdoclint:all/protected",
        "-Werror",
        "-cp",
        GSON_JAR,
        "-d",
        out,
        ...generated().map((f) => path.join(SOURCES, f)),
        path.join(PROGRAMS, "RoundTrip.java"),
        path.join(PROGRAMS, "SaleClient.java"),
        path.join(out, "src", "Built.java"),
      ],
      { encoding: "utf8", timeout: 300_000 },
    );
    if (r.status !== 0) throw new Error(`javac failed:\n${r.stderr}${r.stdout}`);
  }, 300_000);

  it("every file make writes compiled (ASCII, Java 8, no lint or Javadoc warning), one class per JSON Schema plus TerminalJson", () => {
    const schemas = [...readServiceSchemas("terminal").keys()].map((f) => f.replace(/\.json$/, ".java"));
    expect(generated()).toEqual([...schemas, "TerminalJson.java"].sort());
    const classes = new Set(readdirSync(path.join(out, "payments", "contracts", "terminal")));
    expect(generated().filter((f) => !classes.has(f.replace(/\.java$/, ".class")))).toEqual([]);
  });

  it("every example message of the contract round-trips through the class named as its schema with the same JSON", () => {
    const cases: Array<[string, "strict", string]> = [];
    for (const [file, schema] of readServiceSchemas("terminal")) {
      for (const example of (schema.examples as unknown[] | undefined) ?? []) cases.push([file.replace(/\.json$/, ""), "strict", JSON.stringify(example)]);
    }
    expect(cases.length).toBeGreaterThanOrEqual(99);
    const results = roundTrip(cases);
    expect(results).toHaveLength(cases.length);
    const wrong = results.flatMap((r, i) => {
      const [name, , json] = cases[i]!;
      if (!r.ok) return [`${name}: refused at ${r.path}: ${r.problem}`];
      // The same JSON value (members in the class's order), written as plain compact JSON (5120, not 5120.0).
      if (JSON.stringify(sort(JSON.parse(r.json!))) !== JSON.stringify(sort(JSON.parse(json)))) return [`${name}: ${json} came back as ${r.json}`];
      if (JSON.stringify(JSON.parse(r.json!)) !== r.json) return [`${name}: not plain compact JSON: ${r.json}`];
      return [];
    });
    expect(wrong).toEqual([]);
    // A union's example is read as the branch its discriminator names.
    const unions = results.filter((_, i) => cases[i]![0] === "MobileRequest").map((r) => r.className);
    expect(new Set(unions)).toEqual(new Set(["MobileDoTransactionRequest"]));
  });

  it("every example of both apps, built with the types as the site's Kotlin builds it, writes the example's JSON", () => {
    const r = spawnSync(JAVA, [...JVM_FLAGS, "-cp", classpath, "Built"], { encoding: "utf8", timeout: 60_000 });
    expect(r.stderr).toBe("");
    const lines = r.stdout.trimEnd().split("\n");
    expect(built.examples.length).toBeGreaterThanOrEqual(20);
    expect(lines.map((l) => sort(JSON.parse(l)))).toEqual(built.examples.map(sort));
  });

  const sale = (detail: string) =>
    `{"Header":{"ApplicationId":"abcdefgh","UserId":"user1234","MethodId":"1001","VersionNo":"1.0"},"Detail":{"TransactionType":5120,"BillingRefNo":"OR1587-9","BankCode":"4",${detail}}}`;

  it.each([
    {
      given: "a null optional field",
      json: sale(`"PaymentAmount":100,"BatchNo":null`),
      path: "$.Detail.BatchNo",
      problem: /found null \(the contract has no null here/,
    },
    { given: "an amount as a string", json: sale(`"PaymentAmount":"100"`), path: "$.Detail.PaymentAmount", problem: /^expected a number, found a string$/ },
    { given: "a fractional amount", json: sale(`"PaymentAmount":100.5`), path: "$.Detail.PaymentAmount", problem: /^expected an integer \(a long\)$/ },
    {
      given: "a field the class does not declare",
      json: sale(`"PaymentAmount":100,"Tip":5`),
      path: "$.Detail.Tip",
      problem: /MobileUpiSaleDetail has no such field/,
    },
    {
      given: "a MethodId the union does not have",
      json: sale(`"PaymentAmount":100`).replace('"1001"', '"1002"'),
      path: "$",
      problem: /^Header\.MethodId "1002" is not one of \[1001\] \(MobileRequest\)$/,
    },
    {
      given: "a TransactionType the Detail union does not have",
      json: sale(`"PaymentAmount":100`).replace("5120", "9999"),
      path: "$.Detail",
      problem: /TransactionType "9999"/,
    },
    {
      given: "a card number where the amount goes (the message names the place, not the value)",
      json: sale(`"PaymentAmount":"4111111111111111"`),
      path: "$.Detail.PaymentAmount",
      problem: /^expected a number, found a string$/,
    },
  ])("the strict reader refuses $given, naming $path", ({ json, path: where, problem }) => {
    const [r] = roundTrip([["MobileRequest", "strict", json]]);
    expect(r!.ok).toBe(false);
    expect(r!.path).toBe(where);
    expect(r!.problem).toMatch(problem);
    expect(maskPansInText(`${r!.path} ${r!.problem}`)).toBe(`${r!.path} ${r!.problem}`);
  });

  it("the tolerant reader converts what it can and never writes a null back", () => {
    const [r] = roundTrip([["MobileRequest", "tolerant", sale(`"PaymentAmount":"100","BatchNo":null,"Tip":5`)]]);
    expect(r).toEqual({
      ok: true,
      className: "MobileDoTransactionRequest",
      // In the class's order (TransactionType, BillingRefNo, PaymentAmount, BankCode, ...): the number, no null, no Tip.
      json: `{"Header":{"ApplicationId":"abcdefgh","UserId":"user1234","MethodId":"1001","VersionNo":"1.0"},"Detail":{"TransactionType":5120,"BillingRefNo":"OR1587-9","PaymentAmount":100,"BankCode":"4"}}`,
    });
  });

  it("reads 5120.0 as the integer 5120 and writes it as 5120", () => {
    const [r] = roundTrip([["MobileRequest", "strict", sale(`"PaymentAmount":100`).replace("5120", "5120.0")]]);
    expect(r!.json).toContain(`"TransactionType":5120,`);
  });

  it("an open record (a shape the document does not show) keeps the properties it does not declare", () => {
    const json = `{"TransactionType":5564,"BillingRefNo":"OR1587-9","Extra":{"a":[1,2]}}`;
    const [r] = roundTrip([["MobileResendSmsDetail", "strict", json]]);
    expect(r).toEqual({ ok: true, className: "MobileResendSmsDetail", json });
  });

  describe("a Java billing app against the simulator's HTTP bridge", () => {
    let sim: SimulatorHandle;
    beforeAll(async () => {
      sim = await startSimulator({ port: 0 });
    });
    afterAll(async () => {
      await sim?.stop();
    });

    it("a card sale gets 0 APPROVED; a UPI sale gets 100, then Get Status 0 APPROVED", async () => {
      const { stdout, stderr } = await promisify(execFile)(JAVA, [...JVM_FLAGS, "-cp", classpath, "SaleClient", sim.url.replace(/\/$/, "")], {
        timeout: 60_000,
      });
      expect(stderr).toBe("");
      const lines = Object.fromEntries(
        stdout
          .trimEnd()
          .split("\n")
          .map((l) => {
            const [step, ...rest] = l.split("\t");
            return [step, rest.join("\t")];
          }),
      );
      expect(lines["terminal-sale"]).toBe("0\tAPPROVED");
      expect(lines["upi-sale"]).toBe("100\tTRANSACTION INITIATED CHECK GET STATUS");
      expect(lines["upi-status"]).toBe("0\tAPPROVED");
      // Built with the types: the constants set by the constructors, no optional field written as null.
      expect(lines["upi-sale-request"]).toBe(
        `{"Header":{"ApplicationId":"abcdefgh","UserId":"user1234","MethodId":"1001","VersionNo":"1.0"},"Detail":{"TransactionType":5120,"BillingRefNo":"JAVA-UPI-1","PaymentAmount":100,"BankCode":"4"}}`,
      );
    });
  });
});
