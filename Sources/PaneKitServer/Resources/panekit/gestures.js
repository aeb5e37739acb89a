// Continuous gestures run here, in the page, for smoothness; only their result goes to the
// server: a sheet drag ends at a detent or a dismissal, an edge swipe reveals or conceals, a
// divider drag ends at a width.

const EDGE = 24;       // px from the edge where a swipe starts
const SWIPE = 60;      // px of travel that counts as a swipe
const DISMISS = 90;    // px below the smallest detent that dismisses

export function installGestures(root, send) {
  let drag = null;
  // A drag that moved a row must not also select it.
  let suppressClick = false;
  root.addEventListener("click", (event) => {
    if (suppressClick) { suppressClick = false; event.stopImmediatePropagation(); }
  }, true);

  root.addEventListener("pointerdown", (event) => {
    // The bar of a sheet is a handle too, but not its buttons.
    const onButton = event.target.closest("button:not(.pk-grabber), input");
    const grabber = !onButton && event.target.closest(".pk-grabber, .pk-sheet[data-detents] > .pk-nav > .pk-bar");
    const sheet = event.target.closest(".pk-sheet[data-appearance=bottomSheet]");
    const divider = event.target.closest(".pk-divider");
    const reorderList = !onButton && event.target.closest("[data-move]");
    const reorderRow = reorderList && event.target.closest("[data-tag]");
    if (reorderRow && reorderList.contains(reorderRow)) {
      drag = { kind: "reorder", element: reorderRow, list: reorderList, y: event.clientY, moved: false };
    } else if (divider) {
      drag = { kind: "divider", element: divider, x: event.clientX, width: Number(divider.dataset.width) || 0 };
    } else if (grabber && sheet) {
      drag = { kind: "sheet", element: sheet, y: event.clientY, height: sheet.getBoundingClientRect().height, moved: false };
    } else {
      if (onButton) return;
      const container = event.target.closest("[data-swipe]");
      if (!container) return;
      const rtl = getComputedStyle(container).direction === "rtl";
      const box = container.getBoundingClientRect();
      const fromEdge = rtl ? box.right - event.clientX : event.clientX - box.left;
      if (fromEdge > EDGE) return;
      drag = { kind: "swipe", element: container, x: event.clientX, rtl };
    }
    drag.pointer = event.pointerId;
    drag.captured = false;
  });

  root.addEventListener("pointermove", (event) => {
    if (!drag || event.pointerId !== drag.pointer) return;
    // Capture only once it is really a drag, so that taps still reach their buttons.
    if (!drag.captured && Math.abs(event.clientX - (drag.x ?? event.clientX)) + Math.abs(event.clientY - (drag.y ?? event.clientY)) > 3) {
      drag.captured = true;
      root.setPointerCapture?.(event.pointerId);
    }
    if (drag.kind === "reorder") {
      const dy = event.clientY - drag.y;
      if (Math.abs(dy) > 4) drag.moved = true;
      drag.element.style.transform = `translateY(${dy}px)`;
      drag.element.style.zIndex = "1";
    } else if (drag.kind === "sheet") {
      const dy = event.clientY - drag.y;
      if (Math.abs(dy) > 3) drag.moved = true;
      drag.element.style.transform = `translateY(${Math.max(dy, -drag.height)}px)`;
    } else if (drag.kind === "divider") {
      drag.element.style.transform = `translateX(${event.clientX - drag.x}px)`;
    }
  });

  const end = (event) => {
    if (!drag || event.pointerId !== drag.pointer) return;
    const current = drag;
    drag = null;
    current.element.style.transform = "";
    current.element.style.zIndex = "";
    if (current.kind === "reorder" && current.moved) {
      // The new index: how many other rows' middles lie above the pointer.
      const rows = [...current.list.querySelectorAll("[data-tag]")].filter((row) => row !== current.element);
      const index = rows.filter((row) => { const box = row.getBoundingClientRect(); return box.top + box.height / 2 < event.clientY; }).length;
      send({ type: "move", id: current.list.dataset.move, tag: current.element.dataset.tag, index });
      suppressClick = true;
    } else if (current.kind === "sheet" && current.moved) {
      const height = current.height - (event.clientY - current.y);
      const detents = (current.element.dataset.detents || "").split(",").filter(Boolean)
        .map((entry) => { const [id, value] = entry.split(":"); return { id, value: Number(value) }; });
      const smallest = detents.length ? Math.min(...detents.map((d) => d.value)) : current.height;
      if (height < smallest - DISMISS) {
        send({ type: "dismiss", id: current.element.dataset.dismiss });
      } else if (detents.length > 1) {
        const nearest = detents.reduce((a, b) => (Math.abs(b.value - height) < Math.abs(a.value - height) ? b : a));
        if (nearest.id !== current.element.dataset.selectedDetent) {
          send({ type: "detent", id: current.element.dataset.detentControl, detent: nearest.id });
        }
      }
      event.preventDefault();
    } else if (current.kind === "divider") {
      const column = current.element.previousElementSibling;
      const sign = column && column.getBoundingClientRect().left > 1 ? -1 : 1;
      const width = Math.max(0, current.width + sign * (event.clientX - current.x));
      if (Math.abs(event.clientX - current.x) > 2) send({ type: "resize", id: current.element.dataset.resize, width });
    } else if (current.kind === "swipe") {
      const dx = (event.clientX - current.x) * (current.rtl ? -1 : 1);
      if (Math.abs(dx) >= SWIPE) send({ type: "swipe", id: current.element.dataset.swipe, direction: dx > 0 ? "reveal" : "conceal" });
    }
  };
  root.addEventListener("pointerup", end);
  root.addEventListener("pointercancel", (event) => { if (drag) { drag.element.style.transform = ""; drag = null; } });

  root.addEventListener("dblclick", (event) => {
    const divider = event.target.closest(".pk-divider");
    if (divider) send({ type: "tap", id: divider.dataset.reset });
  });
}
