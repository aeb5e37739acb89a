@_exported import PaneKit
@_exported import PaneKitHTML
