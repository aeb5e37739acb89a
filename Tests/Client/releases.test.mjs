// Gesture → event: what a sheet drag, an edge swipe and a divider drag ask of the server when
// they end (releases.js); the browser tests drive the same gestures end to end.
import { test } from "node:test";
import assert from "node:assert/strict";
import { BEGIN, DISMISS, SWIPE, dividerRelease, edgeSwipeRelease, sheetDismissalBegins, sheetRelease } from "../../Sources/PaneKitHTML/Resources/panekit/releases.js";

const sheet = { detents: "medium:422,large:834", selected: "large", startHeight: 834, dismissID: "s:dismiss", detentControl: "s:detent" };

test("SH-14 a sheet let go settles at the nearest detent, asked for only when it changes", () => {
  assert.deepEqual(sheetRelease({ ...sheet, height: 500 }), { type: "detent", id: "s:detent", detent: "medium" });
  assert.equal(sheetRelease({ ...sheet, height: 700 }), null);
});

test("SH-11 a sheet let go well below its smallest detent asks to be dismissed (the delegate decides)", () => {
  assert.deepEqual(sheetRelease({ ...sheet, height: 422 - DISMISS - 1 }), { type: "dismiss", id: "s:dismiss" });
  assert.deepEqual(sheetRelease({ ...sheet, height: 422 - DISMISS + 1 }), { type: "detent", id: "s:detent", detent: "medium" });
});

test("a sheet with one detent only dismisses or stays; without detents its first height counts", () => {
  assert.equal(sheetRelease({ ...sheet, detents: "large:834", height: 800 }), null);
  assert.deepEqual(sheetRelease({ ...sheet, detents: "large:834", height: 700 }), { type: "dismiss", id: "s:dismiss" });
  assert.deepEqual(sheetRelease({ ...sheet, detents: "", startHeight: 600, height: 600 - DISMISS - 5 }), { type: "dismiss", id: "s:dismiss" });
});

test("SV-B7 an edge swipe past the threshold reveals or conceals, mirrored right to left", () => {
  assert.deepEqual(edgeSwipeRelease({ dx: SWIPE, rtl: false, swipeID: "e" }), { type: "swipe", id: "e", direction: "reveal" });
  assert.deepEqual(edgeSwipeRelease({ dx: -SWIPE - 10, rtl: false, swipeID: "e" }), { type: "swipe", id: "e", direction: "conceal" });
  assert.deepEqual(edgeSwipeRelease({ dx: -SWIPE, rtl: true, swipeID: "e" }), { type: "swipe", id: "e", direction: "reveal" });
  assert.equal(edgeSwipeRelease({ dx: SWIPE - 1, rtl: false, swipeID: "e" }), null);
});

test("a divider drag sets the column's width; a 2-pixel wobble is a click", () => {
  assert.deepEqual(dividerRelease({ dx: 40, startWidth: 320, columnOnTheRight: false, resizeID: "d" }), { type: "resize", id: "d", width: 360 });
  assert.deepEqual(dividerRelease({ dx: 40, startWidth: 320, columnOnTheRight: true, resizeID: "d" }), { type: "resize", id: "d", width: 280 });
  assert.deepEqual(dividerRelease({ dx: -400, startWidth: 320, columnOnTheRight: false, resizeID: "d" }), { type: "resize", id: "d", width: 0 });
  assert.equal(dividerRelease({ dx: 2, startWidth: 320, columnOnTheRight: false, resizeID: "d" }), null);
});

test("SH-22 a sheet pulled below its smallest detent has begun to be swiped away; above it, or by a few px, it has not", () => {
  assert.equal(sheetDismissalBegins({ detents: "medium:422,large:834", height: 422 - BEGIN - 1, startHeight: 834 }), true);
  assert.equal(sheetDismissalBegins({ detents: "medium:422,large:834", height: 422 - BEGIN + 1, startHeight: 834 }), false);
  assert.equal(sheetDismissalBegins({ detents: "medium:422,large:834", height: 600, startHeight: 834 }), false);
  assert.equal(sheetDismissalBegins({ detents: "", height: 500 - BEGIN - 1, startHeight: 500 }), true);
});
