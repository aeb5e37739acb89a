import PaneKitUI
import enum PaneKit.SidebarRowSize
import enum PaneKit.TintColor

/// Postbox's Settings: the sidebar's size, the accent color and what compact width shows. The
/// only button is Done, as in iOS settings sheets.
struct SettingsView: View {
    @Bindable var model: SettingsModel

    var body: some View {
        Form {
            Section {
                Picker("Sidebar Size", selection: $model.settings.sidebarSize) {
                    Text("Small").tag(SidebarRowSize.small)
                    Text("Medium").tag(SidebarRowSize.medium)
                    Text("Large").tag(SidebarRowSize.large)
                }
            } header: {
                Text("Sidebar Size")
            } footer: {
                if !model.appliesSidebarSize {
                    Text("Applies on the Mac. On iPad and iPhone, sidebars are always medium.")
                }
            }
            Section("Accent Color") {
                Picker("Accent Color", selection: $model.settings.accentColor) {
                    ForEach(TintColor.allCases, id: \.self) { color in
                        Label(color.title, systemImage: "circle.fill").foregroundStyle(Self.color(color))
                    }
                }
                .pickerStyle(.inline)
            }
            Section {
                Picker("Compact Width", selection: $model.settings.compactStyle) {
                    Text("Single Stack").tag(PostboxSettings.CompactStyle.stack)
                    Text("Tabs").tag(PostboxSettings.CompactStyle.tabs)
                }
            } header: {
                Text("Compact Width")
            } footer: {
                Text(model.settings.compactStyle == .tabs
                     ? "A tab for each of Inbox, Flagged, Drafts and Sent, the others under More."
                     : "Mailboxes, then messages, then the message, one screen at a time.")
            }
        }
        .navigationTitle("Settings")
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Done") { model.onDone() }
            }
        }
    }

    /// The SwiftUI color of an accent color.
    static func color(_ tint: TintColor) -> Color {
        switch tint {
        case .blue: .blue
        case .purple: .purple
        case .pink: .pink
        case .red: .red
        case .orange: .orange
        case .yellow: .yellow
        case .green: .green
        case .graphite: .gray
        }
    }
}
