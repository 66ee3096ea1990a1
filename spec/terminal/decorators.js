// Decorators of the terminal contract (seed 002). `@codes` copies a code table (an enum whose
// members carry the document's names and messages as doc comments) into an `x-codes` annotation,
// so that the emitted schemas keep each code's name and meaning next to its value: JSON Schema's
// `enum` keyword keeps only the values. Written from the enum itself, so names, values and
// messages cannot drift apart.
import { getDoc } from "@typespec/compiler";
import { setExtension as setJsonSchemaExtension } from "@typespec/json-schema";
import { setExtension as setOpenApiExtension } from "@typespec/openapi";

/** `@codes`: `x-codes: [{value, name, description}]`, one row per enum member, in declaration order. */
function $codes(context, target) {
  const rows = [];
  for (const member of target.members.values()) {
    const description = getDoc(context.program, member);
    if (!description) {
      context.program.reportDiagnostic({
        code: "terminal-code-undocumented",
        severity: "error",
        message: `Code ${member.name} of ${target.name} has no doc comment: give it the document's meaning or message.`,
        target: member,
      });
    }
    rows.push({ value: member.value ?? member.name, name: member.name, description: description ?? "" });
  }
  setJsonSchemaExtension(context.program, target, "x-codes", rows);
  setOpenApiExtension(context.program, target, "x-codes", rows);
}

export const $decorators = {
  Terminal: { codes: $codes },
};
