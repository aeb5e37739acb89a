// Postbox's screens show the store's values and take a store: a user of PostboxKit reaches the
// store with the same import.
@_exported import PostboxStore
