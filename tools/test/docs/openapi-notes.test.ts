import { describe, expect, it } from "vitest";
import { foldNotes } from "../../src/docs/openapi-notes.ts";

const gap = (missing: string) => ({ "x-contract-gap": { missing, source: "000 § X" } });

/** A small OpenAPI document with a note at each kind of place. */
const doc = {
  openapi: "3.1.0",
  info: { title: "t", version: "1", description: "Intro." },
  ...gap("root gap"),
  servers: [{ url: "{base_url}", variables: { base_url: { default: "x", description: "host", ...gap("host not shown") } } }],
  paths: {
    "/a": {
      post: {
        operationId: "a",
        description: "Op.",
        ...gap("op gap"),
        parameters: [{ name: "h", in: "header", description: "H.", ...gap("param gap") }],
        requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/Body" } } } },
        responses: { "200": { description: "ok" } },
      },
    },
  },
  components: {
    securitySchemes: { basic: { type: "http", scheme: "basic", ...gap("credential not shown") } },
    schemas: {
      Body: {
        type: "object",
        description: "Body.",
        ...gap("body gap"),
        properties: {
          inner: { type: "string", contentMediaType: "application/json", contentSchema: { $ref: "#/components/schemas/Inner" } },
        },
      },
      Inner: { type: "object", properties: { x: { type: "string", description: "X.", ...gap("inner <x> gap") } } },
      Unused: { type: "object", description: "U.", ...gap("unused gap") },
    },
  },
};

describe("foldNotes", () => {
  const { doc: folded, placed } = foldNotes(doc);
  const f = folded as any;

  it.each([
    { where: "info (root)", got: () => f.info.description, want: "> **Gap**: root gap _(000 § X)_" },
    { where: "info (server variable)", got: () => f.info.description, want: "> **Gap**: `server variable base_url`: host not shown" },
    { where: "info (security scheme)", got: () => f.info.description, want: "`security scheme basic`: credential not shown" },
    { where: "info (unused schema)", got: () => f.info.description, want: "`Unused`: unused gap" },
    { where: "operation", got: () => f.paths["/a"].post.description, want: "Op.\n\n> **Gap**: op gap" },
    { where: "operation (reached schema)", got: () => f.paths["/a"].post.description, want: "**Gap**: `Body`: body gap" },
    { where: "operation (inside contentSchema)", got: () => f.paths["/a"].post.description, want: "**Gap**: `Inner.x`: inner &lt;x&gt; gap" },
    { where: "parameter", got: () => f.paths["/a"].post.parameters[0].description, want: "H.\n\n> **Gap**: param gap" },
    { where: "schema", got: () => f.components.schemas.Body.description, want: "Body.\n\n> **Gap**: body gap" },
  ])("$where", ({ got, want }) => expect(got()).toContain(want));

  it("counts every annotation and leaves the source document unchanged", () => {
    expect(placed).toBe(8);
    expect(doc.info.description).toBe("Intro.");
  });

  it("a schema an operation reaches is not listed as unused", () => {
    expect(f.info.description).not.toContain("`Body`");
    expect(f.info.description).not.toContain("`Inner");
  });
});
