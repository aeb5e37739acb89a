// The size class the page guesses before the server answers follows the app's breakpoints, which
// the root names (data-breakpoints), as SizeClassBreakpoints decides on the server.
import { test } from "node:test";
import assert from "node:assert/strict";
import { horizontalClass } from "../../Sources/PaneKitHTML/Resources/panekit/traits.js";

const standard = "660 500 414";

test("SZ-1, SZ-3: a phone is compact, a large phone on its side regular, an iPad and a desktop regular", () => {
  assert.equal(horizontalClass({ width: 390, height: 844, pointer: "coarse" }, standard), "compact");
  assert.equal(horizontalClass({ width: 844, height: 390, pointer: "coarse" }, standard), "compact");
  assert.equal(horizontalClass({ width: 932, height: 430, pointer: "coarse" }, standard), "regular");
  assert.equal(horizontalClass({ width: 820, height: 1180, pointer: "coarse" }, standard), "regular");
  assert.equal(horizontalClass({ width: 1440, height: 900, pointer: "fine" }, standard), "regular");
  assert.equal(horizontalClass({ width: 600, height: 900, pointer: "fine" }, standard), "compact");
});

test("an app's own breakpoints are the ones the page uses", () => {
  assert.equal(horizontalClass({ width: 700, height: 900, pointer: "fine" }, "800 500 414"), "compact");
  assert.equal(horizontalClass({ width: 900, height: 420, pointer: "coarse" }, "660 500 440"), "compact");
});

test("the viewport cookie is written as the server reads it (fixtures/viewport-cookies.json)", async () => {
  const { readFileSync } = await import("node:fs");
  const { viewportCookie } = await import("../../Sources/PaneKitHTML/Resources/panekit/traits.js");
  const cases = JSON.parse(readFileSync(new URL("./fixtures/viewport-cookies.json", import.meta.url), "utf8"));
  assert.ok(cases.length >= 3);
  for (const { cookie, viewport } of cases) assert.equal(viewportCookie(viewport), cookie);
});
