// Like Apple's SwiftUI module, PaneKitUI brings Foundation and Observation with it, so code
// written for SwiftUI compiles with its import changed to `import PaneKitUI`. PaneKit's own
// UIKit-level types stay out of sight: `Text`, `List` and `View` here are SwiftUI's.
@_exported import Foundation
@_exported import Observation
