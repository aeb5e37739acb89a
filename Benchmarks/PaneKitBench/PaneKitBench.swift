import ArgumentParser
import Foundation
import PaneKit
import PostboxKit

/// PaneKit's in-process benchmarks (core and server pipeline). Release builds only; prints one
/// JSON array of measurements. `scripts/bench` runs it with the browser and load benchmarks.
@main
struct PaneKitBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "panekit-bench",
        abstract: "Time PaneKit's core and server pipeline on Postbox mailboxes; print JSON.")

    @Flag(help: "About a second per benchmark instead of five.") var quick = false
    @Option(help: "Mailbox sizes for the pipeline, comma-separated.") var sizes = "1000,10000,1000000"
    @Option(help: "Where sample mailboxes are made once and kept.") var dataDir = "/tmp/panekit-bench-data"
    @Option(help: "Run only the benchmarks whose name contains this (for profiling one).") var only: String?

    func run() async throws {
        let seconds = quick ? 1.0 : 5.0
        let counts = sizes.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        var results: [Measurement] = []
        try await Measurement.$only.withValue(only) {
            for (index, count) in counts.enumerated() {
                let store = try Self.store(messages: count, in: dataDir)
                if index == 0, Measurement.only.map({ $0.hasPrefix("memory") }) ?? true {
                    results += await MemoryBenchmarks.run(store: store)
                    results.append(await TerminalBenchmarks.memory(store: store))
                }
                // `--only` skips the sections its name is not in.
                func runs(_ section: String) -> Bool { Measurement.only.map { $0.hasPrefix(section) || !$0.contains(".") && section.hasPrefix($0) } ?? true }
                if index == 0, runs("core") { results += try await MainActor.run { try CoreBenchmarks.run(seconds: seconds, store: store) } }
                if runs("pipeline") { results += try await PipelineBenchmarks.run(seconds: seconds, store: store, size: count) }
                if runs("terminal") { results += try await MainActor.run { try TerminalBenchmarks.run(seconds: seconds, store: store, size: count) } }
            }
        }
        // A skipped benchmark, and the sizes it would have seen, has no runs.
        results.removeAll { $0.runs == 0 }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        print(String(decoding: try encoder.encode(results), as: UTF8.self))
    }

    /// A sample mailbox of `messages`, made once in `directory` (the folder layout
    /// `Benchmarks/postbox/open_mailbox.py` uses too, so they share it).
    static func store(messages: Int, in directory: String) throws -> MailStore {
        let folder = URL(fileURLWithPath: directory).appendingPathComponent("postbox-bench-\(messages)")
        let marker = folder.appendingPathComponent("complete")
        let files = FileManager.default
        if !files.fileExists(atPath: marker.path) {
            try? files.removeItem(at: folder)
            try files.createDirectory(at: folder, withIntermediateDirectories: true)
            FileHandle.standardError.write(Data("making a sample mailbox of \(messages) messages in \(folder.path)…\n".utf8))
            let store = try MailStore(path: folder.appendingPathComponent("mail.sqlite").path)
            try SampleMailbox.populate(store, messages: messages)
            _ = files.createFile(atPath: marker.path, contents: nil)
        }
        return try MailStore(path: folder.appendingPathComponent("mail.sqlite").path)
    }
}
