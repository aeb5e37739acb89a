import Foundation
import Testing

/// Compares `actual` with the stored snapshot `name` under the test target's `__Snapshots__`.
///
/// A missing snapshot is written and the test fails, so that a new snapshot is always reviewed;
/// `PANEKIT_RECORD=1` rewrites existing ones. A mismatch prints a line diff.
public func assertSnapshot(
    _ actual: String,
    named name: String,
    filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let directory = snapshotDirectory(from: filePath)
    let file = directory.appendingPathComponent(name + ".txt")
    let record = ProcessInfo.processInfo.environment["PANEKIT_RECORD"] == "1"
    guard !record, let expected = try? String(contentsOf: file, encoding: .utf8) else {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? actual.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("recorded snapshot \(name); review it and run again", sourceLocation: sourceLocation)
        return
    }
    if let difference = snapshotDifference(expected: expected, actual: actual, named: name) {
        Issue.record(Comment(rawValue: difference), sourceLocation: sourceLocation)
    }
}

/// What a snapshot that is not `expected` reports: its name and a line diff; nil when equal.
public func snapshotDifference(expected: String, actual: String, named name: String) -> String? {
    expected == actual ? nil : "snapshot \(name) differs:\n\(lineDiff(expected: expected, actual: actual))"
}

/// The lines that differ, marked `-` (expected) and `+` (actual), with their line numbers.
public func lineDiff(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var out: [String] = []
    for index in 0..<max(old.count, new.count) {
        let left = index < old.count ? String(old[index]) : nil
        let right = index < new.count ? String(new[index]) : nil
        if left != right {
            if let left { out.append("\(index + 1) - \(left)") }
            if let right { out.append("\(index + 1) + \(right)") }
        }
    }
    return out.joined(separator: "\n")
}

private func snapshotDirectory(from filePath: String) -> URL {
    // The test target's folder: the one directly under Tests/.
    var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while url.pathComponents.count > 2, url.deletingLastPathComponent().lastPathComponent != "Tests" {
        url = url.deletingLastPathComponent()
    }
    return url.appendingPathComponent("__Snapshots__")
}
