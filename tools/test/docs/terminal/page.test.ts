// The terminal page from the real generated/terminal schemas: every MethodId of both apps, every
// annotation, and nothing from the contract written into the page unescaped.
import { describe, expect, it } from "vitest";
import { collectGapEntries } from "../../../src/contract/annotations.ts";
import { escapeMarkup } from "../../../src/markup.ts";
import { terminalPage } from "../../../src/docs/terminal/page.ts";
import { readServiceSchemas } from "../../../src/contract/schemas.ts";

const schemas = readServiceSchemas("terminal");

describe("terminalPage", () => {
  it("lists every MethodId of both apps (from the unions) and shows every gap and decision", () => {
    const page = terminalPage({ title: "T", schemas, links: [], files: [] });
    const unionIds = (file: string): string[] => (schemas.get(file)!.oneOf as Array<{ description: string }>).map((b) => b.description.slice(0, 4));
    expect(page.methods.filter((m) => m.startsWith("terminal:")).map((m) => m.slice(9))).toEqual(unionIds("TerminalRequest.json"));
    expect(page.methods.filter((m) => m.startsWith("mobile:")).map((m) => m.slice(7))).toEqual(unionIds("MobileRequest.json"));
    const notes = [...schemas].flatMap(([f, s]) => collectGapEntries("terminal", f, s));
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.filter((n) => !page.html.includes(escapeMarkup(n.text)))).toEqual([]);
  });

  it("escapes the contract's text", () => {
    const hostile = new Map(schemas);
    const req = structuredClone(hostile.get("TerminalRequest.json")!);
    req.description = `<img src=x onerror="alert(1)">`;
    hostile.set("TerminalRequest.json", req);
    const page = terminalPage({ title: "<T>", schemas: hostile, links: [], files: [] });
    expect(page.html).not.toContain("<img src=x");
    expect(page.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(page.html).toContain("<title>&lt;T&gt; · contracts ");
  });
});
