// A search's matches, marked as Mail marks them (D-70): the words typed in a search bar that asks
// for it (`data-highlight-matches`) are marked where a word of the rows after it starts with them.
// The marks are drawn over the text with the CSS Custom Highlight API, so the rows the server
// drew are never changed (the next patch finds them as it left them). Browsers without the API
// show no marks.

const NAME = "pk-search";

/// The words of a search, lowercased, longest first (so a longer word's mark wins).
function words(text) {
  return [...new Set(text.toLocaleLowerCase().split(/\s+/).filter(Boolean))].sort((a, b) => b.length - a.length);
}

/// The text nodes of a row people read: not its swipe buttons, menu or dates.
function readableTexts(row) {
  const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement.closest(".pk-swipe-actions, .pk-context-menu, time") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const nodes = [];
  while (walker.nextNode()) nodes.push(walker.currentNode);
  return nodes;
}

/// Marks, in the rows under `root`, where a word starts with one of the searches' words.
export function markMatches(root) {
  if (!globalThis.CSS?.highlights || typeof Highlight === "undefined") return;
  const ranges = [];
  for (const bar of root.querySelectorAll(".pk-search-bar[data-highlight-matches]")) {
    const field = bar.querySelector("input");
    const terms = field ? words(field.value) : [];
    if (!terms.length) continue;
    const scope = bar.parentElement;
    for (const row of scope.querySelectorAll(".pk-list .pk-row")) {
      for (const node of readableTexts(row)) {
        const text = node.data.toLocaleLowerCase();
        for (let at = 0; at < text.length; at++) {
          // A word starts here: the search matches prefixes of words (SQLite FTS5 in Postbox).
          if (at > 0 && /[\p{L}\p{N}]/u.test(text[at - 1])) continue;
          const term = terms.find((word) => text.startsWith(word, at));
          if (!term) continue;
          const range = new Range();
          range.setStart(node, at);
          range.setEnd(node, at + term.length);
          ranges.push(range);
          at += term.length - 1;
        }
      }
    }
  }
  if (ranges.length) CSS.highlights.set(NAME, new Highlight(...ranges));
  else CSS.highlights.delete(NAME);
}
