/// A paint token: the theme in FoldRender maps it to a colour per appearance.
public struct Paint: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { self.name = value }
    public var description: String { name }
}

/// What a node is, by name: screens declare their own roles (`Role("card")`) and tools print them.
/// The layout knows two: regions and text. Rules and the painter read `Semantics` and
/// `Decoration`, never a role's name.
public struct Role: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { self.name = value }
    public var description: String { name }

    /// A page region: a container whose frame is already in the surface's own coordinates.
    public static let region: Role = "region"
    /// The role of a text node that declares none.
    public static let text: Role = "text"
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

/// Text as the layout sees it: a string, a font, a colour token and the language it is written in.
public struct TextContent: Hashable, Sendable {
    public var string: String { didSet { stringHash = string.hashValue } }
    public var font: FontSpec
    public var color: Paint
    public var alignment: TextAlignment
    /// The text's language as a locale or BCP 47 tag (`en_GB`, `de-AT`): whose hyphenation patterns
    /// break a word too wide for its line. `nil`: the measurer's default (English).
    public var language: String?
    /// The most lines the text may take; past them its last line ends in an ellipsis (`TextTruncation`).
    /// `nil`, the default, wraps the whole text onto as many lines as it needs.
    public var lineLimit: Int?
    /// The string's hash, taken once when the text is declared: measurement caches look texts up
    /// every solve, and hashing the characters each time would cost more than the lookup.
    public private(set) var stringHash: Int

    public init(_ string: String, font: FontSpec, color: Paint = "text", alignment: TextAlignment = .natural,
                language: String? = nil, lineLimit: Int? = nil) {
        self.string = string
        self.font = font
        self.color = color
        self.alignment = alignment
        self.language = language
        self.lineLimit = lineLimit
        self.stringHash = string.hashValue
    }
}

/// One element of a declared screen. Build trees with the result builders (`VStack { … }`) and
/// modifiers (`.id("card")`, `.padding(16)`), then solve them with `LayoutSolver`.
///
/// A node is a value, held in one immutable object: the solver walks a declared tree by reference,
/// without copying it, and each node already knows what the solver asks of every subtree (how many
/// nodes it holds, whether it grows to the width it is offered).
public struct Node: Sendable {
    public enum Kind: Sendable {
        case text(TextContent)
        case stack(axis: Axis, spacing: Double, alignment: StackAlignment, children: [Node])
        case layers([Node])
        case padding(Insets, Node)
        case frame(width: Double?, height: Double?, minHeight: Double?, child: Node?)
        case spacer(minLength: Double)
        /// Places its child into an absolute region (a page's content region), top-aligned;
        /// content taller than the region scrolls (its height is recorded, nothing is squeezed).
        case region(Rect, Node)
        /// The first alternative that fits the width it is offered — no text in it splits a word and
        /// nothing is wider than the offer — else the last (as SwiftUI's `ViewThatFits`).
        case firstFit([Node])
    }
    public enum Axis: Hashable, Sendable { case horizontal, vertical }
    public enum StackAlignment: Hashable, Sendable {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)
    }

    /// Everything a node declares, plus what the solver derives from its subtree. Never mutated:
    /// a modifier makes a new one.
    final class Storage: Sendable {
        // What a solve reads comes first: stored properties are laid out in declaration order, so
        // these share a few cache lines and a long list's solve touches less memory per node.

        /// The kind again, as plain fields the solver reads without copying the enum's payload.
        enum Shape: UInt8 { case text, verticalStack, horizontalStack, layers, padding, frame, spacer, region, firstFit }
        let shape: Shape
        let fillsWidth: Bool
        let hugsContent: Bool
        /// Whether the node grows to take the width it is offered.
        let flexible: Bool
        /// Drawn (given a solved node) when it has an identity, a role or a decoration.
        let identified: Bool
        /// Whether `id` is set (read on hot paths without loading the string).
        let hasID: Bool
        /// Nodes in this subtree, itself included: a node's descendants take the next `count - 1`
        /// positions in preorder, so the solver numbers nodes without flattening the tree.
        let count: Int
        /// The children in declaration order (an empty array for leaves), unretained: `kind` owns
        /// them. A solve walks a tree its caller keeps alive, and reaching a child through these costs
        /// no reference counting (atomic counts were most of a warm solve).
        let childRefs: [NodeLink]
        /// A stack's spacing, or a spacer's minimum length.
        let spacing: Double
        let alignment: StackAlignment
        let insets: Insets
        let fixedWidth: Double?
        let fixedHeight: Double?
        let minHeight: Double?
        let regionFrame: Rect
        /// Solved nodes this subtree gives at most (those drawn: identified nodes and all text; of a
        /// `firstFit`, only the alternative chosen is drawn).
        let emitCount: Int
        /// Whether the subtree holds a `firstFit`, so a solve may draw fewer nodes than `emitCount`.
        let containsChoice: Bool

        // What the solve reads rarely, and what solved nodes read later.
        let id: String?
        let text: TextContent?
        let kind: Kind
        let role: Role?
        /// The role a solved node reports: the declared one, else "text" for text and `region` for regions.
        let solvedRole: Role?
        let decoration: Decoration?
        let attributes: [String: String]
        let semantics: Semantics

        var isText: Bool { shape == .text }
        var isSpacer: Bool { shape == .spacer }

        init(kind: Kind, id: String?, role: Role?, decoration: Decoration?, fillsWidth: Bool, hugsContent: Bool,
             attributes: [String: String], semantics: Semantics = .none) {
            self.kind = kind
            self.id = id
            self.role = role
            self.decoration = decoration
            self.fillsWidth = fillsWidth
            self.hugsContent = hugsContent
            self.attributes = attributes
            self.semantics = semantics
            var spacing = 0.0, alignment = StackAlignment.horizontal(.fill), insets = Insets()
            var fixedWidth: Double?, fixedHeight: Double?, minHeight: Double?
            var regionFrame = Rect(x: 0, y: 0, width: 0, height: 0)
            var text: TextContent?
            let children: [Node]
            switch kind {
            case .stack(let axis, let s, let a, let c):
                shape = axis == .vertical ? .verticalStack : .horizontalStack
                spacing = s
                alignment = a
                children = c
            case .layers(let c):
                shape = .layers
                children = c
            case .firstFit(let c):
                shape = .firstFit
                children = c
            case .padding(let i, let c):
                shape = .padding
                insets = i
                children = [c]
            case .region(let r, let c):
                shape = .region
                regionFrame = r
                children = [c]
            case .frame(let w, let h, let m, let c):
                shape = .frame
                fixedWidth = w
                fixedHeight = h
                minHeight = m
                children = c.map { [$0] } ?? []
            case .text(let content):
                shape = .text
                text = content
                children = []
            case .spacer(let minLength):
                shape = .spacer
                spacing = minLength
                children = []
            }
            self.spacing = spacing
            self.alignment = alignment
            self.insets = insets
            self.fixedWidth = fixedWidth
            self.fixedHeight = fixedHeight
            self.minHeight = minHeight
            self.regionFrame = regionFrame
            self.text = text
            self.childRefs = children.map { NodeLink($0.storage) }
            self.count = children.reduce(1) { $0 + $1.storage.count }
            self.identified = id != nil || role != nil || decoration != nil || semantics.accessibility != nil || semantics.isModal
            self.hasID = id != nil
            self.solvedRole = role ?? (shape == .text ? Role.text : shape == .region ? Role.region : nil)
            let own = identified || shape == .text ? 1 : 0
            self.emitCount = shape == .firstFit
                ? own + (children.map(\.storage.emitCount).max() ?? 0)
                : children.reduce(own) { $0 + $1.storage.emitCount }
            self.containsChoice = shape == .firstFit || children.contains { $0.storage.containsChoice }
            if hugsContent {
                flexible = false
            } else if fillsWidth {
                flexible = true
            } else {
                switch shape {
                case .text, .spacer: flexible = true
                case .verticalStack, .horizontalStack, .layers, .padding, .firstFit: flexible = children.contains { $0.storage.flexible }
                case .frame: flexible = fixedWidth == nil && (children.first?.storage.flexible ?? false)
                case .region: flexible = false
                }
            }
            _checkInvariants()
        }

        /// A node like `other` with new modifiers on the same kind: what comes from the kind and the
        /// children (their links and counts) is taken over, not derived again. Modifiers are most of
        /// what building a screen allocates, and deriving links made each of them allocate twice.
        private init(modifying other: Storage, id: String?, role: Role?, decoration: Decoration?, fillsWidth: Bool,
                     hugsContent: Bool, attributes: [String: String], semantics: Semantics) {
            kind = other.kind
            self.id = id
            self.role = role
            self.decoration = decoration
            self.fillsWidth = fillsWidth
            self.hugsContent = hugsContent
            self.attributes = attributes
            self.semantics = semantics
            shape = other.shape
            spacing = other.spacing
            alignment = other.alignment
            insets = other.insets
            fixedWidth = other.fixedWidth
            fixedHeight = other.fixedHeight
            minHeight = other.minHeight
            regionFrame = other.regionFrame
            text = other.text
            childRefs = other.childRefs
            count = other.count
            containsChoice = other.containsChoice
            identified = id != nil || role != nil || decoration != nil || semantics.accessibility != nil || semantics.isModal
            hasID = id != nil
            solvedRole = role ?? (other.shape == .text ? Role.text : other.shape == .region ? Role.region : nil)
            // The children's drawn nodes are the other's without its own.
            let otherOwn = other.identified || other.shape == .text ? 1 : 0
            let own = identified || shape == .text ? 1 : 0
            emitCount = other.emitCount - otherOwn + own
            if hugsContent {
                flexible = false
            } else if fillsWidth {
                flexible = true
            } else {
                switch other.shape {
                case .text, .spacer: flexible = true
                case .verticalStack, .horizontalStack, .layers, .padding, .firstFit:
                    flexible = other.childRefs.contains { $0.with { $0.flexible } }
                case .frame: flexible = other.fixedWidth == nil && (other.childRefs.first?.with { $0.flexible } ?? false)
                case .region: flexible = false
                }
            }
            _checkInvariants()
        }

        func with(kind: Kind? = nil, id: String?? = nil, role: Role?? = nil, decoration: Decoration?? = nil,
                  fillsWidth: Bool? = nil, hugsContent: Bool? = nil, attributes: [String: String]? = nil,
                  semantics: Semantics? = nil) -> Storage {
            if let kind {
                return Storage(kind: kind, id: id ?? self.id, role: role ?? self.role, decoration: decoration ?? self.decoration,
                               fillsWidth: fillsWidth ?? self.fillsWidth, hugsContent: hugsContent ?? self.hugsContent,
                               attributes: attributes ?? self.attributes, semantics: semantics ?? self.semantics)
            }
            return Storage(modifying: self, id: id ?? self.id, role: role ?? self.role, decoration: decoration ?? self.decoration,
                           fillsWidth: fillsWidth ?? self.fillsWidth, hugsContent: hugsContent ?? self.hugsContent,
                           attributes: attributes ?? self.attributes, semantics: semantics ?? self.semantics)
        }
    }

    let storage: Storage

    public init(_ kind: Kind) {
        storage = Storage(kind: kind, id: nil, role: nil, decoration: nil, fillsWidth: false, hugsContent: false, attributes: [:])
    }

    init(storage: Storage) { self.storage = storage }

    public var kind: Kind { storage.kind }
    public var id: String? { storage.id }
    public var role: Role? { storage.role }
    public var decoration: Decoration? { storage.decoration }
    /// Takes every bit of width it is offered (full-width rows).
    public var fillsWidth: Bool { storage.fillsWidth }
    /// Keeps its natural width (up to what it is offered) instead of sharing a row's width.
    public var hugsContent: Bool { storage.hugsContent }
    /// Extra data for tools (e.g. a check circle's checked state), copied to the solved node.
    public var attributes: [String: String] { storage.attributes }
    /// What rules and guides need to know about the node.
    public var semantics: Semantics { storage.semantics }
    /// The number of nodes in this subtree, itself included.
    public var subtreeCount: Int { storage.count }
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

/// Alternatives in order of preference: the solver draws the first that fits the width offered (no
/// word of its text split, nothing wider than the offer), else the last.
public func FirstFit(@NodeBuilder _ alternatives: () -> [Node]) -> Node { Node(.firstFit(alternatives())) }

/// Text that wraps between words; a word wider than its line hyphenates in `language` (see
/// `TextContent`); with a `lineLimit`, text that needs more lines ends in an ellipsis.
public func Text(_ string: String, font: FontSpec, color: Paint = "text", alignment: TextAlignment = .natural,
                 language: String? = nil, lineLimit: Int? = nil) -> Node {
    Node(.text(TextContent(string, font: font, color: color, alignment: alignment, language: language, lineLimit: lineLimit)))
}

public func Spacer(minLength: Double = 0) -> Node { Node(.spacer(minLength: minLength)) }

/// A fixed-size box, optionally holding a child centred in it.
public func Box(width: Double? = nil, height: Double? = nil, _ child: Node? = nil) -> Node {
    Node(.frame(width: width, height: height, minHeight: nil, child: child))
}

public func Region(_ rect: Rect, _ child: Node) -> Node { Node(.region(rect, child)) }

// MARK: - Modifiers

extension Node {
    public func id(_ id: String) -> Node { Node(storage: storage.with(id: .some(id))) }
    public func role(_ role: Role) -> Node { Node(storage: storage.with(role: .some(role))) }
    public func attribute(_ key: String, _ value: String) -> Node {
        var attributes = storage.attributes
        attributes[key] = value
        return Node(storage: storage.with(attributes: attributes))
    }
    /// Several attributes at once (a long list of cells sets them in one step).
    public func attributes(_ more: [String: String]) -> Node {
        Node(storage: storage.with(attributes: storage.attributes.merging(more) { _, new in new }))
    }
    public func semantics(_ semantics: Semantics) -> Node { Node(storage: storage.with(semantics: semantics)) }
    /// Marks a container that must lie whole inside one page (L1).
    public func staysInOnePage() -> Node { semantics(withSemantics { $0.staysInOnePage = true }) }
    /// Marks a layer that deliberately covers the chrome (a scrim).
    public func coversChrome() -> Node { semantics(withSemantics { $0.coversChrome = true }) }
    /// Declares the smallest touch area the node may have (L12).
    public func touchTarget(minimum: Double) -> Node { semantics(withSemantics { $0.minimumTarget = minimum }) }
    /// Declares the design-review guide drawn for the node (R2).
    public func guide(_ guide: Semantics.Guide) -> Node { semantics(withSemantics { $0.guide = guide }) }
    /// Marks a button or short label whose words never break (L8).
    public func keepsWordsWhole() -> Node { semantics(withSemantics { $0.keepsWordsWhole = true }) }

    func withSemantics(_ change: (inout Semantics) -> Void) -> Semantics {
        var s = storage.semantics
        change(&s)
        return s
    }

    public func fillWidth(_ fills: Bool = true) -> Node { Node(storage: storage.with(fillsWidth: fills)) }
    public func hugContent() -> Node { Node(storage: storage.with(hugsContent: true)) }

    public func padding(_ value: Double) -> Node { padding(Insets(all: value)) }
    public func padding(_ insets: Insets) -> Node {
        Node(storage: Storage(kind: .padding(insets, self), id: nil, role: nil, decoration: nil, fillsWidth: fillsWidth,
                              hugsContent: false, attributes: [:]))
    }
    public func padding(horizontal: Double = 0, vertical: Double = 0) -> Node {
        padding(Insets(top: vertical, left: horizontal, bottom: vertical, right: horizontal))
    }

    public func frame(width: Double? = nil, height: Double? = nil, minHeight: Double? = nil) -> Node {
        Node(.frame(width: width, height: height, minHeight: minHeight, child: self))
    }

    /// Draws a decoration behind the node's content: a fill, a stroke, a shape and a symbol.
    public func background(_ fill: Paint?, stroke: Paint? = nil, strokeWidth: Double = 1, cornerRadius: Double = 0,
                           shape: Decoration.Shape = .rectangle, symbol: Decoration.Symbol? = nil) -> Node {
        Node(storage: storage.with(decoration: .some(Decoration(fill: fill, stroke: stroke, strokeWidth: strokeWidth,
                                                                 cornerRadius: cornerRadius, shape: shape, symbol: symbol))))
    }
}
