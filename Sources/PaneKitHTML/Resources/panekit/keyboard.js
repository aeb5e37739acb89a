// Full keyboard access, as on iPad and the Mac (issue 15, D-63). Tab and Shift-Tab move between
// focus groups in reading order — the sidebar, the list, the detail, then the bars — and arrow
// keys move within one; in lists, sidebars and tab bars the selection follows. Escape goes back,
// typing a name selects the row it starts, Cmd/Ctrl-F goes to search. The app's own shortcuts
// (KeyCommand) run on their keys and are listed by Cmd/Ctrl-/ or by holding the modifier.
// Presentations keep their own Tab order (panekit.js traps focus in them).

import { KEY_ORDER, onKey } from "./keys.js";

const isMac = /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
const HOLD = 1000;       // ms the modifier is held before the shortcut list shows
const TYPE_AHEAD = 800;  // ms between keys of one typed name
const FOCUSABLE = "button:not([disabled]), input, textarea, [tabindex='0'], [tabindex='-1'][role=option], [tabindex='-1'][role=treeitem]";
const NAMED = { Escape: "escape", Enter: "return", Backspace: "delete", ArrowUp: "up", ArrowDown: "down",
                ArrowLeft: "left", ArrowRight: "right", Tab: "tab", " ": "space" };

function visible(element) {
  return element.getClientRects().length > 0 && !element.closest("[inert], [hidden]");
}

function isTyping(element) {
  return element && (element.tagName === "INPUT" || element.tagName === "TEXTAREA");
}

/// The key of a press, as KeyCommand names it: a lowercase character or a named key.
function keyName(event) {
  if (/^Key[A-Z]$/.test(event.code)) return event.code.slice(3).toLowerCase();
  if (/^Digit[0-9]$/.test(event.code)) return event.code.slice(5);
  return NAMED[event.key] || event.key.toLowerCase();
}

/// The modifiers of a press, as KeyCommand names them (Ctrl stands for ⌘ off the Mac).
function modifierNames(event) {
  const names = [];
  if (isMac && event.ctrlKey) names.push("control");
  if (event.altKey) names.push("alternate");
  if (event.shiftKey) names.push("shift");
  if (isMac ? event.metaKey : event.ctrlKey) names.push("command");
  return names;
}

/// One tab stop per list, sidebar and tab bar: the selected row or tab, else the first, so rows
/// are reachable before anything was selected.
export function ensureTabStops(app) {
  for (const list of app.querySelectorAll("[role=listbox], [role=tree], [role=tablist]")) {
    // A screen kept under a stack's top (D-79) gets its stops when it shows again.
    if (list.closest("[hidden]")) continue;
    const items = [...list.querySelectorAll("[role=option], [role=treeitem], [role=tab]")];
    if (!items.length) continue;
    const stop = items.find((item) => item.getAttribute("aria-selected") === "true") || items[0];
    for (const item of items) {
      const stops = item === stop ? "0" : "-1";
      // Written only when it changes: most patches leave every row's as it was.
      if (item.getAttribute("tabindex") !== stops) item.setAttribute("tabindex", stops);
    }
  }
}

/// Focus groups in reading order: the content areas (sidebar, list, detail), then the bars.
function focusGroups(app) {
  const main = app.querySelector(".pk-main:not([inert])");
  if (!main) return [];
  const content = [...main.querySelectorAll(".pk-nav-body, .pk-tabs > .pk-sidebar")]
    .filter((group) => visible(group) && !group.querySelector(".pk-nav-body"));
  if (!content.length && main.querySelector(".pk-content")) content.push(main.querySelector(".pk-content"));
  const bars = [...main.querySelectorAll(".pk-bar, .pk-toolbar, .pk-tabbar")].filter(visible);
  return [...content, ...bars].filter((group) => items(group).length);
}

function items(group) {
  return [...group.querySelectorAll(FOCUSABLE)].filter((item) => visible(item) && !item.closest(".pk-swipe-actions"));
}

/// Where focus goes in a group: its list's tab stop, its selected tab, else its first control.
function entry(group) {
  const all = items(group);
  return all.find((item) => item.matches("[role=option][tabindex='0'], [role=treeitem][tabindex='0'], [role=tab][aria-selected=true]"))
    || all.find((item) => item.getAttribute("tabindex") !== "-1") || all[0];
}

// SV-F1: the split view's columns and the keyboard. The server hears which column the focus is
// in (a key, a click, Tab), and asks for the focus in a column by a request number.
const reported = new WeakMap();
const appliedRequests = new Map();
let focusedSplit = null;

function columnOf(element) {
  const column = element && element.closest && element.closest(".pk-split > [data-column]");
  return column ? { split: column.parentElement, name: column.dataset.column } : null;
}

function reportColumn(send, split, name) {
  if (!split || !split.dataset.focusControl || reported.get(split) === name) return;
  reported.set(split, name);
  send({ type: "columnFocus", id: split.dataset.focusControl, column: name });
}

/// Tells the server where the focus went among a split view's columns (null: out of them).
export function installColumnFocusReports(app, send) {
  app.addEventListener("focusin", (event) => {
    const where = columnOf(event.target);
    if (focusedSplit && focusedSplit !== where?.split && focusedSplit.isConnected) reportColumn(send, focusedSplit, null);
    focusedSplit = where?.split || null;
    if (where) reportColumn(send, where.split, where.name);
  });
}

/// Moves the focus into the column a split view asks for, once per request, and reports where
/// it is after.
export function applyColumnFocusRequests(app, send) {
  for (const split of app.querySelectorAll(".pk-split[data-focus-request]")) {
    const control = split.dataset.focusControl;
    if (appliedRequests.get(control) === split.dataset.focusRequest) continue;
    appliedRequests.set(control, split.dataset.focusRequest);
    const column = [...split.children].find((child) => child.dataset.column === split.dataset.focusColumn);
    const group = column && focusGroups(app).find((candidate) => column.contains(candidate));
    const target = group && entry(group);
    if (target) target.focus();
    // The server hears where the focus is now, moved or not: that answers the request.
    reported.delete(split);
    const where = columnOf(document.activeElement);
    reportColumn(send, split, where && where.split === split ? where.name : null);
  }
}

/// The column beside the focused one, on the screen's left or right, and where the focus lands
/// in it: ← and → from a list row go to the next column's list, as in Mail on the Mac.
function besideColumn(app, element, key) {
  const where = columnOf(element);
  if (!where) return null;
  const columns = [...where.split.children].filter((child) => child.dataset.column && visible(child))
    .sort((a, b) => a.getBoundingClientRect().left - b.getBoundingClientRect().left);
  const current = columns.findIndex((child) => child.dataset.column === where.name);
  const next = columns[current + (key === "ArrowRight" ? 1 : -1)];
  const group = next && focusGroups(app).find((candidate) => next.contains(candidate));
  return group ? entry(group) : null;
}

function selectRow(send, row) {
  const list = row.closest("[data-select]");
  row.focus();
  if (list) send({ type: "select", list: list.dataset.select, tag: row.dataset.tag });
}

export function installKeyboard(app, send) {
  document.documentElement.dataset.platform = isMac ? "mac" : "other";
  let typed = "";
  let typedAt = 0;
  let holdTimer = 0;
  let shownByHold = false;
  const panel = () => app.querySelector(".pk-shortcuts");

  function showPanel(show) {
    const list = panel();
    if (!list) return;
    list.toggleAttribute("hidden", !show);
    if (show) list.setAttribute("role", "dialog"); else list.removeAttribute("role");
    if (show) (list.querySelector("button") || list).focus();
  }

  document.addEventListener("keyup", (event) => {
    if (event.key === (isMac ? "Meta" : "Control")) {
      clearTimeout(holdTimer);
      if (shownByHold) { shownByHold = false; showPanel(false); }
    }
  });

  onKey(KEY_ORDER.shortcuts, (event) => {
    const active = document.activeElement;
    const list = panel();
    const primary = isMac ? event.metaKey : event.ctrlKey;
    // Holding the modifier alone shows the list of shortcuts, as on iPad.
    if (event.key === (isMac ? "Meta" : "Control") && !event.repeat && list) {
      clearTimeout(holdTimer);
      holdTimer = setTimeout(() => { shownByHold = true; showPanel(true); }, HOLD);
      return false;
    }
    clearTimeout(holdTimer);
    if (primary && (event.key === "/" || event.code === "Slash")) {
      showPanel(list && list.hasAttribute("hidden"));
      event.preventDefault();
      return true;
    }
    if (list && !list.hasAttribute("hidden") && event.key === "Escape") {
      showPanel(false);
      event.preventDefault();
      return true;
    }
    // The app's shortcuts: with a modifier anywhere, without one only outside text fields.
    const modifiers = modifierNames(event);
    if (list && (modifiers.some((name) => name !== "shift") || !isTyping(active))) {
      const key = keyName(event);
      const wanted = modifiers.join(",");
      // Off the Mac, ⌃ and ⌘ are both Ctrl.
      const keysOf = (row) => {
        if (isMac) return row.dataset.modifiers;
        const names = row.dataset.modifiers.split(",").filter(Boolean).map((name) => (name === "control" ? "command" : name));
        return ["alternate", "shift", "command"].filter((name) => names.includes(name)).join(",");
      };
      const command = [...list.querySelectorAll("[data-key]")]
        .find((row) => row.dataset.key === key && keysOf(row) === wanted);
      if (command) {
        showPanel(false);
        send({ type: "tap", id: command.dataset.tap });
        event.preventDefault();
        return true;
      }
    }
    // Cmd/Ctrl-F: the search field, else the Search tab.
    if (primary && !event.altKey && !event.shiftKey && keyName(event) === "f") {
      const scope = [...app.querySelectorAll(".pk-presentation:not([inert]), .pk-main:not([inert])")].pop();
      const field = scope && [...scope.querySelectorAll("input[aria-label^=Search], input[placeholder^=Search]")].find(visible);
      const tab = scope && [...scope.querySelectorAll(".pk-tab")].find((item) => (item.getAttribute("aria-label") || item.textContent).trim() === "Search");
      if (field) field.focus();
      else if (tab) send({ type: "tap", id: tab.dataset.tap });
      if (field || tab) event.preventDefault();
      return Boolean(field || tab);
    }
    // What follows is for the main interface; presentations keep their own keys.
    // A Mac's separate window leaves the main one its keys while the focus is there (D-101).
    if (app.querySelector("[data-dismiss]:not([data-appearance=window])") || active?.closest(".pk-sheet") || event.ctrlKey || event.metaKey || event.altKey) return false;
    if (event.key === "Tab") {
      const groups = focusGroups(app);
      if (!groups.length) return false;
      const current = groups.findIndex((group) => group.contains(active));
      let next;
      if (current < 0) next = event.shiftKey ? groups.length - 1 : 0;
      else next = (current + (event.shiftKey ? -1 : 1) + groups.length) % groups.length;
      const target = entry(groups[next]);
      if (target) { target.focus(); event.preventDefault(); }
      return Boolean(target);
    }
    if (isTyping(active)) return false;
    if (event.key === "Escape") {
      // Back in the stack that has focus, else in the frontmost one that can go back.
      const nav = active && active.closest && active.closest(".pk-nav");
      const back = (nav && nav.querySelector(":scope > .pk-bar .pk-back")) || [...app.querySelectorAll(".pk-main .pk-back")].filter(visible).pop();
      if (back) { send({ type: "tap", id: back.dataset.tap }); event.preventDefault(); }
      return Boolean(back);
    }
    const tab = active && active.closest && active.closest("[role=tab]");
    if (tab && (event.key === "ArrowLeft" || event.key === "ArrowRight")) {
      // The tab bar: the arrows choose the next tab, in the reading direction.
      const tabs = [...tab.closest("[role=tablist]").querySelectorAll("[role=tab]")];
      const rtl = getComputedStyle(tab).direction === "rtl";
      const step = (event.key === "ArrowRight") !== rtl ? 1 : -1;
      const next = tabs[tabs.indexOf(tab) + step];
      if (next) { next.focus(); send({ type: "tap", id: next.dataset.tap }); }
      event.preventDefault();
      return true;
    }
    const row = active && active.closest && active.closest("[role=option], [role=treeitem]");
    if (row && !row.hasAttribute("aria-expanded") && (event.key === "ArrowLeft" || event.key === "ArrowRight") && !event.shiftKey) {
      // A list's rows go up and down; left and right go to the next column (SV-F1).
      const target = besideColumn(app, row, event.key);
      if (target) { target.focus(); event.preventDefault(); }
      return Boolean(target);
    }
    if (row && event.key.length === 1 && event.key !== " ") {
      // Type-ahead: the next row whose name starts with what was typed.
      const now = performance.now();
      typed = now - typedAt > TYPE_AHEAD ? event.key.toLowerCase() : typed + event.key.toLowerCase();
      typedAt = now;
      const rows = [...row.closest("[data-select]").querySelectorAll("[data-tag]")];
      const start = rows.indexOf(row) + (typed.length === 1 ? 1 : 0);
      const ordered = [...rows.slice(start), ...rows.slice(0, start)];
      const match = ordered.find((candidate) => candidate.textContent.trim().toLowerCase().startsWith(typed));
      if (match && match !== row) selectRow(send, match);
      event.preventDefault();
      return true;
    }
    // Arrows between the controls of a bar or a detail (lists, sidebars and pickers have theirs).
    if (!row && !(active && active.closest && active.closest("[role=radiogroup]")) &&
        ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"].includes(event.key)) {
      const group = focusGroups(app).find((candidate) => candidate.contains(active));
      if (!group) return false;
      const all = items(group);
      const rtl = getComputedStyle(group).direction === "rtl";
      const forward = event.key === "ArrowDown" || event.key === (rtl ? "ArrowLeft" : "ArrowRight");
      const next = all[all.indexOf(active) + (forward ? 1 : -1)];
      if (next) { next.focus(); event.preventDefault(); return true; }
    }
    return false;
  });
}
