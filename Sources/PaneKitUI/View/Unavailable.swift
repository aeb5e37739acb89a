import Foundation
import PaneKit

// SwiftUI's API that PaneKitUI does not have yet, declared so that code using it stops at compile
// time with a message saying what is missing and what to write instead, rather than with "no
// member" (docs/swiftui-coverage.md lists them as unavailable).

extension Image {
    // coverage: Image.init(_:)
    @available(*, unavailable, message: "PaneKitUI draws symbols from its own set, not an app's asset images: use Image(systemName:).")
    public init(_ name: String) { self.init(systemName: name) }
}

extension Tab where Value == Never {
    // coverage: Tab.init(_:image:content:)
    @available(*, unavailable, message: "PaneKitUI draws symbols from its own set, not an app's asset images: use Tab(_:systemImage:content:).")
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: @escaping () -> Content) { fatalError("unavailable") }

    // coverage: Tab.init(_:image:role:content:)
    @available(*, unavailable, message: "PaneKitUI draws symbols from its own set, not an app's asset images: use Tab(_:systemImage:role:content:).")
    public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole?, @ViewBuilder content: @escaping () -> Content) {
        fatalError("unavailable")
    }
}

extension Tab {
    // coverage: Tab.init(_:image:value:content:)
    @available(*, unavailable, message: "PaneKitUI draws symbols from its own set, not an app's asset images: use Tab(_:systemImage:value:content:).")
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: @escaping () -> Content) {
        fatalError("unavailable")
    }

    // coverage: Tab.init(_:image:value:role:content:)
    @available(*, unavailable, message: "PaneKitUI draws symbols from its own set, not an app's asset images: use Tab(_:systemImage:value:role:content:).")
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole?, @ViewBuilder content: @escaping () -> Content) {
        fatalError("unavailable")
    }
}

extension TabContentBuilder {
    // coverage: TabContentBuilder.Content
    /// The view of a builder's tabs, as SwiftUI's `TabContentBuilder.Content`: not in PaneKitUI.
    @available(*, unavailable, message: "PaneKitUI's TabView is not generic over its content: write TabView { … } and let the type be inferred.")
    public struct Content<C: TabContent> {}
}

extension TabContent {
    // coverage: TabContent.popover(isPresented:attachmentAnchor:arrowEdge:content:)
    @available(*, unavailable, message: "PaneKitUI has no popover pointing at a tab yet: present a sheet from the tab's view.")
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> _TabItems<TabValue> {
        fatalError("unavailable")
    }

    // coverage: TabContent.popover(item:attachmentAnchor:arrowEdge:content:)
    @available(*, unavailable, message: "PaneKitUI has no popover pointing at a tab yet: present a sheet from the tab's view.")
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> _TabItems<TabValue> {
        fatalError("unavailable")
    }

    // coverage: TabContent.draggable(_:)
    @available(*, unavailable, message: "PaneKitUI has no drag and drop (Transferable) yet.")
    public func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> _TabItems<TabValue> { fatalError("unavailable") }

    // coverage: TabContent.dropDestination(for:action:)
    @available(*, unavailable, message: "PaneKitUI has no drag and drop (Transferable) yet.")
    public func dropDestination<T>(for payloadType: T.Type = T.self, action: @escaping ([T]) -> Void) -> _TabItems<TabValue> {
        fatalError("unavailable")
    }
}

// coverage: PageTabViewStyle | PageTabViewStyle.IndexDisplayMode
/// Pages people swipe between, as SwiftUI's `PageTabViewStyle`: not in PaneKitUI.
@available(*, unavailable, message: "PaneKitUI has no paging tab view yet: show the pages in a TabView with a tab bar, or in a ScrollView.")
public struct PageTabViewStyle: TabViewStyle {
    /// Whether the page dots show.
    public enum IndexDisplayMode: Sendable {
        /// The system's choice.
        case automatic
    }
    /// A paging style.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}

extension TabViewStyle {
    // coverage: TabViewStyle.page
    @available(*, unavailable, message: "PaneKitUI has no paging tab view yet: show the pages in a TabView with a tab bar, or in a ScrollView.")
    public static var page: DefaultTabViewStyle { DefaultTabViewStyle() }

    // coverage: TabViewStyle.page(indexDisplayMode:)
    @available(*, unavailable, message: "PaneKitUI has no paging tab view yet: show the pages in a TabView with a tab bar, or in a ScrollView.")
    public static func page<M>(indexDisplayMode: M) -> DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension View {
    // coverage: View.searchable(text:tokens:placement:prompt:token:)
    @available(*, unavailable, message: "PaneKitUI's search field has no tokens yet: put the filters in .searchScopes or in the prompt's text.")
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable { self }

    // coverage: View.searchable(text:tokens:isPresented:placement:prompt:token:)
    @available(*, unavailable, message: "PaneKitUI's search field has no tokens yet: put the filters in .searchScopes or in the prompt's text.")
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable { self }

    // coverage: View.searchable(text:tokens:suggestedTokens:placement:prompt:token:)
    @available(*, unavailable, message: "PaneKitUI's search field has no tokens yet: put the filters in .searchScopes or in the prompt's text.")
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable { self }

    // coverage: View.searchable(text:tokens:suggestedTokens:isPresented:placement:prompt:token:)
    @available(*, unavailable, message: "PaneKitUI's search field has no tokens yet: put the filters in .searchScopes or in the prompt's text.")
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable { self }

    // coverage: View.searchable(text:editableTokens:placement:prompt:token:)
    @available(*, unavailable, message: "PaneKitUI's search field has no tokens yet: put the filters in .searchScopes or in the prompt's text.")
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T) -> some View where C.Element: Identifiable { self }

    // coverage: View.searchable(text:editableTokens:isPresented:placement:prompt:token:)
    @available(*, unavailable, message: "PaneKitUI's search field has no tokens yet: put the filters in .searchScopes or in the prompt's text.")
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> T) -> some View where C.Element: Identifiable { self }

    // coverage: View.searchFocused(_:)
    @available(*, unavailable, message: "PaneKitUI's search field does not follow a @FocusState yet: use searchable(text:isPresented:), which is true while the field has the focus.")
    public func searchFocused(_ binding: FocusState<Bool>.Binding) -> some View { self }

    // coverage: View.searchFocused(_:equals:)
    @available(*, unavailable, message: "PaneKitUI's search field does not follow a @FocusState yet: use searchable(text:isPresented:), which is true while the field has the focus.")
    public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View { self }

    // coverage: View.navigationDocument(_:preview:)
    @available(*, unavailable, message: "PaneKitUI has no Transferable documents yet: use navigationDocument(_:) with a URL.")
    public func navigationDocument<D, I1, I2>(_ document: D, preview: SharePreview<I1, I2>) -> some View { self }
}


/// A shared item's preview, as SwiftUI's `SharePreview`: not in PaneKitUI.
@available(*, unavailable, message: "PaneKitUI has no sharing yet.")
public struct SharePreview<Image, Icon> {}

extension DynamicViewContent {
    // coverage: DynamicViewContent.onInsert(of:perform:)
    @available(*, unavailable, message: "PaneKitUI has no drag and drop (UTType, NSItemProvider) yet.")
    public func onInsert<T>(of supportedContentTypes: [T], perform action: @escaping (Int, [T]) -> Void) -> some DynamicViewContent { self }
}

extension OutlineGroup {
    // coverage: OutlineGroup.init(_:children:)
    @available(*, unavailable, message: "PaneKitUI has no Table yet: show the tree in a List(_:children:rowContent:).")
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>) { fatalError("unavailable") }
}

extension ContentUnavailableView where Label == PaneKitUI.Label, Description == Text?, Actions == EmptyView {
    // coverage: ContentUnavailableView.init(_:image:description:)
    @available(*, unavailable, message: "PaneKitUI draws symbols from its own set, not an app's asset images: use ContentUnavailableView(_:systemImage:description:).")
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) { fatalError("unavailable") }
}

extension ForEach {
    // coverage: ForEach.init(subviews:content:) | ForEachSubviewCollection
    @available(*, unavailable, message: "PaneKitUI has no subview collections (iOS 18's Subview) yet: pass the views' data to your container instead.")
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError("unavailable") }

    // coverage: ForEach.init(sections:content:) | ForEachSectionCollection
    @available(*, unavailable, message: "PaneKitUI has no section collections (iOS 18's SectionConfiguration) yet: pass the sections' data to your container instead.")
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError("unavailable") }
}

extension Group {
    // coverage: Group.init(subviews:transform:)
    @available(*, unavailable, message: "PaneKitUI has no subview collections (iOS 18's Subview) yet: pass the views' data to your container instead.")
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (Never) -> Result) { fatalError("unavailable") }

    // coverage: Group.init(sections:transform:)
    @available(*, unavailable, message: "PaneKitUI has no section collections (iOS 18's SectionConfiguration) yet: pass the sections' data to your container instead.")
    public init<Base: View, Result: View>(sections view: Base, @ViewBuilder transform: @escaping (Never) -> Result) { fatalError("unavailable") }
}

extension Image {
    // coverage: Image.init(_:bundle:) | Image.init(_:bundle:label:)
    @available(*, unavailable, message: "PaneKitUI draws symbols from its own set, not an app's asset images: use Image(systemName:).")
    public init(_ name: String, bundle: Bundle?, label: Text? = nil) { fatalError("unavailable") }

    // coverage: Image.init(_:variableValue:bundle:) | Image.init(_:variableValue:bundle:label:)
    @available(*, unavailable, message: "PaneKitUI draws symbols from its own set, not an app's asset images: use Image(systemName:variableValue:).")
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text? = nil) { fatalError("unavailable") }

    // coverage: Image.init(decorative:bundle:) | Image.init(decorative:variableValue:bundle:)
    @available(*, unavailable, message: "PaneKitUI draws symbols from its own set, not an app's asset images: use Image(systemName:).")
    public init(decorative name: String, variableValue: Double? = nil, bundle: Bundle? = nil) { fatalError("unavailable") }

    // coverage: Image.init(decorative:scale:orientation:) | Image.init(_:scale:orientation:label:) | Image.Orientation
    @available(*, unavailable, message: "PaneKitUI draws no bitmaps (CGImage) yet: use Image(systemName:).")
    public init<CGImage>(decorative cgImage: CGImage, scale: CGFloat, orientation: Never? = nil) { fatalError("unavailable") }

    // coverage: Image.init(uiImage:) | Image.init(nsImage:)
    @available(*, unavailable, message: "PaneKitUI draws no UIImage or NSImage: use Image(systemName:).")
    public init<PlatformImage: AnyObject>(uiImage: PlatformImage) { fatalError("unavailable") }

    // coverage: Image.init(size:label:opaque:colorMode:renderer:)
    @available(*, unavailable, message: "PaneKitUI has no Canvas drawing yet: use Image(systemName:) or shapes.")
    public init<Renderer>(size: CGSize, label: Text? = nil, opaque: Bool = false, renderer: Renderer) { fatalError("unavailable") }
}

extension Color {
    // coverage: Color.init(_:bundle:)
    @available(*, unavailable, message: "PaneKitUI has no asset catalog: use Color(red:green:blue:) or a system color.")
    public init(_ name: String, bundle: Bundle?) { fatalError("unavailable") }

    // coverage: Color.init(_:) | Color.init(uiColor:) | Color.init(nsColor:) | Color.init(cgColor:) | Color.cgColor | Color.resolve(in:)
    @available(*, unavailable, message: "PaneKitUI has no UIColor, NSColor or CGColor: use Color(red:green:blue:) or a system color.")
    public init<PlatformColor: AnyObject>(uiColor: PlatformColor) { fatalError("unavailable") }
}

extension Text {
    // coverage: Text.init(timerInterval:pauseTime:countsDown:showsHours:)
    @available(*, unavailable, message: "PaneKitUI has no live timer text yet: show the date with Text(_:style:), or update a @State from a .task.")
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) { fatalError("unavailable") }

    // coverage: Text.customAttribute(_:)
    @available(*, unavailable, message: "PaneKitUI has no TextRenderer, so no custom text attributes yet.")
    public func customAttribute<T>(_ value: T) -> Text { self }
}

extension Shape {
    // coverage: Shape.path(in:)
    @available(*, unavailable, message: "PaneKitUI draws its own shapes (Rectangle, RoundedRectangle, Capsule, Circle, Ellipse) and has no Path yet.")
    public func path(in rect: CGRect) -> Never { fatalError("unavailable") }
}

extension HorizontalAlignment {
    // coverage: HorizontalAlignment.init(_:) | HorizontalAlignment.combineExplicit(_:)
    @available(*, unavailable, message: "PaneKitUI aligns views by their edges and baselines: custom alignment guides (AlignmentID) are not drawn.")
    public init<ID>(_ id: ID.Type) { fatalError("unavailable") }
}

extension VerticalAlignment {
    // coverage: VerticalAlignment.init(_:) | VerticalAlignment.combineExplicit(_:)
    @available(*, unavailable, message: "PaneKitUI aligns views by their edges and baselines: custom alignment guides (AlignmentID) are not drawn.")
    public init<ID>(_ id: ID.Type) { fatalError("unavailable") }
}

extension EdgeInsets {
    // coverage: NSDirectionalEdgeInsets.init(_:)
    @available(*, unavailable, message: "PaneKitUI has no UIKit insets: use EdgeInsets(top:leading:bottom:trailing:).")
    public init<Insets: AnyObject>(_ insets: Insets) { fatalError("unavailable") }
}


// coverage: GeometryReader | GeometryReader.init(content:) | GeometryProxy | GeometryProxy.size | GeometryProxy.safeAreaInsets | GeometryProxy.frame(in:)
/// A view that reads the size it is given, as SwiftUI's `GeometryReader`: not in PaneKitUI yet.
@available(*, unavailable, message: "PaneKitUI lays views out in the browser, so a view's size is not known where its body is read (issue 35). Use .frame(maxWidth: .infinity), a Grid, or LazyVGrid(columns: [GridItem(.adaptive(minimum:))]).")
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
    /// Drawn by PaneKitUI itself (it is not).
    public typealias Body = Never
    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] { [] }
    /// A reader whose content is made for its size.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { fatalError("GeometryReader is unavailable") }
}

/// The size a `GeometryReader` is given, as SwiftUI's `GeometryProxy`: not in PaneKitUI yet.
@available(*, unavailable, message: "PaneKitUI lays views out in the browser, so a view's size is not known where its body is read (issue 35).")
public struct GeometryProxy {
    /// The size.
    public var size: CGSize { .zero }
    /// The safe area's insets.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
    /// The frame in a coordinate space.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { .zero }
}

/// A coordinate space a `GeometryProxy` measures in, as SwiftUI's `CoordinateSpace`: not in PaneKitUI yet.
@available(*, unavailable, message: "PaneKitUI lays views out in the browser, so a view's frame is not known where its body is read (issue 35).")
public enum CoordinateSpace: Hashable {
    /// The window's.
    case global
    /// The view's own.
    case local
    /// A space named with `.coordinateSpace(name:)`.
    case named(AnyHashable)
}

// coverage: ScrollViewReader | ScrollViewReader.init(content:) | ScrollViewProxy | ScrollViewProxy.scrollTo(_:anchor:)
/// A view that scrolls its content to a view, as SwiftUI's `ScrollViewReader`: not in PaneKitUI yet.
@available(*, unavailable, message: "PaneKitUI does not scroll to a view by its id yet (issue 35): a list keeps its selected row in view.")
nonisolated public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    /// Drawn by PaneKitUI itself (it is not).
    public typealias Body = Never
    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] { [] }
    /// A reader whose content scrolls through the proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { fatalError("ScrollViewReader is unavailable") }
}

/// Scrolls a `ScrollViewReader`'s content, as SwiftUI's `ScrollViewProxy`: not in PaneKitUI yet.
@available(*, unavailable, message: "PaneKitUI does not scroll to a view by its id yet (issue 35).")
public struct ScrollViewProxy {
    /// Scrolls the view with `id` into view.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
