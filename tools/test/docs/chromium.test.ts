// The browser tests' setup: a missing Chromium fails the run in CI (CI=true) and skips elsewhere.
import { describe, expect, it } from "vitest";
import { chromiumAvailable, isLocal } from "../support/chromium.ts";

describe("chromiumAvailable", () => {
  it("throws in CI when the browser is missing, naming the way out", () => {
    expect(() => chromiumAvailable({ CI: "true" }, "/nonexistent/chromium")).toThrow(
      /\/nonexistent\/chromium is missing: install Debian's package.*\.ci\/run installs it/,
    );
  });
  it("skips (false) outside CI when the browser is missing", () => {
    expect(chromiumAvailable({}, "/nonexistent/chromium")).toBe(false);
  });
  it("is true when the browser is there", () => {
    expect(chromiumAvailable({ CI: "true" }, process.execPath)).toBe(true);
  });
});

describe("isLocal (what the offline pages may request)", () => {
  it.each([
    { given: "file:///site/index.html", want: true },
    { given: "data:image/svg+xml,x", want: true },
    { given: "blob:file:///abc", want: true },
    { given: "http://127.0.0.1:4020/index.html", want: true },
    { given: "https://cdn.redoc.ly/redoc/logo-mini.svg", want: false },
    { given: "http://127.0.0.1.example.com/x", want: false },
    { given: "https://fonts.googleapis.com/css", want: false },
  ])("$given", ({ given, want }) => expect(isLocal(given)).toBe(want));
});
