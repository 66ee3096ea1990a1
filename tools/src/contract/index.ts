/**
 * The face of the contract: what every product reads of the built contract at run time, in one
 * place (the architecture test keeps products to it).
 *
 * - The services and their documents: `SERVICES`, `documents(service)` (the one reader and `$ref`
 *   resolver of openapi.json and the JSON Schemas), the contract's annotations, gaps and identity.
 * - One HTTP operation model: `httpOperations()`, `httpOperation(id)` (method, path template,
 *   parameters, media and their encoded payloads, security, documented statuses, the failure-status
 *   gap, examples), one router `route(method, path, {basePath})` and `fillPath`.
 * - One payload decoder: `decodePayload` (create order's Base64 `request`, one whitespace rule).
 * - One terminal method model: `terminalMethods(app)`, `methodInfo(app, id)`, `describeApps(schemas)`.
 *
 * The generator (tools/src/build/) writes what this face reads, so it uses the pure modules behind
 * it (annotations, unions, refs, terminal-model) and never this face, which binds the generated modules.
 */
export { CONTRACT_KEYWORDS, collectAnnotations, collectGapEntries, gapId, type GapEntry, type SchemaAnnotations } from "./annotations.ts";
export { documented, type Documented } from "./documented.ts";
export { contractAnnotations, contractFile, Documents, documents, type Node, type Place } from "./documents.ts";
export { contractIdentity, treeSha256 } from "./identity.ts";
export type { EncodedContent, Manifest, OperationManifest } from "./manifest.ts";
export { contractNames, type ContractNames } from "./names.ts";
export { HTTP_METHODS, operations, type OpenApiDoc, type OperationObject, type OperationRef } from "./openapi.ts";
export {
  decodedRequestExamples,
  failureStatusGap,
  httpOperation,
  httpOperations,
  route,
  type HttpOperation,
  type OperationExamples,
} from "./operations.ts";
export {
  base64Text,
  compactBase64,
  decodeBase64Json,
  decodePayload,
  decodeText,
  MAX_ENCODED_CHARS,
  payloadText,
  signedForms,
  type Decoded,
} from "./payload.ts";
export { refOf, refTarget, type RefTarget } from "./refs.ts";
export { fillPath, Router, type NotRouted, type Routable, type Routed, type RouteResult } from "./router.ts";
export { createAjv, readServiceSchemas } from "./schemas.ts";
export { HTTP_SERVICES, SERVICES, service, type HttpServiceId, type ServiceId, type ServiceInfo } from "./services.ts";
export {
  APPS,
  isApp,
  knownMethods,
  methodInfo,
  terminalMethods,
  terminalSchema,
  transport,
  unionFile,
  type App,
  type MessageDirection,
  type MethodId,
} from "./terminal.ts";
export { codesOf, describeApps, type CodeRow, type FieldsUsed, type Schema, type TerminalApp, type TerminalMethod, type Transport } from "./terminal-model.ts";
export { findUnions } from "./unions.ts";
