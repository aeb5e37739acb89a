// A stack keeps the screen under its top in the page, hidden (D-79), so Back only shows it
// again. The stack's body scrolls for all its screens: a screen that goes under keeps where it
// was scrolled and gets it back when it is on top again; a screen new on top starts at its top.

export function installStacks(app) {
  // Where each screen was scrolled when it went under the top.
  const scrolled = new WeakMap();
  app.addEventListener("scroll", (event) => {
    const bar = event.target.classList?.contains("pk-nav-body") && event.target.previousElementSibling;
    if (bar && bar.hasAttribute("data-large")) collapseTitle(bar);
  }, { capture: true, passive: true });
  for (const bar of app.querySelectorAll(".pk-bar[data-large]")) collapseTitle(bar);

  return {
    /** Before a patch: each stack's top screen and how far its body is scrolled. */
    tops() {
      return [...app.querySelectorAll(".pk-nav-body")].map((body) => [body, body.lastElementChild, body.scrollTop]);
    },
    /** After a patch: a stack whose top changed scrolls to where its new top was, or to 0. */
    applied(before) {
      for (const [body, top, scrollTop] of before) {
        const now = body.isConnected && body.lastElementChild;
        if (!now || now === top) continue;
        if (top && top.isConnected) scrolled.set(top, scrollTop);
        const wanted = scrolled.get(now) ?? 0;
        // Written only when it moves: writing lays the page out at once.
        if (wanted !== scrollTop) body.scrollTop = wanted;
      }
      for (const bar of app.querySelectorAll(".pk-bar[data-large]")) collapseTitle(bar);
    },
  };
}

// A large title scrolls with its screen (NV-13): once it is under the bar, the bar shows the
// title inline. Read from the scroll position only, so a patch or a Back that restores a scroll
// position gets the right bar.
function collapseTitle(bar) {
  const body = bar.nextElementSibling;
  const title = body && body.lastElementChild && body.lastElementChild.querySelector(":scope > .pk-large-title");
  const collapsed = !title || body.scrollTop >= title.offsetHeight - 4;
  if (bar.hasAttribute("data-collapsed") !== collapsed) bar.toggleAttribute("data-collapsed", collapsed);
}
