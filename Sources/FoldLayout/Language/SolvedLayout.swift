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
///
/// A solved node keeps a reference to the node it was declared as, and reads its role, decoration,
/// attributes and text content from there: a solve stores only what it computed (frames, the
/// ancestor's identity, the clip and the measured lines), so building a layout copies no strings.
public struct SolvedNode: Hashable, Sendable {
    /// The declared node: role, decoration, attributes, text content and (usually) the identity.
    var declared: Node.Storage
    /// The identity when the declared node has none (its path below the nearest identified ancestor).
    var assignedID: String?
    public var frame: Rect
    /// The id of the nearest identified ancestor.
    public var parent: String?
    /// The region that clips this node (a page's content region), if any.
    public var clip: Rect?
    /// 1 when fully shown; transitions fade nodes that exist on one side only.
    public var opacity: Double
    /// Where a text node's measured lines are set.
    var placement: SolvedText.Placement?

    // The solver builds nodes with the memberwise initialiser: a hand-written one made the optimiser
    // build each node in a temporary and copy it (the public initialiser is in an extension below).

    public var id: String { assignedID ?? declared.id ?? "" }
    public var role: Role? { declared.solvedRole }
    public var decoration: Decoration? { declared.decoration }
    public var attributes: [String: String] { declared.attributes }
    public var semantics: Semantics { declared.semantics }

    public var text: SolvedText? {
        get {
            guard let placement, let content = declared.text else { return nil }
            return SolvedText(content: content, placement: placement)
        }
        set {
            placement = newValue?.placement
            guard let newValue, declared.text != newValue.content else { return }
            declared = declared.with(kind: .text(newValue.content))
        }
    }

    /// Moves a text node's lines by (dx, dy) without re-wrapping them.
    public mutating func offsetText(dx: Double, dy: Double) {
        guard var moved = placement else { return }
        moved.box = moved.box.offsetBy(dx: dx, dy: dy)
        placement = moved
    }

    /// Moves the node to `frame` and sets in it the lines of `source` (itself, or the same text in
    /// another layout), never re-wrapped: lines aligned in their box re-align in the new one (a
    /// centred line stays centred in a box that grew); lines given already placed move with it.
    public mutating func move(to frame: Rect, textOf source: SolvedNode) {
        if var p = source.placement {
            let old = p.box, was = source.frame
            if p.aligned {
                p.box = Rect(x: frame.x + old.x - was.x, y: frame.y + old.y - was.y,
                             width: frame.width + old.width - was.width, height: frame.height + old.height - was.height)
            } else {
                p.box = old.offsetBy(dx: frame.x - was.x, dy: frame.y - was.y)
            }
            placement = p
            if source.declared !== declared, let content = source.declared.text, declared.text != content {
                declared = declared.with(kind: .text(content))
            }
        }
        self.frame = frame
    }

    /// Mirrors a text node's lines inside a container (L15).
    mutating func mirrorText(inWidth width: Double, originX: Double) {
        guard let text else { return }
        placement = text.mirrored(inWidth: width, originX: originX).placement
    }

    public static func == (a: SolvedNode, b: SolvedNode) -> Bool {
        guard a.frame == b.frame, a.parent == b.parent, a.clip == b.clip, a.opacity == b.opacity, a.id == b.id else { return false }
        if a.declared !== b.declared {
            guard a.role == b.role, a.decoration == b.decoration, a.attributes == b.attributes, a.semantics == b.semantics else { return false }
        }
        return a.text == b.text
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(frame)
        hasher.combine(parent)
        hasher.combine(clip)
        hasher.combine(opacity)
        hasher.combine(role)
        hasher.combine(text)
    }
}

extension SolvedNode {
    /// A node made by hand (tests, tools): it gets a declaration of its own.
    public init(id: String, role: Role?, frame: Rect, decoration: Decoration? = nil, text: SolvedText? = nil,
                attributes: [String: String] = [:], semantics: Semantics = .none, parent: String? = nil, clip: Rect? = nil,
                opacity: Double = 1) {
        self.init(declared: Node.Storage(kind: text.map { .text($0.content) } ?? .spacer(minLength: 0), id: id, role: role,
                                         decoration: decoration, fillsWidth: false, hugsContent: false, attributes: attributes,
                                         semantics: semantics),
                  assignedID: nil, frame: frame, parent: parent, clip: clip, opacity: opacity, placement: text?.placement)
    }
}

/// Text as solved: the content, the width it was measured at, and its lines in absolute points.
///
/// The lines are kept as the measurer returned them (relative to the text's origin, shared with the
/// measurement cache) together with the box they are set in; `lines` places them on demand. A solve
/// therefore copies no line, and moving or mirroring text moves its box.
public struct SolvedText: Hashable, Sendable {
    /// Everything about solved text except its content.
    struct Placement: Sendable {
        var wrapWidth: Double
        var measuredLines: [TextLine]
        var box: Rect
        var direction: LayoutDirection
        /// False for lines given already placed: they are only moved, never re-aligned.
        var aligned: Bool
    }

    public var content: TextContent
    var placement: Placement

    init(content: TextContent, placement: Placement) {
        self.content = content
        self.placement = placement
    }

    /// Lines already in absolute points.
    public init(content: TextContent, wrapWidth: Double, lines: [TextLine]) {
        self.init(content: content, placement: Placement(wrapWidth: wrapWidth, measuredLines: lines, box: .zero,
                                                         direction: .leftToRight, aligned: false))
    }

    /// The width the text was measured (and must be drawn) at.
    public var wrapWidth: Double { placement.wrapWidth }

    /// Line `k` in absolute points.
    public func line(_ k: Int) -> TextLine {
        let m = placement.measuredLines[k]
        let box = placement.box
        var frame = m.frame.offsetBy(dx: box.x, dy: box.y)
        if placement.aligned {
            // A line the measurer set in from the left (a right-to-left paragraph, flush right) keeps its
            // distance from the right edge in a box wider or narrower than it was wrapped at (a moving
            // box); in its own box the two are the same.
            let natural = m.frame.minX > 0.5 ? frame.x + box.width - placement.wrapWidth : frame.x
            frame.x = content.alignment.lineX(width: frame.width, in: box, direction: placement.direction, natural: natural)
        }
        return TextLine(text: m.text, frame: frame, baseline: m.baseline + box.y, ending: m.ending)
    }

    /// The lines in absolute points. Setting them replaces the measured lines with placed ones.
    public var lines: [TextLine] {
        get { placement.measuredLines.indices.map(line) }
        set { self = SolvedText(content: content, wrapWidth: wrapWidth, lines: newValue) }
    }

    public var firstLine: Rect { placement.measuredLines.isEmpty ? .zero : line(0).frame }

    /// The widest line's width.
    public var widestLine: Double { placement.measuredLines.reduce(0) { Swift.max($0, $1.frame.width) } }

    /// The text mirrored inside a container (L15): its box mirrored, and natural lines set flush right.
    public func mirrored(inWidth width: Double, originX: Double) -> SolvedText {
        var out = self
        guard placement.aligned else {
            out.lines = lines.map { l in
                TextLine(text: l.text, frame: l.frame.mirrored(inWidth: width, originX: originX), baseline: l.baseline, ending: l.ending)
            }
            return out
        }
        out.placement.box = placement.box.mirrored(inWidth: width, originX: originX)
        out.placement.direction = placement.direction == .leftToRight ? .rightToLeft : .leftToRight
        return out
    }

    public static func == (a: SolvedText, b: SolvedText) -> Bool {
        a.content == b.content && a.wrapWidth == b.wrapWidth && a.lines == b.lines
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(content)
        hasher.combine(wrapWidth)
        hasher.combine(lines)
    }
}

public struct SolvedRegion: Hashable, Sendable {
    public var frame: Rect
    public var contentHeight: Double
    /// How far its content is scrolled up (0: at its top, as a page opens).
    public var scrollOffset: Double = 0
    public var scrolls: Bool { contentHeight > frame.height + 0.5 }
}

extension SolvedLayout {
    /// The layout with the region that holds the node with assistive technology's focus scrolled, as
    /// little as it takes, so that node shows whole with `margin` below it (never past the region's
    /// content). A closed sheet returns the focus to the control that opened it, which was on screen
    /// when it was tapped (L11, A2). Unchanged when nothing has the focus or it already shows.
    public func scrolledToFocus(margin: Double = 16) -> SolvedLayout {
        guard let focus = nodes.first(where: { $0.semantics.hasFocus }), let clip = focus.clip,
              let region = regions.first(where: { $0.frame == clip }) else { return self }
        let room = region.contentHeight - region.frame.height
        let dy = Swift.min(Swift.max(0, focus.frame.maxY + margin - clip.maxY), Swift.max(0, room))
        guard dy > 0 else { return self }
        var out = nodes
        for i in out.indices where out[i].clip == clip && out[i].role != .region {
            out[i].frame = out[i].frame.offsetBy(dx: 0, dy: -dy)
            out[i].offsetText(dx: 0, dy: -dy)
        }
        var scrolled = regions
        for r in scrolled.indices where scrolled[r].frame == clip { scrolled[r].scrollOffset += dy }
        return SolvedLayout(bounds: bounds, nodes: out, regions: scrolled)
    }
}

extension SolvedLayout {
    /// The right-to-left version (L15): every frame mirrored inside the region that holds it (or the
    /// display), and natural-aligned text lines set flush to the trailing (right) edge. The regions
    /// themselves are the surface's, which already puts the first page and the dock on the RTL side.
    public func mirrored() -> SolvedLayout {
        var out = nodes
        for i in out.indices where out[i].role != .region {
            let container = out[i].clip ?? bounds
            out[i].frame = out[i].frame.mirrored(inWidth: container.width, originX: container.x)
            out[i].mirrorText(inWidth: container.width, originX: container.x)
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
