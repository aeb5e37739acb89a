// Popovers (D-55): the server sends a popover's size, its source's node and the sides its arrow
// may be on; only the browser knows where the source is. Each popover is placed beside its
// source on the first permitted side where it fits (up: below the source, down: above, left: to
// its right, right: to its left), else on the side with the most room, kept inside the window,
// its arrow pointing at the source's middle. Placed after every patch and at every resize.

const MARGIN = 10; // least space to the window's edges
const GAP = 10;    // space for the arrow between the source and the bubble

export function placePopovers(app) {
  for (const sheet of app.querySelectorAll('.pk-sheet[data-appearance="popover"]')) place(app, sheet);
}

function clamp(value, low, high) {
  return Math.max(low, Math.min(value, Math.max(low, high)));
}

function place(app, sheet) {
  const width = sheet.offsetWidth;
  const height = sheet.offsetHeight;
  const vw = document.documentElement.clientWidth;
  const vh = document.documentElement.clientHeight;
  const source = sheet.dataset.source && app.querySelector(`[data-k="${CSS.escape(sheet.dataset.source)}"]`);
  const box = source && source.getBoundingClientRect();
  if (!box || (box.width === 0 && box.height === 0)) {
    // Its source is not on screen: the middle of the window, without an arrow.
    move(sheet, (vw - width) / 2, (vh - height) / 2, "none", 0);
    return;
  }
  const midX = box.left + box.width / 2;
  const midY = box.top + box.height / 2;
  const sides = {
    up: { room: vh - MARGIN - box.bottom - GAP, need: height,
          at: () => [clamp(midX - width / 2, MARGIN, vw - MARGIN - width), box.bottom + GAP] },
    down: { room: box.top - GAP - MARGIN, need: height,
            at: () => [clamp(midX - width / 2, MARGIN, vw - MARGIN - width), box.top - GAP - height] },
    left: { room: vw - MARGIN - box.right - GAP, need: width,
            at: () => [box.right + GAP, clamp(midY - height / 2, MARGIN, vh - MARGIN - height)] },
    right: { room: box.left - GAP - MARGIN, need: width,
             at: () => [box.left - GAP - width, clamp(midY - height / 2, MARGIN, vh - MARGIN - height)] },
  };
  const permitted = (sheet.dataset.arrows || "up,down,left,right").split(",").filter((side) => sides[side]);
  const fitting = permitted.find((side) => sides[side].room >= sides[side].need);
  const side = fitting || permitted.reduce((best, next) => (sides[next].room > sides[best].room ? next : best), permitted[0] || "up");
  let [x, y] = sides[side].at();
  // Kept inside the window even where no side has the room.
  x = clamp(x, MARGIN, vw - MARGIN - width);
  y = clamp(y, MARGIN, vh - MARGIN - height);
  const arrow = side === "up" || side === "down" ? clamp(midX - x, 16, width - 16) : clamp(midY - y, 16, height - 16);
  move(sheet, x, y, side, arrow);
}

function move(sheet, x, y, side, arrow) {
  sheet.style.left = `${Math.round(x)}px`;
  sheet.style.top = `${Math.round(y)}px`;
  sheet.dataset.arrow = side;
  sheet.style.setProperty("--pk-arrow", `${Math.round(arrow)}px`);
}
