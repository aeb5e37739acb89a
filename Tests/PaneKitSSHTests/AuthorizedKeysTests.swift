import NIOSSH
import Testing
@testable import PaneKitSSH

@Suite struct AuthorizedKeysTests {
    static let tester = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIEbGF27bfQK+CDvTtbf7xZ+3tfrQhoi3rZkP6FFJlrZt"
    static let stranger = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIDKDYfWszAO2fa9XY25RqdmsVwFciAYqSlXx3l2MZQyg"
    static let ecdsa = "ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBMXz6pswTTk0vimqvAIpuI8w5yOYRn3pXlbKeUszyQHkiFIUfvKZXkiw83K8RfCpaxYl47pvJJYmdTWi6IwA3Rg="

    static func key(_ line: String) throws -> NIOSSHPublicKey { try NIOSSHPublicKey(openSSHPublicKey: line) }

    @Test func readsKeysAndTheirCommentsSkippingBlankLinesAndComments() throws {
        let keys = try AuthorizedKeys(parsing: "# mine\n\n\(Self.tester) tester@laptop\r\n  \(Self.ecdsa) ec 256\n")
        #expect(keys.keys.count == 2)
        #expect(keys.allows(try Self.key(Self.tester)))
        #expect(keys.allows(try Self.key(Self.ecdsa)))
        #expect(!keys.allows(try Self.key(Self.stranger)))
        #expect(keys.keys[try Self.key(Self.tester)] == "tester@laptop")
        #expect(keys.keys[try Self.key(Self.ecdsa)] == "ec 256")
        #expect(keys.warnings.isEmpty)
    }

    @Test func skipsUnsupportedKeysWithAWarningNamingTheLine() throws {
        let keys = try AuthorizedKeys(parsing: "ssh-rsa AAAAB3NzaC1yc2E rsa\n\(Self.tester)\nssh-ed25519-cert-v01@openssh.com AAAA cert\n", source: "keys")
        #expect(keys.keys.count == 1)
        #expect(keys.warnings.count == 2)
        #expect(keys.warnings[0].hasPrefix("keys:1: skipped: RSA keys are not supported"))
        #expect(keys.warnings[1].hasPrefix("keys:3: skipped: certificates"))
    }

    @Test func takesLinesWhoseOptionsOnlyForbidWhatTheServerNeverDoes() throws {
        let keys = try AuthorizedKeys(parsing: "restrict,no-port-forwarding,No-X11-Forwarding \(Self.tester) c\n")
        #expect(keys.allows(try Self.key(Self.tester)))
        #expect(keys.keys[try Self.key(Self.tester)] == "c")
    }

    @Test(arguments: ["no-pty", "from=\"10.0.0.0/8\"", "command=\"echo hi, there\"", "restrict,expiry-time=\"20300101\""])
    func skipsLinesWithOptionsItCannotHonour(options: String) throws {
        let keys = try AuthorizedKeys(parsing: "\(options) \(Self.tester)\n\(Self.ecdsa)\n", source: "keys")
        #expect(!keys.allows(try Self.key(Self.tester)))
        #expect(keys.allows(try Self.key(Self.ecdsa)))
        #expect(keys.warnings.count == 1)
        #expect(keys.warnings[0].hasPrefix("keys:1: skipped: the server cannot honour the option"))
    }

    @Test(arguments: [
        ("ssh-ed25519 not-base64!!", "keys:2: the ssh-ed25519 key cannot be read"),
        ("ssh-ed25519", "keys:2: the ssh-ed25519 key cannot be read (it is missing)"),
        ("hello world", "keys:2: expected a key type"),
        ("ssh-ed448 AAAAC3NzaC1lZDQ0OA", "keys:2: unknown key type “ssh-ed448”"),
        ("from=\"10.0.0.1 \(tester)", "keys:2: unbalanced quotes"),
        ("ecdsa-sha2-nistp256 AAAAC3NzaC1lZDI1NTE5AAAAIEbGF27bfQK+CDvTtbf7xZ+3tfrQhoi3rZkP6FFJlrZt", "keys:2: the ecdsa-sha2-nistp256 key cannot be read"),
    ])
    func refusesALineItCannotReadNamingIt(line: String, message: String) {
        #expect {
            try AuthorizedKeys(parsing: "\(Self.tester)\n\(line)\n", source: "keys")
        } throws: { error in
            (error as? SSHSetupError)?.description.hasPrefix(message) == true
        }
    }
}
