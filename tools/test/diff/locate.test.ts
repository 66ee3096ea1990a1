/** locate.ts: the line and column of a JSON pointer in a document's text, JSON or YAML. */
import { describe, expect, it } from "vitest";
import { locatePointer, workspacePath } from "../../src/diff/locate.ts";

const JSON_TEXT = `{
  "paths": {
    "/orders/{id}": {
      "get": {
        "parameters": [
          { "name": "id", "in": "path" },
          { "name": "x~y", "in": "query" }
        ]
      }
    }
  }
}
`;

const YAML_TEXT = `openapi: 3.1.0
paths:
  /orders:
    post:
      responses:
        200:
          description: OK
components:
  schemas:
    Order:
      properties:
        amount: { type: integer, maximum: 10 }
`;

describe("locatePointer", () => {
  it.each([
    { given: "the root", text: JSON_TEXT, pointer: "", want: { line: 1, column: 1, exact: true } },
    { given: "a key with an escaped /", text: JSON_TEXT, pointer: "/paths/~1orders~1{id}", want: { line: 3, column: 5, exact: true } },
    { given: "an array item", text: JSON_TEXT, pointer: "/paths/~1orders~1{id}/get/parameters/1", want: { line: 7, column: 11, exact: true } },
    {
      given: "a key inside an array item, with an escaped ~",
      text: JSON_TEXT,
      pointer: "/paths/~1orders~1{id}/get/parameters/1/name",
      want: { line: 7, column: 13, exact: true },
    },
    { given: "a removed key: its deepest existing part", text: JSON_TEXT, pointer: "/paths/~1orders~1{id}/delete", want: { line: 3, column: 5, exact: false } },
    { given: "an index past the end", text: JSON_TEXT, pointer: "/paths/~1orders~1{id}/get/parameters/5", want: { line: 5, column: 9, exact: false } },
    {
      given: "YAML: a numeric key (a status code)",
      text: YAML_TEXT,
      pointer: "/paths/~1orders/post/responses/200/description",
      want: { line: 7, column: 11, exact: true },
    },
    {
      given: "YAML: a key of a flow map",
      text: YAML_TEXT,
      pointer: "/components/schemas/Order/properties/amount/maximum",
      want: { line: 12, column: 34, exact: true },
    },
    { given: "a token under a scalar", text: YAML_TEXT, pointer: "/openapi/x", want: { line: 1, column: 1, exact: false } },
  ])("$given", ({ text, pointer, want }) => {
    expect(locatePointer(text, pointer)).toEqual(want);
  });
});

describe("workspacePath", () => {
  it.each([
    { file: "/work/repo/generated/a/openapi.json", workspace: "/work/repo", want: "generated/a/openapi.json" },
    { file: "/elsewhere/openapi.json", workspace: "/work/repo", want: "/elsewhere/openapi.json" },
    { file: "/work/repo-2/x.json", workspace: "/work/repo", want: "/work/repo-2/x.json" },
  ])("$file in $workspace is $want", ({ file, workspace, want }) => {
    expect(workspacePath(file, workspace)).toBe(want);
  });
});
