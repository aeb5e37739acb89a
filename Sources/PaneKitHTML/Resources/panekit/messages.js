// What a message from the server asks of the page (docs/protocol.md, "Server → client"), read
// without touching it: panekit.js then does each part. Pure, so the client's unit tests read the
// golden messages the Swift side writes (Tests/Client/fixtures/server-messages.json).

const OPENABLE = /^(https?:|mailto:|tel:)/i;

export function readServerMessage(message, currentPath) {
  const scene = message.scene ? { tab: {}, browser: {} } : null;
  // Keys "app:…" are the app's (@AppStorage, kept with the browser), the others the tab's.
  for (const [key, value] of Object.entries(message.scene || {})) (key.startsWith("app:") ? scene.browser : scene.tab)[key] = value;
  return {
    // A push is sent unasked (the data changed elsewhere): no message of the page's is answered.
    answers: !message.push,
    // Text sent up to this message is the server's now.
    confirms: message.seq ?? null,
    ops: message.type === "patch" ? message.ops : null,
    history: message.type === "patch" && message.url && message.url !== currentPath ? { url: message.url, replace: Boolean(message.replace) } : null,
    title: message.type === "patch" && message.title ? message.title : null,
    // The app's openURL: web and mail addresses and phone numbers only, each in a tab of its own.
    open: (message.open || []).filter((url) => OPENABLE.test(url)),
    scene,
    error: message.type === "error" ? message.message : null,
  };
}
