/// A paint token: the theme in FoldRender maps it to a colour per appearance.
public struct Paint: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { self.name = value }
    public var description: String { name }
}

/// What a node is for; the painter and the L-rule checks read it.
public struct Role: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { self.name = value }
    public var description: String { name }

    /// A page region: a container whose frame is already in the surface's own coordinates.
    public static let region: Role = "region"
}

/// How a node is drawn behind its content.
public struct Decoration: Hashable, Sendable {
    public enum Shape: Hashable, Sendable { case rectangle, circle, capsule }
    public var fill: Paint?
    public var stroke: Paint?
    public var strokeWidth: Double
    public var cornerRadius: Double
    public var shape: Shape

    public init(fill: Paint? = nil, stroke: Paint? = nil, strokeWidth: Double = 1, cornerRadius: Double = 0,
                shape: Shape = .rectangle) {
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.cornerRadius = cornerRadius
        self.shape = shape
    }
}

public enum HorizontalAlignment: Hashable, Sendable { case leading, center, trailing, fill }
public enum VerticalAlignment: Hashable, Sendable { case top, center, bottom, fill, firstLine }
public enum TextAlignment: Hashable, Sendable {
    case natural, center, trailing

    /// Where a line `width` wide starts in `box`. `natural` is where the measurer put it (Pango aligns
    /// right-to-left paragraphs right); a right-to-left layout sets natural text flush right.
    public func lineX(width: Double, in box: Rect, direction: LayoutDirection, natural: Double) -> Double {
        switch self {
        case .center: box.x + (box.width - width) / 2
        case .trailing: direction == .leftToRight ? box.maxX - width : box.minX
        case .natural: direction == .leftToRight ? natural : box.maxX - width
        }
    }
}

/// Text as the layout sees it: a string, a font, a colour token.
public struct TextContent: Hashable, Sendable {
    public var string: String { didSet { stringHash = string.hashValue } }
    public var font: FontSpec
    public var color: Paint
    public var alignment: TextAlignment
    /// The string's hash, taken once when the text is declared: measurement caches look texts up
    /// every solve, and hashing the characters each time would cost more than the lookup.
    public private(set) var stringHash: Int

    public init(_ string: String, font: FontSpec, color: Paint = "text", alignment: TextAlignment = .natural) {
        self.string = string
        self.font = font
        self.color = color
        self.alignment = alignment
        self.stringHash = string.hashValue
    }
}

/// One element of a declared screen. Build trees with the result builders (`VStack { … }`) and
/// modifiers (`.id("card")`, `.padding(16)`), then solve them with `LayoutSolver`.
public struct Node: Sendable {
    public indirect enum Kind: Sendable {
        case text(TextContent)
        case stack(axis: Axis, spacing: Double, alignment: StackAlignment, children: [Node])
        case layers([Node])
        case padding(Insets, Node)
        case frame(width: Double?, height: Double?, minHeight: Double?, child: Node?)
        case spacer(minLength: Double)
        /// Places its child into an absolute region (a page's content region), top-aligned;
        /// content taller than the region scrolls (its height is recorded, nothing is squeezed).
        case region(Rect, Node)
    }
    public enum Axis: Hashable, Sendable { case horizontal, vertical }
    public enum StackAlignment: Hashable, Sendable {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)
    }

    public var kind: Kind
    public var id: String?
    public var role: Role?
    public var decoration: Decoration?
    /// Takes every bit of width it is offered (full-width rows).
    public var fillsWidth: Bool = false
    /// Keeps its natural width (up to what it is offered) instead of sharing a row's width.
    public var hugsContent: Bool = false
    /// Extra data for the painter (e.g. a check circle's checked state), copied to the solved node.
    public var attributes: [String: String] = [:]

    public init(_ kind: Kind) { self.kind = kind }
}

@resultBuilder
public enum NodeBuilder {
    public static func buildExpression(_ node: Node) -> [Node] { [node] }
    public static func buildExpression(_ nodes: [Node]) -> [Node] { nodes }
    public static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
    public static func buildEither(first: [Node]) -> [Node] { first }
    public static func buildEither(second: [Node]) -> [Node] { second }
    public static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [Node]) -> [Node] { part }
}

// MARK: - Constructors

public func VStack(spacing: Double = 0, alignment: HorizontalAlignment = .fill,
                   @NodeBuilder _ content: () -> [Node]) -> Node {
    Node(.stack(axis: .vertical, spacing: spacing, alignment: .horizontal(alignment), children: content()))
}

public func HStack(spacing: Double = 0, alignment: VerticalAlignment = .top,
                   @NodeBuilder _ content: () -> [Node]) -> Node {
    Node(.stack(axis: .horizontal, spacing: spacing, alignment: .vertical(alignment), children: content()))
}

/// Children drawn on top of each other, each given the whole frame.
public func Layers(@NodeBuilder _ content: () -> [Node]) -> Node { Node(.layers(content())) }

public func Text(_ string: String, font: FontSpec, color: Paint = "text", alignment: TextAlignment = .natural) -> Node {
    Node(.text(TextContent(string, font: font, color: color, alignment: alignment)))
}

public func Spacer(minLength: Double = 0) -> Node { Node(.spacer(minLength: minLength)) }

/// A fixed-size box, optionally holding a child centred in it.
public func Box(width: Double? = nil, height: Double? = nil, _ child: Node? = nil) -> Node {
    Node(.frame(width: width, height: height, minHeight: nil, child: child))
}

public func Region(_ rect: Rect, _ child: Node) -> Node { Node(.region(rect, child)) }

// MARK: - Modifiers

extension Node {
    public func id(_ id: String) -> Node { var n = self; n.id = id; return n }
    public func role(_ role: Role) -> Node { var n = self; n.role = role; return n }
    public func attribute(_ key: String, _ value: String) -> Node { var n = self; n.attributes[key] = value; return n }
    public func fillWidth(_ fills: Bool = true) -> Node { var n = self; n.fillsWidth = fills; return n }
    public func hugContent() -> Node { var n = self; n.hugsContent = true; return n }

    public func padding(_ value: Double) -> Node { padding(Insets(all: value)) }
    public func padding(_ insets: Insets) -> Node {
        var n = Node(.padding(insets, self))
        n.fillsWidth = fillsWidth
        return n
    }
    public func padding(horizontal: Double = 0, vertical: Double = 0) -> Node {
        padding(Insets(top: vertical, left: horizontal, bottom: vertical, right: horizontal))
    }

    public func frame(width: Double? = nil, height: Double? = nil, minHeight: Double? = nil) -> Node {
        Node(.frame(width: width, height: height, minHeight: minHeight, child: self))
    }

    /// Wraps the node in a decorated container that carries the identity, when one is given.
    public func background(_ fill: Paint?, stroke: Paint? = nil, cornerRadius: Double = 0,
                           shape: Decoration.Shape = .rectangle) -> Node {
        var n = self
        n.decoration = Decoration(fill: fill, stroke: stroke, cornerRadius: cornerRadius, shape: shape)
        return n
    }
}
