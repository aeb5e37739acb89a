import ArgumentParser

/// Postbox: a three-column mail app on SQLite, served to the browser by PaneKit.
@main
struct Postbox: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "postbox",
        abstract: "A three-column mail app, served to your browser.",
        discussion: "With no command, serves the mail in the data folder at http://127.0.0.1:8080, making a sample mailbox first if it is empty.",
        subcommands: [Serve.self, Tui.self, Import.self, Generate.self],
        defaultSubcommand: Serve.self
    )
}
