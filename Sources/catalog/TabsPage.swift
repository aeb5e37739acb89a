import PaneKitServer

/// Nine tabs: four and More in compact width, seven and More in regular width, with Edit.
final class TabsPage: CatalogPage {
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
    }
}

/// A tab's screen: a list whose rows push a detail, so each tab has a stack to keep.
final class TabScreen: ViewController {
    override var body: any View {
        List(onSelect: { [unowned self] row in
            try? navigationController?.push(TabDetail(title: row))
        }) {
            ForEach((1...5).map { "\(title ?? "") \($0)" }, id: \.self) { Label($0, symbol: "envelope") }
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
