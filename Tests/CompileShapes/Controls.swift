// Apple's documented call shapes of SwiftUI's value controls, as a settings form or a detail
// screen writes them (D-108).
import Foundation
import PaneKitUI

struct Controls: View {
    @State private var quantity = 1
    @State private var rating = 3.0
    @State private var volume: Float = 0.5
    @State private var password = ""
    @State private var due = Date()
    @State private var progress = 0.3
    private let download = Progress(totalUnitCount: 10)

    var body: some View {
        Form {
            // shape: ProgressView | ProgressView.init()
            ProgressView()
            // shape: ProgressView.init(label:)
            ProgressView { Text("Loading") }
            // shape: ProgressView.init(_:)
            ProgressView("Loading")
            // shape: ProgressView.init(value:total:)
            ProgressView(value: progress)
            ProgressView(value: 3, total: 10)
            // shape: ProgressView.init(value:total:label:)
            ProgressView(value: progress, total: 1) { Text("Uploading") }
            // shape: ProgressView.init(value:total:label:currentValueLabel:)
            ProgressView(value: progress) { Text("Uploading") } currentValueLabel: { Text("30 %") }
            // shape: ProgressView.init(_:value:total:)
            ProgressView("Downloading", value: progress, total: 1)
            // A Foundation Progress, under the same name.
            ProgressView(download)
            // shape: View.progressViewStyle(_:) | ProgressViewStyle | ProgressViewStyle.automatic | ProgressViewStyle.circular | ProgressViewStyle.linear | DefaultProgressViewStyle | CircularProgressViewStyle | LinearProgressViewStyle
            ProgressView().progressViewStyle(.circular).progressViewStyle(.linear).progressViewStyle(.automatic)
                .progressViewStyle(DefaultProgressViewStyle()).progressViewStyle(CircularProgressViewStyle()).progressViewStyle(LinearProgressViewStyle())

            // shape: LabeledContent | LabeledContent.init(_:value:)
            LabeledContent("Version", value: "1.0")
            // shape: LabeledContent.init(_:value:format:)
            LabeledContent("Size", value: 12.5, format: .number)
            // shape: LabeledContent.init(_:content:)
            LabeledContent("Status") { Text("Ready") }
            // shape: LabeledContent.init(content:label:)
            LabeledContent { Text("Ada") } label: { Text("Author") }
            // shape: View.labeledContentStyle(_:) | LabeledContentStyle | LabeledContentStyle.automatic | AutomaticLabeledContentStyle
            LabeledContent("Plain", value: "A").labeledContentStyle(.automatic).labeledContentStyle(AutomaticLabeledContentStyle())

            // shape: Link | Link.init(_:destination:)
            Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
            // shape: Link.init(destination:label:)
            Link(destination: URL(string: "mailto:help@example.com")!) { Label("Write to Us", systemImage: "envelope") }

            // shape: SecureField | SecureField.init(_:text:)
            SecureField("Password", text: $password)
            // shape: SecureField.init(_:text:prompt:)
            SecureField("Password", text: $password, prompt: Text("Required"))
            // shape: SecureField.init(text:prompt:label:)
            SecureField(text: $password, prompt: Text("Required")) { Text("Password") }

            // shape: Stepper | Stepper.init(_:value:in:step:onEditingChanged:)
            Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
            Stepper("By two", value: $quantity, in: 0...100, step: 2) { _ in }
            // shape: Stepper.init(_:value:step:onEditingChanged:)
            Stepper("Any: \(quantity)", value: $quantity)
            // shape: Stepper.init(_:onIncrement:onDecrement:onEditingChanged:)
            Stepper("Custom", onIncrement: { quantity += 1 }, onDecrement: { quantity -= 1 })
            // shape: Stepper.init(value:in:step:label:onEditingChanged:)
            Stepper(value: $rating, in: 0...5, step: 0.5) { Text("Rating \(rating)") }
            // shape: Stepper.init(value:step:label:onEditingChanged:)
            Stepper(value: $quantity) { Text("Quantity") }
            // shape: Stepper.init(label:onIncrement:onDecrement:onEditingChanged:)
            Stepper { Text("Custom") } onIncrement: { quantity += 1 } onDecrement: { quantity -= 1 }

            // shape: Slider | Slider.init(value:in:onEditingChanged:)
            Slider(value: $rating, in: 0...5)
            Slider(value: $volume)
            // shape: Slider.init(value:in:step:onEditingChanged:)
            Slider(value: $rating, in: 0...5, step: 1) { editing in _ = editing }
            // shape: Slider.init(value:in:label:onEditingChanged:)
            Slider(value: $volume, in: 0...1) { Text("Volume") }
            // shape: Slider.init(value:in:step:label:onEditingChanged:)
            Slider(value: $rating, in: 0...5, step: 1) { Text("Rating") }
            // shape: Slider.init(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)
            Slider(value: $volume, in: 0...1) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
            // shape: Slider.init(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)
            Slider(value: $rating, in: 0...5, step: 1) { Text("Rating") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("5") }

            // shape: DatePicker | DatePicker.init(_:selection:displayedComponents:) | DatePickerComponents | DatePickerComponents.date | DatePickerComponents.hourAndMinute
            DatePicker("Due", selection: $due)
            DatePicker("Day", selection: $due, displayedComponents: .date)
            DatePicker("Time", selection: $due, displayedComponents: [.hourAndMinute])
            // shape: DatePicker.init(_:selection:in:displayedComponents:)
            DatePicker("Next week", selection: $due, in: Date()...Date().addingTimeInterval(7 * 86_400), displayedComponents: .date)
            DatePicker("From now", selection: $due, in: Date()...)
            DatePicker("Until now", selection: $due, in: ...Date())
            // shape: DatePicker.init(selection:displayedComponents:label:)
            DatePicker(selection: $due, displayedComponents: .date) { Text("Due") }
            // shape: DatePicker.init(selection:in:displayedComponents:label:)
            DatePicker(selection: $due, in: Date()..., displayedComponents: .date) { Text("Due") }
            DatePicker(selection: $due, in: ...Date()) { Text("Born") }
            DatePicker(selection: $due, in: Date()...Date().addingTimeInterval(86_400)) { Text("Today") }
            // shape: View.datePickerStyle(_:) | DatePickerStyle | DatePickerStyle.automatic | DatePickerStyle.compact | DatePickerStyle.graphical | DatePickerStyle.wheel | DefaultDatePickerStyle | CompactDatePickerStyle | GraphicalDatePickerStyle | WheelDatePickerStyle
            DatePicker("Styled", selection: $due).datePickerStyle(.graphical).datePickerStyle(.compact).datePickerStyle(.wheel)
                .datePickerStyle(.automatic).datePickerStyle(DefaultDatePickerStyle()).datePickerStyle(CompactDatePickerStyle())
                .datePickerStyle(GraphicalDatePickerStyle()).datePickerStyle(WheelDatePickerStyle())

            // shape: GroupBox | GroupBox.init(content:)
            GroupBox { Text("Inside") }
            // shape: GroupBox.init(_:content:)
            GroupBox("Summary") { Text("Inside") }
            // shape: GroupBox.init(content:label:)
            GroupBox { Text("Inside") } label: { Label("Summary", systemImage: "doc") }

            // shape: ControlGroup | ControlGroup.init(content:)
            ControlGroup {
                Button("Less") { quantity -= 1 }
                Button("More") { quantity += 1 }
            }
            // shape: ControlGroup.init(content:label:)
            ControlGroup { Button("Bold") {} } label: { Text("Format") }
            // shape: ControlGroup.init(_:content:)
            ControlGroup("Format") { Button("Italic") {} }
            // shape: ControlGroup.init(_:systemImage:content:)
            ControlGroup("Format", systemImage: "textformat") { Button("Underline") {} }
        }
    }
}
