@testable import PaneKitServer
import NIOCore
import Testing

/// Who may use a server: Host and Origin against the allow-list (DNS rebinding), and the access
/// token (SECURITY.md). The same matrix runs against the real server in Tests/Browser/test_access.py.
@Suite("Server access")
struct AccessTests {
    static let secret = AccessToken("s3cret-token-0123456789")!
    let loopback = HostPolicy(listeningOn: "127.0.0.1", allowedHosts: [])

    @Test("On loopback the loopback names at the server's port are answered, and nothing else",
          arguments: [
              ("127.0.0.1:8080", true), ("localhost:8080", true), ("LOCALHOST:8080", true), ("[::1]:8080", true),
              ("evil.example:8080", false), ("evil.example", false), ("localhost:9999", false), ("localhost", false),
              ("127.0.0.2:8080", false), ("127.1:8080", false), ("2130706433:8080", false), ("0x7f.0.0.1:8080", false),
              ("[::ffff:127.0.0.1]:8080", false), ("::1:8080", false), ("localhost.:8080", false), ("192.168.1.5:8080", false),
              ("", false), ("localhost:", false), ("localhost:80800", false), ("user@localhost:8080", false),
              ("local host:8080", false), ("localhost:8080/x", false),
          ])
    func loopbackHosts(host: String, allowed: Bool) {
        #expect(loopback.allows(host: host, port: 8080) == allowed)
    }

    @Test("A missing Host header is refused")
    func missingHost() {
        #expect(!loopback.allows(host: nil, port: 8080))
    }

    @Test("Names the operator allows are answered at any port, or at the one port given")
    func allowedNames() {
        let policy = HostPolicy(listeningOn: "127.0.0.1", allowedHosts: ["mail.example.com", "Pinned.Example:8443"])
        #expect(policy.allows(host: "mail.example.com", port: 8080))
        #expect(policy.allows(host: "MAIL.example.com:443", port: 8080))
        #expect(policy.allows(host: "pinned.example:8443", port: 8080))
        #expect(!policy.allows(host: "pinned.example:9443", port: 8080))
        #expect(!policy.allows(host: "pinned.example", port: 8080))
        #expect(!policy.allows(host: "other.example.com", port: 8080))
        #expect(!policy.allows(host: "mail.example.com.evil.example", port: 8080))
    }

    @Test("Beyond loopback, IP literals and the machine's names at its port are answered too, never another name")
    func beyondLoopback() {
        let policy = HostPolicy(listeningOn: "0.0.0.0", allowedHosts: [], machineNames: ["mybox", "mybox.local"])
        #expect(policy.allows(host: "192.168.1.5:8080", port: 8080))
        #expect(policy.allows(host: "[fd00::5]:8080", port: 8080))
        #expect(policy.allows(host: "mybox.local:8080", port: 8080))
        #expect(policy.allows(host: "localhost:8080", port: 8080))
        #expect(!policy.allows(host: "192.168.1.5:9090", port: 8080))
        #expect(!policy.allows(host: "evil.example:8080", port: 8080))
        #expect(!policy.allows(host: "192.168.001.005:8080", port: 8080))
    }

    @Test("A server listening on another loopback address answers that address")
    func otherLoopbackAddress() {
        let policy = HostPolicy(listeningOn: "127.0.0.2", allowedHosts: [])
        #expect(policy.allows(host: "127.0.0.2:8080", port: 8080))
        #expect(!policy.allows(host: "10.0.0.1:8080", port: 8080))
        #expect(HostPolicy.isLoopback("127.0.0.2") && HostPolicy.isLoopback("::1") && HostPolicy.isLoopback("[::1]"))
        #expect(!HostPolicy.isLoopback("0.0.0.0") && !HostPolicy.isLoopback("192.168.1.5") && !HostPolicy.isLoopback("127.example"))
    }

    @Test("A socket's Origin must be http or https and a name of this server",
          arguments: [
              ("http://127.0.0.1:8080", true), ("http://localhost:8080", true), ("https://localhost:8080", true),
              ("http://[::1]:8080", true), ("http://evil.example:8080", false), ("http://localhost:3000", false),
              ("null", false), ("file://", false), ("http://localhost:8080/path", false), ("ws://localhost:8080", false),
              ("http://localhost", false), ("", false),
          ])
    func origins(origin: String, allowed: Bool) {
        #expect(loopback.allows(origin: origin, requestHost: "127.0.0.1:8080", port: 8080) == allowed)
    }

    @Test("Beyond loopback an IP literal origin is allowed only as the request's own host")
    func ipLiteralOrigins() {
        let policy = HostPolicy(listeningOn: "0.0.0.0", allowedHosts: [], machineNames: ["mybox"])
        #expect(policy.allows(origin: "http://192.168.1.5:8080", requestHost: "192.168.1.5:8080", port: 8080))
        #expect(!policy.allows(origin: "http://6.6.6.6:8080", requestHost: "192.168.1.5:8080", port: 8080))
        #expect(!policy.allows(origin: "http://192.168.1.5:9090", requestHost: "192.168.1.5:8080", port: 8080))
        #expect(policy.allows(origin: "http://mybox:8080", requestHost: "192.168.1.5:8080", port: 8080))
        // Same origin as the request passes here; such a request's Host was refused before.
        #expect(policy.allows(origin: "http://evil.example:8080", requestHost: "evil.example:8080", port: 8080))
        #expect(!policy.allows(host: "evil.example:8080", port: 8080))
    }

    @Test("A proxy's origin is allowed with its name, at its default port")
    func proxyOrigin() {
        let policy = HostPolicy(listeningOn: "127.0.0.1", allowedHosts: ["mail.example.com:443"])
        #expect(policy.allows(origin: "https://mail.example.com", requestHost: "127.0.0.1:8080", port: 8080))
        #expect(!policy.allows(origin: "http://mail.example.com", requestHost: "127.0.0.1:8080", port: 8080))
        #expect(!policy.allows(origin: nil, requestHost: "127.0.0.1:8080", port: 8080))
    }

    @Test("Tokens: 16 to 256 URL-safe characters; random ones are 64 hex digits and differ")
    func tokens() {
        #expect(AccessToken("short") == nil)
        #expect(AccessToken(String(repeating: "a", count: 257)) == nil)
        #expect(AccessToken("has a space in it!!") == nil)
        #expect(AccessToken("abcdefghijklmnop;") == nil)
        #expect(AccessToken("Abc-def.ghi_jkl~0123") != nil)
        let one = AccessToken.random(), two = AccessToken.random()
        #expect(one.value.count == 64 && one.value.allSatisfy(\.isHexDigit))
        #expect(one != two)
        #expect(!"\(one)".contains(one.value))
    }

    @Test("The token compare reads every byte: equal, wrong, prefix, longer, empty")
    func constantTimeCompare() {
        let token = AccessToken("0123456789abcdef0123")!
        #expect(token.matches("0123456789abcdef0123"))
        #expect(!token.matches("0123456789abcdef0124"))
        #expect(!token.matches("1123456789abcdef0123"))
        #expect(!token.matches("0123456789abcdef012"))
        #expect(!token.matches("0123456789abcdef01234"))
        #expect(!token.matches(""))
        #expect(AccessToken.constantTimeEqual([], []))
        #expect(!AccessToken.constantTimeEqual([0], []))
        #expect(!AccessToken.constantTimeEqual([1, 2], [1, 2, 0]))
    }

    func access(token: AccessToken?, port: Int = 8080) -> ServerAccess {
        ServerAccess(policy: loopback, token: token, listeningPort: ListeningPort(port))
    }

    @Test("Without a token every request for an allowed host passes; another host is refused first")
    func noToken() {
        let access = access(token: nil)
        #expect(access.decide(method: "GET", host: "127.0.0.1:8080", path: "/", query: nil, cookies: nil) == .allow)
        #expect(access.decide(method: "GET", host: "evil.example:8080", path: "/", query: nil, cookies: nil) == .wrongHost)
        #expect(access.decide(method: "GET", host: "evil.example:8080", path: "/health", query: nil, cookies: nil) == .wrongHost)
    }

    @Test("With a token: none, wrong, right (exchanged for a cookie), the cookie again, another port's cookie")
    func withToken() throws {
        let token = Self.secret
        let access = access(token: token)
        let host = "127.0.0.1:8080"
        #expect(access.decide(method: "GET", host: host, path: "/", query: nil, cookies: nil) == .tokenNeeded)
        #expect(access.decide(method: "GET", host: host, path: "/panekit/panekit.js", query: nil, cookies: nil) == .tokenNeeded)
        #expect(access.decide(method: "GET", host: host, path: "/", query: "token=wrong-token-0123456789", cookies: nil) == .tokenNeeded)
        #expect(access.decide(method: "GET", host: host, path: "/mailbox/inbox", query: "token=\(token.value)", cookies: nil)
            == .tokenAccepted(location: "/mailbox/inbox"))
        #expect(access.decide(method: "GET", host: host, path: "/", query: "a=1&token=\(token.value)&b=2", cookies: nil)
            == .tokenAccepted(location: "/?a=1&b=2"))
        #expect(access.decide(method: "POST", host: host, path: "/", query: "token=\(token.value)", cookies: nil) == .tokenNeeded)
        #expect(access.decide(method: "GET", host: host, path: "/", query: nil, cookies: "x=1; panekit-token-8080=\(token.value)") == .allow)
        #expect(access.decide(method: "GET", host: host, path: "/", query: nil, cookies: "panekit-token-9090=\(token.value)") == .tokenNeeded)
        #expect(access.decide(method: "GET", host: host, path: "/", query: nil, cookies: "panekit-token-8080=\(token.value)x") == .tokenNeeded)
        #expect(access.decide(method: "GET", host: host, path: "/health", query: nil, cookies: nil) == .allow)
        #expect(access.decide(method: "GET", host: host, path: "/health/sessions", query: nil, cookies: nil) == .tokenNeeded)
        #expect(access.decide(method: "GET", host: "evil.example:8080", path: "/", query: "token=\(token.value)", cookies: nil) == .wrongHost)
        // Another service on the host may set a cookie of the same name (another path): any may match.
        #expect(access.decide(method: "GET", host: host, path: "/", query: nil, cookies: "panekit-token-8080=junk; panekit-token-8080=\(token.value)")
            == .allow)
    }

    @Test("A second Host header is refused before anything else")
    func twoHosts() {
        let access = access(token: nil)
        #expect(access.decide(method: "GET", host: "127.0.0.1:8080", path: "/", query: nil, cookies: nil, secondHost: true) == .twoHosts)
        #expect(!access.allowsSocket(host: "127.0.0.1:8080", origin: "http://127.0.0.1:8080", cookies: nil, secondHost: true))
    }

    @Test("Behind a TLS proxy a Host without a port means 443")
    func forwardedHTTPS() {
        let access = ServerAccess(policy: HostPolicy(listeningOn: "127.0.0.1", allowedHosts: ["mail.example.com:443"]), token: nil,
                                  listeningPort: ListeningPort(8080))
        #expect(access.decide(method: "GET", host: "mail.example.com", path: "/", query: nil, cookies: nil, overHTTPS: true) == .allow)
        #expect(access.decide(method: "GET", host: "mail.example.com", path: "/", query: nil, cookies: nil) == .wrongHost)
        #expect(access.allowsSocket(host: "mail.example.com", origin: "https://mail.example.com", cookies: nil, overHTTPS: true))
    }

    @Test("The redirect after the token stays on this server (a // path is not another site)")
    func noOpenRedirect() throws {
        let token = Self.secret
        let access = access(token: token)
        for path in ["//evil.example/x", "/\\evil.example", "/a\\b"] {
            #expect(access.decide(method: "GET", host: "127.0.0.1:8080", path: path, query: "token=\(token.value)", cookies: nil)
                == .tokenAccepted(location: "/"))
        }
        // The token is taken out of the address however its name is spelled.
        #expect(access.decide(method: "GET", host: "127.0.0.1:8080", path: "/a", query: "%74oken=\(token.value)&b=1", cookies: nil)
            == .tokenAccepted(location: "/a?b=1"))
    }

    @Test("The cookie is HttpOnly and SameSite=Strict, Secure behind TLS, named by the port the browser addressed")
    func cookie() throws {
        let access = access(token: Self.secret, port: 9123)
        #expect(access.cookie(host: "127.0.0.1:9123", secure: false) == "panekit-token-9123=s3cret-token-0123456789; Path=/; HttpOnly; SameSite=Strict")
        #expect(access.cookie(host: "mail.example.com", secure: true) == "panekit-token-443=s3cret-token-0123456789; Path=/; HttpOnly; SameSite=Strict; Secure")
        #expect(access.cookie(host: nil, secure: false).hasPrefix("panekit-token-9123="))
    }

    @Test("Issue 17: X-Forwarded-Proto counts from a proxy on this machine or a listed one, and from no one else")
    func trustedProxies() throws {
        let proxies = TrustedProxies(["10.0.0.2", "FD00::2"])
        func peer(_ ip: String) throws -> SocketAddress { try SocketAddress(ipAddress: ip, port: 40000) }
        #expect(proxies.overHTTPS(forwardedProto: "https", peer: try peer("127.0.0.1")))
        #expect(proxies.overHTTPS(forwardedProto: "https", peer: try peer("::1")))
        #expect(proxies.overHTTPS(forwardedProto: "https", peer: try peer("10.0.0.2")))
        #expect(proxies.overHTTPS(forwardedProto: "https", peer: try peer("fd00::2")))
        #expect(!proxies.overHTTPS(forwardedProto: "https", peer: try peer("10.0.0.3")), "a client that reached the node directly")
        #expect(!proxies.overHTTPS(forwardedProto: "https", peer: nil))
        #expect(!proxies.overHTTPS(forwardedProto: "http", peer: try peer("127.0.0.1")))
        #expect(PaneServer.Configuration.isValidProxyAddress("10.0.0.2") && PaneServer.Configuration.isValidProxyAddress("fd00::2"))
        #expect(!PaneServer.Configuration.isValidProxyAddress("proxy.internal") && !PaneServer.Configuration.isValidProxyAddress("10.0.0.0/8"))
    }

    @Test("Issue 17: behind a proxy every node names the cookie by the proxy's port, so one node's cookie lets the page in on another")
    func cookieAcrossNodes() {
        let token = Self.secret
        let nodes = [8081, 8082, 8083].map { port in
            ServerAccess(policy: HostPolicy(listeningOn: "127.0.0.1", allowedHosts: ["mail.example.com"]),
                         token: token, listeningPort: ListeningPort(port))
        }
        let set = nodes[0].cookie(host: "mail.example.com", secure: true)
        let cookie = String(set.prefix { $0 != ";" })
        for node in nodes {
            #expect(node.decide(method: "GET", host: "mail.example.com", path: "/", query: nil, cookies: cookie, overHTTPS: true) == .allow)
            #expect(node.allowsSocket(host: "mail.example.com", origin: "https://mail.example.com", cookies: cookie, overHTTPS: true))
        }
    }

    @Test("A socket needs an allowed host, an allowed origin and, when demanded, the token's cookie")
    func socket() throws {
        let token = Self.secret
        let open = access(token: nil), locked = access(token: token)
        #expect(open.allowsSocket(host: "127.0.0.1:8080", origin: "http://127.0.0.1:8080", cookies: nil))
        #expect(!open.allowsSocket(host: "evil.example:8080", origin: "http://evil.example:8080", cookies: nil))
        #expect(!open.allowsSocket(host: "127.0.0.1:8080", origin: "http://evil.example:8080", cookies: nil))
        #expect(!open.allowsSocket(host: "127.0.0.1:8080", origin: nil, cookies: nil))
        #expect(!locked.allowsSocket(host: "127.0.0.1:8080", origin: "http://127.0.0.1:8080", cookies: nil))
        #expect(locked.allowsSocket(host: "127.0.0.1:8080", origin: "http://127.0.0.1:8080", cookies: "panekit-token-8080=\(token.value)"))
    }

    @Test("A server beyond loopback makes a token of its own; on loopback it needs none unless given one")
    func tokenByDefault() throws {
        #expect(PaneServer(configuration: .init(host: "127.0.0.1")) { FruitApp() }.token == nil)
        #expect(PaneServer(configuration: .init(host: "0.0.0.0")) { FruitApp() }.token != nil)
        let given = Self.secret
        #expect(PaneServer(configuration: .init(host: "127.0.0.1", token: given)) { FruitApp() }.token == given)
        #expect(PaneServer.url(host: "127.0.0.1", port: 8080, token: given) == "http://127.0.0.1:8080/?token=s3cret-token-0123456789")
        #expect(PaneServer.url(host: "::1", port: 8080, token: nil) == "http://[::1]:8080/")
    }

    @Test("A header in a log line is cut to 100 characters with control characters escaped")
    func loggable() {
        #expect(ServerAccess.loggable("evil\r\nlevel=error forged") == "evil\\u{d}\\u{a}level=error forged")
        #expect(ServerAccess.loggable(String(repeating: "x", count: 500)).count == 100)
        #expect(ServerAccess.loggable(nil) == "(none)")
    }
}
