/// SSH's binary encoding (RFC 4251 §5) for the key files the server reads and writes:
/// big-endian 32-bit integers and length-prefixed strings.
struct SSHWireWriter {
    private(set) var bytes: [UInt8] = []

    mutating func write(_ value: UInt32) {
        bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    mutating func write(string: some Collection<UInt8>) {
        write(UInt32(string.count))
        bytes += string
    }

    mutating func write(string: String) { write(string: Array(string.utf8)) }

    mutating func write(raw: some Collection<UInt8>) { bytes += raw }
}

/// Reads what ``SSHWireWriter`` writes; every read returns nil past the end.
struct SSHWireReader {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var remaining: Int { bytes.count - offset }

    mutating func readUInt32() -> UInt32? {
        guard remaining >= 4 else { return nil }
        defer { offset += 4 }
        return bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    mutating func readString() -> [UInt8]? {
        guard let length = readUInt32().map(Int.init), length <= remaining else { return nil }
        defer { offset += length }
        return Array(bytes[offset..<offset + length])
    }

    mutating func readRaw(_ count: Int) -> [UInt8]? {
        guard count <= remaining else { return nil }
        defer { offset += count }
        return Array(bytes[offset..<offset + count])
    }
}
