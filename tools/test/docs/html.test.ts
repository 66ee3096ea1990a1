import { describe, expect, it } from "vitest";
import { html, jsonForScript, raw } from "../../src/docs/html.ts";
import { markdownText } from "../../src/docs/notes.ts";

describe("html template", () => {
  it.each([
    { given: () => html`<p>${"<b>"}</p>`, want: "<p>&lt;b&gt;</p>" },
    { given: () => html`<p>${raw("<b>ok</b>")}</p>`, want: "<p><b>ok</b></p>" },
    { given: () => html`<ul>${["<a>", html`<li>x</li>`]}</ul>`, want: "<ul>&lt;a&gt;<li>x</li></ul>" },
    { given: () => html`<a href="${'x" onclick="y'}">`, want: '<a href="x&quot; onclick=&quot;y">' },
    { given: () => html`${undefined}${null}${false}${0}`, want: "0" },
  ])("$want", ({ given, want }) => expect(given().text).toBe(want));
});

describe("jsonForScript", () => {
  it("cannot end its script block, and reads back unchanged", () => {
    const value = { d: "</script><script>alert(1)</script>", e: "<!-- x", f: "\u2028" };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/<\/?script|<!--/i);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe("markdownText", () => {
  it.each([
    { given: "shown only as the placeholder <EMAIL>", want: "shown only as the placeholder &lt;EMAIL&gt;" },
    { given: "path `{auth_url}/realms/<realm>/token` & more", want: "path `{auth_url}/realms/<realm>/token` &amp; more" },
    { given: "no special text", want: "no special text" },
  ])("$given", ({ given, want }) => expect(markdownText(given)).toBe(want));
});
