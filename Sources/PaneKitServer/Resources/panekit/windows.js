// Windowed lists ([data-window], docs/protocol.md "scroll") hold a slice of a longer list. A
// spacer stands for the rows before the slice, sized from the rows on screen; when people scroll
// near an end of the slice, the rows in view go to the server (once per slice) and it moves the
// slice. The rows in view stay where they were while rows come and go around them.

export function installWindows(app, send) {
  const asked = new Map();

  function windowedLists() {
    return [...app.querySelectorAll("[data-window]")].filter((list) => list.offsetParent);
  }

  function windowRows(list) {
    return [...list.querySelectorAll(":scope > [data-tag]")];
  }

  function scroller(element) {
    for (let node = element.parentElement; node && node !== app; node = node.parentElement) {
      if (/(auto|scroll)/.test(getComputedStyle(node).overflowY)) return node;
    }
    return null;
  }

  // The rows in view before a patch, with where they were: the first that survives it is put back.
  function windowAnchors() {
    return windowedLists().map((list) => {
      const view = scroller(list);
      if (!view) return null;
      const box = view.getBoundingClientRect();
      const rows = windowRows(list).filter((r) => { const b = r.getBoundingClientRect(); return b.bottom > box.top && b.top < box.bottom; });
      return { id: list.dataset.window, view, rows: rows.map((r) => [r.dataset.tag, r.getBoundingClientRect().top]) };
    }).filter(Boolean);
  }

  function restoreAnchors(anchors) {
    for (const { id, view, rows } of anchors) {
      const list = app.querySelector(`[data-window="${CSS.escape(id)}"]`);
      if (!list || !document.contains(view) || !view.contains(list)) continue;
      const now = new Map(windowRows(list).map((r) => [r.dataset.tag, r]));
      const kept = rows.find(([tag]) => now.has(tag));
      if (kept) view.scrollTop += now.get(kept[0]).getBoundingClientRect().top - kept[1];
      else if (rows.length && list.dataset.offset === "0") view.scrollTop = 0; // another list: its top
    }
  }

  function sizeWindows() {
    for (const list of windowedLists()) {
      const rows = windowRows(list);
      if (!rows.length) continue;
      const span = rows[rows.length - 1].getBoundingClientRect().bottom - rows[0].getBoundingClientRect().top;
      if (span > 0) list.style.setProperty("--pk-row-estimate", `${span / rows.length}px`);
    }
  }

  function checkWindows() {
    for (const list of windowedLists()) {
      const view = scroller(list);
      if (!view) continue;
      const box = view.getBoundingClientRect();
      const rows = windowRows(list);
      const offset = Number(list.dataset.offset) || 0;
      const seen = rows.filter((row) => { const b = row.getBoundingClientRect(); return b.bottom > box.top && b.top < box.bottom; });
      const estimate = parseFloat(list.style.getPropertyValue("--pk-row-estimate")) || 64;
      let start;
      if (seen.length) {
        start = offset + rows.indexOf(seen[0]);
      } else if (rows.length && box.bottom <= rows[0].getBoundingClientRect().top) {
        // In the spacer above the rows (a fast scroll): count rows back from the first one.
        start = Math.max(0, offset - Math.ceil((rows[0].getBoundingClientRect().top - box.top) / estimate));
      } else {
        const last = rows.length ? rows[rows.length - 1].getBoundingClientRect().bottom : list.getBoundingClientRect().top;
        start = offset + rows.length + Math.max(0, Math.floor((box.top - last) / estimate));
      }
      const end = start + Math.min(10000, Math.max(seen.length, Math.ceil(box.height / estimate)));
      const margin = 30;
      const nearTop = offset > 0 && start - offset < margin;
      const nearEnd = list.hasAttribute("data-more") && offset + rows.length - end < margin;
      // One request per slice: the slice is its offset and its first and last rows.
      const slice = `${offset}:${rows.length && rows[0].dataset.tag}:${rows.length && rows[rows.length - 1].dataset.tag}`;
      const id = list.dataset.window;
      if ((nearTop || nearEnd) && asked.get(id) !== slice) {
        asked.set(id, slice);
        send({ type: "scroll", id, start, end });
      }
    }
  }

  let frame = 0;
  app.addEventListener("scroll", () => {
    if (!frame) frame = requestAnimationFrame(() => { frame = 0; checkWindows(); });
  }, true);

  return {
    /** Before a patch: the rows in view and where they are. */
    anchors: windowAnchors,
    /** After a patch: measure the rows, put the rows in view back. */
    applied(anchors) { sizeWindows(); restoreAnchors(anchors); },
    /** Ask for another slice if the view is near an end of one. */
    check: checkWindows,
    /** A new connection: nothing has been asked of it. */
    reset() { asked.clear(); },
  };
}
