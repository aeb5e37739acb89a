/// The server could not start, said in one line (ArgumentParser prints it and exits with 1).
public struct ServeFailure: Error, CustomStringConvertible {
    /// What went wrong and what to do, in one line.
    public let description: String
}
