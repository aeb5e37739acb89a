// Windowed lists ([data-window], docs/protocol.md "scroll") hold a slice of a longer list. A
// spacer stands for the rows before the slice, sized from the rows on screen; when people scroll
// near an end of the slice, the rows in view go to the server (once per slice) and it moves the
// slice. The rows in view stay where they were while rows come and go around them.

export function installWindows(app, send) {
  // The slice each list last asked about; a request is not repeated until the server moves it.
  const asked = new Map();

  function lists() {
    // Not those of a screen kept hidden under a stack's top (D-79), found without a layout.
    return [...app.querySelectorAll("[data-window]")].filter((list) => !list.closest("[hidden]") && list.offsetParent);
  }

  function rowsOf(list) {
    return [...list.querySelectorAll(":scope > [data-tag]")];
  }

  // A list's scrolling ancestor, found once per list element and checked after (one style read
  // instead of one per ancestor; a layout change can make another ancestor the scroller).
  const scrolls = (node) => /(auto|scroll)/.test(getComputedStyle(node).overflowY);
  const scrollers = new WeakMap();
  function scroller(element) {
    const known = scrollers.get(element);
    if (known && known.contains(element) && scrolls(known)) return known;
    let found = null;
    for (let node = element.parentElement; node && node !== app; node = node.parentElement) {
      if (scrolls(node)) { found = node; break; }
    }
    scrollers.set(element, found);
    return found;
  }

  // The rows that overlap the view. Rows go down the page in order, so the first one is found by
  // bisection: a handful of rows are measured, not all of them.
  function inView(rows, box) {
    let low = 0;
    let high = rows.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (rows[middle].getBoundingClientRect().bottom > box.top) high = middle;
      else low = middle + 1;
    }
    const seen = [];
    for (let index = low; index < rows.length; index++) {
      const b = rows[index].getBoundingClientRect();
      if (b.top >= box.bottom) break;
      if (b.bottom > box.top) seen.push(rows[index]);
    }
    return seen;
  }

  function slice(list) {
    const rows = rowsOf(list);
    return `${list.dataset.offset}:${rows.length && rows[0].dataset.tag}:${rows.length && rows[rows.length - 1].dataset.tag}`;
  }

  // Before a patch: each list's rows in view, with where they are in their view; and the lists
  // kept hidden under a stack's top, which get their scroll back from the stack (stacks.js).
  function anchors() {
    const result = new Map();
    for (const list of app.querySelectorAll("[hidden] [data-window]")) result.set(list.dataset.window, { hidden: list });
    for (const list of lists()) {
      const view = scroller(list);
      if (!view) continue;
      const box = view.getBoundingClientRect();
      result.set(list.dataset.window, {
        identity: list.dataset.identity, view, atTop: view.scrollTop === 0,
        rows: inView(rowsOf(list), box).map((row) => [row.dataset.tag, row.getBoundingClientRect().top - box.top]),
      });
    }
    return result;
  }

  // After a patch: the same list puts the first surviving row back where it was — unless its view
  // was at the top, where it stays (what grew above the rows, such as a search's scope bar, pushes
  // them down rather than the field under the bar); a list that is new, or shows other content
  // (another mailbox), starts at its selected row or at its top.
  function restore(before) {
    for (const list of lists()) {
      const id = list.dataset.window;
      if (asked.has(id) && asked.get(id) !== slice(list)) asked.delete(id);
      const view = scroller(list);
      if (!view) continue;
      const anchor = before.get(id);
      if (anchor?.hidden === list) continue;
      if (anchor && anchor.view === view && anchor.identity === list.dataset.identity) {
        const now = new Map(rowsOf(list).map((row) => [row.dataset.tag, row]));
        const kept = anchor.rows.find(([tag]) => now.has(tag));
        if (anchor.atTop && anchor.rows.length && list.dataset.offset === "0") view.scrollTop = 0;
        else if (kept) view.scrollTop += now.get(kept[0]).getBoundingClientRect().top - view.getBoundingClientRect().top - kept[1];
        continue;
      }
      const selected = list.querySelector(":scope > [aria-selected=true]");
      if (selected) selected.scrollIntoView({ block: "nearest" });
      else view.scrollTop = 0;
    }
  }

  // The row height the spacers and the rows not laid out stand at: the average of the rows in
  // view (the only ones surely laid out).
  function measure() {
    for (const list of lists()) {
      const view = scroller(list);
      if (!view) continue;
      const seen = inView(rowsOf(list), view.getBoundingClientRect());
      if (!seen.length) continue;
      const span = seen[seen.length - 1].getBoundingClientRect().bottom - seen[0].getBoundingClientRect().top;
      if (span > 0) list.style.setProperty("--pk-row-estimate", `${span / seen.length}px`);
    }
  }

  function check() {
    for (const list of lists()) {
      const view = scroller(list);
      if (!view) continue;
      const box = view.getBoundingClientRect();
      const rows = rowsOf(list);
      const offset = Number(list.dataset.offset) || 0;
      const seen = inView(rows, box);
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
      const id = list.dataset.window;
      const current = slice(list);
      if ((nearTop || nearEnd) && asked.get(id) !== current) {
        asked.set(id, current);
        send({ type: "scroll", id, start, end });
      }
    }
  }

  let frame = 0;
  app.addEventListener("scroll", () => {
    if (!frame) frame = requestAnimationFrame(() => { frame = 0; check(); });
  }, true);

  return {
    /** Before a patch: the rows in view and where they are. */
    anchors,
    /** After a patch: measure the rows, put the rows in view back. */
    applied(before) { measure(); restore(before); },
    /** Ask for another slice if the view is near an end of one. */
    check,
    /** A new connection: nothing has been asked of it. */
    reset() { asked.clear(); },
  };
}
