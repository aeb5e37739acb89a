// The messages page and server exchange (docs/protocol.md), held to the golden files the Swift
// side writes and checks (PaneKitServerTests' ProtocolMessageFixtureTests): what each server
// message asks of the page, and one message of every type the client's scripts send, each of
// which the server decodes.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { readServerMessage } from "../../Sources/PaneKitHTML/Resources/panekit/messages.js";

const read = (name) => JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8"));

for (const fixture of read("server-messages.json")) {
  test(`server → page: ${fixture.name}`, () => {
    assert.deepEqual(readServerMessage(JSON.parse(fixture.json), fixture.path), fixture.expect);
  });
}

test("every message type the client's scripts send is one the server's golden list decodes", () => {
  const folder = new URL("../../Sources/PaneKitHTML/Resources/panekit/", import.meta.url);
  const sent = new Set();
  for (const name of readdirSync(folder).filter((file) => file.endsWith(".js"))) {
    for (const [, type] of readFileSync(new URL(name, folder), "utf8").matchAll(/\btype: "([a-zA-Z]+)"/g)) sent.add(type);
  }
  const known = new Set(read("client-messages.json").map((entry) => JSON.parse(entry.json).type));
  assert.ok(sent.size >= 12, `found ${sent.size} message types in the scripts`);
  assert.deepEqual([...sent].filter((type) => !known.has(type)).sort(), []);
  assert.deepEqual([...known].filter((type) => !sent.has(type)).sort(), []);
  for (const entry of read("client-messages.json")) assert.notEqual(entry.decodes, "", `${entry.json} is decoded by the Swift test`);
});
