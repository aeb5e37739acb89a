// Every key press the page handles goes through one listener, to handlers in a fixed order
// (D-111): a handler returns true when the key was its, and those after it are not asked. The
// order, from first to last: noting that the keyboard moved the focus, the open menu (it owns the
// arrows, Escape and Tab while open), the shortcut list and the app's shortcuts, Cmd/Ctrl-F and
// the focus groups (keyboard.js), Return in a text field (onSubmit), then presentations, the
// sidebar toggle, the grabber and lists (panekit.js).

export const KEY_ORDER = { focusTracking: 0, menu: 1, shortcuts: 2, submit: 3, page: 4 };

const handlers = [];

// Adds a handler at its place in KEY_ORDER; handlers of one place run in the order added.
export function onKey(order, handler) {
  const index = handlers.findIndex((entry) => entry.order > order);
  const entry = { order, handler };
  if (index < 0) handlers.push(entry);
  else handlers.splice(index, 0, entry);
}

// The one listener, in the capture phase so the page's handlers see a key before its target does.
export function installKeys(target = document) {
  target.addEventListener("keydown", (event) => {
    for (const { handler } of handlers) {
      if (handler(event)) return;
    }
  }, true);
}
