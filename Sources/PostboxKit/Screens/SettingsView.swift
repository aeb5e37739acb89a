import PaneKitUI
import PostboxStore
import enum PaneKit.SidebarRowSize
import enum PaneKit.TintColor

/// Postbox's Settings: the sidebar's size, the accent color and what compact width shows. On
/// iPhone and iPad a sheet whose only button is Done, as iOS settings sheets; on a Mac a window
/// with toolbar tabs (General, Appearance) that applies each change at once and closes by its
/// Close button, as Mail's Settings there (D-104).
struct SettingsView: View {
    @Bindable var model: SettingsModel

    var body: some View {
        if model.isOnAMac {
            TabView(selection: $model.pane) {
                Tab("General", systemImage: "gearshape", value: SettingsModel.Pane.general) {
                    Form { sidebarSize }
                }
                Tab("Appearance", systemImage: "circle.lefthalf.filled", value: SettingsModel.Pane.appearance) {
                    Form { accentColor }
                }
            }
            .navigationTitle(model.pane.title)
        } else {
            Form {
                sidebarSize
                accentColor
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
    }

    private var sidebarSize: some View {
        Section {
            Picker("Sidebar Size", selection: $model.settings.sidebarSize) {
                Text("Small").tag(SidebarRowSize.small)
                Text("Medium").tag(SidebarRowSize.medium)
                Text("Large").tag(SidebarRowSize.large)
            }
        } header: {
            Text("Sidebar Size")
        } footer: {
            if !model.isOnAMac {
                Text("Applies on the Mac. On iPad and iPhone, sidebars are always medium.")
            }
        }
    }

    private var accentColor: some View {
        Section("Accent Color") {
            Picker("Accent Color", selection: $model.settings.accentColor) {
                ForEach(TintColor.allCases, id: \.self) { color in
                    Label(color.title, systemImage: "circle.fill").foregroundStyle(Self.color(color))
                }
            }
            .pickerStyle(.inline)
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
