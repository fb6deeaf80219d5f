/// One drawn node.
///
/// A solved node links the node it was declared as, and reads its role, decoration, attributes and
/// text content from there: a solve stores only what it computed (frames, the ancestor's identity,
/// the clip and the measured lines), so building a layout copies no strings.
///
/// What keeps the declaration alive is `owner`: for a solved node, the root of the tree it was
/// solved from (so a node kept on its own keeps that whole tree). Every node of a layout counts its
/// reference on that one object, which a solve and a copy already have at hand, instead of on its
/// own declaration somewhere in a tree far larger than the processor's caches.
public struct SolvedNode: Hashable, Sendable {
    /// Keeps `link`'s node alive: the solved tree's root, or the declared node itself.
    var owner: Node.Storage
    /// The declared node: role, decoration, attributes, text content and (usually) the identity.
    var link: NodeLink
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

    /// Who a solved node names as its parent. A solve links a parent that has an id of its own
    /// instead of copying the id: every copy of a string counts a reference on the string's storage,
    /// which on a long list lies in memory no cache holds.
    enum ParentRef {
        case none
        /// A declared node with an id of its own, in the tree `owner` keeps alive.
        case declared(NodeLink)
        case named(String)
    }

    /// The id of the nearest identified ancestor.
    public var parent: String? {
        get {
            switch parentRef {
            case .none: nil
            case .declared(let link): withExtendedLifetime(owner) { link.with { $0.id } }
            case .named(let id): id
            }
        }
        set { parentRef = newValue.map { .named($0) } ?? .none }
    }

    /// Runs `body` with the declared node, keeping `owner` alive until it returns: without that, the
    /// optimiser may release a temporary node's owner (and with it the declaration) as soon as it
    /// has read the link, since nothing else reads `owner`.
    @inline(__always)
    func withDeclared<Result>(_ body: (Node.Storage) -> Result) -> Result {
        withExtendedLifetime(owner) { link.with(body) }
    }

    public var id: String { assignedID ?? withDeclared { $0.id } ?? "" }
    public var role: Role? { withDeclared { $0.solvedRole } }
    public var decoration: Decoration? { withDeclared { $0.decoration } }
    public var attributes: [String: String] { withDeclared { $0.attributes } }
    public var semantics: Semantics { withDeclared { $0.semantics } }
    var declaredText: TextContent? { withDeclared { $0.text } }

    /// Declares the node again with `content` as its text; it then owns its declaration.
    mutating func redeclare(text content: TextContent) {
        // The parent's link is valid while the old owner lives: keep its id instead.
        if case .declared = parentRef { parent = parent }
        let made = withDeclared { $0.with(kind: .text(content)) }
        owner = made
        link = NodeLink(made)
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
            if !source.link.isSame(as: link), let content = source.declaredText, declaredText != content {
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
        if !a.link.isSame(as: b.link) {
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
        self.init(owner: declared, link: NodeLink(declared), assignedID: nil, frame: frame, parentRef: parent.map { .named($0) } ?? .none,
                  clip: clip, opacity: opacity, placement: text?.placement)
    }
}
