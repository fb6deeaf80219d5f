import CreaseInput

/// One element in the reading order: what is read, and where it is.
public struct AccessibilityElement: Hashable, Sendable {
    public var id: String
    public var label: String
    public var value: String?
    public var traits: [Accessibility.Trait]
    public var frame: Rect
    /// Assistive technology's focus is on this element.
    public var hasFocus: Bool = false
    /// How much of it shows (P11): visible, partly visible, reached by scrolling, or hidden.
    public var visibility: Visibility.State = .visible

    /// `label | value | traits | x y width height | visibility`, the accessibility snapshot's line (A2,
    /// P11), and ` | focus` on the element that has the focus.
    public var line: String {
        let traitText = traits.map(\.rawValue).joined(separator: ", ")
        let box = [frame.x, frame.y, frame.width, frame.height].map(\.compactText).joined(separator: " ")
        return "\(label) | \(value ?? "") | \(traitText) | \(box) | \(visibility.rawValue)" + (hasFocus ? " | focus" : "")
    }
}
