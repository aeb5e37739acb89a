/// What a page sent, waiting for its turn. The socket is read as messages come — so that its
/// pings are answered while the page waits for the main actor (D-93) — and the page's task
/// handles them in order. At most `capacity` wait: a page that sends more is read no further until
/// its messages are handled, as when nothing was read ahead.
actor InboundQueue<Item: Sendable> {
    private var items: [Item] = []
    private var isFinished = false
    private var reader: CheckedContinuation<Item?, Never>?
    private var writers: [CheckedContinuation<Void, Never>] = []
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Adds `item`, once there is room; after ``finish()``, drops it.
    func put(_ item: Item) async {
        while items.count >= capacity, !isFinished {
            await withCheckedContinuation { writers.append($0) }
        }
        guard !isFinished else { return }
        if let reader {
            self.reader = nil
            reader.resume(returning: item)
        } else {
            items.append(item)
        }
    }

    /// The next item, waiting for one; nil once the queue is finished and empty.
    func next() async -> Item? {
        if !items.isEmpty {
            let item = items.removeFirst()
            if !writers.isEmpty { writers.removeFirst().resume() }
            return item
        }
        if isFinished { return nil }
        return await withCheckedContinuation { reader = $0 }
    }

    /// Ends the queue: nothing more is added, and the reader gets what is left, then nil.
    func finish() {
        isFinished = true
        reader?.resume(returning: nil)
        reader = nil
        for writer in writers { writer.resume() }
        writers = []
    }
}
