/// An unretained reference to a declared node: how a solve reaches a node's children (and a placed
/// node's parent) without counting references, which was most of a warm solve's time.
///
/// This is the layout core's only unsafe code. It is sound because of one invariant, which
/// `Node.Storage` keeps and `checkInvariants` checks in debug builds: a link is made only from a
/// node that is owned by its parent's `kind` (a child), or by a solve's own `root` argument, and
/// a link is used only while a solve runs — the caller keeps `root`, and with it the whole tree,
/// alive until `solve` returns. A link never outlives the solve that made it.
struct NodeLink {
    private let reference: Unmanaged<Node.Storage>

    /// A link to `node`, which must be kept alive by its parent or by the solve's root.
    init(_ node: Node.Storage) { reference = Unmanaged.passUnretained(node) }

    /// Runs `body` with the linked node. The one audited accessor: the node is alive because the
    /// tree that owns it is held by the running solve (see the type's invariant).
    @inline(__always)
    func with<Result>(_ body: (Node.Storage) throws -> Result) rethrows -> Result {
        try reference._withUnsafeGuaranteedRef(body)
    }
}
