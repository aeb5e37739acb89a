import PaneKitServer

/// The Catalog: one page per configuration of the containers, each at `/catalog/<page>`.
final class CatalogApp: PaneApp {
    struct Page: Sendable {
        let id: String
        let title: String
        let make: @Sendable () -> CatalogPage
    }

    static let pages: [Page] = [
        Page(id: "split-triple", title: "Triple column") { ReaderPage(style: .tripleColumn) },
        Page(id: "split-double", title: "Double column") { ReaderPage(style: .doubleColumn) },
        Page(id: "split-inspector", title: "Inspector") { ReaderPage(style: .tripleColumn, inspector: true) },
        Page(id: "split-trailing", title: "Trailing primary edge") { ReaderPage(style: .doubleColumn, trailing: true) },
        Page(id: "tabs", title: "Nine tabs") { TabsPage() },
        Page(id: "tab-sidebar", title: "Tabs into a sidebar") { TabSidebarPage() },
        Page(id: "sidebar", title: "Sidebar") { SidebarPage() },
        Page(id: "sheets", title: "Sheets") { SheetsPage() },
        Page(id: "popovers", title: "Popovers") { PopoversPage() },
        Page(id: "stacked", title: "Stacked presentations") { StackedPage() },
        Page(id: "tabs-beside-detail", title: "Tabs beside a detail") { TabsBesideDetailPage() },
        Page(id: "split-nested", title: "Nested split views") { NestedSplitPage() },
        Page(id: "split-classic", title: "Classic split view") { ClassicPage() },
    ]

    private let index = IndexPage()
    private var current: CatalogPage?
    private var currentID: String?

    init() {
        index.onOpen = { [unowned self] id in _ = open(path: "/catalog/\(id)") }
    }

    var rootViewController: ViewController { current?.root ?? index.root }

    var path: String {
        guard let current, let currentID else { return "/" }
        return "/catalog/\(currentID)" + current.pathSuffix
    }

    var title: String {
        guard let currentID, let page = Self.pages.first(where: { $0.id == currentID }) else { return "PaneKit Catalog" }
        return page.title + " — PaneKit Catalog"
    }

    func open(path: String) -> Bool {
        let parts = path.split(separator: "/").map(String.init)
        if parts.isEmpty {
            current = nil
            currentID = nil
            return true
        }
        guard parts.count >= 2, parts[0] == "catalog", let page = Self.pages.first(where: { $0.id == parts[1] }) else { return false }
        if currentID != page.id {
            current = page.make()
            currentID = page.id
        }
        return current?.open(Array(parts.dropFirst(2))) ?? false
    }
}

/// A Catalog page: its root controller and the part of the URL after `/catalog/<page>`.
protocol CatalogPage: AnyObject {
    var root: ViewController { get }
    var pathSuffix: String { get }
    /// Restores the state the rest of the path names.
    func open(_ components: [String]) -> Bool
}

extension CatalogPage {
    var pathSuffix: String { "" }
    func open(_ components: [String]) -> Bool { components.isEmpty }
}

/// The list of pages.
final class IndexPage {
    var onOpen: (String) -> Void = { _ in }
    let list = CatalogIndexController(title: "PaneKit Catalog")
    lazy var root: ViewController = NavigationController(root: list)

    init() {
        list.onOpen = { [unowned self] id in onOpen(id) }
    }
}

final class CatalogIndexController: ViewController {
    var onOpen: (String) -> Void = { _ in }

    override var body: any View {
        List(onSelect: { [unowned self] id in onOpen(id) }) {
            ForEach(CatalogApp.pages, id: \.id) { page in Label(page.title, symbol: "doc") }
        }
    }
}
