import SwiftCompilerPlugin
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Type = value` inside `extension EnvironmentValues`, as SwiftUI's `@Entry`:
/// the variable becomes a computed property that reads and writes `self[Key.self]`, and a key
/// type whose `defaultValue` is `value` is added beside it.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        guard let (name, _, _) = try entry(declaration) else { return [] }
        return [
            "get { self[__Key_\(raw: name).self] }",
            "set { self[__Key_\(raw: name).self] = newValue }",
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let (name, type, value) = try entry(declaration) else { return [] }
        return ["""
            private struct __Key_\(raw: name): PaneKitUI.EnvironmentKey {
                static var defaultValue: \(type) { \(value) }
            }
            """]
    }

    /// The variable's name, type and default value; an error names what is missing.
    private static func entry(_ declaration: some DeclSyntaxProtocol) throws -> (String, TypeSyntax, ExprSyntax)? {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
              // A backticked name (`default`) makes a plain key name.
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription.filter({ $0 != "`" }) else {
            throw EntryError("@Entry applies to a variable, such as `@Entry var accent: Color = .blue`")
        }
        guard let type = binding.typeAnnotation?.type.trimmed else {
            throw EntryError("@Entry needs the variable's type, such as `@Entry var \(name): Int = 0`")
        }
        guard let value = binding.initializer?.value.trimmed else {
            if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                return (name, type, "nil")
            }
            throw EntryError("@Entry needs a default value, such as `@Entry var \(name): \(type) = …`")
        }
        return (name, type, value)
    }
}

/// A misuse of `@Entry`, in words.
struct EntryError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

@main
struct PaneKitUIMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [EntryMacro.self]
}
