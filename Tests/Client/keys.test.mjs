// Every key press goes through one listener (keys.js, D-111): handlers run in KEY_ORDER, and the
// first that takes the key ends it, whatever order the modules registered them in.
import { test } from "node:test";
import assert from "node:assert/strict";
import { KEY_ORDER, installKeys, onKey } from "../../Sources/PaneKitHTML/Resources/panekit/keys.js";

const asked = [];
let listener;
let listeners = 0;
installKeys({ addEventListener: (type, handler, capture) => { assert.equal(type, "keydown"); assert.equal(capture, true); listener = handler; listeners += 1; } });
onKey(KEY_ORDER.page, (event) => { asked.push("page"); return true; });
onKey(KEY_ORDER.shortcuts, (event) => { asked.push("shortcuts"); return event.key === "/"; });
onKey(KEY_ORDER.menu, (event) => { asked.push("menu"); return event.key === "Escape" && event.menuOpen; });
onKey(KEY_ORDER.focusTracking, () => { asked.push("focus"); return false; });

test("one listener, in the capture phase", () => {
  assert.equal(listeners, 1);
});

test("handlers are asked in KEY_ORDER, not in the order they were added", () => {
  asked.length = 0;
  listener({ key: "a" });
  assert.deepEqual(asked, ["focus", "menu", "shortcuts", "page"]);
});

test("the first handler that takes a key ends it: an open menu's Escape reaches nothing after it", () => {
  asked.length = 0;
  listener({ key: "Escape", menuOpen: true });
  assert.deepEqual(asked, ["focus", "menu"]);
  asked.length = 0;
  listener({ key: "Escape", menuOpen: false });
  assert.deepEqual(asked, ["focus", "menu", "shortcuts", "page"]);
  asked.length = 0;
  listener({ key: "/" });
  assert.deepEqual(asked, ["focus", "menu", "shortcuts"]);
});
