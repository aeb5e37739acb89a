import Crypto
import Foundation
import NIOSSH
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The server's Ed25519 host key: made on the first start, kept in a file only its owner can read
/// (mode 0600), and read back on every later start, so clients see the same fingerprint.
///
/// The file is an unencrypted OpenSSH private key (`-----BEGIN OPENSSH PRIVATE KEY-----`), so
/// `ssh-keygen -l -f FILE` prints its fingerprint and `ssh-keygen -y -f FILE` the line for a
/// client's `known_hosts`.
public enum SSHHostKey {
    static let keyType = "ssh-ed25519"
    static let begin = "-----BEGIN OPENSSH PRIVATE KEY-----"
    static let end = "-----END OPENSSH PRIVATE KEY-----"
    static let magic = Array("openssh-key-v1\0".utf8)

    /// The key in the file at `path`, made there first when there is none.
    public static func loadOrCreate(at path: String) throws -> NIOSSHPrivateKey {
        if !FileManager.default.fileExists(atPath: path) {
            try create(at: path)
        }
        return NIOSSHPrivateKey(ed25519Key: try load(at: path))
    }

    /// The key's fingerprint as `ssh` and `ssh-keygen -l` print it: `SHA256:` and unpadded base64.
    public static func fingerprint(of key: NIOSSHPublicKey) -> String {
        let line = String(openSSHPublicKey: key)
        let blob = line.split(separator: " ").dropFirst().first.flatMap { Data(base64Encoded: String($0)) } ?? Data()
        let digest = Data(SHA256.hash(data: blob)).base64EncodedString()
        return "SHA256:" + digest.replacingOccurrences(of: "=", with: "")
    }

    /// Reads an unencrypted OpenSSH Ed25519 private key, refusing a file others can read.
    static func load(at path: String) throws -> Curve25519.Signing.PrivateKey {
        var info = stat()
        guard stat(path, &info) == 0 else { throw SSHSetupError("cannot read the host key \(path): \(String(cString: strerror(errno)))") }
        if info.st_mode & 0o077 != 0 {
            throw SSHSetupError("the host key \(path) can be read by others (mode \(String(info.st_mode & 0o777, radix: 8))): run chmod 600 \(path)")
        }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw SSHSetupError("cannot read the host key \(path)")
        }
        do {
            return try decode(text)
        } catch let error as SSHSetupError {
            throw SSHSetupError("the host key \(path) is unusable: \(error.description)")
        }
    }

    /// Makes a key and writes it to `path` without ever replacing a file already there.
    static func create(at path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty, !FileManager.default.fileExists(atPath: directory) {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        }
        let text = encode(Curve25519.Signing.PrivateKey(), comment: "panekit-ssh-host-key")
        let temporary = path + ".\(getpid()).partial"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw SSHSetupError("cannot write the host key \(temporary): \(String(cString: strerror(errno)))") }
        defer { unlink(temporary) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written == bytes.count, synced else { throw SSHSetupError("cannot write the host key \(temporary)") }
        // link, not rename: a key another process made meanwhile is kept, and read back.
        if link(temporary, path) != 0, errno != EEXIST {
            throw SSHSetupError("cannot write the host key \(path): \(String(cString: strerror(errno)))")
        }
    }

    /// The key as an unencrypted OpenSSH private key file.
    static func encode(_ key: Curve25519.Signing.PrivateKey, comment: String) -> String {
        let publicKey = Array(key.publicKey.rawRepresentation)
        var publicBlob = SSHWireWriter()
        publicBlob.write(string: keyType)
        publicBlob.write(string: publicKey)

        var secret = SSHWireWriter()
        let check = UInt32.random(in: .min ... .max)
        secret.write(check)
        secret.write(check)
        secret.write(string: keyType)
        secret.write(string: publicKey)
        secret.write(string: Array(key.rawRepresentation) + publicKey)
        secret.write(string: comment)
        var pad: UInt8 = 1
        while secret.bytes.count % 8 != 0 {
            secret.write(raw: [pad])
            pad += 1
        }

        var file = SSHWireWriter()
        file.write(raw: magic)
        file.write(string: "none")
        file.write(string: "none")
        file.write(string: [UInt8]())
        file.write(1)
        file.write(string: publicBlob.bytes)
        file.write(string: secret.bytes)

        let base64 = Array(Data(file.bytes).base64EncodedString())
        let lines = stride(from: 0, to: base64.count, by: 70).map { String(base64[$0..<min($0 + 70, base64.count)]) }
        return ([begin] + lines + [end]).joined(separator: "\n") + "\n"
    }

    /// The key in an unencrypted OpenSSH Ed25519 private key file.
    static func decode(_ text: String) throws -> Curve25519.Signing.PrivateKey {
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = lines.firstIndex(of: begin), let last = lines.firstIndex(of: end), first < last,
              let data = Data(base64Encoded: lines[(first + 1)..<last].joined()) else {
            throw SSHSetupError("not an OpenSSH private key")
        }
        var file = SSHWireReader(Array(data))
        guard file.readRaw(magic.count) == magic else { throw SSHSetupError("not an OpenSSH private key") }
        guard let cipher = file.readString(), let kdf = file.readString(), file.readString() != nil else {
            throw SSHSetupError("truncated")
        }
        guard cipher == Array("none".utf8), kdf == Array("none".utf8) else {
            throw SSHSetupError("it is encrypted; the server needs an unencrypted key")
        }
        guard file.readUInt32() == 1, file.readString() != nil, let secretBytes = file.readString() else {
            throw SSHSetupError("it must hold exactly one key")
        }
        var secret = SSHWireReader(secretBytes)
        guard let check1 = secret.readUInt32(), let check2 = secret.readUInt32(), check1 == check2 else {
            throw SSHSetupError("it is damaged (check numbers differ)")
        }
        guard let type = secret.readString(), type == Array(keyType.utf8) else {
            throw SSHSetupError("it is not an Ed25519 key (ssh-keygen -t ed25519 makes one)")
        }
        guard let publicKey = secret.readString(), publicKey.count == 32,
              let both = secret.readString(), both.count == 64,
              let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: both[0..<32]),
              Array(key.publicKey.rawRepresentation) == publicKey, Array(both[32...]) == publicKey else {
            throw SSHSetupError("its Ed25519 key is damaged")
        }
        return key
    }
}
