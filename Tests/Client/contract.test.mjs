// The names the renderer and the client share — `data-*` attributes and `pk-` classes — are
// listed once, in contract.json, and both sides are checked against it: a name the client reads
// that the renderer never writes (or the other way round) is a markup change made on one side
// only. Families written with an interpolated suffix (`pk-tint-\(color)`) are listed with `*`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));
const contract = JSON.parse(readFileSync(new URL("./contract.json", import.meta.url), "utf8"));

function files(folder, extensions) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return files(path, extensions);
    return extensions.some((extension) => name.endsWith(extension)) ? [path] : [];
  });
}

function withoutComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'])\/\/[^\n]*/g, "$1");
}

// Names as written: `data-x` and `pk-x`, not CSS custom properties (`--pk-x`); a name followed by
// an interpolation is a family.
function namesIn(text) {
  const found = new Set();
  for (const [, name, interpolated] of text.matchAll(/(?<![-\w])((?:data|pk)-[a-z0-9-]*[a-z0-9-])(\\\(|\$\{)?/g)) {
    found.add(interpolated || name.endsWith("-") ? name.replace(/-*$/, "-*") : name);
  }
  for (const [, property] of text.matchAll(/dataset\.([a-zA-Z]+)/g)) {
    found.add("data-" + property.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase()));
  }
  return found;
}

const renderer = new Set([...files(join(root, "Sources/PaneKitHTML"), [".swift"]), ...files(join(root, "Sources/PaneKitServer"), [".swift"])].flatMap((path) => [...namesIn(withoutComments(readFileSync(path, "utf8")))]));
const client = new Set(files(join(root, "Sources/PaneKitHTML/Resources/panekit"), [".js", ".css"])
  .flatMap((path) => [...namesIn(withoutComments(readFileSync(path, "utf8")))]));

const emitted = new Set([...contract.emitted, ...contract.emittedForAssistiveTechnologyAndTests]);
const clientOwned = new Set(contract.setByTheClient);

function covered(name, table) {
  if (table.has(name)) return true;
  return [...table].some((entry) => entry.endsWith("-*") && name.startsWith(entry.slice(0, -1)));
}

test("every name the renderer writes is in the table", () => {
  assert.deepEqual([...renderer].filter((name) => !covered(name, emitted)).sort(), []);
});

test("every name the table says the renderer writes, it writes", () => {
  assert.deepEqual([...emitted].filter((name) => !renderer.has(name)).sort(), []);
});

test("every name the client reads or sets is the renderer's or the client's own, by the table", () => {
  assert.deepEqual([...client].filter((name) => !covered(name, emitted) && !covered(name, clientOwned)).sort(), []);
});

test("every name the client owns, it uses; the renderer never writes it", () => {
  assert.deepEqual([...clientOwned].filter((name) => !client.has(name)).sort(), []);
  assert.deepEqual([...clientOwned].filter((name) => renderer.has(name)).sort(), []);
});

// A name, or any name of a family, that `names` holds.
function used(name, names) {
  if (name.endsWith("-*")) return [...names].some((other) => other.startsWith(name.slice(0, -1)));
  return covered(name, names);
}

test("every name written for the client is read by it; the others are marked as for assistive technology and tests", () => {
  assert.deepEqual(contract.emitted.filter((name) => !used(name, client)).sort(), []);
  assert.deepEqual(contract.emittedForAssistiveTechnologyAndTests.filter((name) => client.has(name)).sort(), []);
});
