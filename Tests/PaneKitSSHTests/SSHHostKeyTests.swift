import Crypto
import Foundation
import NIOSSH
import Testing
@testable import PaneKitSSH

@Suite struct SSHHostKeyTests {
    static func temporaryFolder() -> String {
        let path = NSTemporaryDirectory() + "panekit-ssh-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func makesAPrivateKeyFileOnceAndReadsItBack() throws {
        let path = Self.temporaryFolder() + "/new/host_key"
        let first = try SSHHostKey.loadOrCreate(at: path)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let second = try SSHHostKey.loadOrCreate(at: path)
        #expect(first.publicKey == second.publicKey)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("-----BEGIN OPENSSH PRIVATE KEY-----\n"))
        #expect(text.hasSuffix("-----END OPENSSH PRIVATE KEY-----\n"))
    }

    @Test func encodesAndDecodesTheSameKey() throws {
        let key = Curve25519.Signing.PrivateKey()
        let decoded = try SSHHostKey.decode(SSHHostKey.encode(key, comment: "c"))
        #expect(decoded.rawRepresentation == key.rawRepresentation)
    }

    @Test func refusesAFileOthersCanRead() throws {
        let path = Self.temporaryFolder() + "/host_key"
        _ = try SSHHostKey.loadOrCreate(at: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        #expect { try SSHHostKey.loadOrCreate(at: path) } throws: { error in
            (error as? SSHSetupError)?.description.contains("chmod 600") == true
        }
    }

    @Test func refusesAFileThatIsNotAnOpenSSHKey() throws {
        let path = Self.temporaryFolder() + "/host_key"
        #expect(FileManager.default.createFile(atPath: path, contents: Data("hello\n".utf8), attributes: [.posixPermissions: 0o600]))
        #expect { try SSHHostKey.loadOrCreate(at: path) } throws: { error in
            (error as? SSHSetupError)?.description.contains("not an OpenSSH private key") == true
        }
    }

    @Test func printsFingerprintsAsOpenSSHDoes() throws {
        // ssh-keygen -l prints SHA256:HCZwunvJdyiVAorhvxsX6fTSk0Icpin7R9g/B4WQ+UM for this key.
        let key = try NIOSSHPublicKey(openSSHPublicKey: AuthorizedKeysTests.tester)
        #expect(SSHHostKey.fingerprint(of: key) == "SHA256:HCZwunvJdyiVAorhvxsX6fTSk0Icpin7R9g/B4WQ+UM")
    }
}
