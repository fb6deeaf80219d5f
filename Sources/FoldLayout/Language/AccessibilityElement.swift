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

    /// `label | value | traits | x y width height`, the accessibility snapshot's line (A2), and
    /// ` | focus` on the element that has the focus.
    public var line: String {
        let traitText = traits.map(\.rawValue).joined(separator: ", ")
        let box = [frame.x, frame.y, frame.width, frame.height].map(\.compactText).joined(separator: " ")
        return "\(label) | \(value ?? "") | \(traitText) | \(box)" + (hasFocus ? " | focus" : "")
    }
}
