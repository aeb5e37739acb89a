import ArgumentParser
import PaneKit
import PostboxStore

/// `postbox generate`: a large sample mailbox for benchmarks.
struct Generate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Fill an empty data folder with a large sample mailbox (for benchmarks).")

    @Option(help: "How many messages to make.") var messages = 10_000
    @Option(help: "The seed of the sample generator.") var seed: UInt64 = 2026
    @OptionGroup var data: DataOptions

    func validate() throws {
        guard messages > 0, messages <= 10_000_000 else { throw ValidationError("--messages takes a number from 1 to 10000000") }
    }

    func run() async throws {
        let store = try data.openStore()
        guard try store.isEmpty() else { throw CommandFailure("\(data.place) already holds mail; pass another --data-dir or --database") }
        try SampleMailbox.populate(store, messages: messages, seed: seed)
        print("Made \(messages) messages in \(data.place).")
    }
}
