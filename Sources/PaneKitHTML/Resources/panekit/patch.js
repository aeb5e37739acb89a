// Applies server patches (docs/protocol.md) to the page. Elements are found by key (data-k)
// through a map kept in step with every insertion and removal.

const parser = document.createElement("template");

function parse(html) {
  parser.innerHTML = html;
  return parser.content.firstElementChild;
}

export function index(element, keys) {
  if (!element) return;
  if (element.dataset && element.dataset.k) keys.set(element.dataset.k, element);
  for (const child of element.querySelectorAll("[data-k]")) keys.set(child.dataset.k, child);
}

// Forgets the keys of an element leaving the page, each only while it names that element: an
// element moving to another parent may already be indexed there.
function unindex(element, keys) {
  if (!element) return;
  const forget = (node) => { if (keys.get(node.dataset.k) === node) keys.delete(node.dataset.k); };
  if (element.dataset && element.dataset.k) forget(element);
  for (const child of element.querySelectorAll("[data-k]")) forget(child);
}

function need(keys, key) {
  const element = keys.get(key);
  if (!element) throw new Error("patch names unknown element " + key);
  return element;
}

// Applies the operations in order. Returns the elements inserted or replaced, and dates changed.
// `isTyping(field)` says a field holds text the server has not answered yet: its value stays.
export function applyPatch(ops, keys, isTyping = (field) => field === document.activeElement) {
  const added = [];
  for (const op of ops) {
    switch (op[0]) {
      case "r": {
        const old = need(keys, op[1]);
        const element = parse(op[2]);
        unindex(old, keys);
        old.replaceWith(element);
        index(element, keys);
        added.push(element);
        break;
      }
      case "i": {
        const parent = need(keys, op[1]);
        const element = parse(op[3]);
        parent.insertBefore(element, parent.children[op[2]] || null);
        index(element, keys);
        added.push(element);
        break;
      }
      case "x": {
        const element = need(keys, op[1]);
        unindex(element, keys);
        element.remove();
        break;
      }
      case "m": {
        const parent = need(keys, op[1]);
        const element = need(keys, op[2]);
        element.remove();
        parent.insertBefore(element, parent.children[op[3]] || null);
        break;
      }
      case "a": {
        const element = need(keys, op[1]);
        element.setAttribute(op[2], op[3]);
        // A date is written again in the reader's locale, a date field's value in the reader's
        // time zone (dates.js).
        if (element.tagName === "TIME" || op[2] === "data-epoch") added.push(element);
        // A text field keeps what the person is typing; once the server has answered all of it,
        // the server's value is the field's (an app may make a token of a typed address).
        if (op[2] === "value" && !isTyping(element) && element.value !== op[3]) element.value = op[3];
        break;
      }
      case "d":
        need(keys, op[1]).removeAttribute(op[2]);
        break;
      case "t": {
        const element = need(keys, op[1]);
        element.textContent = op[2];
        if (element.tagName === "TIME") added.push(element);
        // A text area shows its value; keep what the person is typing.
        if (element.tagName === "TEXTAREA" && !isTyping(element) && element.value !== op[2]) element.value = op[2];
        break;
      }
      default:
        throw new Error("unknown patch operation " + op[0]);
    }
  }
  return added;
}
