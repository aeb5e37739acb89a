import Foundation
import Testing
@testable import PaneKitSSH

@Suite struct SSHServerRulesTests {
    static func configuration(host: String, keys: String?) -> SSHTerminalServer.Configuration {
        SSHTerminalServer.Configuration(host: host, port: 0, hostKeyPath: "/nonexistent/key", authorizedKeysPath: keys)
    }

    @Test func loopbackWithoutKeysAcceptsAnyKeyButOnlyFromLoopback() throws {
        let policy = try SSHAccessPolicy.make(for: Self.configuration(host: "127.0.0.1", keys: "/nonexistent/authorized_keys"))
        let key = try AuthorizedKeysTests.key(AuthorizedKeysTests.stranger)
        #expect(policy.allows(key, peerIsLoopback: true))
        #expect(!policy.allows(key, peerIsLoopback: false))
    }

    @Test(arguments: ["0.0.0.0", "::", "192.0.2.1", "example.com"])
    func beyondLoopbackWithoutKeysRefusesToStart(host: String) {
        #expect { try SSHAccessPolicy.make(for: Self.configuration(host: host, keys: nil)) } throws: { error in
            (error as? SSHSetupError)?.description.contains("beyond loopback") == true
        }
    }

    @Test func aKeysFileWithNoUsableKeyRefusesToStart() throws {
        let path = NSTemporaryDirectory() + "panekit-ssh-keys-\(UUID().uuidString)"
        #expect(FileManager.default.createFile(atPath: path, contents: Data("ssh-rsa AAAAB3NzaC1yc2E rsa\n".utf8)))
        #expect { try SSHAccessPolicy.make(for: Self.configuration(host: "127.0.0.1", keys: path)) } throws: { error in
            (error as? SSHSetupError)?.description.contains("no key the server can use") == true
        }
    }

    @Test(arguments: ["localhost", "127.0.0.1", "127.1.2.3", "::1", "[::1]"])
    func loopbackHosts(host: String) { #expect(Loopback.isLoopback(host: host)) }

    @Test func execCommandsAreDeepLinks() {
        #expect(SSHSessionChannelHandler.path(ofCommand: "/mailbox/inbox") == "/mailbox/inbox")
        #expect(SSHSessionChannelHandler.path(ofCommand: " mailbox/inbox\n") == "/mailbox/inbox")
        #expect(SSHSessionChannelHandler.path(ofCommand: "") == "/")
        #expect(SSHSessionChannelHandler.path(ofCommand: String(repeating: "a", count: 3000)) == nil)
    }

    @Test func ptySizesAreDefaultedAndClamped() {
        #expect(SSHSessionChannelHandler.size(columns: 0, rows: 0) == (80, 24))
        #expect(SSHSessionChannelHandler.size(columns: 100_000, rows: 100_000) == (1000, 500))
        #expect(SSHSessionChannelHandler.size(columns: 120, rows: 40) == (120, 40))
    }

    @Test func onlyTerminalAndLanguageVariablesAreKept() {
        #expect(SSHSessionRequest.acceptedEnvironment("COLORTERM"))
        #expect(SSHSessionRequest.acceptedEnvironment("LC_ALL"))
        #expect(!SSHSessionRequest.acceptedEnvironment("LD_PRELOAD"))
        #expect(!SSHSessionRequest.acceptedEnvironment("PATH"))
    }
}
