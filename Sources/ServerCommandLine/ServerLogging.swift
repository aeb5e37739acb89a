import Foundation
import Logging

/// The logs of a served app: to standard error, at the level `PANEKIT_LOG` names (`info` by
/// default; `debug`, `warning`, `error` …).
public enum ServerLogging {
    /// Sends every logger's lines to standard error at that level; call once, first.
    public static func bootstrap() {
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = ProcessInfo.processInfo.environment["PANEKIT_LOG"].flatMap { Logger.Level(rawValue: $0) } ?? .info
            return handler
        }
    }
}
