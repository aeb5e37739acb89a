@_exported import PaneKit
