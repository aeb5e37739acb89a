// Text typed that no reply has confirmed yet, by field: its message was not sent (no socket) or
// went out on a socket that closed before the answer. A new connection — to the same server or,
// behind a proxy, to another node — types it again once its page is up, so a node that dies
// loses none of it (issue 17).
export class UnconfirmedText {
  constructor() {
    this.entries = new Map();
  }

  // `value` was typed into field `id` and sent as message `seq` (none: no socket to send it on).
  typed(id, value, seq) {
    this.entries.set(id, { value, seq: seq ?? Infinity });
  }

  // A reply to message `seq` came: what was sent up to it is the server's now.
  confirmed(seq) {
    for (const [id, entry] of this.entries) if (entry.seq <= seq) this.entries.delete(id);
  }

  has(id) {
    return this.entries.has(id);
  }

  get size() {
    return this.entries.size;
  }

  // Types it all again after a reconnection's first patch: each field still on the page
  // (`field(id)`) gets back the text typed into it and `sendText` sends it; fields gone are
  // forgotten.
  replay(field, sendText) {
    for (const [id, entry] of [...this.entries]) {
      const element = field(id);
      if (!element) { this.entries.delete(id); continue; }
      if (element.value !== entry.value) element.value = entry.value;
      sendText(id, entry.value);
    }
  }
}
