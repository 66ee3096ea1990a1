// The kit tests' setup (tools/test/support/debian-tools.ts): a missing JDK, Gson or PHP fails the run
// in CI (CI=true), naming the Debian package, and skips elsewhere.
import { describe, expect, it } from "vitest";
import { debianTools, GSON_JAR, JAVAC, PHP } from "../support/debian-tools.ts";

const none = (): boolean => false;

describe("debianTools", () => {
  it("throws in CI when a file is missing, naming the files, the packages and the way out", () => {
    expect(() => debianTools("the Java kit tests", [JAVAC, GSON_JAR], { CI: "true" }, none)).toThrow(
      /^the Java kit tests: \/usr\/bin\/javac, \/usr\/share\/java\/gson\.jar missing: install Debian's openjdk-17-jdk-headless libgoogle-gson-java .*\.ci\/run installs them/,
    );
    expect(() => debianTools("the PHP kit tests", [PHP], { CI: "true" }, none)).toThrow(/install Debian's php-cli/);
  });
  it("skips (false) outside CI when a file is missing", () => {
    expect(debianTools("the PHP kit tests", [PHP], {}, none)).toBe(false);
  });
  it("is true when every file is there", () => {
    expect(debianTools("the kit tests", [process.execPath], { CI: "true" })).toBe(true);
  });
});
