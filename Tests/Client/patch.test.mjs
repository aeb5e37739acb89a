// patch.js applies the patches the server's diff makes: each golden case (fixtures/patches.json,
// written and checked by PaneKitHTMLTests' ProtocolFixtureTests from the Swift diff) turns the
// tree before into the tree after. Run: node --test Tests/Client
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { installDocument, parse } from "./dom.mjs";

const document = installDocument();
const { applyPatch, index } = await import("../../Sources/PaneKitHTML/Resources/panekit/patch.js");
const cases = JSON.parse(readFileSync(new URL("./fixtures/patches.json", import.meta.url), "utf8"));

function page(html) {
  const [root] = parse(html);
  document.body.textContent = "";
  document.body.appendChild(root);
  const keys = new Map();
  index(root, keys);
  return { root, keys };
}

test("the fixtures cover every patch operation", () => {
  const kinds = new Set(cases.flatMap((fixture) => fixture.ops.map((op) => op[0])));
  assert.deepEqual([...kinds].sort(), ["a", "d", "i", "m", "r", "t", "x"]);
});

for (const fixture of cases) {
  test(`patch: ${fixture.name}`, () => {
    const { keys } = page(fixture.before);
    applyPatch(fixture.ops, keys, () => false);
    const [expected] = parse(fixture.after);
    assert.equal(document.body.firstElementChild.normalizedHTML, expected.normalizedHTML);
    // The key map follows: every key in the tree is found, and no removed one is.
    const inTree = [document.body.firstElementChild, ...document.body.firstElementChild.querySelectorAll("[data-k]")]
      .map((element) => element.getAttribute("data-k")).sort();
    assert.deepEqual([...keys.keys()].sort(), inTree);
  });
}

test("a patch naming an element the page does not have throws, and names it", () => {
  const { keys } = page('<div data-k="root"></div>');
  assert.throws(() => applyPatch([["t", "nowhere", "x"]], keys, () => false), /unknown element nowhere/);
});

test("a field the person is typing in keeps its text; one they are not takes the server's", () => {
  const { keys } = page('<div data-k="root"><input data-k="f" value="a"></div>');
  const field = keys.get("f");
  field.value = "ab";
  applyPatch([["a", "f", "value", "server"]], keys, (element) => element === field);
  assert.equal(field.value, "ab");
  applyPatch([["a", "f", "value", "server"]], keys, () => false);
  assert.equal(field.value, "server");
});

test("an element moved to another parent stays found when the element that held it is replaced after", () => {
  // The diff can insert K under its new parent before it replaces the old parent that held K.
  const { root, keys } = page('<div data-k="root"><div data-k="b"></div><div data-k="a"><div data-k="r"><p data-k="k">K</p></div></div></div>');
  applyPatch([["i", "b", 0, '<p data-k="k">K</p>'], ["r", "r", '<span data-k="r"></span>']], keys, () => false);
  assert.equal(keys.get("b").firstElementChild, keys.get("k"));
  applyPatch([["t", "k", "moved"]], keys, () => false);
  assert.equal(root.querySelectorAll("[data-k]").length, 4);
  assert.equal(keys.get("k").textContent, "moved");
});
