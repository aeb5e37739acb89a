// A stack keeps the screen under its top in the page, hidden (D-79), so Back only shows it
// again. The stack's body scrolls for all its screens: a screen that goes under keeps where it
// was scrolled and gets it back when it is on top again; a screen new on top starts at its top.

export function installStacks(app) {
  // Where each screen was scrolled when it went under the top.
  const scrolled = new WeakMap();

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
    },
  };
}
