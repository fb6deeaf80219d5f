/// How a glyph that sits in a line of text grows with that text (P4): `ratio` times the text's point
/// size, never outside `bounds`; `text` is the identity of the text it accompanies.
public struct GlyphScale: Hashable, Sendable {
    public var text: String
    public var ratio: Double
    public var bounds: ClosedRange<Double>

    public init(text: String, ratio: Double, bounds: ClosedRange<Double>) {
        self.text = text
        self.ratio = ratio
        self.bounds = bounds
    }

    /// The glyph's height beside text of `pointSize` points.
    public func size(beside pointSize: Double) -> Double {
        Swift.min(bounds.upperBound, Swift.max(bounds.lowerBound, ratio * pointSize))
    }
}
