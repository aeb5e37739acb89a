// Apple's documented call shapes of SwiftUI's presentations that the first shapes did not cover,
// written as an app would.
import PaneKitUI

struct Order: Identifiable {
    let id: Int
    let total: String
}

struct TallDetent: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? {
        // shape: PresentationDetent.Context | PresentationDetent.Context.subscript(dynamicMember:)
        context.verticalSizeClass == .compact ? context.maxDetentValue : context.maxDetentValue * 0.8
    }
}

struct Checkout: View {
    @State private var pending: Order?
    @State private var confirming = false
    @State private var suppressed = false
    @State private var showsTip = false

    var body: some View {
        VStack {
            Button("Pay") { confirming = true }
                // shape: View.confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)
                .confirmationDialog("Pay for the order?", isPresented: $confirming, titleVisibility: .visible,
                                    presenting: pending) { order in
                    Button("Pay \(order.total)") {}
                } message: { order in
                    Text("Order \(order.id)")
                }
                // shape: View.dialogSuppressionToggle(isSuppressed:)
                .dialogSuppressionToggle(isSuppressed: $suppressed)
            Text("Receipt")
                // shape: View.dialogSuppressionToggle(_:isSuppressed:)
                .dialogSuppressionToggle("Do not ask again", isSuppressed: $suppressed)
            Button("Tip") { showsTip = true }
                // shape: PopoverAttachmentAnchor.point(_:)
                .popover(isPresented: $showsTip, attachmentAnchor: .point(.top)) {
                    Text("Pay by card or cash")
                }
        }
        .sheet(item: $pending) { order in
            Receipt(order: order)
                .presentationDetents([.custom(TallDetent.self)])
        }
    }
}

struct Receipt: View {
    let order: Order
    // shape: EnvironmentValues.isPresented
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        Text(isPresented ? "Receipt for \(order.id)" : "Not shown")
    }
}
