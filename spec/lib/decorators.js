// Decorators of the shared contract library. Each writes the same annotation into both emitted
// formats (OpenAPI 3.1 via @typespec/openapi, JSON Schema via @typespec/json-schema), so that
// tools downstream (GAPS.md, validators, the conformance runner, the diff gate) find it in either.
import { $maxValue, $minValue, Numeric } from "@typespec/compiler";
import { setExtension as setOpenApiExtension } from "@typespec/openapi";
import { setExtension as setJsonSchemaExtension } from "@typespec/json-schema";

/**
 * The range of a document's long (Long, int64) in the contract: the integers a JSON number
 * carries exactly, -(2^53 - 1) to 2^53 - 1 (RFC 8259 section 6; I-JSON, RFC 7493 section 2.2).
 * See `@long` in main.tsp for the decision.
 */
export const LONG_MIN = "-9007199254740991";
export const LONG_MAX = "9007199254740991";

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

/**
 * `@long`: a document's long (int64): `minimum`/`maximum` of the safe-integer range, written with
 * the standard @minValue/@maxValue so that both emitters write them as they write any other bound.
 */
function $long(context, target) {
  context.call($minValue, target, Numeric(LONG_MIN));
  context.call($maxValue, target, Numeric(LONG_MAX));
}

export const $decorators = {
  Contracts: { gap: $gap, decision: $decision, annotate: $annotate, long: $long },
};
