// Apple's documented call shapes of SwiftUI's toolbars that the first shapes did not cover,
// written as an app would.
import PaneKitUI

struct EditorToolbar: CustomizableToolbarContent {
    var showsShare: Bool

    // shape: ToolbarContentBuilder.buildBlock(_:) | ToolbarContentBuilder.buildBlock(_:_:) | ToolbarContentBuilder.buildExpression(_:)
    var body: some CustomizableToolbarContent {
        ToolbarItem(id: "bold") {
            Button("Bold", systemImage: "bold") {}
        }
        // shape: CustomizableToolbarContent.defaultCustomization(_:options:) | ToolbarCustomizationOptions
        .defaultCustomization(.visible, options: .alwaysAvailable)
        ToolbarItem(id: "share") {
            Button("Share", systemImage: "square.and.arrow.up") {}
        }
        // shape: CustomizableToolbarContent.customizationBehavior(_:) | ToolbarCustomizationBehavior
        .customizationBehavior(.reorderable)
        // shape: CustomizableToolbarContent.hidden(_:)
        .hidden(!showsShare)
    }
}

struct Reader: View {
    var isEditing: Bool

    // shape: ToolbarContentBuilder.buildIf(_:) | ToolbarContentBuilder.buildEither(first:) | ToolbarContentBuilder.buildEither(second:) | ToolbarContentBuilder.buildLimitedAvailability(_:)
    @ToolbarContentBuilder
    var items: some ToolbarContent {
        if isEditing {
            ToolbarItem { Button("Done") {} }
        }
        if isEditing {
            ToolbarItem { Button("Cancel") {} }
        } else {
            ToolbarItem { Button("Edit") {} }
        }
        if #available(iOS 18, macOS 15, *) {
            ToolbarItem(placement: .status) { Text("Saved") }
        }
        ToolbarItem(placement: .secondaryAction) { Button("Print") {} }
            // shape: ToolbarContent.hidden(_:)
            .hidden(isEditing)
    }

    var body: some View {
        NavigationStack {
            Text("Chapter 1")
                .toolbar { items }
                .toolbar(id: "editor") { EditorToolbar(showsShare: true) }
                .toolbar {
                    // shape: ToolbarItemPlacement.accessoryBar(id:)
                    ToolbarItem(placement: .accessoryBar(id: "formatting")) {
                        Button("Italic") {}
                    }
                    // shape: LabeledToolbarItemGroupContent
                    ToolbarItemGroup {
                        Button("Left") {}
                        Button("Right") {}
                    } label: {
                        Label("Alignment", systemImage: "text.alignleft")
                    }
                }
                // shape: ToolbarDefaultItemKind.title
                .toolbar(removing: .title)
                // shape: ToolbarPlacement.accessoryBar(id:)
                .toolbarBackground(.visible, for: .accessoryBar(id: "formatting"))
        }
    }
}
