import Synchronization

/// The solver's answer: every drawn node's frame by stable identity, in paint order.
public struct SolvedLayout: Hashable, Sendable {
    /// The active display's bounds.
    public var bounds: Rect
    public var nodes: [SolvedNode] { didSet { lookup = IdentityIndex() } }
    /// Regions content was placed into, with the height their content needed (scrolling when taller).
    public var regions: [SolvedRegion]
    /// Built on the first lookup: rendering a layout never needs it, so solving does not pay for it.
    private var lookup: IdentityIndex

    public init(bounds: Rect, nodes: [SolvedNode], regions: [SolvedRegion]) {
        self.bounds = bounds
        self.nodes = nodes
        self.regions = regions
        self.lookup = IdentityIndex()
    }

    /// A layout whose identity index is already known (transitions reuse one index for every frame).
    public init(bounds: Rect, nodes: [SolvedNode], regions: [SolvedRegion], index: [String: Int]) {
        self.bounds = bounds
        self.nodes = nodes
        self.regions = regions
        self.lookup = IdentityIndex(index)
    }

    /// Where each identity sits in `nodes`.
    public var index: [String: Int] { lookup.table(for: nodes) }

    public func node(_ id: String) -> SolvedNode? { index[id].map { nodes[$0] } }

    public static func == (a: SolvedLayout, b: SolvedLayout) -> Bool {
        a.bounds == b.bounds && a.nodes == b.nodes && a.regions == b.regions
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(bounds)
        hasher.combine(nodes)
        hasher.combine(regions)
    }
    public subscript(_ id: String) -> SolvedNode? { node(id) }
    public func nodes(role: Role) -> [SolvedNode] { nodes.filter { $0.role == role } }
    public var ids: [String] { nodes.map(\.id) }
}

/// One drawn node.
public struct SolvedNode: Hashable, Sendable {
    public var id: String
    public var role: Role?
    public var frame: Rect
    public var decoration: Decoration?
    public var text: SolvedText?
    public var attributes: [String: String]
    /// The id of the nearest identified ancestor.
    public var parent: String?
    /// The region that clips this node (a page's content region), if any.
    public var clip: Rect?
    /// 1 when fully shown; transitions fade nodes that exist on one side only.
    public var opacity: Double

    public init(id: String, role: Role?, frame: Rect, decoration: Decoration? = nil, text: SolvedText? = nil,
                attributes: [String: String] = [:], parent: String? = nil, clip: Rect? = nil, opacity: Double = 1) {
        self.id = id
        self.role = role
        self.frame = frame
        self.decoration = decoration
        self.text = text
        self.attributes = attributes
        self.parent = parent
        self.clip = clip
        self.opacity = opacity
    }
}

/// Text as solved: the content and the lines measured at the node's width, in absolute points.
public struct SolvedText: Hashable, Sendable {
    public var content: TextContent
    /// The width the text was measured (and must be drawn) at.
    public var wrapWidth: Double
    public var lines: [TextLine]
    public var firstLine: Rect { lines.first?.frame ?? .zero }
}

public struct SolvedRegion: Hashable, Sendable {
    public var frame: Rect
    public var contentHeight: Double
    public var scrolls: Bool { contentHeight > frame.height + 0.5 }
}

extension SolvedLayout {
    /// The right-to-left version (L15): every frame mirrored inside the region that holds it (or the
    /// display), and natural-aligned text lines set flush to the trailing (right) edge. The regions
    /// themselves are the surface's, which already puts the first page and the dock on the RTL side.
    public func mirrored() -> SolvedLayout {
        var out = nodes
        for i in out.indices where out[i].role != .region {
            let container = out[i].clip ?? bounds
            let old = out[i].frame
            let frame = old.mirrored(inWidth: container.width, originX: container.x)
            out[i].frame = frame
            if var text = out[i].text {
                let alignment = text.content.alignment
                text.lines = text.lines.map { line in
                    var l = line
                    l.frame.x = alignment.lineX(width: line.frame.width, in: frame, direction: .rightToLeft, natural: line.frame.x)
                    return l
                }
                out[i].text = text
            }
        }
        return SolvedLayout(bounds: bounds, nodes: out, regions: regions)
    }
}

/// A layout's identity → position table, made once on first use and shared by copies of the layout.
final class IdentityIndex: Sendable {
    private let storage: Mutex<[String: Int]?>

    init(_ table: [String: Int]? = nil) { storage = Mutex(table) }

    func table(for nodes: [SolvedNode]) -> [String: Int] {
        storage.withLock { table in
            if let table { return table }
            var built: [String: Int] = [:]
            built.reserveCapacity(nodes.count)
            for (i, node) in nodes.enumerated() where built[node.id] == nil { built[node.id] = i }
            table = built
            return built
        }
    }
}
