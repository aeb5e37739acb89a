// Continuous gestures run here, in the page, for smoothness; only their result goes to the
// server: a sheet drag ends at a detent or a dismissal, an edge swipe reveals or conceals, a
// divider drag ends at a width. Row swipes and context menus only uncover buttons the server
// drew; choosing one is an ordinary tap. A row whose buttons are not drawn yet says so in
// `data-actions-request`: a swipe or a menu starting on it asks for them first (D-69).

import { KEY_ORDER, onKey } from "./keys.js";
import { dividerRelease, edgeSwipeRelease, sheetDismissalBegins, sheetRelease } from "./releases.js";

const EDGE = 24;       // px from the edge where a swipe starts

const LONG_PRESS = 500; // ms a touch rests on a row to open its context menu
const OPEN = 40;        // px a row swipe must travel to stay open
const FULL = 0.6;       // the part of a row's width a full swipe crosses

/// The swipe a row may take: toward the edge opposite its actions, as far as they reach (further
/// for a full swipe), in physical pixels.
function allowedOffset(row, offset, rtl) {
  const logical = offset * (rtl ? -1 : 1);
  const trailing = row.querySelector(":scope > .pk-swipe-actions[data-edge=trailing]");
  const leading = row.querySelector(":scope > .pk-swipe-actions[data-edge=leading]");
  const limit = (actions) => (actions.hasAttribute("data-full-swipe") ? row.clientWidth : actions.scrollWidth);
  let allowed = 0;
  if (logical < 0 && trailing) allowed = Math.max(logical, -limit(trailing));
  if (logical > 0 && leading) allowed = Math.min(logical, limit(leading));
  return allowed * (rtl ? -1 : 1);
}

/// Where a released row comes to rest: open on its actions, closed, or — past most of its width
/// with a full swipe — running its first action.
function settleRow(row, rtl) {
  delete row.dataset.swiping;
  const logical = (parseFloat(row.style.getPropertyValue("--pk-swipe")) || 0) * (rtl ? -1 : 1);
  const edge = logical < 0 ? "trailing" : "leading";
  const actions = row.querySelector(`:scope > .pk-swipe-actions[data-edge=${edge}]`);
  if (!actions || Math.abs(logical) < OPEN) { closeRow(row); return; }
  if (actions.hasAttribute("data-full-swipe") && Math.abs(logical) > row.clientWidth * FULL) {
    closeRow(row);
    // Sent directly: the click that follows a drag is swallowed, and this is not a click.
    const first = actions.querySelector(".pk-button[data-tap]");
    if (first) sendMessage({ type: "tap", id: first.dataset.tap });
    return;
  }
  row.dataset.swiped = edge;
  row.style.setProperty("--pk-swipe", `${(edge === "trailing" ? -1 : 1) * actions.scrollWidth * (rtl ? -1 : 1)}px`);
}

function closeRow(row) {
  if (!row) return;
  delete row.dataset.swiped;
  delete row.dataset.swiping;
  row.style.removeProperty("--pk-swipe");
}

let openedMenu = null;
// The menu button whose menu is open, and the one whose menu the current click closed (a second
// click on a button puts its menu away rather than opening it again).
let openedFrom = null;
let closedFrom = null;
// Whether the menu was opened by a long press whose finger is still down: its release is no choice.
let heldOpen = false;
let focusBeforeMenu = null;
let sendMessage = () => {};

/// Shows a menu at a point, kept inside the window, its first item focused: a row's context menu,
/// or a menu button's (`data-menu`). The menu is a copy in a layer of its own, outside the list:
/// a list's rows are options, which may not hold controls. A row without a context menu offers
/// its swipe actions instead, so that they are reachable without a swipe (the keyboard's menu
/// key, Shift-F10, a secondary click).
function openMenu(sources, x, y, page, anchor = null) {
  closeMenu();
  const layer = document.createElement("div");
  layer.className = "pk-menu-layer";
  for (const name of ["scheme", "idiom"]) if (page?.dataset[name]) layer.dataset[name] = page.dataset[name];
  const menu = document.createElement("div");
  menu.className = "pk-context-menu";
  menu.setAttribute("role", "menu");
  menu.setAttribute("aria-label", anchor?.getAttribute("aria-label") || "Actions");
  fillMenu(menu, sources);
  layer.append(menu);
  layer.addEventListener("click", (event) => {
    if (heldOpen) { heldOpen = false; return; }
    const submenu = event.target.closest("button[data-submenu]");
    if (submenu) { openSubmenu(menu, submenu); return; }
    if (event.target.closest("button[data-back]")) { closeSubmenu(menu); return; }
    const item = event.target.closest("button[data-tap]");
    const option = event.target.closest("button[data-select][data-tag]");
    if (item) sendMessage({ type: "tap", id: item.dataset.tap });
    else if (option) sendMessage({ type: "select", list: option.dataset.select, tag: option.dataset.tag });
    else if (event.target.closest(".pk-context-menu")) return;
    closeMenu();
  });
  document.body.append(layer);
  const box = menu.getBoundingClientRect();
  menu.style.left = `${Math.max(8, Math.min(x, innerWidth - box.width - 8))}px`;
  menu.style.top = `${Math.max(8, Math.min(y, innerHeight - box.height - 8))}px`;
  openedMenu = layer;
  openedFrom = anchor;
  anchor?.setAttribute("aria-expanded", "true");
  focusBeforeMenu = document.activeElement;
  menu.querySelector("button")?.focus();
}

/// Puts into `menu` the items of `sources`, in order: each button once (by title), a rule once
/// between two groups, headings, and a submenu as an item that opens its own items in place.
function fillMenu(menu, sources) {
  menu.replaceChildren();
  const titles = new Set();
  const rule = () => {
    if (!menu.lastElementChild || menu.lastElementChild.classList.contains("pk-rule")) return;
    const element = document.createElement("div");
    element.className = "pk-rule";
    element.setAttribute("role", "separator");
    menu.append(element);
  };
  for (const source of sources) {
    for (const entry of source.querySelectorAll(":scope > .pk-button, :scope > .pk-rule, :scope > .pk-menu-header, :scope > .pk-submenu")) {
      if (entry.classList.contains("pk-rule")) { rule(); continue; }
      if (entry.classList.contains("pk-menu-header")) {
        const header = entry.cloneNode(true);
        header.setAttribute("role", "presentation");
        menu.append(header);
        continue;
      }
      const submenu = entry.classList.contains("pk-submenu");
      const label = submenu ? entry.querySelector(":scope > .pk-submenu-title") : entry;
      const title = label.textContent.trim();
      if (titles.has(title)) continue;
      titles.add(title);
      // What a submenu offers is offered once too (a swipe's Unflag beside a Flag submenu).
      if (submenu) for (const nested of entry.querySelectorAll(".pk-button")) titles.add(nested.textContent.trim());
      const copy = label.cloneNode(true);
      // Swipe buttons are drawn as plain elements; in the menu every item is a real button.
      const item = document.createElement("button");
      item.type = "button";
      for (const attribute of copy.attributes) item.setAttribute(attribute.name, attribute.value);
      item.className = "pk-button";
      item.append(...copy.childNodes);
      for (const element of [item, ...item.querySelectorAll("[data-k]")]) element.removeAttribute("data-k");
      item.removeAttribute("tabindex");
      item.setAttribute("role", entry.hasAttribute("aria-checked") ? "menuitemcheckbox" : "menuitem");
      if (submenu) {
        item.dataset.submenu = "";
        item.setAttribute("aria-haspopup", "menu");
        item.submenuSource = entry.querySelector(":scope > .pk-menu-items");
      }
      menu.append(item);
    }
  }
  if (menu.lastElementChild?.classList.contains("pk-rule")) menu.lastElementChild.remove();
}

/// A submenu opens in place of its menu, as on iOS, with an item at the top that goes back.
function openSubmenu(menu, item) {
  (menu.parents ||= []).push([...menu.children]);
  fillMenu(menu, [item.submenuSource]);
  const back = document.createElement("button");
  back.type = "button";
  back.className = "pk-button pk-menu-back";
  back.dataset.back = "";
  back.setAttribute("role", "menuitem");
  back.textContent = item.textContent.trim();
  menu.prepend(back);
  menu.querySelector("button:not([data-back])")?.focus() || back.focus();
}

function closeSubmenu(menu) {
  const parent = menu.parents?.pop();
  if (!parent) return false;
  menu.replaceChildren(...parent);
  menu.querySelector("button")?.focus();
  return true;
}

/// Opens the menu of a menu button (`data-menu`) under it. Items not built yet (D-107) are
/// asked for first, and the menu opens when they arrive.
function openButtonMenu(button) {
  const anchor = button.parentElement;
  const items = anchor?.querySelector(":scope > .pk-menu-items");
  if (!items) return;
  const request = items.querySelector(":scope > [data-actions-request]");
  if (request) {
    const observer = new MutationObserver(() => {
      const now = anchor.querySelector(":scope > .pk-menu-items");
      if (!now || now.querySelector(":scope > [data-actions-request]")) return;
      observer.disconnect();
      clearTimeout(timer);
      if (document.contains(button)) openButtonMenu(button);
    });
    observer.observe(anchor, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), 5000);
    sendMessage({ type: "tap", id: request.dataset.actionsRequest });
    return;
  }
  const box = button.getBoundingClientRect();
  const rtl = getComputedStyle(button).direction === "rtl";
  openMenu([items], rtl ? box.right : box.left, box.bottom + 4, button.closest(".pk-root"), button);
  if (rtl) {
    const menu = openedMenu.firstElementChild;
    menu.style.left = `${Math.max(8, box.right - menu.getBoundingClientRect().width)}px`;
  }
}

function closeMenu() {
  if (!openedMenu) return;
  openedMenu.remove();
  openedMenu = null;
  openedFrom?.removeAttribute("aria-expanded");
  closedFrom = openedFrom;
  openedFrom = null;
  // Focus goes back where it was (the row), not to the page's body.
  if (focusBeforeMenu && document.contains(focusBeforeMenu)) focusBeforeMenu.focus();
  focusBeforeMenu = null;
}

/// What a row's menu offers: its context menu's items, then its swipe actions, so that every
/// action is reachable without a swipe. A sidebar row lists its actions in `data-actions`
/// ("id=Title" lines), made into the same kind of source here.
function menuSources(target) {
  const sidebarRow = target?.closest("[data-actions]");
  if (sidebarRow) {
    const source = document.createElement("div");
    for (const line of sidebarRow.dataset.actions.split("\n")) {
      const at = line.indexOf("=");
      if (at < 0) continue;
      const item = document.createElement("div");
      item.className = "pk-button";
      item.dataset.tap = line.slice(0, at);
      item.textContent = line.slice(at + 1);
      source.append(item);
    }
    return [source];
  }
  const row = target?.closest(".pk-row");
  if (!row) return [];
  // The context menu as the app wrote it, then the swipe actions it does not already offer under
  // the same title, so that none needs a swipe (keyboard, assistive technologies).
  return [...row.querySelectorAll(":scope > .pk-context-menu"), ...row.querySelectorAll(":scope > .pk-swipe-actions")];
}

let lastRequest = { id: null, at: 0 };

/// Calls `then` with the row once its swipe actions and menu are drawn: at once if they are, else
/// after asking the server for them (a tap on the row's `data-actions-request`) and watching the
/// list for the patch that brings them. Gives up quietly if the row goes away or nothing comes.
function withRowActions(row, then) {
  const request = row.dataset.actionsRequest;
  if (!request) { then(row); return; }
  const list = row.parentElement;
  const tag = row.dataset.tag;
  const current = () => [...list.children].find((child) => child.dataset?.tag === tag);
  const observer = new MutationObserver(() => {
    const now = current();
    if (now && now.dataset.actionsRequest) return;
    observer.disconnect();
    clearTimeout(timer);
    if (now) then(now);
  });
  observer.observe(list, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-actions-request"] });
  const timer = setTimeout(() => observer.disconnect(), 5000);
  // A swipe and a menu starting on the same row together ask once.
  const now = performance.now();
  if (lastRequest.id !== request || now - lastRequest.at > 1000) {
    lastRequest = { id: request, at: now };
    sendMessage({ type: "tap", id: request });
  }
}

/// The row under `target` whose actions are not drawn yet, if any.
function rowAwaitingActions(target) {
  const row = target?.closest(".pk-row[data-actions-request]");
  return row && !target.closest("[data-actions]") ? row : null;
}

export function installGestures(root, send) {
  sendMessage = send;
  let drag = null;
  let press = null;
  // A drag that moved a row must not also select it. A touch drag is followed by no click at
  // all, so each new press starts afresh.
  let suppressClick = false;
  root.addEventListener("pointerdown", () => { suppressClick = false; }, true);
  root.addEventListener("click", (event) => {
    if (suppressClick) { suppressClick = false; event.stopImmediatePropagation(); }
  }, true);

  root.addEventListener("pointerdown", (event) => {
    // A new press starts afresh (a drag whose release happened elsewhere is over); only the
    // primary button drags (a secondary click opens a menu).
    drag = null;
    if (event.button !== 0) return;
    // The bar of a bottom sheet is a handle too, but not its buttons: a sheet with one detent
    // (compose at full height) is swiped down by it.
    const onButton = event.target.closest("button:not(.pk-grabber), input");
    const grabber = !onButton && event.target.closest(".pk-grabber, .pk-sheet[data-appearance=bottomSheet] > .pk-nav > .pk-bar");
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
    } else if (!onButton && event.pointerType === "mouse" && event.target.closest(".pk-sheet[data-appearance=window] > .pk-nav > .pk-bar")) {
      // A window moves by its toolbar, as on a Mac. Only the page moves it: a new frame from the
      // server (the page resized) puts it back where the server places windows.
      const element = event.target.closest(".pk-sheet");
      const [dx, dy] = [...(element.style.translate || "").split(" "), ""].map((part) => parseFloat(part) || 0);
      const box = element.getBoundingClientRect();
      drag = { kind: "window", element, x: event.clientX - dx, y: event.clientY - dy, left: box.left - dx, top: box.top - dy, width: box.width };
    } else if (!onButton && event.pointerType === "mouse" && carriable(event.target)) {
      // With a mouse, a list's row can be carried onto a sidebar row that takes it (a message
      // onto a mailbox); a click stays a click.
      drag = { kind: "carry", element: carriable(event.target), x: event.clientX, y: event.clientY, moved: false };
    } else {
      if (onButton) return;
      const container = event.target.closest("[data-swipe]");
      if (container) {
        const rtl = getComputedStyle(container).direction === "rtl";
        const box = container.getBoundingClientRect();
        const fromEdge = rtl ? box.right - event.clientX : event.clientX - box.left;
        if (fromEdge <= EDGE) drag = { kind: "swipe", element: container, x: event.clientX, rtl };
      }
      const row = !drag && event.target.closest(".pk-row");
      if (row && (row.querySelector(":scope > .pk-swipe-actions") || row.dataset.actionsRequest)) {
        const rtl = getComputedStyle(row).direction === "rtl";
        const offset = parseFloat(row.style.getPropertyValue("--pk-swipe")) || 0;
        drag = { kind: "row", element: row, x: event.clientX, y: event.clientY, rtl, offset, moved: false };
      }
      const waiting = rowAwaitingActions(event.target);
      if ((waiting || menuSources(event.target).length) && event.pointerType === "touch") {
        // A long press opens the row's context menu, as on iOS.
        const x = event.clientX, y = event.clientY;
        const target = event.target;
        const page = target.closest(".pk-root");
        const pointer = event.pointerId;
        const open = () => {
          press = null; suppressClick = true;
          // The row is lifted with its menu; a finger that then moves carries it onto a sidebar
          // row that takes it (a mailbox), putting the menu away, as on iPadOS.
          const lifted = carriable(target);
          drag = lifted ? { kind: "carry", element: lifted, x, y, moved: false, lifted: true, pointer, captured: true } : null;
          if (waiting) withRowActions(waiting, (row) => { openMenu(menuSources(row), x, y, page); heldOpen = true; });
          else { openMenu(menuSources(target), x, y, page); heldOpen = true; }
        };
        press = { x, y, timer: setTimeout(open, LONG_PRESS) };
      }
      if (!drag) return;
    }
    drag.pointer = event.pointerId;
    drag.captured = false;
  });

  // A row of a selectable list, while a sidebar row that takes dropped rows is on screen (a
  // phone's mailboxes under its list are not: there a drag is a swipe).
  function carriable(target) {
    const row = target.closest(".pk-list[data-select] > [data-tag]");
    const shown = (drop) => !drop.closest("[hidden]") && drop.offsetParent !== null;
    return row && [...root.querySelectorAll("[data-drop-row]")].some(shown) ? row : null;
  }

  function dropRowAt(x, y) {
    const under = document.elementFromPoint(x, y);
    return (under && under.closest("[data-drop-row]")) || null;
  }

  // The carried row follows the pointer as a small label of its first line; the row under it
  // that would take it is marked.
  function carry(current, event) {
    if (!current.ghost) {
      current.ghost = document.createElement("div");
      current.ghost.className = "pk-carried";
      current.ghost.textContent = (current.element.querySelector(".pk-text") || current.element).textContent.trim();
      current.element.closest(".pk-root").append(current.ghost);
    }
    current.ghost.style.transform = `translate(${event.clientX + 12}px, ${event.clientY + 8}px)`;
    const target = dropRowAt(event.clientX, event.clientY);
    if (target !== current.target) {
      current.target?.removeAttribute("data-drop-over");
      target?.setAttribute("data-drop-over", "");
      current.target = target;
    }
  }

  // Swiped rows close when the person touches anything else; a touch on the row's own content
  // closes it without selecting the row, as on iOS.
  root.addEventListener("pointerdown", (event) => {
    for (const open of root.querySelectorAll(".pk-row[data-swiped]")) {
      if (event.target.closest(".pk-swipe-actions") && open.contains(event.target)) continue;
      if (open.contains(event.target)) suppressClick = true;
      closeRow(open);
    }
  }, true);
  root.addEventListener("click", (event) => {
    const action = event.target.closest(".pk-swipe-actions > .pk-button");
    if (action) setTimeout(() => closeRow(action.closest(".pk-row")));
  });

  // Context menus: a secondary click (or the keyboard's menu key) on a row that has one.
  root.addEventListener("contextmenu", (event) => {
    const menuButton = event.target.closest("[data-menu]");
    if (menuButton) {
      event.preventDefault();
      openButtonMenu(menuButton);
      return;
    }
    const waiting = rowAwaitingActions(event.target);
    if (!waiting && !menuSources(event.target).length) return;
    event.preventDefault();
    const row = event.target.closest(".pk-row, [data-actions]");
    const box = row.getBoundingClientRect();
    const fromKeyboard = event.clientX === 0 && event.clientY === 0;
    const x = fromKeyboard ? box.left + 16 : event.clientX, y = fromKeyboard ? box.bottom : event.clientY;
    const page = row.closest(".pk-root");
    if (waiting) withRowActions(waiting, (drawn) => openMenu(menuSources(drawn), x, y, page));
    else openMenu(menuSources(event.target), x, y, page);
  });
  document.addEventListener("pointerdown", () => { heldOpen = false; }, true);
  document.addEventListener("click", (event) => {
    // A click outside the open menu closes it (its own items close it as they are chosen).
    closedFrom = null;
    if (openedMenu && !openedMenu.contains(event.target)) {
      closedFrom = openedFrom;
      closeMenu();
    }
  }, true);

  // Menu buttons: a tap opens a menu that is the button's whole action (`data-menu=tap`); a
  // button with an action of its own opens it from its arrow, a long press or a secondary click.
  root.addEventListener("click", (event) => {
    const button = event.target.closest("[data-menu]");
    if (!button || (button.dataset.menu !== "tap" && !event.target.closest(".pk-menu-arrow"))) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // A second click on the button puts its menu away.
    if (closedFrom !== button) openButtonMenu(button);
    closedFrom = null;
  }, true);
  root.addEventListener("pointerdown", (event) => {
    const button = event.pointerType === "touch" && event.button === 0 && event.target.closest("[data-menu=hold]");
    if (!button) return;
    press = { x: event.clientX, y: event.clientY, timer: setTimeout(() => {
      press = null; suppressClick = true;
      openButtonMenu(button);
      heldOpen = true;
    }, LONG_PRESS) };
  });
  onKey(KEY_ORDER.menu, (event) => {
    if (!openedMenu) return false;
    const items = [...openedMenu.querySelectorAll("button")];
    const index = items.indexOf(document.activeElement);
    if (event.key === "Escape" || event.key === "Tab") {
      closeMenu();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      const step = event.key === "ArrowDown" ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === "ArrowRight" && document.activeElement?.dataset.submenu !== undefined) {
      openSubmenu(openedMenu.firstElementChild, document.activeElement);
    } else if (event.key === "ArrowLeft" && closeSubmenu(openedMenu.firstElementChild)) {
      // Back to the menu that held it.
    } else {
      return false;
    }
    event.preventDefault();
    return true;
  });
  window.addEventListener("resize", closeMenu);
  root.addEventListener("scroll", closeMenu, true);

  root.addEventListener("pointermove", (event) => {
    if (press && Math.abs(event.clientX - press.x) + Math.abs(event.clientY - press.y) > 8) { clearTimeout(press.timer); press = null; }
    if (!drag || event.pointerId !== drag.pointer) return;
    if (drag.kind === "row") {
      const dx = event.clientX - drag.x, dy = event.clientY - drag.y;
      if (!drag.moved) {
        // A vertical move is a scroll, not a swipe.
        if (Math.abs(dy) > 6 && Math.abs(dy) > Math.abs(dx)) { drag = null; return; }
        if (Math.abs(dx) <= 6) return;
        drag.moved = true;
        drag.element.dataset.swiping = "";
        // The buttons are asked for as the swipe begins; until they come the row stays put.
        if (drag.element.dataset.actionsRequest) {
          const asked = drag;
          withRowActions(asked.element, (row) => {
            if (row !== asked.element) {
              // Drawn anew: the swipe goes on with the new row.
              asked.element.style.removeProperty("--pk-swipe");
              delete asked.element.dataset.swiping;
              asked.element = row;
            }
            // The row catches up with the pointer; let go before the buttons came, it settles
            // where the swipe ended (open, closed, or a full swipe's first action).
            const travel = asked.offset + (asked.dx ?? 0);
            row.style.setProperty("--pk-swipe", `${allowedOffset(row, travel, asked.rtl)}px`);
            row.dataset.swiping = travel * (asked.rtl ? -1 : 1) < 0 ? "trailing" : "leading";
            if (drag !== asked) settleRow(row, asked.rtl);
          });
        }
        root.setPointerCapture?.(event.pointerId);
      }
      drag.dx = dx;
      const offset = allowedOffset(drag.element, drag.offset + dx, drag.rtl);
      drag.element.style.setProperty("--pk-swipe", `${offset}px`);
      // Only the edge the swipe uncovers shows its buttons.
      const logical = (drag.offset + dx) * (drag.rtl ? -1 : 1);
      drag.element.dataset.swiping = logical < 0 ? "trailing" : "leading";
      return;
    }
    // Capture only once it is really a drag, so that taps still reach their buttons.
    if (!drag.captured && Math.abs(event.clientX - (drag.x ?? event.clientX)) + Math.abs(event.clientY - (drag.y ?? event.clientY)) > 3) {
      drag.captured = true;
      root.setPointerCapture?.(event.pointerId);
    }
    if (drag.kind === "carry") {
      if (!drag.moved && Math.abs(event.clientX - drag.x) + Math.abs(event.clientY - drag.y) <= 6) return;
      if (!drag.moved && drag.lifted) closeMenu();
      drag.moved = true;
      carry(drag, event);
      return;
    }
    if (drag.kind === "reorder") {
      const dy = event.clientY - drag.y;
      if (Math.abs(dy) > 4) drag.moved = true;
      drag.element.style.transform = `translateY(${dy}px)`;
      drag.element.style.zIndex = "1";
      // Lets what is under the row be found on release (a drop destination, D-65).
      drag.element.style.pointerEvents = "none";
    } else if (drag.kind === "sheet") {
      const dy = event.clientY - drag.y;
      if (Math.abs(dy) > 3) drag.moved = true;
      drag.element.style.transform = `translateY(${Math.max(dy, -drag.height)}px)`;
      // Pulled below its smallest detent, the sheet is being swiped away: the server asks the
      // delegate now (SH-22), and hears on release whether it went.
      const dismiss = drag.element.dataset.dismiss;
      if (!drag.dismissing && dismiss && sheetDismissalBegins({ detents: drag.element.dataset.detents, height: drag.height - dy, startHeight: drag.height })) {
        drag.dismissing = true;
        send({ type: "dismissBegin", id: dismiss });
      }
    } else if (drag.kind === "divider") {
      drag.element.style.transform = `translateX(${event.clientX - drag.x}px)`;
    } else if (drag.kind === "window") {
      // Its toolbar stays in the page: at least 80 points of it across, its top inside.
      const dx = Math.min(Math.max(event.clientX - drag.x, 80 - drag.left - drag.width), innerWidth - 80 - drag.left);
      const dy = Math.min(Math.max(event.clientY - drag.y, -drag.top), innerHeight - 52 - drag.top);
      drag.element.style.translate = `${dx}px ${dy}px`;
    }
  });

  const end = (event) => {
    if (press) { clearTimeout(press.timer); press = null; }
    if (!drag || event.pointerId !== drag.pointer) return;
    const current = drag;
    drag = null;
    if (current.kind === "carry") {
      const target = current.moved && dropRowAt(event.clientX, event.clientY);
      if (current.moved) suppressClick = true;
      if (target) send({ type: "move", id: target.dataset.dropRow, tag: current.element.dataset.tag, index: 0 });
      current.ghost?.remove();
      current.target?.removeAttribute("data-drop-over");
      return;
    }
    if (current.kind === "row") {
      if (current.moved) { suppressClick = true; settleRow(current.element, current.rtl); }
      return;
    }
    current.element.style.transform = "";
    current.element.style.zIndex = "";
    current.element.style.pointerEvents = "";
    // A row let go over a drop destination of the same screen or sheet lands there (D-65).
    const under = current.kind === "reorder" && current.moved && document.elementFromPoint(event.clientX, event.clientY);
    const drop = under && under.closest("[data-drop]");
    const scope = (element) => element.closest(".pk-sheet, .pk-main");
    if (drop && scope(drop) === scope(current.list)) {
      send({ type: "move", id: drop.dataset.drop, tag: current.element.dataset.tag, index: 0 });
      suppressClick = true;
    } else if (current.kind === "reorder" && current.moved) {
      // The new index: how many other rows' middles lie above the pointer.
      const rows = [...current.list.querySelectorAll("[data-tag]")].filter((row) => row !== current.element);
      const index = rows.filter((row) => { const box = row.getBoundingClientRect(); return box.top + box.height / 2 < event.clientY; }).length;
      send({ type: "move", id: current.list.dataset.move, tag: current.element.dataset.tag, index });
      suppressClick = true;
    } else if (current.kind === "sheet" && current.moved) {
      const sheet = current.element.dataset;
      const message = sheetRelease({ detents: sheet.detents, selected: sheet.selectedDetent, height: current.height - (event.clientY - current.y),
                                     startHeight: current.height, dismissID: sheet.dismiss, detentControl: sheet.detentControl });
      if (current.dismissing && message?.type !== "dismiss") send({ type: "dismissCancel", id: sheet.dismiss });
      if (message) send(message);
      event.preventDefault();
    } else if (current.kind === "divider") {
      const column = current.element.previousElementSibling;
      const message = dividerRelease({ dx: event.clientX - current.x, startWidth: current.width,
                                       columnOnTheRight: Boolean(column && column.getBoundingClientRect().left > 1), resizeID: current.element.dataset.resize });
      if (message) send(message);
    } else if (current.kind === "swipe") {
      const message = edgeSwipeRelease({ dx: event.clientX - current.x, rtl: current.rtl, swipeID: current.element.dataset.swipe });
      if (message) send(message);
    }
  };
  root.addEventListener("pointerup", end);
  root.addEventListener("pointercancel", () => {
    if (press) { clearTimeout(press.timer); press = null; }
    if (drag?.kind === "row") closeRow(drag.element);
    else if (drag?.kind === "carry") { drag.ghost?.remove(); drag.target?.removeAttribute("data-drop-over"); }
    else if (drag?.kind === "sheet" && drag.dismissing) { send({ type: "dismissCancel", id: drag.element.dataset.dismiss }); drag.element.style.transform = ""; }
    else if (drag) drag.element.style.transform = "";
    drag = null;
  });
  // A finger carrying a row does not scroll the list under it.
  root.addEventListener("touchmove", (event) => {
    if (drag?.kind === "carry" && event.cancelable) event.preventDefault();
  }, { passive: false });

  installPull(root, send);
  installScrollEdge(root, send);

  // Zoom, the green control: the window fills the page, and again goes back (the page's own, as
  // moving it is).
  root.addEventListener("click", (event) => {
    const zoom = event.target.closest(".pk-sheet[data-appearance=window] > .pk-window-controls > .pk-window-zoom");
    if (!zoom) return;
    const window = zoom.closest(".pk-sheet");
    window.toggleAttribute("data-zoomed");
    window.style.translate = "";
  });

  root.addEventListener("dblclick", (event) => {
    const divider = event.target.closest(".pk-divider");
    if (divider) send({ type: "tap", id: divider.dataset.reset });
  });
}

// Pull to refresh (LS-3, UIRefreshControl): on a phone or an iPad, a finger that drags a list
// that can refresh ([data-refresh]) down from the top of its scrolling area opens the spinner
// above its rows; let go past PULL, the list asks the app to refresh and the spinner stays
// (data-pulled) until the server answers, which keeps it open while the app works
// ([data-refreshing]). Touch events, not pointer events: the browser's own scrolling cancels
// a pointer but not a touch.
const PULL = 64;

function scroller(element) {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    if ((overflow === "auto" || overflow === "scroll") && node.scrollHeight > node.clientHeight) return node;
  }
  return document.scrollingElement;
}

function installPull(root, send) {
  let pull = null;
  root.addEventListener("touchstart", (event) => {
    pull = null;
    if (event.touches.length !== 1) return;
    const list = event.target.closest(".pk-list[data-refresh]");
    if (!list || list.closest("[data-idiom]")?.dataset.idiom === "mac") return;
    const spinner = list.querySelector(":scope > .pk-refresh");
    const area = scroller(list);
    if (!spinner || spinner.hasAttribute("data-pulled") || area.scrollTop > 0) return;
    pull = { list, spinner, area, y: event.touches[0].clientY, distance: 0 };
  }, { passive: true });
  root.addEventListener("touchmove", (event) => {
    if (!pull || event.touches.length !== 1) return;
    const dy = event.touches[0].clientY - pull.y;
    if (pull.distance === 0 && (dy <= 0 || pull.area.scrollTop > 0)) { pull = null; return; }
    if (event.cancelable) event.preventDefault();
    // The list follows the finger at half its pace, as a scroll view pulled past its edge.
    pull.distance = Math.max(0, dy / 2);
    pull.spinner.style.setProperty("--pk-pull", `${pull.distance}px`);
    pull.spinner.style.setProperty("--pk-pull-progress", String(Math.min(1, pull.distance / PULL)));
  }, { passive: false });
  const release = () => {
    if (!pull) return;
    const { list, spinner, distance } = pull;
    pull = null;
    spinner.style.removeProperty("--pk-pull");
    spinner.style.removeProperty("--pk-pull-progress");
    if (distance >= PULL && list.dataset.refresh) {
      spinner.setAttribute("data-pulled", "");
      if (send({ type: "tap", id: list.dataset.refresh }) == null) spinner.removeAttribute("data-pulled");
    }
  };
  root.addEventListener("touchend", release);
  root.addEventListener("touchcancel", release);
}

// Once every message sent has its answer, a pulled spinner shows what the server says: open
// while the app refreshes, closed when it has finished (or took no refresh).
export function settlePulls(app) {
  for (const spinner of app.querySelectorAll(".pk-refresh[data-pulled]")) spinner.removeAttribute("data-pulled");
}

// A sheet that prefers it (UIKit's prefersScrollingExpandsWhenScrolledToEdge, the default; the
// renderer marks it `data-scroll-edge` while a larger detent remains) grows to its next detent
// when people scroll on while its content is at its top — a wheel turned toward more content, a
// finger moving up — instead of scrolling; once at its largest detent the content scrolls. One
// request per detent: the wheel's burst of events asks once.
function installScrollEdge(root, send) {
  let asked = null;
  const edge = (target) => {
    const sheet = target.closest("[data-scroll-edge]");
    if (!sheet) return null;
    const area = scroller(target);
    if (sheet.contains(area) && area.scrollTop > 0) return null;
    return sheet;
  };
  const grow = (sheet, event) => {
    event.preventDefault();
    const key = sheet.dataset.scrollEdge + "@" + sheet.dataset.selectedDetent;
    if (asked === key) return;
    asked = key;
    send({ type: "scrollEdge", id: sheet.dataset.scrollEdge });
  };
  root.addEventListener("wheel", (event) => {
    const sheet = event.deltaY > 0 && edge(event.target);
    if (sheet) grow(sheet, event);
  }, { passive: false });
  let touch = null;
  root.addEventListener("touchstart", (event) => {
    touch = event.touches.length === 1 ? { y: event.touches[0].clientY, sheet: edge(event.target) } : null;
  }, { passive: true });
  root.addEventListener("touchmove", (event) => {
    if (!touch || !touch.sheet || event.touches.length !== 1 || !event.cancelable) return;
    if (touch.y - event.touches[0].clientY > 10) grow(touch.sheet, event);
  }, { passive: false });
}
