// Reconnecting with typed text replayed (issue 17): text no reply confirmed — sent on a socket
// that closed, or typed with none — is typed again into the new page and sent again; what a
// reply confirmed, and fields the new page no longer has, are not.
import { test } from "node:test";
import assert from "node:assert/strict";
import { UnconfirmedText } from "../../Sources/PaneKitHTML/Resources/panekit/typing.js";

test("a reply confirms what was sent up to it, not what was typed after", () => {
  const text = new UnconfirmedText();
  text.typed("to", "a", 1);
  text.typed("subject", "Hi", 2);
  text.confirmed(1);
  assert.equal(text.has("to"), false);
  assert.equal(text.has("subject"), true);
});

test("after a reconnection the unconfirmed text is typed again, the last of each field, and sent", () => {
  const text = new UnconfirmedText();
  text.typed("to", "a", 1);
  text.typed("to", "ab", 2);          // the socket closed before its answer
  text.typed("body", "Hello", null);  // typed while no socket was open
  text.typed("gone", "x", 3);         // its field is not on the new page
  const fields = { to: { value: "" }, body: { value: "Hello" } };
  const sent = [];
  let seq = 10;
  text.replay((id) => fields[id], (id, value) => { sent.push([id, value]); text.typed(id, value, ++seq); });
  assert.deepEqual(sent, [["to", "ab"], ["body", "Hello"]]);
  assert.equal(fields.to.value, "ab");
  assert.equal(text.has("gone"), false);
  text.confirmed(12);
  assert.equal(text.size, 0);
});
