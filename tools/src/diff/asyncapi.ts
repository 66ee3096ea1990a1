/**
 * Comparing two AsyncAPI documents (2.x or 3.0) given as single files: the messages their operations
 * carry, by payload schema, in the direction each travels.
 *
 * An operation whose `action` is `receive` (3.0; `publish` in 2.x) takes messages that the
 * document's clients send: those are requests, and the messages of its `reply` are responses.
 * `send` (`subscribe` in 2.x) is the other way round. A message is known by where its definition
 * is (`#/components/messages/sale_request`, after following `$ref`s) and named by its last token;
 * an operation without a `messages` list carries every message of its channel.
 *
 * A message on one side only is `request-message-added`/`-removed` (or the response rules); a
 * message on both sides has its payload walked like any schema, every `$ref` followed. Channels'
 * addresses, bindings and the rest of the document are not compared.
 */
import { isObject } from "../json.ts";
import { unescapeToken } from "../json-pointer.ts";
import { child, type Direction, type Node, type Tree } from "./model.ts";
import type { Reporter } from "./report.ts";
import { resolve } from "./resolve.ts";
import { compareSchemas } from "./schema.ts";

interface Message {
  name: string;
  payload: Node;
  directions: Set<Direction>;
}

const OTHER: Record<Direction, Direction> = { request: "response", response: "request" };

/** The messages of a document, by the pointer of their definition. */
export function asyncApiMessages(tree: Tree, key: string): Map<string, Message> {
  const out = new Map<string, Message>();
  const doc: Node = { file: key, pointer: "", value: tree.docs.get(key) };
  const add = (ref: Node, direction: Direction): void => {
    const m = resolve(tree, ref);
    if (!isObject(m.value)) return;
    const id = `${m.file}#${m.pointer}`;
    let message = out.get(id);
    if (!message) {
      let payload = child(m, "payload");
      if (isObject(payload.value) && "schemaFormat" in payload.value && "schema" in payload.value) payload = child(payload, "schema");
      message = { name: unescapeToken(m.pointer.split("/").pop() ?? key), payload, directions: new Set() };
      out.set(id, message);
    }
    message.directions.add(direction);
  };
  const channelMessages = (channel: Node, direction: Direction): void => {
    const c = resolve(tree, channel);
    if (isObject(c.value) && isObject(c.value.messages)) for (const name of Object.keys(c.value.messages)) add(child(c, "messages", name), direction);
  };
  const v = doc.value;
  if (!isObject(v)) return out;
  if (isObject(v.operations)) {
    // AsyncAPI 3.0
    for (const id of Object.keys(v.operations)) {
      const op = resolve(tree, child(doc, "operations", id));
      if (!isObject(op.value)) continue;
      const direction: Direction = op.value.action === "send" ? "response" : "request";
      if (Array.isArray(op.value.messages)) for (let i = 0; i < op.value.messages.length; i++) add(child(op, "messages", i), direction);
      else if (op.value.channel !== undefined) channelMessages(child(op, "channel"), direction);
      const reply = isObject(op.value.reply) ? resolve(tree, child(op, "reply")) : undefined;
      if (reply && isObject(reply.value)) {
        if (Array.isArray(reply.value.messages)) for (let i = 0; i < reply.value.messages.length; i++) add(child(reply, "messages", i), OTHER[direction]);
        else if (reply.value.channel !== undefined) channelMessages(child(reply, "channel"), OTHER[direction]);
      }
    }
  } else if (isObject(v.channels)) {
    // AsyncAPI 2.x: publish is what clients send, subscribe what they receive
    for (const name of Object.keys(v.channels)) {
      const channel = resolve(tree, child(doc, "channels", name));
      for (const [verb, direction] of [
        ["publish", "request"],
        ["subscribe", "response"],
      ] as const) {
        const op = child(channel, verb);
        if (!isObject(op.value)) continue;
        const m = child(op, "message");
        if (isObject(m.value) && Array.isArray(m.value.oneOf)) for (let i = 0; i < m.value.oneOf.length; i++) add(child(m, "oneOf", i), direction);
        else if (m.value !== undefined) add(m, direction);
      }
    }
  }
  return out;
}

export function compareAsyncApi(base: Tree, head: Tree, name: string, report: Reporter): void {
  const bk = base.asyncapi.get(name);
  const hk = head.asyncapi.get(name);
  if (bk === undefined || hk === undefined) return;
  const before = asyncApiMessages(base, bk);
  const after = asyncApiMessages(head, hk);
  for (const [id, b] of before) {
    const h = after.get(id);
    if (!h) {
      for (const d of b.directions) report.add(`${d}-message-removed`, b.payload, b.name);
      continue;
    }
    for (const d of h.directions) if (!b.directions.has(d)) report.add(`${d}-message-added`, h.payload, h.name);
    for (const d of b.directions) if (!h.directions.has(d)) report.add(`${d}-message-removed`, b.payload, b.name);
    for (const d of h.directions) {
      if (b.directions.has(d)) compareSchemas({ base, head, report, direction: d }, b.payload, h.payload, h.name);
    }
  }
  for (const [id, h] of after) if (!before.has(id)) for (const d of h.directions) report.add(`${d}-message-added`, h.payload, h.name);
}
