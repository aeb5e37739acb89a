import PaneKit

/// The bar buttons, toolbar items and keyboard shortcuts the views name, given to the navigation
/// item and the window.
extension HostingController {
    /// Bar buttons: the views' when they name any, none when they stop naming them, else what code
    /// set. They are assigned only when what they show changes (an assignment draws the screen
    /// again); their actions, new at every resolve, are reached through `barActions`. Returns
    /// whether the views name bar items and bottom toolbar items.
    func applyBarItems(of screen: ScreenBuild) -> (namesBarItems: Bool, namesToolbarItems: Bool) {
        let namesBarItems = !screen.leadingItems.isEmpty || !screen.trailingItems.isEmpty
        let toolbar = screen.toolbarItems
        let namesToolbarItems = !toolbar.isEmpty
        let named = [Array(screen.leadingItems.prefix(1)), screen.leadingItems.dropFirst() + screen.trailingItems, toolbar]
        // Each item's action, then its menu's (``PaneKit/Menu/routed(from:to:)``).
        state.barActions.actions = named.flatMap { $0.flatMap { [$0.action] + ($0.menu?.handlers ?? []) } }
        let shown = named.map {
            $0.map { BarItemLook(title: $0.title, symbol: $0.symbol, role: $0.role, isStatus: $0.isStatus, isEnabled: $0.isEnabled,
                                 style: $0.style, menu: $0.menu?.shape, hasPrimaryAction: $0.hasPrimaryAction) }
        }
        if shown != state.shownBarItems {
            state.shownBarItems = shown
            var index = 0
            let items = named.map { place in
                place.map { item -> BarButtonItem in
                    let action = index
                    index += 1
                    if item.isStatus { return BarButtonItem(status: item.title) }
                    let run = { [barActions = state.barActions] (index: Int) in barActions.run(index) }
                    var button: BarButtonItem
                    if let menu = item.menu {
                        let routed = menu.routed(from: &index, to: run)
                        button = item.hasPrimaryAction
                            ? BarButtonItem(item.title, symbol: item.symbol, role: item.role, menu: routed) { run(action) }
                            : BarButtonItem(item.title, symbol: item.symbol, menu: routed)
                    } else {
                        button = BarButtonItem(item.title, symbol: item.symbol, role: item.role) { run(action) }
                    }
                    button.isEnabled = item.isEnabled
                    button.style = item.style
                    return button
                }
            }
            state.placedBarItems = items.flatMap { $0 }
            if namesBarItems || state.applied.namesBarItems {
                navigationItem.leadingItem = items[0].first
                navigationItem.trailingItems = items[1]
            }
            // The bottom toolbar shows while the views name items for it (SwiftUI's `.bottomBar`).
            if namesToolbarItems || state.applied.namesToolbarItems { toolbarItems = items[2] }
        }
        if let navigation = navigationController, navigation.topViewController === self,
           namesToolbarItems || state.applied.namesToolbarItems || navigation is HostingNavigationController {
            navigation.isToolbarHidden = !namesToolbarItems
            // Shown for views' items, it goes when the top has none (Back to a screen without).
            if namesToolbarItems { navigation.toolbarFollowsTopItems = true }
        }
        if screen.presentations.contains(where: { $0.popover?.recordedItem != nil }) || !state.placedForNamed.isEmpty {
            state.placedForNamed = Dictionary(zip(named.flatMap { $0 }.map(\.id), state.placedBarItems)) { first, _ in first }
        }
        return (namesBarItems, namesToolbarItems)
    }

    /// Keyboard shortcuts, assigned when what they show changes; actions through `keyActions`.
    func applyKeyShortcuts(of screen: ScreenBuild) {
        state.keyActions.actions = screen.keyShortcuts.map(\.action)
        let shortcuts = screen.keyShortcuts.map(\.look)
        if shortcuts != state.shownKeyShortcuts {
            state.shownKeyShortcuts = shortcuts
            keyCommands = screen.keyShortcuts.enumerated().map { index, shortcut in
                KeyCommand(shortcut.title, input: shortcut.key.input, modifiers: shortcut.modifiers.paneKit) { [keyActions = state.keyActions] in
                    keyActions.run(index)
                }
            }
        }
    }
}

/// What a bar button shows: buttons that show the same are not assigned again.
struct BarItemLook: Equatable {
    let title: String
    let symbol: String?
    let role: PaneKit.ButtonRole?
    let isStatus: Bool
    let isEnabled: Bool
    let style: PaneKit.BarButtonItem.Style
    let menu: [MenuShape]?
    let hasPrimaryAction: Bool
}

/// The actions of the bar buttons a screen's views named at its last resolve.
final class BarActions {
    var actions: [() -> Void] = []
    func run(_ index: Int) { if actions.indices.contains(index) { actions[index]() } }
}
