/**
 * The HTTP operations of the built contract, as every product needs them at run time: per operation
 * its service, its manifest entry (method, path template, parameters, request media and their
 * encoded payloads, responses, security), the lower-case names of its header parameters, whether it
 * takes the `x-verify` signature of an encoded payload, the body pointers of those payloads, and its
 * path template compiled once (http/path-template.ts). Derived from the bound manifests
 * (./generated.ts); lookups by name from traffic go through Maps.
 */
import { pathTemplate, type PathTemplate } from "../http/path-template.ts";
import { BUILT } from "./generated.ts";
import type { OperationManifest } from "./manifest.ts";
import { SERVICES, type ServiceId } from "./services.ts";

export type HttpServiceId = Exclude<ServiceId, "terminal">;

export interface OperationFacts {
  readonly service: HttpServiceId;
  /** The operation as the manifest gives it (operationId, method, path, parameters, request, responses, security). */
  readonly op: OperationManifest;
  /** Names (lower case) of the header parameters. */
  readonly headerNames: ReadonlySet<string>;
  /** Whether the operation takes the x-verify signature of an encoded body property. */
  readonly signed: boolean;
  /** JSON pointers (into the request body) of the encoded payloads the contract declares (create order's `/request`). */
  readonly encoded: readonly string[];
  /** The path template compiled: the regular expression source and the parameter names. */
  readonly template: PathTemplate;
}

let all: OperationFacts[] | undefined;
let byKey: Map<string, OperationFacts> | undefined;

function describe(service: HttpServiceId, op: OperationManifest): OperationFacts {
  const headerNames = new Set(op.parameters.header.list.map((h) => h.name.toLowerCase()));
  const encoded = [...new Set(Object.values(op.request.content).flatMap((c) => c.encoded.map((e) => e.pointer)))];
  return { service, op, headerNames, signed: headerNames.has("x-verify") && encoded.length > 0, encoded, template: pathTemplate(op.path) };
}

/** Every operation of the HTTP services (or of one), in manifest order. */
export function httpOperations(service?: HttpServiceId): readonly OperationFacts[] {
  all ??= SERVICES.filter((s) => s.http).flatMap((s) => BUILT[s.id].manifest.operations.map((op) => describe(s.id as HttpServiceId, op)));
  return service ? all.filter((o) => o.service === service) : all;
}

/** One operation by its operationId (unique across the HTTP services), or undefined. */
export function httpOperation(operationId: string): OperationFacts | undefined {
  byKey ??= new Map(httpOperations().map((o) => [o.op.operationId, o]));
  return byKey.get(operationId);
}
