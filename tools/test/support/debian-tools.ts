/**
 * The Debian packages some tests run (the JDK, Gson, PHP; .ci/run installs them when missing). In CI
 * (CI=true) a missing one is an error, not a skip; elsewhere the tests are skipped with the reason
 * printed, as the browser tests do for Chromium (chromium.ts).
 */
import { existsSync } from "node:fs";

export const JAVAC = "/usr/bin/javac";
export const JAVA = "/usr/bin/java";
/** Debian's Gson (libgoogle-gson-java): the version-less link to the installed jar. */
export const GSON_JAR = "/usr/share/java/gson.jar";
export const PHP = "/usr/bin/php";

/**
 * JVM flags for the tests' short-lived java runs: the client compiler only and the serial collector.
 * A JVM that lives seconds spends much of its CPU in the optimizing compiler's and the parallel
 * collector's threads; these halve javac's CPU time on the generated types (3.3 to 1.7 s measured),
 * and change nothing of what is compiled or run.
 */
export const JVM_FLAGS = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"] as const;
/** The same flags as javac takes them (for the JVM it runs on). */
export const JAVAC_JVM_FLAGS = JVM_FLAGS.map((f) => `-J${f}`);

/** Which Debian package provides each file the tests use. */
export const PROVIDED_BY: Readonly<Record<string, string>> = {
  [JAVAC]: "openjdk-17-jdk-headless",
  [JAVA]: "openjdk-17-jdk-headless",
  [GSON_JAR]: "libgoogle-gson-java",
  [PHP]: "php-cli",
};

/**
 * Whether every file is here; `what` names the tests for the message. Throws in CI when one is
 * missing; prints the skip and returns false elsewhere.
 */
export function debianTools(what: string, files: readonly string[], env: NodeJS.ProcessEnv = process.env, exists = existsSync): boolean {
  const missing = files.filter((f) => !exists(f));
  if (missing.length === 0) return true;
  const packages = [...new Set(missing.map((f) => PROVIDED_BY[f] ?? f))].join(" ");
  const reason = `${missing.join(", ")} missing: install Debian's ${packages} (apt-get update && apt-get install -y ${packages})`;
  if (env.CI === "true") throw new Error(`${what}: ${reason}; .ci/run installs them when it runs as root`);
  process.stderr.write(`skipping ${what}: ${reason}\n`);
  return false;
}
