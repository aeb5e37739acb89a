// What a continuous gesture asks of the server when the finger or pointer lets go (gestures.js
// runs the gesture itself). Pure: positions in, the message out, or null when it asks nothing.

export const SWIPE = 60;    // px of travel that counts as a swipe
export const DISMISS = 90;  // px below the smallest detent that dismisses
export const BEGIN = 12;    // px below the smallest detent where a swipe's dismissal begins (SH-22)

// The height of a sheet's smallest detent; with none, the height it had when the drag began.
function smallestDetent(detents, startHeight) {
  const heights = (detents || "").split(",").filter(Boolean).map((entry) => Number(entry.split(":")[1]));
  return heights.length ? Math.min(...heights) : startHeight;
}

// Whether a sheet dragged to `height` (px) has begun to be swiped away: pulled below its smallest
// detent. The server then asks the dismissal delegate (SH-22); a release that does not dismiss
// cancels it.
export function sheetDismissalBegins({ detents, height, startHeight }) {
  return height < smallestDetent(detents, startHeight) - BEGIN;
}

// A sheet let go at `height` (px): below its smallest detent by more than DISMISS it asks to be
// dismissed (the dismissal delegate may refuse); else, with several detents, it settles at the
// nearest one, asked for only when that is not the one selected. `detents` is the sheet's
// `data-detents` ("id:height,…"); with none, the sheet's height when the drag began counts.
export function sheetRelease({ detents, selected, height, startHeight, dismissID, detentControl }) {
  const list = (detents || "").split(",").filter(Boolean)
    .map((entry) => { const [id, value] = entry.split(":"); return { id, value: Number(value) }; });
  if (height < smallestDetent(detents, startHeight) - DISMISS) return { type: "dismiss", id: dismissID };
  if (list.length < 2) return null;
  const nearest = list.reduce((a, b) => (Math.abs(b.value - height) < Math.abs(a.value - height) ? b : a));
  return nearest.id === selected ? null : { type: "detent", id: detentControl, detent: nearest.id };
}

// An edge swipe that travelled `dx` px (physical): past SWIPE toward the reading direction's
// inside it reveals the column, the other way it conceals it.
export function edgeSwipeRelease({ dx, rtl, swipeID }) {
  const logical = dx * (rtl ? -1 : 1);
  if (Math.abs(logical) < SWIPE) return null;
  return { type: "swipe", id: swipeID, direction: logical > 0 ? "reveal" : "conceal" };
}

// A column divider dragged `dx` px from a column `startWidth` wide; `columnOnTheRight` when the
// column lies after the divider (right to left). A drag of 2 px or less is a click, not a resize.
export function dividerRelease({ dx, startWidth, columnOnTheRight, resizeID }) {
  if (Math.abs(dx) <= 2) return null;
  const width = Math.max(0, startWidth + (columnOnTheRight ? -1 : 1) * dx);
  return { type: "resize", id: resizeID, width };
}
