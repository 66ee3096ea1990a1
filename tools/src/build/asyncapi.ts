/**
 * generated/<service>/asyncapi.{yaml,json} for each message service (the terminal services): an
 * AsyncAPI 3.0 document, so that AsyncAPI tools (parsers, viewers, code generators) can read the
 * contract. It describes the service side: each app receives a request on its request channel and
 * sends one reply; one operation per MethodId and transport (Messenger over a bound service, and,
 * where the app has one, the hybrid activity intent). Message payloads are the JSON Schemas under
 * schemas/ by reference, declared as JSON Schema 2020-12 (the dialect they are written in; AsyncAPI's
 * own schema format is a draft-07 superset that would drop `unevaluatedProperties`).
 * Everything comes from the schemas (`x-transport`, the unions on Header.MethodId, `x-codes`):
 * nothing here names a MethodId.
 */
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { stringify as stringifyYaml } from "yaml";
import { readServiceSchemas } from "../contract/schemas.ts";
import { SERVICES } from "../contract/services.ts";
import { jsonWithBanner, withBanner } from "./banner.ts";
import { describeApps, type TerminalApp, type Schema, type Transport } from "../contract/terminal-model.ts";

/** The schema format of the payloads: the JSON Schema dialect of generated/<service>/schemas/. */
export const PAYLOAD_SCHEMA_FORMAT = "application/schema+json;version=draft-2020-12";

type Kind = "native" | "hybrid";

/** What each transport is called in titles, and where its request and reply travel. */
const TRANSPORT_TEXT: Record<
  Kind,
  { title: string; request: (t: Record<string, string | number>) => string; reply: (t: Record<string, string | number>) => string }
> = {
  native: {
    title: "Messenger",
    request: (t) =>
      `Bind to the service (package \`${t.package}\`, intent action \`${t.action}\`) and send an Android Message ` +
      `with \`what\` = ${t.messageCode}; its Bundle holds the request JSON string under the key \`${t.requestTag}\`.`,
    reply: (t) =>
      `The reply comes to the caller's Messenger (\`Message.replyTo\` of the request): a Message whose Bundle holds ` +
      `the reply JSON string under the key \`${t.responseTag}\`.`,
  },
  hybrid: {
    title: "Intent",
    request: (t) => `Start the activity for a result with the intent action \`${t.action}\`; the request JSON string is the extra \`${t.requestExtra}\`.`,
    reply: (t) => `The result intent carries the reply JSON string in the extra \`${t.responseExtra}\`.`,
  },
};

const annotations = (s: Schema | undefined): Schema =>
  Object.fromEntries(Object.entries(s ?? {}).filter(([k]) => k === "x-contract-gap" || k === "x-contract-decision"));

/** The one VersionNo of the request examples (the message protocol version they show). */
function protocolVersion(schemas: Map<string, Schema>, apps: readonly TerminalApp[], service: string): string {
  const versions = new Set<string>();
  for (const app of apps) {
    for (const ex of (schemas.get(app.request)?.examples as Array<{ Header?: { VersionNo?: string } }> | undefined) ?? []) {
      if (typeof ex.Header?.VersionNo === "string") versions.add(ex.Header.VersionNo);
    }
  }
  if (versions.size !== 1) {
    throw new Error(
      `generated/${service}/schemas: the request examples show ${versions.size === 0 ? "no" : "several"} Header.VersionNo ` +
        `(${[...versions].join(", ")}); the AsyncAPI info.version needs exactly one: fix the examples in spec/${service}/`,
    );
  }
  return [...versions][0]!;
}

/** The AsyncAPI document of one message service, as a plain object. */
export function asyncApiDocument(service: string, title: string, schemas: Map<string, Schema>): Record<string, unknown> {
  const apps = describeApps(schemas);
  const channels: Record<string, unknown> = {};
  const operations: Record<string, unknown> = {};
  const messages: Record<string, unknown> = {};
  const ref = (p: string): { $ref: string } => ({ $ref: p });
  for (const app of apps) {
    const req = schemas.get(app.request);
    const rep = schemas.get(app.reply);
    const transport: Transport = app.transport;
    const serviceName = transport.service ?? app.id;
    for (const m of app.methods) {
      for (const [dir, file] of [
        ["request", m.request],
        ["reply", m.reply],
      ] as const) {
        const schema = schemas.get(file);
        messages[`${app.id}_${m.id}_${dir}`] = {
          name: `${m.name}${dir === "request" ? "Request" : "Reply"}`,
          title: `${m.id} ${m.name} ${dir} (${serviceName})`,
          summary: m.description || `${m.name} ${dir}.`,
          ...(typeof schema?.description === "string" ? { description: schema.description } : {}),
          contentType: "application/json",
          payload: { schemaFormat: PAYLOAD_SCHEMA_FORMAT, schema: ref(`./schemas/${file}`) },
          ...(Array.isArray(schema?.examples) ? { examples: (schema.examples as unknown[]).map((payload, i) => ({ name: `example${i + 1}`, payload })) } : {}),
          ...annotations(schema),
        };
      }
    }
    for (const kind of ["native", "hybrid"] as const) {
      const t = transport[kind];
      if (!t) continue;
      const text = TRANSPORT_TEXT[kind];
      const base = `${app.id}${text.title}`;
      const methodMessages = (dir: "request" | "reply"): Record<string, unknown> =>
        Object.fromEntries(app.methods.map((m) => [`${app.id}_${m.id}_${dir}`, ref(`#/components/messages/${app.id}_${m.id}_${dir}`)]));
      channels[`${base}Request`] = {
        address: String(t.action),
        title: `${serviceName}: requests (${t.mechanism})`,
        description: `${text.request(t)} Every request of the ${serviceName}, one message per MethodId.`,
        messages: methodMessages("request"),
        "x-transport": { ...t, ...(transport.source ? { source: transport.source } : {}) },
        ...annotations(req),
      };
      channels[`${base}Reply`] = {
        address: null,
        title: `${serviceName}: replies (${t.mechanism})`,
        description: `${text.reply(t)} One reply per request.`,
        messages: methodMessages("reply"),
        ...annotations(rep),
      };
      for (const m of app.methods) {
        operations[`${app.id}_${m.id}_${m.name}_${kind}`] = {
          action: "receive",
          title: `${m.id} ${m.name} (${serviceName}, ${text.title})`,
          summary: m.description || `${m.name}.`,
          channel: ref(`#/channels/${base}Request`),
          messages: [ref(`#/channels/${base}Request/messages/${app.id}_${m.id}_request`)],
          reply: {
            channel: ref(`#/channels/${base}Reply`),
            messages: [ref(`#/channels/${base}Reply/messages/${app.id}_${m.id}_reply`)],
          },
          tags: [{ name: app.id }, { name: text.title }],
          "x-method-id": m.id,
        };
      }
    }
  }
  return {
    asyncapi: "3.0.0",
    info: {
      title,
      version: protocolVersion(schemas, apps, service),
      description:
        `${title}: the message contract, for AsyncAPI tools. This document describes the service side: each app ` +
        "receives a request (one JSON string with a Header whose MethodId selects the method) and sends one reply. " +
        "The payloads are the JSON Schemas under schemas/ (JSON Schema 2020-12). info.version is the Header.VersionNo " +
        "of the documents' illustrations. Gaps and decisions are carried as `x-contract-gap` and `x-contract-decision`.",
      tags: apps.map((a) => ({ name: a.id, description: a.transport.service ?? a.id })),
    },
    defaultContentType: "application/json",
    channels,
    operations,
    components: { messages },
  };
}

/** Write generated/<service>/asyncapi.{yaml,json} for every message service built under `root`. */
export async function buildAsyncApi(root: string): Promise<void> {
  for (const svc of SERVICES.filter((s) => !s.http)) {
    if (!existsSync(path.join(root, svc.id, "schemas"))) continue;
    const doc = asyncApiDocument(svc.id, svc.title, readServiceSchemas(svc.id, root));
    await writeFile(path.join(root, svc.id, "asyncapi.json"), jsonWithBanner(doc, "x-generated"));
    await writeFile(path.join(root, svc.id, "asyncapi.yaml"), withBanner(stringifyYaml(doc, { lineWidth: 0, version: "1.1" }), "#"));
  }
}
