/// One laid-out line: its text, its logical box, its baseline (both relative to the text origin) and
/// how it ends.
public struct TextLine: Hashable, Sendable {
    /// The characters the line shows (a hyphen drawn at a break is not one of them).
    public var text: String
    public var frame: Rect
    public var baseline: Double
    public var ending: LineEnding

    public init(text: String, frame: Rect, baseline: Double, ending: LineEnding = .end) {
        self.text = text
        self.frame = frame
        self.baseline = baseline
        self.ending = ending
    }
}
