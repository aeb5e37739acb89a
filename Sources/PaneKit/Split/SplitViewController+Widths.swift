extension SplitViewController {
    /// The applied primary width. Spec: SV-W1…SV-W3.
    public var primaryColumnWidth: Double {
        resolvedWidth(
            preferred: preferredPrimaryColumnWidth,
            fraction: preferredPrimaryColumnWidthFraction,
            minimum: minimumPrimaryColumnWidth,
            maximum: maximumPrimaryColumnWidth,
            standard: style != .tripleColumn ? 320 : 280
        )
    }

    /// The applied supplementary width (0 on a double column). Spec: SV-W1…SV-W3.
    public var supplementaryColumnWidth: Double {
        guard style == .tripleColumn else { return 0 }
        return resolvedWidth(
            preferred: preferredSupplementaryColumnWidth,
            fraction: preferredSupplementaryColumnWidthFraction,
            minimum: minimumSupplementaryColumnWidth,
            maximum: maximumSupplementaryColumnWidth,
            standard: 320
        )
    }

    /// The applied inspector width. Spec: SV-I1; DESIGN §3 (320).
    public var inspectorColumnWidth: Double {
        resolvedWidth(
            preferred: preferredInspectorColumnWidth,
            fraction: preferredInspectorColumnWidthFraction,
            minimum: minimumInspectorColumnWidth,
            maximum: maximumInspectorColumnWidth,
            standard: 320
        )
    }

    /// The width the secondary needs beside tiled sidebars: the minimum (when automatic, 480 —
    /// DESIGN §3 — and 320 on a phone, so a large phone on its side shows three columns as UIKit
    /// does, D-114), or the preferred width when larger (D-05).
    public var secondaryMinimumWidth: Double {
        let automatic = traits?.idiom == .phone ? 320.0 : 480.0
        let minimum = minimumSecondaryColumnWidth == Self.automaticDimension ? automatic : minimumSecondaryColumnWidth
        let preferred: Double
        if preferredSecondaryColumnWidth != Self.automaticDimension {
            preferred = preferredSecondaryColumnWidth
        } else if preferredSecondaryColumnWidthFraction != Self.automaticDimension {
            preferred = preferredSecondaryColumnWidthFraction * splitWidth
        } else {
            preferred = 0
        }
        return max(minimum, preferred)
    }

    /// The width the split view lays out in.
    var splitWidth: Double { traits?.size.width ?? 0 }

    /// SV-W1/SV-W2: a set width beats the fraction; both clamp to minimum (0 when automatic) and
    /// maximum (320 when automatic), and never exceed the split view itself.
    func resolvedWidth(preferred: Double, fraction: Double, minimum: Double, maximum: Double, standard: Double) -> Double {
        let automatic = Self.automaticDimension
        let lower = minimum == automatic ? 0 : minimum
        let upper = max(lower, maximum == automatic ? 320 : maximum)
        var width: Double
        if preferred != automatic {
            width = preferred
        } else if fraction != automatic {
            width = fraction * splitWidth
        } else {
            width = standard
        }
        width = min(max(width, lower), upper)
        if splitWidth > 0 { width = min(width, splitWidth) }
        return width
    }

    var resolutionWidths: DisplayModeResolution.Widths {
        DisplayModeResolution.Widths(
            primary: primaryColumnWidth,
            supplementary: supplementaryColumnWidth,
            secondaryMinimum: secondaryMinimumWidth
        )
    }

    /// A divider was dragged: the column's preferred width becomes the dragged width, which the
    /// minimum and maximum still clamp. Spec: SV-W4.
    func dividerDragEnded(column: Column, width: Double) {
        switch column {
        case .primary: preferredPrimaryColumnWidth = width
        case .supplementary: preferredSupplementaryColumnWidth = width
        case .inspector: preferredInspectorColumnWidth = width
        case .secondary, .compact: break
        }
    }
}
