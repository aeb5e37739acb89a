import PaneKit

// The initializers and modifiers SwiftUI offers with a `LocalizedStringKey` (what a string
// literal becomes) or a `Text` beside the `StringProtocol` ones: each shows the key's words.

extension Button {
    /// A button titled by a localized key, as SwiftUI's `Button(_:role:action:)`.
    @preconcurrency public init(_ titleKey: LocalizedStringKey, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.init(titleKey.text, role: role, action: action)
    }

    /// A button with a localized title and a symbol, as SwiftUI's `Button(_:systemImage:role:action:)`.
    @preconcurrency public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.init(titleKey.text, systemImage: systemImage, role: role, action: action)
    }
}

extension Label {
    /// A label with a localized title and a symbol, as SwiftUI's `Label(_:systemImage:)`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String) {
        self.init(titleKey.text, systemImage: systemImage)
    }
}

extension Toggle {
    /// A switch with a localized title, as SwiftUI's `Toggle(_:isOn:)`.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(titleKey.text, isOn: isOn)
    }
}

extension TextField {
    /// A field with a localized placeholder, as SwiftUI's `TextField(_:text:axis:)`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis = .horizontal) {
        self.init(titleKey.text, text: text, axis: axis)
    }

    /// A field titled `title` whose empty state shows `prompt`, as SwiftUI's
    /// `TextField(_:text:prompt:)`: the prompt is the placeholder (an empty one shows none, as
    /// after a visible "To:"), the title its name for assistive technologies.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis = .horizontal) {
        self.init(titled: String(title), text: text, prompt: prompt, axis: axis)
    }

    /// A field with a localized title and a prompt, as SwiftUI's `TextField(_:text:prompt:)`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis = .horizontal) {
        self.init(titled: titleKey.text, text: text, prompt: prompt, axis: axis)
    }

    /// A field whose label is a view, as SwiftUI's `TextField(text:prompt:label:)`.
    public init<L: View>(text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal, @ViewBuilder label: () -> L) {
        self.init(titled: TitleReader.title(of: label()) ?? "", text: text, prompt: prompt, axis: axis)
    }

    private init(titled title: String, text: Binding<String>, prompt: Text?, axis: Axis) {
        guard let prompt else {
            self.init(placeholder: title, label: nil, text: text, axis: axis)
            return
        }
        self.init(placeholder: prompt.string, label: prompt.string == title ? nil : title, text: text, axis: axis)
    }
}

extension Picker {
    /// A picker with a localized title, as SwiftUI's `Picker(_:selection:content:)`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(titleKey.text, selection: selection, content: content)
    }

    /// A picker whose label is a view, as SwiftUI's `Picker(selection:content:label:)`.
    public init<L: View>(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.init(TitleReader.title(of: label()) ?? "", selection: selection, content: content)
    }
}

extension Section {
    /// A section under a localized title, as SwiftUI's `Section(_:content:)`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(titleKey.text, content: content)
    }

    /// A section under a localized title that people expand and collapse, as SwiftUI's
    /// `Section(_:isExpanded:content:)`.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(titleKey.text, isExpanded: isExpanded, content: content)
    }
}

extension DisclosureGroup where Label == Text {
    /// A group with a localized title, as SwiftUI's `DisclosureGroup(_:isExpanded:content:)`.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A group with a localized title that starts expanded.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
}

extension NavigationLink where Label == Text {
    /// A link with a localized title to the screen made for `value`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Destination == Never {
        self.init(value: value) { Text(titleKey) }
    }

    /// A link with a localized title to `destination`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: @escaping () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
}

extension ContentUnavailableView where Label == PaneKitUI.Label, Description == Text?, Actions == EmptyView {
    /// A localized title, a symbol and an optional description.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, description: Text? = nil) {
        self.init(titleKey.text, systemImage: systemImage, description: description)
    }
}

extension View {
    /// The screen's title from a localized key, as SwiftUI's `.navigationTitle(_:)`.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey.text) }

    /// The screen's title from a ``Text``.
    public func navigationTitle(_ title: Text) -> some View { navigationTitle(title.string) }

    /// The screen's title from a binding, as SwiftUI's `.navigationTitle(_:)` of a
    /// `Binding<String>` (on iOS people rename a document from its title; here it shows).
    public func navigationTitle(_ title: Binding<String>) -> some View { navigationTitle(title.wrappedValue) }

    /// The screen's title, as SwiftUI's deprecated `.navigationBarTitle(_:)`.
    @available(*, deprecated, message: "Use navigationTitle(_:), as in SwiftUI")
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title.string) }

    /// The screen's title, as SwiftUI's deprecated `.navigationBarTitle(_:)` with a localized key.
    @available(*, deprecated, message: "Use navigationTitle(_:), as in SwiftUI")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey.text) }

    /// The screen's title, as SwiftUI's deprecated `.navigationBarTitle(_:)` with a string.
    @available(*, deprecated, message: "Use navigationTitle(_:), as in SwiftUI")
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }

    /// The screen's title and how the bar shows it, as SwiftUI's deprecated
    /// `.navigationBarTitle(_:displayMode:)` (PaneKit's bars show titles inline).
    @available(*, deprecated, message: "Use navigationTitle(_:) and navigationBarTitleDisplayMode(_:), as in SwiftUI")
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title.string)
    }

    /// A localized title and how the bar shows it (deprecated by Apple).
    @available(*, deprecated, message: "Use navigationTitle(_:) and navigationBarTitleDisplayMode(_:), as in SwiftUI")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(titleKey.text)
    }

    /// A titled string and how the bar shows it (deprecated by Apple).
    @available(*, deprecated, message: "Use navigationTitle(_:) and navigationBarTitleDisplayMode(_:), as in SwiftUI")
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title)
    }

    /// The document the screen shows, as SwiftUI's `.navigationDocument(_:)`. Accepted: a
    /// browser's tab has no title-bar document menu to offer it from.
    public func navigationDocument(_ url: URL) -> some View { self }

    /// The line under the title from a localized key.
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View { navigationSubtitle(subtitleKey.text) }

    /// The line under the title from a ``Text``.
    public func navigationSubtitle(_ subtitle: Text) -> some View { navigationSubtitle(subtitle.string) }

    /// A badge from a ``Text``, none for nil, as SwiftUI's `.badge(_:)`.
    public func badge(_ label: Text?) -> some View { BadgedView(content: self, badge: label?.string) }

    /// A badge from a localized key, as SwiftUI's `.badge(_:)`.
    public func badge(_ key: LocalizedStringKey) -> some View { BadgedView(content: self, badge: key.text) }

    /// A search field with a localized prompt, as SwiftUI's `.searchable(text:prompt:)`.
    public func searchable(text: Binding<String>, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, prompt: prompt.text)
    }

    /// A search field whose prompt is a ``Text``.
    public func searchable(text: Binding<String>, prompt: Text?) -> some View {
        searchable(text: text, prompt: prompt?.string ?? "Search")
    }

    /// An alert with a localized title, as SwiftUI's `.alert(_:isPresented:actions:)`.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(titleKey.text, isPresented: isPresented, actions: actions)
    }

    /// An alert with a localized title and a message.
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        alert(titleKey.text, isPresented: isPresented, actions: actions, message: message)
    }

    /// An alert whose title is a ``Text``.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(title.string, isPresented: isPresented, actions: actions)
    }

    /// An alert whose title is a ``Text``, with a message.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        alert(title.string, isPresented: isPresented, actions: actions, message: message)
    }

    /// An alert about `data` while `isPresented` is true, as SwiftUI's
    /// `.alert(_:isPresented:presenting:actions:)`: the actions are made for the data.
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View {
        alert(title, isPresented: Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })) {
            if let data { actions(data) }
        }
    }

    /// An alert about `data` with a message made for it, as SwiftUI's
    /// `.alert(_:isPresented:presenting:actions:message:)`.
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alert(title, isPresented: Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })) {
            if let data { actions(data) }
        } message: {
            if let data { message(data) }
        }
    }

    /// An alert about `data` with a localized title.
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        alert(titleKey.text, isPresented: isPresented, presenting: data, actions: actions)
    }

    /// An alert about `data` with a localized title and a message made for it.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alert(titleKey.text, isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// An alert for an error while `isPresented` is true, as SwiftUI's
    /// `.alert(isPresented:error:actions:)`: titled by the error's `errorDescription`.
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View {
        alert(error?.errorDescription ?? "", isPresented: Binding(get: { isPresented.wrappedValue && error != nil },
                                                                  set: { isPresented.wrappedValue = $0 }), actions: actions)
    }

    /// An alert for an error with a message made for it, as SwiftUI's
    /// `.alert(isPresented:error:actions:message:)`.
    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
                                                           @ViewBuilder message: (E) -> M) -> some View {
        alert(error?.errorDescription ?? "", isPresented: isPresented, presenting: error, actions: actions, message: message)
    }

    /// A confirmation dialog with a localized title.
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(titleKey.text, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// A confirmation dialog with a localized title and a message.
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(titleKey.text, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    /// A confirmation dialog whose title is a ``Text``.
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(title.string, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// A confirmation dialog about `data`, as SwiftUI's
    /// `.confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)`.
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                  titleVisibility: Visibility = .automatic, presenting data: T?,
                                                                  @ViewBuilder actions: (T) -> A) -> some View {
        confirmationDialog(title, isPresented: Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 }),
                           titleVisibility: titleVisibility) {
            if let data { actions(data) }
        }
    }

    /// A confirmation dialog about `data` with a message made for it, as SwiftUI's
    /// `.confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`.
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                                        @ViewBuilder actions: (T) -> A,
                                                                        @ViewBuilder message: (T) -> M) -> some View {
        confirmationDialog(title, isPresented: Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 }),
                           titleVisibility: titleVisibility) {
            if let data { actions(data) }
        } message: {
            if let data { message(data) }
        }
    }

    /// A confirmation dialog about `data` with a localized title and a message made for it.
    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        confirmationDialog(titleKey.text, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions,
                           message: message)
    }

    /// A confirmation dialog about `data` with a localized title.
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View {
        confirmationDialog(titleKey.text, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions)
    }
}
