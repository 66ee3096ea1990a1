/**
 * The HTTP operations of the built contract, as every product needs them at run time: per operation
 * its service, its manifest entry (method, path template, parameters, request media and their
 * encoded payloads, responses, security), the lower-case names of its header parameters, whether it
 * takes the `x-verify` signature of an encoded payload, the body pointers of those payloads, and its
 * path template compiled once (http/path-template.ts). Derived from the bound manifests
 * (./generated.ts); lookups by name from traffic go through Maps.
 */
import { pathTemplate, type PathTemplate } from "../http/path-template.ts";
import { collectGapEntries, gapId } from "./annotations.ts";
import { documents } from "./documents.ts";
import { BUILT } from "./generated.ts";
import type { EncodedContent, OperationManifest } from "./manifest.ts";
import { HTTP_SERVICES, type HttpServiceId } from "./services.ts";

export interface OperationFacts {
  readonly service: HttpServiceId;
  /** The operation as the manifest gives it (operationId, method, path, parameters, request, responses, security). */
  readonly op: OperationManifest;
  /** Names (lower case) of the header parameters. */
  readonly headerNames: ReadonlySet<string>;
  /** Whether the operation takes the x-verify signature of an encoded body property. */
  readonly signed: boolean;
  /** The encoded payloads the contract declares in the request body (create order's Base64 `/request`), one per pointer. */
  readonly encoded: readonly EncodedContent[];
  /** The path template compiled: the regular expression source and the parameter names. */
  readonly template: PathTemplate;
}

/**
 * The gap that leaves a service's failure statuses open: the optimizer document does not show "the
 * HTTP status codes for failures" (GAPS.md), so a failure status its operations do not list is that
 * gap, not a violation of the contract. Found by the gap's own words; tools/test/contract checks it
 * is found for the optimizer and not for the affordability service (which documents its failures).
 */
const FAILURE_STATUS_GAP = /\bHTTP status codes? for failures?\b/i;

const failureGaps = new Map<HttpServiceId, string | undefined>();

/** The id (G-…) of the gap that leaves the service's failure statuses open, or undefined when it documents them. */
export function failureStatusGap(service: HttpServiceId): string | undefined {
  if (!failureGaps.has(service)) {
    const entry = collectGapEntries(service, "openapi.json", documents(service).file("openapi.json")).find(
      (e) => e.kind === "gap" && FAILURE_STATUS_GAP.test(e.text),
    );
    failureGaps.set(service, entry ? gapId(entry) : undefined);
  }
  return failureGaps.get(service);
}

let all: OperationFacts[] | undefined;
let byKey: Map<string, OperationFacts> | undefined;

function describe(service: HttpServiceId, op: OperationManifest): OperationFacts {
  const headerNames = new Set(op.parameters.header.list.map((h) => h.name.toLowerCase()));
  const encoded = [...new Map(Object.values(op.request.content).flatMap((c) => c.encoded.map((e) => [e.pointer, e] as const))).values()];
  return { service, op, headerNames, signed: headerNames.has("x-verify") && encoded.length > 0, encoded, template: pathTemplate(op.path) };
}

/** Every operation of the HTTP services (or of one), in manifest order. */
export function httpOperations(service?: HttpServiceId): readonly OperationFacts[] {
  all ??= HTTP_SERVICES.flatMap((s) => BUILT[s].manifest.operations.map((op) => describe(s, op)));
  return service ? all.filter((o) => o.service === service) : all;
}

/** One operation by its operationId (unique across the HTTP services), or undefined. */
export function httpOperation(operationId: string): OperationFacts | undefined {
  byKey ??= new Map(httpOperations().map((o) => [o.op.operationId, o]));
  return byKey.get(operationId);
}
