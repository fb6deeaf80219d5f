/// An unretained reference to a declared node: how a solve reaches a node's children and how a
/// solved node reaches its declaration, without counting references on nodes spread across memory.
///
/// This is the layout core's only unsafe code. It is sound because every link is kept beside
/// something that keeps its node alive, which `checkInvariants` checks in debug builds where it can:
/// a node's links to its children (the node's `kind` owns them); an arena's records (the root that
/// holds the arena owns, through the kinds, every node of its tree); a solved node's link (its
/// `owner` is the root of the tree it was solved from, or the node itself).
struct NodeLink {
    private let reference: Unmanaged<Node.Storage>

    /// A link to `node`, which must be kept alive by its parent or by the solve's root.
    init(_ node: Node.Storage) { reference = Unmanaged.passUnretained(node) }

    /// Whether both links reach the same node.
    func isSame(as other: NodeLink) -> Bool { reference.toOpaque() == other.reference.toOpaque() }

    /// Runs `body` with the linked node. The one audited accessor: the node is alive because what
    /// holds the link keeps it alive (see the type's invariant).
    @inline(__always)
    func with<Result>(_ body: (Node.Storage) throws -> Result) rethrows -> Result {
        try reference._withUnsafeGuaranteedRef(body)
    }
}
