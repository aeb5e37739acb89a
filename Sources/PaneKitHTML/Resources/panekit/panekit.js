// PaneKit's browser client: keeps one WebSocket to the page's session, applies its patches,
// and forwards what the person does (docs/protocol.md). No framework, no dependencies.

import { applyPatch, index } from "./patch.js";
import { installGestures, settlePulls } from "./gestures.js";
import { installWindows } from "./windows.js";
import { installStacks } from "./stacks.js";
import { placePopovers } from "./popovers.js";
import { applyColumnFocusRequests, ensureTabStops, installColumnFocusReports, installKeyboard } from "./keyboard.js";
import { epochOf, writeDates } from "./dates.js";
import { markMatches } from "./highlights.js";
import { horizontalClass, viewportCookie } from "./traits.js";
import { KEY_ORDER, installKeys, onKey } from "./keys.js";
import { UnconfirmedText } from "./typing.js";
import { readServerMessage } from "./messages.js";

const app = document.getElementById("pk-app");
const banner = document.getElementById("pk-banner");
const keys = new Map();
index(app, keys);
writeDates([app]);
markMatches(app);

let socket = null;
let sequence = 0;
let pending = 0;
let backoff = 250;
let first = true;
let restoreFocus = null;
// Text typed that no reply has confirmed yet (typing.js).
const unconfirmed = new UnconfirmedText();
let retype = false;
const params = new URLSearchParams(location.search);

function viewport() {
  return {
    width: Math.round(innerWidth),
    height: Math.round(innerHeight),
    pointer: matchMedia("(pointer: coarse)").matches ? "coarse" : "fine",
    // The device's screen: the idiom comes from it, the size classes from the window (D-62).
    screenWidth: Math.round(screen.width),
    screenHeight: Math.round(screen.height),
    dir: params.get("dir") === "rtl" || document.documentElement.dir === "rtl" ? "rtl" : "ltr",
    scheme: matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light",
    reduceMotion: matchMedia("(prefers-reduced-motion: reduce)").matches,
  };
}


let resizing = false;

function setIdle() {
  const idle = socket && socket.readyState === WebSocket.OPEN && pending === 0 && !resizing;
  app.toggleAttribute("data-panekit-idle", idle);
}

// Sends a message; returns its sequence number, or null when there is no open socket.
function send(message) {
  if (!socket || socket.readyState !== WebSocket.OPEN) return null;
  message.seq = ++sequence;
  pending += 1;
  setIdle();
  socket.send(JSON.stringify(message));
  return message.seq;
}

function sendText(id, value) {
  const seq = send({ type: "text", id, value });
  unconfirmed.typed(id, value, seq);
}

// Whether a field holds text the server has not answered: typed and unconfirmed, or mid-way
// through an input method's composition. A patch leaves such a field's value alone.
let composing = false;
app.addEventListener("compositionstart", () => { composing = true; });
app.addEventListener("compositionend", () => { composing = false; });
function isTyping(field) {
  return field === document.activeElement && (composing || unconfirmed.has(field.dataset.text));
}

// After a reconnection's first patch: what the new session does not know yet is typed again.
function retypeUnconfirmed() {
  unconfirmed.replay((id) => app.querySelector(`[data-text="${CSS.escape(id)}"]`), sendText);
}

function rememberViewport(v) {
  document.cookie = `pk-viewport=${viewportCookie(v)}; path=/; SameSite=Strict`;
}

function connect() {
  const v = viewport();
  rememberViewport(v);
  const root = app.firstElementChild;
  if (first && root && root.dataset.breakpoints && root.dataset.h !== horizontalClass(v, root.dataset.breakpoints)) app.hidden = true;
  const query = new URLSearchParams({
    v: "1", path: location.pathname, w: v.width, h: v.height, sw: v.screenWidth, sh: v.screenHeight, pointer: v.pointer, dir: v.dir,
    scheme: v.scheme, reduceMotion: v.reduceMotion ? "1" : "0",
  });
  // What the app keeps with this tab (@SceneStorage) and with this browser (@AppStorage, keys
  // "app:…") goes back to it on every connection. Storage may be blocked (a browser that blocks
  // site data): the page works without it.
  let scene = null;
  try {
    const kept = { ...JSON.parse(localStorage.getItem("pk-app") || "{}"), ...JSON.parse(sessionStorage.getItem("pk-scene") || "{}") };
    if (Object.keys(kept).length > 0) scene = JSON.stringify(kept);
  } catch { scene = null; }
  if (scene) query.set("scene", scene);
  // The first connection of a page still showing its first paint names it: a session that
  // draws the same answers with nothing to change (D-78).
  if (first && app.dataset.paint) query.set("paint", app.dataset.paint);
  socket = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/panekit/socket?${query}`);
  socket.onopen = () => { backoff = 250; pending = 1; banner.hidden = true; windows.reset(); retype = unconfirmed.size > 0; setIdle(); };
  socket.onmessage = (event) => receive(JSON.parse(event.data));
  socket.onclose = () => {
    socket = null;
    pending = 0;
    setIdle();
    banner.hidden = false;
    setTimeout(connect, backoff);
    backoff = Math.min(backoff * 2, 5000);
  };
}

function receive(raw) {
  const message = readServerMessage(raw, location.pathname);
  if (message.answers) pending = Math.max(0, pending - 1);
  if (message.confirms) unconfirmed.confirmed(message.confirms);
  if (message.ops) {
    performance.mark("panekit:receive");
    performance.clearMarks("panekit:receive");
    const before = document.activeElement;
    const anchors = windows.anchors();
    const tops = stacks.tops();
    const added = applyPatch(message.ops, keys, isTyping);
    stacks.applied(tops);
    writeDates(added);
    markMatches(app);
    placePopovers(app);
    ensureTabStops(app);
    windows.applied(anchors);
    if (message.history) history[message.history.replace ? "replaceState" : "pushState"](null, "", message.history.url + location.search);
    if (message.title) document.title = message.title;
    for (const url of message.open) window.open(url, "_blank", "noopener,noreferrer");
    if (message.scene) {
      try {
        sessionStorage.setItem("pk-scene", JSON.stringify(message.scene.tab));
        localStorage.setItem("pk-app", JSON.stringify(message.scene.browser));
      } catch { /* storage blocked */ }
    }
    if (first) { first = false; app.hidden = false; }
    if (pending === 0) settlePulls(app);
    manageFocus(before, added);
    applyFocusRequests();
    applyColumnFocusRequests(app, send);
    windows.check();
    if (retype) { retype = false; retypeUnconfirmed(); }
    // For measurements (Benchmarks/browser): when each patch arrived and when it landed.
    performance.mark("panekit:patch");
    performance.clearMarks("panekit:patch");
  } else if (message.error !== null) {
    console.warn("PaneKit:", message.error);
  }
  setIdle();
}

// The app's focus bindings (FocusBinding, SwiftUI's @FocusState): an input marked
// data-focus=true takes the focus, one marked false gives it up; the focus message that follows
// tells the server, whose next patch drops the mark.
function applyFocusRequests() {
  for (const marked of app.querySelectorAll("[data-focus]")) {
    const input = marked.matches("input, textarea") ? marked : marked.querySelector("input, textarea");
    if (!input || input.closest("[hidden], [inert]")) continue;
    if (marked.dataset.focus === "true" && document.activeElement !== input) input.focus();
    else if (marked.dataset.focus === "false" && document.activeElement === input) input.blur();
  }
}

// Whether the keyboard moved the focus last (Tab), rather than a pointer or a finger.
let keyboardMovedFocus = false;
onKey(KEY_ORDER.focusTracking, (event) => {
  if (event.key === "Tab") keyboardMovedFocus = true;
  return false;
});
addEventListener("pointerdown", () => { keyboardMovedFocus = false; }, true);

// Dialogs take focus when they open and give it back when they close.
function topDialog() {
  const dialogs = app.querySelectorAll("[role=dialog][aria-modal=true], [role=alertdialog]");
  return dialogs[dialogs.length - 1] || null;
}

function manageFocus(before, added) {
  const dialog = topDialog();
  // A Mac window that opens (D-101) takes the focus in its first field, as a new window does.
  const opened = !dialog && added.find((element) => element.matches && element.matches('.pk-presentation[data-appearance="window"]'));
  if (opened) {
    const field = opened.querySelector("input:not([type=search]), textarea");
    if (field) { field.focus(); return; }
  }
  if (dialog && !dialog.contains(document.activeElement)) {
    if (!restoreFocus) restoreFocus = before;
    // On the Mac a sheet with text fields starts in the first (Mail's compose: To), as AppKit's
    // initial first responder; elsewhere the first control, so no keyboard rises unasked.
    const mac = dialog.closest("[data-idiom]")?.dataset.idiom === "mac";
    const field = mac && dialog.querySelector("input:not([type=search]), textarea");
    const target = field || dialog.querySelector("button, input, [tabindex='0']") || dialog;
    if (!target.hasAttribute("tabindex") && target === dialog) dialog.setAttribute("tabindex", "-1");
    // On a touch screen the focus a sheet takes draws no ring (iOS shows none) until the keyboard
    // moves it: Tab still starts there.
    if (!mac && !keyboardMovedFocus) {
      target.setAttribute("data-quiet-focus", "");
      target.addEventListener("blur", () => target.removeAttribute("data-quiet-focus"), { once: true });
    }
    target.focus();
  } else if (!dialog && restoreFocus) {
    if (document.contains(restoreFocus)) restoreFocus.focus();
    restoreFocus = null;
  }
}

app.addEventListener("click", (event) => {
  const target = event.target.closest("[data-tap], [data-tag]");
  if (!target || !app.contains(target)) return;
  if (target.dataset.tap) {
    send({ type: "tap", id: target.dataset.tap });
  } else {
    const list = target.closest("[data-select]");
    if (list) send({ type: "select", list: list.dataset.select, tag: target.dataset.tag });
  }
});

app.addEventListener("input", (event) => {
  const field = event.target.closest("[data-text]");
  if (!field) return;
  // A date field sends the moment it names (dates.js), and nothing while it is cleared.
  if (field.dataset.epoch === undefined) sendText(field.dataset.text, field.value);
  else if (epochOf(field) !== "") sendText(field.dataset.text, epochOf(field));
});
// A search field's Cancel (UISearchBar on a phone): pressing it keeps the field focused until the
// click, which empties the field and ends the search.
// A scope under it keeps it focused too, so that the scope bar stays while people choose, and so
// does a suggestion (the suggestions show while the field has focus).
app.addEventListener("pointerdown", (event) => {
  if (event.target.closest(".pk-search-cancel, .pk-search-bar > .pk-picker, .pk-search-suggestions")) event.preventDefault();
});
app.addEventListener("click", (event) => {
  const cancel = event.target.closest(".pk-search-cancel");
  const field = cancel && cancel.parentElement.querySelector("[data-text]");
  if (!field) return;
  if (field.value !== "") {
    field.value = "";
    sendText(field.dataset.text, "");
  }
  field.blur();
});
app.addEventListener("focusin", (event) => {
  const field = event.target.closest("[data-text]");
  if (field) send({ type: "focus", id: field.dataset.text });
});
app.addEventListener("focusout", (event) => {
  const field = event.target.closest("[data-text]");
  if (field && !(event.relatedTarget && event.relatedTarget.closest && event.relatedTarget.closest("[data-text]"))) {
    send({ type: "focus", id: null });
  }
});

// Return in a text field submits it to the app's onSubmit handlers around it, the innermost
// first (SubmitHandler); the text typed went out before, in order. Not while an input method
// composes, and not in a text editor, where Return is a new line.
onKey(KEY_ORDER.submit, (event) => {
  if (event.key !== "Enter" || event.isComposing || event.target.tagName !== "INPUT" || !app.contains(event.target)) return false;
  for (let handler = event.target.closest("[data-submit]"); handler; handler = handler.parentElement?.closest("[data-submit]")) {
    send({ type: "tap", id: handler.dataset.submit });
  }
  // The key goes on: a field in a list row still selects it.
  return false;
});

// A Mac window's Close (D-101): a dismissal people start, which the app may question.
app.addEventListener("click", (event) => {
  const close = event.target.closest(".pk-window-close");
  if (close) send({ type: "dismiss", id: close.dataset.close });
});

onKey(KEY_ORDER.page, (event) => {
  if (event.key === "Escape") {
    const dialog = topDialog() || [...app.querySelectorAll("[data-dismiss]")].pop();
    if (dialog && dialog.dataset.dismiss) { send({ type: "dismiss", id: dialog.dataset.dismiss }); event.preventDefault(); }
    return true;
  }
  if ((event.key === "s" || event.key === "S" || event.code === "KeyS") && event.ctrlKey && (event.altKey || event.metaKey)) {
    send({ type: "key", command: "toggleSidebar" });
    event.preventDefault();
    return true;
  }
  // The grabber is a slider: arrows move the sheet between its detents.
  const grabber = document.activeElement && document.activeElement.closest && document.activeElement.closest(".pk-grabber");
  if (grabber && (event.key === "ArrowUp" || event.key === "ArrowDown")) {
    const sheet = grabber.closest("[data-detents]");
    const detents = (sheet && sheet.dataset.detents || "").split(",").filter(Boolean)
      .map((entry) => { const [id, value] = entry.split(":"); return { id, value: Number(value) }; })
      .sort((a, b) => a.value - b.value);
    const index = detents.findIndex((d) => d.id === sheet.dataset.selectedDetent);
    const next = detents[index + (event.key === "ArrowUp" ? 1 : -1)];
    if (next) send({ type: "detent", id: sheet.dataset.detentControl, detent: next.id });
    event.preventDefault();
    return true;
  }
  if (event.key === "Tab") {
    const dialog = topDialog();
    if (!dialog) return false;
    const focusable = [...dialog.querySelectorAll("button, input, textarea, [tabindex='0']")];
    if (!focusable.length) return false;
    const [firstItem, lastItem] = [focusable[0], focusable[focusable.length - 1]];
    if (event.shiftKey && document.activeElement === firstItem) { lastItem.focus(); event.preventDefault(); }
    else if (!event.shiftKey && document.activeElement === lastItem) { firstItem.focus(); event.preventDefault(); }
    return true;
  }
  const row = document.activeElement && document.activeElement.closest && document.activeElement.closest("[data-tag]");
  // Alt+↑/↓ moves a row of a reorderable list (the keyboard way to drag).
  const movable = row && row.closest("[data-move]");
  if (movable && event.altKey && (event.key === "ArrowUp" || event.key === "ArrowDown")) {
    const rows = [...movable.querySelectorAll("[data-tag]")];
    const index = rows.indexOf(row) + (event.key === "ArrowUp" ? -1 : 1);
    if (index >= 0 && index < rows.length) send({ type: "move", id: movable.dataset.move, tag: row.dataset.tag, index });
    event.preventDefault();
    return true;
  }
  const list = row && row.closest("[data-select]");
  if (!list) return false;
  // In a radio group (a picker) the side arrows choose too, following the reading direction.
  const sideways = list.getAttribute("role") === "radiogroup" && (event.key === "ArrowRight" || event.key === "ArrowLeft");
  if (event.key === "ArrowDown" || event.key === "ArrowUp" || sideways) {
    const rtl = getComputedStyle(list).direction === "rtl";
    const forward = event.key === "ArrowDown" || event.key === (rtl ? "ArrowLeft" : "ArrowRight");
    const rows = [...list.querySelectorAll("[data-tag]")];
    let index = rows.indexOf(row) + (forward ? 1 : -1);
    if (list.getAttribute("role") === "radiogroup") index = (index + rows.length) % rows.length; // radio groups wrap
    const next = rows[index];
    if (next) { next.focus(); send({ type: "select", list: list.dataset.select, tag: next.dataset.tag }); }
    event.preventDefault();
  } else if (event.key === "Enter" || event.key === " ") {
    send({ type: "select", list: list.dataset.select, tag: row.dataset.tag });
    event.preventDefault();
  } else if ((event.key === "ArrowRight" || event.key === "ArrowLeft") && row.hasAttribute("aria-expanded")) {
    // Tree items: right expands, left collapses (through the row's disclosure).
    const expanded = row.getAttribute("aria-expanded") === "true";
    const disclosure = row.querySelector(".pk-disclosure");
    if (disclosure && expanded === (event.key === "ArrowLeft")) send({ type: "tap", id: disclosure.dataset.tap });
    event.preventDefault();
  }
  return true;
});

let resizeTimer = 0;
addEventListener("resize", () => {
  placePopovers(app);
  clearTimeout(resizeTimer);
  resizing = true;
  setIdle();
  resizeTimer = setTimeout(() => {
    resizing = false;
    const v = viewport();
    rememberViewport(v);
    send({ type: "viewport", ...v });
    setIdle();
  }, 80);
});

// Live appearance (issue 16): a change of the system's light or dark mode, reduced motion or
// pointer reaches an open page at once, as on Apple's systems.
for (const query of ["(prefers-color-scheme: dark)", "(prefers-reduced-motion: reduce)", "(pointer: coarse)"]) {
  matchMedia(query).addEventListener("change", () => {
    const v = viewport();
    rememberViewport(v);
    send({ type: "viewport", ...v });
  });
}

addEventListener("popstate", () => send({ type: "history", path: location.pathname }));

installGestures(app, send);
installKeyboard(app, send);
installColumnFocusReports(app, send);
installKeys();
ensureTabStops(app);
const windows = installWindows(app, send);
const stacks = installStacks(app);
connect();
