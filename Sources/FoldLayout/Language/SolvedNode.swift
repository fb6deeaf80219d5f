/// One drawn node.
///
/// A solved node names the node it was declared as by its place in the solved tree's arena, and reads
/// its role, decoration, attributes and text content from there: a solve stores only what it
/// computed (frames, the ancestor's identity, the clip and the measured lines), so building a layout
/// copies no strings.
///
/// Every node of a layout counts its reference on one object, the arena (`NodeArena`), which a
/// solve and a copy already have at hand, instead of on its own declaration somewhere in a tree far
/// larger than the processor's caches. A node kept on its own keeps that whole arena.
public struct SolvedNode: Hashable, Sendable {
    /// The declarations of the tree the node was solved from (or of the node alone, made by hand).
    var arena: NodeArena
    /// The declared node's preorder number in `arena`: role, decoration, attributes, text content
    /// and (usually) the identity.
    var index: Int32
    /// The identity when the declared node has none (its path below the nearest identified ancestor).
    var assignedID: String?
    public var frame: Rect
    /// Who the node names as its parent (`parent`).
    var parentRef: ParentRef
    /// The region that clips this node (a page's content region), if any.
    public var clip: Rect?
    /// 1 when fully shown; transitions fade nodes that exist on one side only.
    public var opacity: Double
    /// Where a text node's measured lines are set.
    var placement: SolvedText.Placement?

    // The solver builds nodes with the memberwise initialiser: a hand-written one made the optimiser
    // build each node in a temporary and copy it (the public initialiser is in an extension below).

    /// Who a solved node names as its parent. A solve names a parent that has an id of its own by its
    /// number instead of copying the id: every copy of a string counts a reference on the string's
    /// storage, which on a long list lies in memory no cache holds.
    enum ParentRef {
        case none
        /// A declared node with an id of its own, by its number in `arena`.
        case declared(Int32)
        case named(String)

        /// The id it names, a declared node's read from `arena`.
        func id(in arena: NodeArena) -> String? {
            switch self {
            case .none: nil
            case .declared(let i): arena.declared[Int(i)].id
            case .named(let id): id
            }
        }
    }

    /// The id of the nearest identified ancestor.
    public var parent: String? {
        get { parentRef.id(in: arena) }
        set { parentRef = newValue.map { .named($0) } ?? .none }
    }

    /// The declared node.
    var declared: Node.Storage { arena.declared[Int(index)] }

    public var id: String { assignedID ?? declared.id ?? "" }
    public var role: Role? { declared.solvedRole }
    /// Whether the node is a scroll region, whatever role it declares (a region may say it is a page):
    /// it stays where the surface put it when its content scrolls or mirrors, and it is no content.
    /// (Each reads its one field from the arena: `declared` copies the whole declaration.)
    public var isRegion: Bool { arena.paint[Int(index)].contains(.region) }
    /// What the paint plan asks of it, read once per declaration (`NodeArena.PaintFlags`).
    var paintFlags: NodeArena.PaintFlags { arena.paint[Int(index)] }
    /// Whether the node is a scroll view (`Scroll`): a region that is placed as content is.
    public var isScrollView: Bool { arena.declared[Int(index)].shape == .scroll }
    public var decoration: Decoration? { arena.declared[Int(index)].decoration }
    public var attributes: [String: String] { arena.declared[Int(index)].attributes }
    public var semantics: Semantics { arena.declared[Int(index)].semantics }
    /// Whether it dims what lies under it (a scrim), read without copying the semantics.
    var coversChrome: Bool { arena.paint[Int(index)].contains(.coversChrome) }
    /// A scrim that shows: it dims what was painted before it (a modal's backdrop).
    public var isShownScrim: Bool { coversChrome && opacity > 0 }
    var declaredText: TextContent? { declared.text }

    /// Whether both were declared as the same node.
    func isDeclared(as other: SolvedNode) -> Bool { arena === other.arena && index == other.index }

    /// Declares the node again with `content` as its text, in an arena of its own.
    mutating func redeclare(text content: TextContent) {
        // The parent's number is in the old arena: keep its id instead.
        if case .declared = parentRef { parent = parent }
        let made = declared.with(kind: .text(content))
        arena = NodeArena(root: made, keepsRoot: true)
        index = 0
    }

    public var text: SolvedText? {
        get {
            guard let placement, let content = declaredText else { return nil }
            return SolvedText(content: content, placement: placement)
        }
        set {
            placement = newValue?.placement
            guard let newValue, declaredText != newValue.content else { return }
            redeclare(text: newValue.content)
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
            if !source.isDeclared(as: self), let content = source.declaredText, declaredText != content {
                redeclare(text: content)
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
        if !a.isDeclared(as: b) {
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
        let declared = Node.Storage(kind: text.map { .text($0.content) } ?? .spacer(minLength: 0), id: id, role: role,
                                    decoration: decoration, fillsWidth: false, hugsContent: false, attributes: attributes,
                                    semantics: semantics)
        self.init(arena: NodeArena(root: declared, keepsRoot: true), index: 0, assignedID: nil, frame: frame, parentRef: parent.map { .named($0) } ?? .none,
                  clip: clip, opacity: opacity, placement: text?.placement)
    }
}
