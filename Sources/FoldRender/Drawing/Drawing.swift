import FoldLayout

/// A flat vector picture in points — rectangles, polylines, filled shapes and single-line text, in
/// named groups — that renders to PNG with Cairo and the renderer's fonts (`render(scale:text:)`)
/// and to a standalone SVG (`svg()`). Charts are built as one, so both files show the same thing.
public struct Drawing: Hashable, Sendable {
    public struct Point: Hashable, Sendable {
        public var x: Double
        public var y: Double
        public init(_ x: Double, _ y: Double) {
            self.x = x
            self.y = y
        }
    }

    public struct Stroke: Hashable, Sendable {
        public var colour: Colour
        public var width: Double
        /// Dash and gap lengths in points; empty for a solid line.
        public var dash: [Double]
        public init(_ colour: Colour, width: Double = 1, dash: [Double] = []) {
            self.colour = colour
            self.width = width
            self.dash = dash
        }
    }

    /// Which point of a text line `x` names.
    public enum Anchor: String, Hashable, Sendable { case start, middle, end }

    /// One line of text whose baseline starts, centres or ends at (x, y).
    public struct Text: Hashable, Sendable {
        public var string: String
        public var x: Double
        public var y: Double
        public var font: FontSpec
        public var colour: Colour
        public var anchor: Anchor
        public init(_ string: String, x: Double, y: Double, font: FontSpec, colour: Colour, anchor: Anchor = .start) {
            self.string = string
            self.x = x
            self.y = y
            self.font = font
            self.colour = colour
            self.anchor = anchor
        }
    }

    public indirect enum Item: Hashable, Sendable {
        case rect(Rect, fill: Colour?, stroke: Stroke?)
        /// An open polyline.
        case line([Point], Stroke)
        /// A closed, filled polygon.
        case shape([Point], fill: Colour)
        case text(Text)
        /// Items under a name (an SVG `<g id>`; a reader or a test finds the parts by it).
        case group(String, [Item])
    }

    public var width: Double
    public var height: Double
    public var background: Colour
    /// The picture's title (the SVG's `<title>`).
    public var title: String
    public var items: [Item]

    public init(width: Double, height: Double, background: Colour, title: String, items: [Item] = []) {
        self.width = width
        self.height = height
        self.background = background
        self.title = title
        self.items = items
    }

    /// The items of the group named `id`, searched depth first.
    public func group(_ id: String) -> [Item]? {
        func find(_ items: [Item]) -> [Item]? {
            for item in items {
                if case .group(let name, let inner) = item {
                    if name == id { return inner }
                    if let hit = find(inner) { return hit }
                }
            }
            return nil
        }
        return find(items)
    }
}
