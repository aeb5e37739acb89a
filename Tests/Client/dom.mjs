// A small document for the client's unit tests under node (node has no DOM): enough of the
// DOM that patch.js uses, and a parser for the HTML the renderer writes — elements with quoted
// attributes, text-only leaves, the void elements, and its five entities.

const VOID = new Set(["input", "img", "br", "hr", "meta", "link"]);
const ENTITIES = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

function decode(text) {
  return text.replace(/&amp;|&lt;|&gt;|&quot;|&#39;/g, (entity) => ENTITIES[entity]);
}

function escape(text, quotes) {
  const escaped = text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return quotes ? escaped.replace(/"/g, "&quot;").replace(/'/g, "&#39;") : escaped;
}

export class Element {
  constructor(tag) {
    this.tagName = tag.toUpperCase();
    this.attributes = new Map();
    this.childNodes = [];
    this.parent = null;
    this.text = "";
    this.value = "";
  }

  get children() {
    return this.childNodes;
  }

  get firstElementChild() {
    return this.childNodes[0] || null;
  }

  get dataset() {
    const element = this;
    return new Proxy({}, {
      get(_, name) {
        const attribute = "data-" + String(name).replace(/[A-Z]/g, (c) => "-" + c.toLowerCase());
        return element.attributes.has(attribute) ? element.attributes.get(attribute) : undefined;
      },
    });
  }

  get textContent() {
    return this.childNodes.length ? this.childNodes.map((child) => child.textContent).join("") : this.text;
  }

  set textContent(text) {
    for (const child of this.childNodes) child.parent = null;
    this.childNodes = [];
    this.text = String(text);
  }

  set innerHTML(html) {
    this.textContent = "";
    for (const element of parse(html)) this.appendChild(element);
  }

  // A template's parsed content is the template itself here.
  get content() {
    return this;
  }

  getAttribute(name) {
    return this.attributes.has(name) ? this.attributes.get(name) : null;
  }

  // As in a browser, the value attribute is the field's default: it does not change what the
  // field holds once parsed.
  setAttribute(name, value) {
    this.attributes.set(name, String(value));
  }

  removeAttribute(name) {
    this.attributes.delete(name);
  }

  appendChild(child) {
    return this.insertBefore(child, null);
  }

  insertBefore(child, reference) {
    if (child.parent) child.remove();
    const index = reference ? this.childNodes.indexOf(reference) : -1;
    if (index < 0) this.childNodes.push(child);
    else this.childNodes.splice(index, 0, child);
    child.parent = this;
    this.text = "";
    return child;
  }

  remove() {
    if (!this.parent) return;
    this.parent.childNodes.splice(this.parent.childNodes.indexOf(this), 1);
    this.parent = null;
  }

  replaceWith(element) {
    const parent = this.parent;
    parent.insertBefore(element, this);
    this.remove();
  }

  // Only the selector patch.js uses: "[data-k]", every descendant with a key.
  querySelectorAll(selector) {
    if (selector !== "[data-k]") throw new Error("dom.mjs: unsupported selector " + selector);
    const found = [];
    const walk = (element) => {
      for (const child of element.childNodes) {
        if (child.attributes.has("data-k")) found.push(child);
        walk(child);
      }
    };
    walk(this);
    return found;
  }

  // The element as HTML with its attributes in name order, so two trees compare by content.
  get normalizedHTML() {
    const tag = this.tagName.toLowerCase();
    const attributes = [...this.attributes.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const open = `<${tag}${attributes.map(([name, value]) => ` ${name}="${escape(value, true)}"`).join("")}>`;
    if (VOID.has(tag)) return open;
    const inner = this.childNodes.length ? this.childNodes.map((child) => child.normalizedHTML).join("") : escape(this.text, false);
    return `${open}${inner}</${tag}>`;
  }
}

// Parses the renderer's HTML into elements.
export function parse(html) {
  const roots = [];
  const stack = [];
  const pattern = /<\/([a-z0-9-]+)>|<([a-z0-9-]+)((?:\s+[a-zA-Z_:][-a-zA-Z0-9_:.]*="[^"]*")*)\s*>|([^<]+)/g;
  let match;
  while ((match = pattern.exec(html))) {
    const [, closing, opening, attributeText, text] = match;
    if (closing) {
      const element = stack.pop();
      if (!element || element.tagName !== closing.toUpperCase()) throw new Error("dom.mjs: unbalanced </" + closing + ">");
    } else if (opening) {
      const element = new Element(opening);
      for (const [, name, value] of attributeText.matchAll(/([a-zA-Z_:][-a-zA-Z0-9_:.]*)="([^"]*)"/g)) {
        element.setAttribute(name, decode(value));
      }
      if (element.attributes.has("value")) element.value = element.attributes.get("value");
      if (stack.length) stack[stack.length - 1].appendChild(element);
      else roots.push(element);
      if (!VOID.has(opening)) stack.push(element);
    } else if (stack.length) {
      stack[stack.length - 1].text += decode(text);
    } else {
      throw new Error("dom.mjs: text outside an element");
    }
  }
  if (stack.length) throw new Error("dom.mjs: unclosed <" + stack[stack.length - 1].tagName.toLowerCase() + ">");
  return roots;
}

// A document with a body, installed as the global `document` patch.js uses.
export function installDocument() {
  const body = new Element("body");
  globalThis.document = {
    body,
    activeElement: null,
    createElement: (tag) => new Element(tag),
  };
  return globalThis.document;
}
