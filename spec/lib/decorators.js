// Decorators of the shared contract library. Each writes the same annotation into both emitted
// formats (OpenAPI 3.1 via @typespec/openapi, JSON Schema via @typespec/json-schema), so that
// tools downstream (GAPS.md, validators, the conformance runner, the diff gate) find it in either.
import { setExtension as setOpenApiExtension } from "@typespec/openapi";
import { setExtension as setJsonSchemaExtension } from "@typespec/json-schema";

function annotateBoth(context, target, key, value) {
  setOpenApiExtension(context.program, target, key, value);
  setJsonSchemaExtension(context.program, target, key, value);
}

/** `@gap(missing, source)`: the document does not show this; `x-contract-gap`. */
function $gap(context, target, missing, source) {
  annotateBoth(context, target, "x-contract-gap", { missing, source });
}

/** `@decision(conflict, decision, source)`: the document contradicts itself; `x-contract-decision`. */
function $decision(context, target, conflict, decision, source) {
  annotateBoth(context, target, "x-contract-decision", { conflict, decision, source });
}

/** `@annotate(key, value)`: any other `x-` annotation, in both formats. */
function $annotate(context, target, key, value) {
  if (!key.startsWith("x-")) {
    throw new Error(`@annotate key "${key}" must start with "x-"`);
  }
  annotateBoth(context, target, key, value);
}

export const $decorators = {
  Contracts: { gap: $gap, decision: $decision, annotate: $annotate },
};
