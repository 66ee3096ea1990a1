/**
 * The one registry of breaking-change rules. A rule is data: an id, a level, a direction, a
 * one-line purpose and a message template. The comparison logic (openapi.ts, schema.ts,
 * messages.ts, security.ts, servers.ts) only says which rule fired and with which values; the
 * words a reviewer reads are here.
 *
 * Ids are `<direction>-<subject>-<change>`. Rules about whole operations, security and servers
 * concern what a client sends, so their direction is `request` and their id starts with the
 * subject (`operation-removed`, `security-requirement-added`, `server-removed`).
 *
 * Placeholders in a message: `{location}` always; others as listed in `params` (the pair test of
 * each rule renders its message, so a placeholder the logic does not fill fails that test).
 *
 * `addition: true` marks a rule that means new capability: under the versioning policy it asks for
 * a minor version bump (see version.ts).
 */
import type { Direction, Level } from "./model.ts";

export interface Rule {
  readonly id: string;
  readonly level: Level;
  readonly direction: Direction;
  /** One line: what the rule detects and why it has its level. */
  readonly purpose: string;
  /** The message template. */
  readonly message: string;
  readonly addition?: boolean;
}

export const RULES = [
  // ---------------------------------------------------------------- operations
  {
    id: "operation-removed",
    level: "breaking",
    direction: "request",
    purpose: "An operation (method and path) that was neither deprecated nor draft or alpha is gone; clients that call it get an error.",
    message: "{location} was removed: clients that call it will get an error.",
  },
  {
    id: "operation-added",
    level: "info",
    direction: "request",
    purpose: "A new operation; existing clients are unaffected (a minor version).",
    message: "{location} was added.",
    addition: true,
  },
  {
    id: "operation-deprecated",
    level: "warning",
    direction: "request",
    purpose: "An operation is newly marked deprecated; clients should plan to stop calling it.",
    message: "{location} is now deprecated: clients should plan to stop calling it.",
  },
  {
    id: "operation-id-changed",
    level: "warning",
    direction: "request",
    purpose: "The operationId changed; generated client method names change with it.",
    message: "The operationId of {location} changed from {before} to {after}: generated client code that names the operation must change.",
  },

  // ---------------------------------------------------------------- lifecycle (lifecycle.ts)
  {
    id: "operation-retired",
    level: "info",
    direction: "request",
    purpose: "A deprecated operation was removed after its sunset date (or it had none), or a draft or alpha one was removed: the policy allowed it.",
    message: "{location} was removed as its deprecation or stability allowed.",
  },
  {
    id: "operation-removed-before-sunset",
    level: "breaking",
    direction: "request",
    purpose: "A deprecated operation was removed before its sunset date; clients were promised it until then.",
    message: "{location} was removed before its sunset date {sunset}: clients were told they could call it until then.",
  },
  {
    id: "operation-sunset-removed",
    level: "breaking",
    direction: "request",
    purpose: "A deprecated operation lost its x-sunset date; clients no longer know until when they can call it.",
    message: "{location} no longer says when it will be removed (x-sunset {sunset} deleted): clients lose the date they planned with.",
  },
  {
    id: "operation-sunset-invalid",
    level: "breaking",
    direction: "request",
    purpose: "An operation's x-sunset is not a date (RFC 3339 full-date or date-time); the policy cannot be applied.",
    message: "The x-sunset of {location} is not a date: {value} (write it as YYYY-MM-DD).",
  },
  {
    id: "operation-stability-invalid",
    level: "breaking",
    direction: "request",
    purpose: "An operation's x-stability-level is not draft, alpha, beta or stable; the policy cannot be applied.",
    message: "The x-stability-level of {location} is {value}: use draft, alpha, beta or stable.",
  },
  {
    id: "operation-stability-decreased",
    level: "breaking",
    direction: "request",
    purpose: "An operation's x-stability-level went down (such as stable to beta); clients built on its promise lose it.",
    message: "The stability of {location} went down from {before} to {after}: clients built on the old promise lose it.",
  },
  {
    id: "operation-sunset-too-soon",
    level: "breaking",
    direction: "request",
    purpose: "A newly deprecated operation's sunset date leaves clients less than the configured window (--deprecation-days-stable, --deprecation-days-beta).",
    message: "{location} is now deprecated with sunset {sunset}, earlier than {earliest} that the policy asks for a {stability} operation.",
  },

  // ---------------------------------------------------------------- parameters
  {
    id: "request-parameter-removed",
    level: "warning",
    direction: "request",
    purpose: "A parameter is gone; clients that still send it may be rejected or silently ignored.",
    message: "{location} was removed: clients that still send it may be rejected, or its value ignored.",
  },
  {
    id: "request-parameter-removed-before-sunset",
    level: "breaking",
    direction: "request",
    purpose: "A deprecated parameter was removed before its sunset date; clients were promised it until then.",
    message: "{location} was removed before its sunset date {sunset}: clients were told they could send it until then.",
  },
  {
    id: "request-parameter-sunset-removed",
    level: "breaking",
    direction: "request",
    purpose: "A deprecated parameter lost its x-sunset date; clients no longer know until when they can send it.",
    message: "{location} no longer says when it will be removed (x-sunset {sunset} deleted).",
  },
  {
    id: "request-parameter-sunset-invalid",
    level: "breaking",
    direction: "request",
    purpose: "A parameter's x-sunset is not a date (RFC 3339 full-date or date-time); the policy cannot be applied.",
    message: "The x-sunset of {location} is not a date: {value} (write it as YYYY-MM-DD).",
  },
  {
    id: "request-parameter-required-added",
    level: "breaking",
    direction: "request",
    purpose: "A new required path, query or cookie parameter; existing clients do not send it.",
    message: "{location} was added as required: existing clients do not send it and will be rejected.",
  },
  {
    id: "request-header-required-added",
    level: "breaking",
    direction: "request",
    purpose: "A new required request header; existing clients do not send it.",
    message: "{location} was added as required: existing clients do not send this header and will be rejected.",
  },
  {
    id: "request-parameter-optional-added",
    level: "info",
    direction: "request",
    purpose: "A new optional parameter or header; existing clients may omit it.",
    message: "{location} was added as optional.",
  },
  {
    id: "request-parameter-became-required",
    level: "breaking",
    direction: "request",
    purpose: "An optional parameter or header became required; clients that omit it are rejected.",
    message: "{location} is now required: clients that omit it will be rejected.",
  },
  {
    id: "request-parameter-became-optional",
    level: "info",
    direction: "request",
    purpose: "A required parameter or header became optional.",
    message: "{location} is now optional.",
  },
  {
    id: "request-parameter-serialization-changed",
    level: "breaking",
    direction: "request",
    purpose: "A parameter's style or explode changed; the same value is written differently on the wire.",
    message: "The serialization of {location} changed from {before} to {after}: clients write the value in the old form.",
  },

  // ---------------------------------------------------------------- request bodies
  {
    id: "request-body-required-added",
    level: "breaking",
    direction: "request",
    purpose: "A request body is now required (new, or formerly optional); clients that send none are rejected.",
    message: "{location} is now required: clients that send no body will be rejected.",
  },
  {
    id: "request-body-optional-added",
    level: "info",
    direction: "request",
    purpose: "A new optional request body.",
    message: "{location} was added as optional.",
  },
  {
    id: "request-body-removed",
    level: "warning",
    direction: "request",
    purpose: "The request body is gone; clients that still send one may be rejected or have it ignored.",
    message: "{location} was removed: clients that still send a body may be rejected, or the body ignored.",
  },
  {
    id: "request-body-became-optional",
    level: "info",
    direction: "request",
    purpose: "A required request body became optional.",
    message: "{location} is now optional.",
  },
  {
    id: "request-media-type-removed",
    level: "breaking",
    direction: "request",
    purpose: "A request media type is no longer accepted; clients that send it are rejected.",
    message: "{location} no longer accepts {mediaType}: clients that send it will be rejected.",
  },
  {
    id: "request-media-type-added",
    level: "info",
    direction: "request",
    purpose: "A request body can be sent in a new media type.",
    message: "{location} now also accepts {mediaType}.",
  },

  // ---------------------------------------------------------------- responses
  {
    id: "response-status-success-removed",
    level: "breaking",
    direction: "response",
    purpose: "A documented success status is gone; clients that handle it no longer get what they expect.",
    message: "{location}: success status {status} was removed: clients that wait for it will treat the call as failed.",
  },
  {
    id: "response-status-success-added",
    level: "warning",
    direction: "response",
    purpose: "A new success status; clients may not know how to handle it.",
    message: "{location}: success status {status} was added: clients that only handle the documented statuses may not handle it.",
  },
  {
    id: "response-status-error-removed",
    level: "info",
    direction: "response",
    purpose: "A documented error status is gone; the service no longer reports that failure that way.",
    message: "{location}: error status {status} is no longer documented.",
  },
  {
    id: "response-status-error-added",
    level: "info",
    direction: "response",
    purpose: "A new documented error status; clients treat an unknown error generically.",
    message: "{location}: error status {status} is now documented.",
  },
  {
    id: "response-media-type-removed",
    level: "breaking",
    direction: "response",
    purpose: "A response media type is gone; clients that ask for or parse it break.",
    message: "{location} no longer returns {mediaType}: clients that parse it will break.",
  },
  {
    id: "response-media-type-added",
    level: "warning",
    direction: "response",
    purpose: "A response can come in a new media type; clients may not be able to parse it.",
    message: "{location} may now return {mediaType}: clients that do not send Accept may get a body they cannot parse.",
  },
  {
    id: "response-header-removed",
    level: "breaking",
    direction: "response",
    purpose: "A documented response header is gone; clients that read it (for example to verify a signature) break.",
    message: "{location} was removed: clients that read it will break.",
  },
  {
    id: "response-header-became-optional",
    level: "breaking",
    direction: "response",
    purpose: "A response header that was always sent may now be missing.",
    message: "{location} is no longer guaranteed: clients that rely on it will break when it is missing.",
  },
  {
    id: "response-header-added",
    level: "info",
    direction: "response",
    purpose: "A new response header; clients that do not know it ignore it.",
    message: "{location} was added.",
  },

  // ---------------------------------------------------------------- security
  {
    id: "security-requirement-added",
    level: "breaking",
    direction: "request",
    purpose: "An operation now needs a credential that existing clients do not send.",
    message: "{location} now also requires {schemes}: clients that do not send it will be rejected.",
  },
  {
    id: "security-requirement-removed",
    level: "info",
    direction: "request",
    purpose: "An operation needs fewer credentials than before.",
    message: "{location} no longer requires {schemes}.",
  },
  {
    id: "security-alternative-removed",
    level: "breaking",
    direction: "request",
    purpose: "A way to authenticate is no longer accepted; clients that use it are rejected.",
    message: "{location} no longer accepts {schemes}: clients that authenticate this way will be rejected.",
  },
  {
    id: "security-alternative-added",
    level: "info",
    direction: "request",
    purpose: "An operation accepts a new way to authenticate.",
    message: "{location} now also accepts {schemes}.",
  },
  {
    id: "security-scope-added",
    level: "breaking",
    direction: "request",
    purpose: "An operation needs more OAuth scopes; tokens issued for the old scopes are rejected.",
    message: "{location} now requires scope {scopes} of {scheme}: tokens without it will be rejected.",
  },
  {
    id: "security-scheme-changed",
    level: "breaking",
    direction: "request",
    purpose: "A security scheme's kind or placement changed (type, HTTP scheme, header name, flow).",
    message: "{location} changed from {before} to {after}: clients send the credential the old way.",
  },

  // ---------------------------------------------------------------- servers
  {
    id: "server-removed",
    level: "breaking",
    direction: "request",
    purpose: "A server URL is gone; clients configured with it can no longer reach the service.",
    message: "{location}: server {url} was removed: clients configured with it can no longer reach the service.",
  },
  {
    id: "server-added",
    level: "info",
    direction: "request",
    purpose: "A new server URL.",
    message: "{location}: server {url} was added.",
  },
  {
    id: "server-variable-value-removed",
    level: "breaking",
    direction: "request",
    purpose: "A server variable no longer allows a value; clients configured with it break.",
    message: "{location}: variable {variable} no longer allows {values}.",
  },
  {
    id: "server-variable-default-changed",
    level: "warning",
    direction: "request",
    purpose: "A server variable's default changed; clients that rely on the default reach another server.",
    message: "{location}: the default of variable {variable} changed from {before} to {after}: clients that rely on the default reach a different server.",
  },

  // ---------------------------------------------------------------- messages (terminal service)
  {
    id: "request-message-removed",
    level: "breaking",
    direction: "request",
    purpose: "A top-level request message is gone; apps that send it get no service.",
    message: "{location} was removed: apps that send this message will get no service.",
  },
  {
    id: "response-message-removed",
    level: "breaking",
    direction: "response",
    purpose: "A top-level reply message is gone; apps that wait for it get nothing they understand.",
    message: "{location} was removed: apps that wait for this reply will not get it.",
  },
  {
    id: "request-message-added",
    level: "info",
    direction: "request",
    purpose: "A new top-level request message (a minor version).",
    message: "{location} was added.",
    addition: true,
  },
  {
    id: "response-message-added",
    level: "warning",
    direction: "response",
    purpose: "A new top-level reply message; existing apps do not know it.",
    message: "{location} was added: existing apps do not know this reply.",
    addition: true,
  },

  // ---------------------------------------------------------------- schema: properties
  {
    id: "request-property-removed",
    level: "breaking",
    direction: "request",
    purpose: "A request property is gone from a sealed object; the schema rejects clients that still send it.",
    message: "{location} was removed from the request: clients that still send it will be rejected (the schema is sealed).",
  },
  {
    id: "response-property-removed",
    level: "breaking",
    direction: "response",
    purpose: "A required response property is gone; clients that read it break.",
    message: "{location} was removed from the response: clients that read it will break.",
  },
  {
    id: "request-open-property-removed",
    level: "info",
    direction: "request",
    purpose: "A request property is no longer declared on an object that accepts undeclared properties; clients that still send it are accepted.",
    message: "{location} is no longer declared: the object still accepts undeclared properties, so clients that send it are not rejected.",
  },
  {
    id: "response-optional-property-removed",
    level: "warning",
    direction: "response",
    purpose: "An optional response property is gone; clients had to cope with its absence, but those that read it lose the value.",
    message: "{location} (optional) was removed: clients that read it no longer get it.",
  },
  {
    id: "request-property-required-added",
    level: "breaking",
    direction: "request",
    purpose: "A new required request property; existing clients do not send it.",
    message: "{location} was added to the request as required: existing clients do not send it and will be rejected.",
  },
  {
    id: "response-property-required-added",
    level: "warning",
    direction: "response",
    purpose: "A new response property; clients that validate responses against the old sealed schema reject it.",
    message: "{location} was added to the response (always present): clients that validate responses with the old sealed schema will reject it.",
  },
  {
    id: "request-property-optional-added",
    level: "info",
    direction: "request",
    purpose: "A new optional request property; existing clients may omit it.",
    message: "{location} was added to the request as optional.",
  },
  {
    id: "response-property-optional-added",
    level: "warning",
    direction: "response",
    purpose: "A new optional response property; clients that validate responses against the old sealed schema reject it.",
    message: "{location} was added to the response (optional): clients that validate responses with the old sealed schema will reject it when present.",
  },
  {
    id: "request-property-became-required",
    level: "breaking",
    direction: "request",
    purpose: "An optional request property became required; clients that omit it are rejected.",
    message: "{location} is now required in the request: clients that omit it will be rejected.",
  },
  {
    id: "response-property-became-required",
    level: "info",
    direction: "response",
    purpose: "An optional response property is now always present.",
    message: "{location} is now always present in the response.",
  },
  {
    id: "request-property-became-optional",
    level: "info",
    direction: "request",
    purpose: "A required request property became optional.",
    message: "{location} is now optional in the request.",
  },
  {
    id: "response-property-became-optional",
    level: "breaking",
    direction: "response",
    purpose: "A response property that was always present may now be missing.",
    message: "{location} is now optional in the response: clients that expect it will break when it is missing.",
  },

  // ---------------------------------------------------------------- schema: types
  {
    id: "request-type-changed",
    level: "breaking",
    direction: "request",
    purpose: "A request value's type changed incompatibly.",
    message: "The type of {location} changed from {before} to {after}: clients send the old type and will be rejected.",
  },
  {
    id: "response-type-changed",
    level: "breaking",
    direction: "response",
    purpose: "A response value's type changed incompatibly.",
    message: "The type of {location} changed from {before} to {after}: clients that parse the old type will break.",
  },
  {
    id: "request-type-widened",
    level: "info",
    direction: "request",
    purpose: "A request value accepts more types than before (for example integer to number).",
    message: "The type of {location} widened from {before} to {after}.",
  },
  {
    id: "response-type-widened",
    level: "breaking",
    direction: "response",
    purpose: "A response value may come in a type clients do not expect.",
    message: "The type of {location} widened from {before} to {after}: clients that parse {before} will break on the new values.",
  },
  {
    id: "request-type-narrowed",
    level: "breaking",
    direction: "request",
    purpose: "A request value accepts fewer types than before; clients that send the others are rejected.",
    message: "The type of {location} narrowed from {before} to {after}: clients that send other types will be rejected.",
  },
  {
    id: "response-type-narrowed",
    level: "info",
    direction: "response",
    purpose: "A response value comes in fewer types than before.",
    message: "The type of {location} narrowed from {before} to {after}.",
  },
  {
    id: "request-nullable-added",
    level: "info",
    direction: "request",
    purpose: "A request value now accepts null.",
    message: "{location} now accepts null.",
  },
  {
    id: "response-nullable-added",
    level: "breaking",
    direction: "response",
    purpose: "A response value may now be null; clients that do not expect null break.",
    message: "{location} may now be null: clients that do not expect null will break.",
  },
  {
    id: "request-nullable-removed",
    level: "breaking",
    direction: "request",
    purpose: "A request value no longer accepts null; clients that send null are rejected.",
    message: "{location} no longer accepts null: clients that send null will be rejected.",
  },
  {
    id: "response-nullable-removed",
    level: "info",
    direction: "response",
    purpose: "A response value is never null any more.",
    message: "{location} is no longer null.",
  },

  // ---------------------------------------------------------------- schema: enums and consts
  {
    id: "request-enum-value-added",
    level: "info",
    direction: "request",
    purpose: "A request enum accepts a new value.",
    message: "{location} now also accepts {values}.",
  },
  {
    id: "response-enum-value-added",
    level: "warning",
    direction: "response",
    purpose: "A response enum has a new value; clients with an exhaustive switch may not handle it.",
    message: "{location} may now be {values}: clients that handle only the documented values may not handle it.",
  },
  {
    id: "request-enum-value-removed",
    level: "breaking",
    direction: "request",
    purpose: "A request enum no longer accepts a value; clients that send it are rejected.",
    message: "{location} no longer accepts {values}: clients that send it will be rejected.",
  },
  {
    id: "response-enum-value-removed",
    level: "info",
    direction: "response",
    purpose: "A response enum value is no longer sent.",
    message: "{location} is no longer {values}.",
  },
  {
    id: "request-enum-added",
    level: "breaking",
    direction: "request",
    purpose: "A free request value is now limited to a list; clients that send other values are rejected.",
    message: "{location} is now limited to {values}: clients that send other values will be rejected.",
  },
  {
    id: "response-enum-added",
    level: "info",
    direction: "response",
    purpose: "A free response value is now limited to a list.",
    message: "{location} is now limited to {values}.",
  },
  {
    id: "request-enum-removed",
    level: "info",
    direction: "request",
    purpose: "A request value is no longer limited to a list.",
    message: "{location} is no longer limited to {values}.",
  },
  {
    id: "response-enum-removed",
    level: "warning",
    direction: "response",
    purpose: "A response value is no longer limited to a list; clients that switch on it may meet unknown values.",
    message: "{location} is no longer limited to {values}: clients that handle only those values may meet others.",
  },
  {
    id: "request-const-changed",
    level: "breaking",
    direction: "request",
    purpose: "A fixed request value changed; clients send the old one.",
    message: "The fixed value of {location} changed from {before} to {after}: clients send the old value and will be rejected.",
  },
  {
    id: "response-const-changed",
    level: "breaking",
    direction: "response",
    purpose: "A fixed response value changed (often a discriminator); clients that match on it break.",
    message: "The fixed value of {location} changed from {before} to {after}: clients that match on the old value will break.",
  },

  // ---------------------------------------------------------------- schema: constraints
  {
    id: "request-length-narrowed",
    level: "breaking",
    direction: "request",
    purpose: "A request string's minLength rose or maxLength fell; clients that send the old lengths are rejected.",
    message: "{keyword} of {location} changed from {before} to {after}: clients that send values allowed before will be rejected.",
  },
  {
    id: "response-length-narrowed",
    level: "info",
    direction: "response",
    purpose: "A response string's length range narrowed.",
    message: "{keyword} of {location} changed from {before} to {after}.",
  },
  {
    id: "request-length-widened",
    level: "info",
    direction: "request",
    purpose: "A request string's length range widened.",
    message: "{keyword} of {location} changed from {before} to {after}.",
  },
  {
    id: "response-length-widened",
    level: "warning",
    direction: "response",
    purpose: "A response string may be longer or shorter than before; clients with fixed buffers or checks may break.",
    message: "{keyword} of {location} changed from {before} to {after}: clients that rely on the old length limits may break.",
  },
  {
    id: "request-range-narrowed",
    level: "breaking",
    direction: "request",
    purpose: "A request number's range or step narrowed; clients that send the old values are rejected.",
    message: "{keyword} of {location} changed from {before} to {after}: clients that send values allowed before will be rejected.",
  },
  {
    id: "response-range-narrowed",
    level: "info",
    direction: "response",
    purpose: "A response number's range narrowed.",
    message: "{keyword} of {location} changed from {before} to {after}.",
  },
  {
    id: "request-range-widened",
    level: "info",
    direction: "request",
    purpose: "A request number's range widened.",
    message: "{keyword} of {location} changed from {before} to {after}.",
  },
  {
    id: "response-range-widened",
    level: "warning",
    direction: "response",
    purpose: "A response number may fall outside the old range; clients that rely on it may break.",
    message: "{keyword} of {location} changed from {before} to {after}: clients that rely on the old range may break.",
  },
  {
    id: "request-items-narrowed",
    level: "breaking",
    direction: "request",
    purpose: "A request array's item count range narrowed (minItems, maxItems, minContains, maxContains; or items must now be unique).",
    message: "{keyword} of {location} changed from {before} to {after}: clients that send arrays allowed before will be rejected.",
  },
  {
    id: "response-items-narrowed",
    level: "info",
    direction: "response",
    purpose: "A response array's item count range narrowed.",
    message: "{keyword} of {location} changed from {before} to {after}.",
  },
  {
    id: "request-items-widened",
    level: "info",
    direction: "request",
    purpose: "A request array's item count range widened.",
    message: "{keyword} of {location} changed from {before} to {after}.",
  },
  {
    id: "response-items-widened",
    level: "warning",
    direction: "response",
    purpose: "A response array may hold more or fewer items than before; clients that rely on the limits may break.",
    message: "{keyword} of {location} changed from {before} to {after}: clients that rely on the old limits may break.",
  },
  {
    id: "request-pattern-added",
    level: "breaking",
    direction: "request",
    purpose: "A request string must now match a pattern; clients that send other strings are rejected.",
    message: "{location} must now match {after}: clients that send other strings will be rejected.",
  },
  {
    id: "response-pattern-added",
    level: "info",
    direction: "response",
    purpose: "A response string now follows a pattern.",
    message: "{location} now matches {after}.",
  },
  {
    id: "request-pattern-removed",
    level: "info",
    direction: "request",
    purpose: "A request string need no longer match a pattern.",
    message: "{location} need no longer match {before}.",
  },
  {
    id: "response-pattern-removed",
    level: "warning",
    direction: "response",
    purpose: "A response string may no longer match its pattern; clients that parse it by the pattern may break.",
    message: "{location} may no longer match {before}: clients that rely on the pattern may break.",
  },
  {
    id: "request-pattern-changed",
    level: "breaking",
    direction: "request",
    purpose: "A request string's pattern changed; strings valid before may be rejected.",
    message: "The pattern of {location} changed from {before} to {after}: strings valid before may be rejected.",
  },
  {
    id: "response-pattern-changed",
    level: "warning",
    direction: "response",
    purpose: "A response string's pattern changed; clients that parse it by the pattern may break.",
    message: "The pattern of {location} changed from {before} to {after}: clients that rely on the old pattern may break.",
  },
  {
    id: "request-format-added",
    level: "breaking",
    direction: "request",
    purpose: "A request value must now have a format (such as date-time); clients that send others are rejected.",
    message: "{location} must now have format {after}: clients that send other values will be rejected.",
  },
  {
    id: "response-format-added",
    level: "info",
    direction: "response",
    purpose: "A response value now has a declared format.",
    message: "{location} now has format {after}.",
  },
  {
    id: "request-format-removed",
    level: "info",
    direction: "request",
    purpose: "A request value need no longer have a format.",
    message: "{location} need no longer have format {before}.",
  },
  {
    id: "response-format-removed",
    level: "warning",
    direction: "response",
    purpose: "A response value may no longer have its format; clients that parse it by the format may break.",
    message: "{location} may no longer have format {before}: clients that parse it as {before} may break.",
  },
  {
    id: "request-format-changed",
    level: "breaking",
    direction: "request",
    purpose: "A request value's format changed (such as int32 to int64, date to date-time).",
    message: "The format of {location} changed from {before} to {after}: clients send the old format.",
  },
  {
    id: "response-format-changed",
    level: "breaking",
    direction: "response",
    purpose: "A response value's format changed; clients parse it the old way.",
    message: "The format of {location} changed from {before} to {after}: clients that parse the old format will break.",
  },
  {
    id: "request-default-changed",
    level: "warning",
    direction: "request",
    purpose: "A request default changed; clients that omit the value get different behaviour.",
    message: "The default of {location} changed from {before} to {after}: clients that omit it get different behaviour.",
  },
  {
    id: "response-default-changed",
    level: "info",
    direction: "response",
    purpose: "A response default changed.",
    message: "The default of {location} changed from {before} to {after}.",
  },
  {
    id: "request-content-encoding-changed",
    level: "breaking",
    direction: "request",
    purpose: "An encoded request string (such as a Base64 payload) changed its encoding or media type.",
    message: "{keyword} of {location} changed from {before} to {after}: clients encode the value the old way.",
  },
  {
    id: "response-content-encoding-changed",
    level: "breaking",
    direction: "response",
    purpose: "An encoded response string changed its encoding or media type.",
    message: "{keyword} of {location} changed from {before} to {after}: clients decode the value the old way.",
  },

  // ---------------------------------------------------------------- schema: open and closed objects
  {
    id: "request-properties-closed",
    level: "breaking",
    direction: "request",
    purpose: "A request object that accepted extra properties is now sealed; clients that send extras are rejected.",
    message: "{location} no longer accepts undeclared properties: clients that send extra properties will be rejected.",
  },
  {
    id: "response-properties-closed",
    level: "info",
    direction: "response",
    purpose: "A response object is now sealed: it carries only its declared properties.",
    message: "{location} now carries only its declared properties.",
  },
  {
    id: "request-properties-opened",
    level: "info",
    direction: "request",
    purpose: "A sealed request object now accepts undeclared properties.",
    message: "{location} now accepts undeclared properties.",
  },
  {
    id: "response-properties-opened",
    level: "warning",
    direction: "response",
    purpose: "A sealed response object may now carry undeclared properties; clients that validate strictly may reject them.",
    message: "{location} may now carry undeclared properties: clients that validate responses strictly may reject them.",
  },
  {
    id: "request-property-count-narrowed",
    level: "breaking",
    direction: "request",
    purpose: "A request object's property count range narrowed (minProperties rose or maxProperties fell); clients that send the old counts are rejected.",
    message: "{keyword} of {location} changed from {before} to {after}: clients that send objects allowed before will be rejected.",
  },
  {
    id: "response-property-count-narrowed",
    level: "info",
    direction: "response",
    purpose: "A response object's property count range narrowed.",
    message: "{keyword} of {location} changed from {before} to {after}.",
  },
  {
    id: "request-property-count-widened",
    level: "info",
    direction: "request",
    purpose: "A request object's property count range widened.",
    message: "{keyword} of {location} changed from {before} to {after}.",
  },
  {
    id: "response-property-count-widened",
    level: "warning",
    direction: "response",
    purpose: "A response object may carry more or fewer properties than before; clients that rely on the limits may break.",
    message: "{keyword} of {location} changed from {before} to {after}: clients that rely on the old limits may break.",
  },

  // ---------------------------------------------------------------- schema: conditions, dependencies, exclusions
  {
    id: "request-conditional-added",
    level: "breaking",
    direction: "request",
    purpose: "A request has a new conditional requirement (if/then, or else); clients that send values the condition covers must now meet it.",
    message: "{location} has a new conditional requirement (if {condition}): clients that send such values without meeting it will be rejected.",
  },
  {
    id: "response-conditional-added",
    level: "info",
    direction: "response",
    purpose: "A response follows a new conditional rule (if/then, or else).",
    message: "{location} follows a new conditional rule (if {condition}).",
  },
  {
    id: "request-conditional-opened",
    level: "info",
    direction: "request",
    purpose:
      "A request has a new conditional rule that only opens it (its consequence constrains nothing: it lets more properties through); no request valid before is refused.",
    message: "{location} accepts more when {condition}: a new conditional rule opens it (undeclared properties allowed).",
  },
  {
    id: "response-conditional-opened",
    level: "warning",
    direction: "response",
    purpose: "A response has a new conditional rule that only opens it: when the condition holds it may carry undeclared properties.",
    message: "{location} may carry undeclared properties when {condition}: clients that validate responses strictly may reject them.",
  },
  {
    id: "request-conditional-removed",
    level: "info",
    direction: "request",
    purpose: "A conditional requirement of a request (if/then, or else) is gone.",
    message: "{location} no longer has the conditional requirement (if {condition}).",
  },
  {
    id: "response-conditional-removed",
    level: "warning",
    direction: "response",
    purpose: "A response no longer follows a conditional rule (if/then, or else); clients that rely on it may break.",
    message: "{location} no longer follows the conditional rule (if {condition}): clients that rely on it may break.",
  },
  {
    id: "request-conditional-changed",
    level: "breaking",
    direction: "request",
    purpose: "The condition (if) of a request's conditional requirement changed; requests it did not cover before must now meet it.",
    message:
      "The condition of a conditional requirement of {location} changed from {before} to {after}: clients that send values it now covers may be rejected.",
  },
  {
    id: "response-conditional-changed",
    level: "warning",
    direction: "response",
    purpose: "The condition (if) of a response's conditional rule changed; clients that rely on when it applies may break.",
    message: "The condition of a conditional rule of {location} changed from {before} to {after}: clients that rely on when it applies may break.",
  },
  {
    id: "request-dependency-added",
    level: "breaking",
    direction: "request",
    purpose:
      "A request property now requires others, or a schema, when present (dependentRequired, dependentSchemas); clients that send it alone are rejected.",
    message: "{location} now requires {requires} whenever {property} is present: clients that send {property} without it will be rejected.",
  },
  {
    id: "response-dependency-added",
    level: "info",
    direction: "response",
    purpose: "A response property now comes with others, or matches a schema, when present (dependentRequired, dependentSchemas).",
    message: "{location} now carries {requires} whenever {property} is present.",
  },
  {
    id: "request-dependency-removed",
    level: "info",
    direction: "request",
    purpose: "A request property no longer requires others, or a schema, when present.",
    message: "{location} no longer requires {requires} whenever {property} is present.",
  },
  {
    id: "response-dependency-removed",
    level: "breaking",
    direction: "response",
    purpose:
      "A response property may now come without what it used to bring (dependentRequired, dependentSchemas); clients that rely on it break, as when a property becomes optional.",
    message: "{location} may now carry {property} without {requires}: clients that rely on them together break.",
  },

  // ---------------------------------------------------------------- JSON Schema 2020-12 applicators
  {
    id: "request-contains-added",
    level: "breaking",
    direction: "request",
    purpose: "A request array must now contain an item matching a schema (contains); clients that send arrays without one are rejected.",
    message: "{location} must now contain an item matching {schema}: clients that send arrays without one will be rejected.",
  },
  {
    id: "response-contains-added",
    level: "info",
    direction: "response",
    purpose: "A response array now always contains an item matching a schema (contains).",
    message: "{location} now always contains an item matching {schema}.",
  },
  {
    id: "request-contains-removed",
    level: "info",
    direction: "request",
    purpose: "A request array need no longer contain an item matching a schema (contains).",
    message: "{location} need no longer contain an item matching {schema}.",
  },
  {
    id: "response-contains-removed",
    level: "breaking",
    direction: "response",
    purpose: "A response array may no longer contain an item matching a schema (contains); clients that look for it break.",
    message: "{location} may no longer contain an item matching {schema}: clients that look for it break.",
  },
  {
    id: "request-property-names-added",
    level: "breaking",
    direction: "request",
    purpose: "A request object's property names must now match a schema (propertyNames); clients that send other names are rejected.",
    message: "{location} now limits its property names to {schema}: clients that send other names will be rejected.",
  },
  {
    id: "response-property-names-added",
    level: "info",
    direction: "response",
    purpose: "A response object's property names now follow a schema (propertyNames).",
    message: "{location} now limits its property names to {schema}.",
  },
  {
    id: "request-property-names-removed",
    level: "info",
    direction: "request",
    purpose: "A request object's property names are no longer limited (propertyNames).",
    message: "{location} no longer limits its property names to {schema}.",
  },
  {
    id: "response-property-names-removed",
    level: "breaking",
    direction: "response",
    purpose: "A response object's property names are no longer limited (propertyNames); clients that rely on the names' form break.",
    message: "{location} no longer limits its property names to {schema}: clients that rely on their form break.",
  },
  {
    id: "request-pattern-property-added",
    level: "breaking",
    direction: "request",
    purpose: "Request properties whose names match a pattern must now match a schema (patternProperties); clients that send other values are rejected.",
    message: "{location}: properties named like {pattern} must now match a schema: clients that send other values will be rejected.",
  },
  {
    id: "response-pattern-property-added",
    level: "info",
    direction: "response",
    purpose: "Response properties whose names match a pattern now follow a schema (patternProperties).",
    message: "{location}: properties named like {pattern} now follow a schema.",
  },
  {
    id: "request-pattern-property-removed",
    level: "info",
    direction: "request",
    purpose: "Request properties whose names match a pattern are no longer constrained (patternProperties).",
    message: "{location}: properties named like {pattern} are no longer constrained.",
  },
  {
    id: "response-pattern-property-removed",
    level: "breaking",
    direction: "response",
    purpose: "Response properties whose names match a pattern no longer follow their schema (patternProperties); clients that rely on it break.",
    message: "{location}: properties named like {pattern} no longer follow their schema: clients that rely on it break.",
  },
  {
    id: "request-extras-schema-added",
    level: "breaking",
    direction: "request",
    purpose:
      "Undeclared request properties or items must now match a schema (additionalProperties, unevaluatedProperties or unevaluatedItems as a schema); clients that send others are rejected.",
    message: "{location}: undeclared properties or items ({keyword}) must now match {schema}: clients that send others will be rejected.",
  },
  {
    id: "response-extras-schema-added",
    level: "info",
    direction: "response",
    purpose: "Undeclared response properties or items now follow a schema (additionalProperties, unevaluatedProperties or unevaluatedItems).",
    message: "{location}: undeclared properties or items ({keyword}) now follow {schema}.",
  },
  {
    id: "request-extras-schema-removed",
    level: "info",
    direction: "request",
    purpose: "Undeclared request properties or items are no longer constrained by a schema.",
    message: "{location}: undeclared properties or items ({keyword}) need no longer match {schema}.",
  },
  {
    id: "response-extras-schema-removed",
    level: "breaking",
    direction: "response",
    purpose: "Undeclared response properties or items no longer follow their schema; clients that rely on it break.",
    message: "{location}: undeclared properties or items ({keyword}) need no longer match {schema}: clients that rely on it break.",
  },
  {
    id: "request-not-added",
    level: "breaking",
    direction: "request",
    purpose: "A request value must now not match a schema (not); clients that send such values are rejected.",
    message: "{location} now rejects values matching {schema}: clients that send such values will be rejected.",
  },
  {
    id: "response-not-added",
    level: "info",
    direction: "response",
    purpose: "A response value now never matches a schema (not).",
    message: "{location} now never matches {schema}.",
  },
  {
    id: "request-not-removed",
    level: "info",
    direction: "request",
    purpose: "A request value may now match a schema it had to avoid (not).",
    message: "{location} no longer rejects values matching {schema}.",
  },
  {
    id: "response-not-removed",
    level: "warning",
    direction: "response",
    purpose: "A response value may now match a schema it used to avoid (not); clients that rely on that may break.",
    message: "{location} may now match {schema}: clients that rely on it never doing so may break.",
  },
  {
    id: "request-not-changed",
    level: "breaking",
    direction: "request",
    purpose: "The schema a request value must not match (not) changed; values allowed before may be rejected.",
    message: "The excluded schema (not) of {location} changed from {before} to {after}: clients that send values allowed before may be rejected.",
  },
  {
    id: "response-not-changed",
    level: "warning",
    direction: "response",
    purpose: "The schema a response value must not match (not) changed; clients that rely on the old exclusion may break.",
    message: "The excluded schema (not) of {location} changed from {before} to {after}: clients that rely on the old exclusion may break.",
  },

  // ---------------------------------------------------------------- schema: unions
  {
    id: "request-variant-added",
    level: "info",
    direction: "request",
    purpose: "A request union (oneOf/anyOf, such as a message union) accepts a new variant.",
    message: "{location} accepts a new variant {values}.",
    addition: true,
  },
  {
    id: "response-variant-added",
    level: "warning",
    direction: "response",
    purpose: "A response union may carry a new variant; clients that switch on it may not handle it.",
    message: "{location} may now be variant {values}: clients that handle only the documented variants may not handle it.",
  },
  {
    id: "request-variant-removed",
    level: "breaking",
    direction: "request",
    purpose: "A request union no longer accepts a variant; clients that send it are rejected.",
    message: "{location} no longer accepts variant {values}: clients that send it will be rejected.",
  },
  {
    id: "request-required-alternatives-changed",
    level: "breaking",
    direction: "request",
    purpose:
      "Which of several properties a request must carry changed (an anyOf or oneOf of required-only branches); clients that send only one the old list allowed may be rejected.",
    message:
      "{location}: the properties a request must carry at least one of changed from {before} to {after}: clients that send only what the old rule allowed may be rejected.",
  },
  {
    id: "response-required-alternatives-changed",
    level: "warning",
    direction: "response",
    purpose:
      "Which of several properties a response carries at least one of changed (an anyOf or oneOf of required-only branches); clients that rely on the old guarantee may break.",
    message:
      "{location}: the properties a response carries at least one of changed from {before} to {after}: clients that rely on the old guarantee may not find what they look for.",
  },
  {
    id: "request-variant-overlap-added",
    level: "breaking",
    direction: "request",
    purpose: "Two branches of a request oneOf may now both match a value; such requests match no branch and are rejected.",
    message: "{location}: variants {first} and {second} may now both match a request, which a oneOf rejects: clients that send such values will be rejected.",
  },
  {
    id: "response-variant-overlap-added",
    level: "warning",
    direction: "response",
    purpose: "Two branches of a response oneOf may now both match a value; clients that validate it against the oneOf may reject it.",
    message: "{location}: variants {first} and {second} may now both match a response: clients that validate it against the oneOf may reject it.",
  },
  {
    id: "response-variant-removed",
    level: "info",
    direction: "response",
    purpose: "A response union no longer carries a variant.",
    message: "{location} is no longer variant {values}.",
  },

  // ---------------------------------------------------------------- annotations
  {
    id: "request-contract-gap-added",
    level: "info",
    direction: "request",
    purpose: "A request shape is newly marked as not shown by the source document (x-contract-gap).",
    message: "{location} is now marked as a contract gap: {after}.",
  },
  {
    id: "response-contract-gap-added",
    level: "info",
    direction: "response",
    purpose: "A response shape is newly marked as not shown by the source document (x-contract-gap).",
    message: "{location} is now marked as a contract gap: {after}.",
  },
] as const satisfies readonly Rule[];

/** Every registered rule id: what the walkers may report, checked by the compiler. */
export type RuleId = (typeof RULES)[number]["id"];

const BY_ID = new Map<string, Rule>(RULES.map((r) => [r.id, r]));

export function rule(id: string): Rule | undefined {
  return BY_ID.get(id);
}

export function isRuleId(id: string): id is RuleId {
  return BY_ID.has(id);
}

/** Fill a message template. A placeholder without a value is left visible, so tests catch it. */
export function renderMessage(template: string, params: Record<string, string>): string {
  return template.replace(/\{([a-zA-Z]+)\}/g, (whole, key: string) => params[key] ?? whole);
}

/** The placeholder names a template uses. */
export function placeholders(template: string): string[] {
  return [...template.matchAll(/\{([a-zA-Z]+)\}/g)].map((m) => m[1]!);
}
