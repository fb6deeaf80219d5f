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
