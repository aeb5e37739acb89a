import PaneKitServer

/// Nine tabs: four and More in compact width, seven and More in regular width, with Edit. More's
/// navigation delegate hears a tab opened from More, which then says so (D-61).
final class TabsPage: CatalogPage, NavigationControllerDelegate {
    let tabs: TabBarController
    var root: ViewController { tabs }

    init() {
        let names = [("Inbox", "tray", "3"), ("Flagged", "flag", nil), ("Drafts", "doc", nil), ("Sent", "paperplane", nil),
                     ("Archive", "archivebox", nil), ("Junk", "xmark.bin", "!"), ("Trash", "trash", nil),
                     ("Notes", "note.text", nil), ("Folders", "folder", nil)]
        let controllers = names.map { name, symbol, badge -> ViewController in
            let screen = TabScreen(title: name)
            screen.tabBarItem = TabBarItem(title: name, symbol: symbol, badgeValue: badge)
            return screen
        }
        tabs = TabBarController(viewControllers: controllers)
        tabs.moreNavigationController.delegate = self
    }

    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController) {
        (viewController as? TabScreen)?.note = "Opened from More"
    }
}

/// A tab's screen: a list whose rows push a detail, so each tab has a stack to keep.
final class TabScreen: ViewController {
    /// A line above the list, such as how the tab was opened.
    var note: String? { didSet { if note != oldValue { setNeedsUpdate() } } }

    override var body: any View {
        let list = List(onSelect: { [unowned self] row in
            try? navigationController?.push(TabDetail(title: row))
        }) {
            ForEach((1...5).map { "\(title ?? "") \($0)" }, id: \.self) { Label($0, symbol: "envelope") }
        }
        guard let note else { return list }
        return VStack {
            Text(note, style: .footnote)
            list
        }
    }
}

final class TabDetail: ViewController {
    override var body: any View {
        VStack {
            Text(title ?? "", style: .title)
            TextField("Reply", text: reply) { [unowned self] in reply = $0 }
            Button("Read Full Screen") { [unowned self] in
                let reader = ViewController(title: "Reader")
                reader.hidesBottomBarWhenPushed = true
                try? navigationController?.push(reader)
            }
        }
    }

    var reply = ""
}
