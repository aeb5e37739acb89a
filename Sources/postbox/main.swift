#if canImport(Glibc)
import Glibc
#endif
import PaneKit

// Postbox preview: drives PaneKit's core with an in-memory mailbox and prints the Scene the
// browser renderer will draw. The served app arrives with the browser renderer (issues 4 and 5).

let usage = """
    usage: postbox [--width W] [--height H] [--pointer coarse|fine] [--rtl] [--open MAILBOX[/MESSAGE]]

    Prints Postbox's screen as PaneKit's Scene text. With no size, prints a desktop (1440×900)
    and a phone (390×844) layout of the same state.
    """

/// A command-line mistake, with what to tell the person (empty for `--help`).
struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

struct Options {
    var sizes: [(Double, Double, PointerKind)] = []
    var width: Double?
    var height: Double?
    var pointer: PointerKind?
    var direction = LayoutDirection.leftToRight
    var open: String?
}

func parse(_ arguments: [String]) -> Result<Options, UsageError> {
    var options = Options()
    var rest = arguments[...]
    func value(_ flag: String) -> Result<String, UsageError> {
        guard let next = rest.popFirst() else { return .failure(UsageError("\(flag) needs a value")) }
        return .success(next)
    }
    while let flag = rest.popFirst() {
        switch flag {
        case "--width", "--height":
            guard case .success(let text) = value(flag), let number = Double(text), number.isFinite, number > 0 else {
                return .failure(UsageError("\(flag) takes a positive number"))
            }
            if flag == "--width" { options.width = number } else { options.height = number }
        case "--pointer":
            guard case .success(let text) = value(flag), let pointer = PointerKind(rawValue: text) else {
                return .failure(UsageError("--pointer takes coarse or fine"))
            }
            options.pointer = pointer
        case "--rtl":
            options.direction = .rightToLeft
        case "--open":
            guard case .success(let text) = value(flag) else { return .failure(UsageError("--open needs MAILBOX[/MESSAGE]")) }
            options.open = text
        case "-h", "--help":
            return .failure(UsageError(""))
        default:
            return .failure(UsageError("unknown option \(flag)"))
        }
    }
    if options.width != nil || options.height != nil {
        options.sizes = [(options.width ?? 1440, options.height ?? 900, options.pointer ?? .fine)]
    } else {
        options.sizes = [(1440, 900, options.pointer ?? .fine), (390, 844, options.pointer ?? .coarse)]
    }
    return .success(options)
}

let options: Options
switch parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed):
    options = parsed
case .failure(let error):
    if !error.message.isEmpty { print("postbox: \(error.message)") }
    print(usage)
    exit(error.message.isEmpty ? 0 : 2)
}

let app = PostboxApp()
let first = options.sizes[0]
let window = Window(viewport: Viewport(width: first.0, height: first.1, pointer: first.2, layoutDirection: options.direction))
window.rootViewController = app.split

if let open = options.open {
    let parts = open.split(separator: "/").map(String.init)
    do {
        _ = window.scene()
        try window.send(.rowSelected(list: app.mailboxes.id!.nodeID.child("0"), tag: parts[0]))
        if parts.count > 1 {
            _ = window.scene()
            try window.send(.rowSelected(list: app.messages.id!.nodeID.child("0"), tag: parts[1]))
        }
    } catch {
        print("postbox: cannot open \(open): \(error)")
        exit(2)
    }
}

for (index, size) in options.sizes.enumerated() {
    if index > 0 {
        window.setViewport(Viewport(width: size.0, height: size.1, pointer: size.2, layoutDirection: options.direction))
        print("")
    }
    print(window.scene().dump(), terminator: "")
}
