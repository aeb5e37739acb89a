import PaneKit

/// Value controls (D-108): the browser's own inputs where it has them (a password field, a range,
/// a date), styled as the platform's; the value goes back as `.textChanged` text.
extension HTMLRenderer {
    func valueControl(_ node: ViewNode, title: String, value: String, control: ValueControlKind) -> HTMLElement {
        let key = node.id.rawValue
        switch control {
        case .secureField(let placeholder):
            return HTMLElement("input", key: key, attributes: [
                "class": "pk-textfield", "type": "password", "value": value, "placeholder": placeholder,
                "aria-label": placeholder, "data-text": key, "autocomplete": "current-password",
            ], text: "")
        case .slider(let lower, let upper, let step):
            return HTMLElement("input", key: key, attributes: [
                "class": "pk-slider", "type": "range", "min": number(lower), "max": number(upper),
                "step": step.map(number) ?? "any", "value": value, "aria-label": title, "data-text": key,
            ], text: "")
        case .datePicker(let components):
            // The page writes the input's value in the reader's time zone from data-epoch, and
            // sends what people choose back as seconds (dates.js).
            let type = components == .date ? "date" : (components == .hourAndMinute ? "time" : "datetime-local")
            let input = HTMLElement("input", key: key, attributes: [
                "class": "pk-date-field", "type": type, "data-epoch": value, "aria-label": title, "data-text": key,
            ], text: "")
            return HTMLElement("div", key: key + "#row", attributes: ["class": "pk-value-row"], children: [
                HTMLElement("span", key: key + "#t", attributes: ["class": "pk-title", "aria-hidden": "true"], text: title), input,
            ])
        case .stepper:
            let buttons = node.children.map { child -> HTMLElement in
                // A bound reached: the button drawn disabled rather than wrapped.
                guard case .disabled = child.kind, let inner = child.children.first else { return render(child) }
                var button = render(inner)
                button.setAttribute("disabled", "")
                button.setAttribute("data-tap", nil)
                return button
            }
            return HTMLElement("div", key: key, attributes: ["class": "pk-value-row pk-stepper", "role": "group", "aria-label": title], children: [
                HTMLElement("span", key: key + "#t", attributes: ["class": "pk-title"], text: title),
                HTMLElement("div", key: key + "#b", attributes: ["class": "pk-stepper-buttons"], children: buttons),
            ])
        case .progress:
            var bar = ["class": "pk-progress-bar", "max": "1", "aria-label": title.isEmpty ? "Progress" : title]
            if !value.isEmpty { bar["value"] = value }
            var children: [HTMLElement] = []
            if !title.isEmpty { children.append(HTMLElement("span", key: key + "#t", attributes: ["class": "pk-title", "aria-hidden": "true"], text: title)) }
            children.append(HTMLElement("progress", key: key + "#p", attributes: bar, text: ""))
            return HTMLElement("div", key: key, attributes: ["class": "pk-progress", "data-indeterminate": value.isEmpty ? "" : nil].compactMapValues { $0 },
                               children: children)
        }
    }

    private func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
