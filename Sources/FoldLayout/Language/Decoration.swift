/// How a node is drawn behind its content: data the painter draws, whatever the screen.
public struct Decoration: Hashable, Sendable {
    public enum Shape: Hashable, Sendable {
        case rectangle, circle, capsule
        /// One device pixel along the top of the frame, on the pixel grid, in the fill (a separator).
        case hairline
    }

    /// A drawn mark inside the frame, in a paint of its own.
    public enum Symbol: Hashable, Sendable {
        /// A tick, as in a checked circle.
        case checkmark(Paint)
        /// A plus, as in an add button.
        case plus(Paint)
        /// Three rising bars, as in a progress button.
        case barChart(Paint)
        /// Three level bars, as in a handle a row is dragged by to reorder it.
        case grip(Paint)
        /// A chevron pointing to the reading end, as in a row that opens its details.
        case chevron(Paint)
        /// An arc along the frame's circle, from the top clockwise over `fraction` of a turn (0–1), in
        /// the decoration's stroke width: a count on its way to a target.
        case arc(Paint, fraction: Double)
    }

    public var fill: Paint?
    public var stroke: Paint?
    public var strokeWidth: Double
    public var cornerRadius: Double
    public var shape: Shape
    public var symbol: Symbol?

    public init(fill: Paint? = nil, stroke: Paint? = nil, strokeWidth: Double = 1, cornerRadius: Double = 0,
                shape: Shape = .rectangle, symbol: Symbol? = nil) {
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.cornerRadius = cornerRadius
        self.shape = shape
        self.symbol = symbol
    }
}
