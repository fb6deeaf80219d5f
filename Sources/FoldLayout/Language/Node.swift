/// One element of a declared screen. Build trees with the result builders (`VStack { … }`) and
/// modifiers (`.id("card")`, `.padding(16)`), then solve them with `LayoutSolver`.
///
/// A node is a value, held in one immutable object, and each node already knows what the solver
/// asks of every subtree (how many nodes it holds, whether it grows to the width it is offered). A
/// tree is solved from an arena of its nodes in preorder, made on its first solve and kept with its
/// root (`NodeArena`).
public struct Node: Sendable {
    public enum Kind: Sendable {
        case text(TextContent)
        case stack(axis: Axis, spacing: Double, alignment: StackAlignment, children: [Node])
        case layers([Node])
        case padding(Insets, Node)
        /// A fixed width and height (each optional), a minimum height, and a maximum height its child is
        /// held to (a child that can give up height, a scroll view inside it, gives it up: `Scroll`).
        case frame(width: Double?, height: Double?, minHeight: Double?, maxHeight: Double? = nil, child: Node?)
        case spacer(minLength: Double)
        /// Places its child into an absolute region (a page's content region), top-aligned;
        /// content taller than the region scrolls (its height is recorded, nothing is squeezed).
        case region(Rect, Node)
        /// The first alternative that fits the width it is offered — no text in it splits a word and
        /// nothing is wider than the offer — else the last (as SwiftUI's `ViewThatFits`). First fits
        /// `shared` by one key take one alternative in a solve: the latest any of them takes alone, so
        /// the rows of a list are laid out one way (P13). `judgedAt`: the alternatives are judged at that
        /// width where the offer is wider (the narrowest page of a device, so a bar is laid out one way
        /// on all its pages, P13), and the one chosen is laid out at the width offered.
        case firstFit([Node], maxHeight: Double? = nil, shared: String? = nil, judgedAt: Double? = nil)
        /// A vertical list whose rows are made only when a solve needs them: those its region can
        /// show and a region's height more below it (`LazyRows`). The rows not made count in its
        /// height at the average height of those made.
        case lazyStack(spacing: Double, rows: LazyRows)
        /// Its child at the width it is offered and its whole height, shown through a viewport that gives
        /// up height to the stack it is in when that stack has less room than it needs (down to
        /// `minHeight`): a scroll view. Its content scrolls inside it as a region's does, and it is drawn
        /// as a region (`SolvedNode.isRegion`) in the layout's coordinates.
        case scroll(Node, minHeight: Double)
    }
    public enum Axis: Hashable, Sendable { case horizontal, vertical }
    public enum StackAlignment: Hashable, Sendable {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)
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
