/// A node's children, the first three held in the node itself.
///
/// Most declared nodes have one to three children (a padding, a frame, a row's stacks). Holding them
/// inline spares each such node an array of its own, and making an arena (`NodeArena`) reaches a
/// child from its parent's own memory instead of through that array. Nodes with more children keep
/// them all in `more` and none inline. Plain references: the node's `kind` holds the same children,
/// so these add a count to objects already alive and never make a cycle (a child never holds its parent).
struct NodeChildren: RandomAccessCollection {
    private let first: Node.Storage?
    private let second: Node.Storage?
    private let third: Node.Storage?
    /// Every child when there are more than three; else empty (and never read).
    private let more: [Node.Storage]
    let count: Int

    init(_ children: [Node.Storage]) {
        count = children.count
        let inline = children.count <= 3
        first = inline && children.count > 0 ? children[0] : nil
        second = inline && children.count > 1 ? children[1] : nil
        third = inline && children.count > 2 ? children[2] : nil
        more = inline ? [] : children
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    /// Child `k`: inline when the node has at most three children, else from `more` (an index past
    /// the end traps there, as an array's would).
    @inline(__always)
    subscript(k: Int) -> Node.Storage {
        switch k {
        case 0: first ?? more[0]
        case 1: second ?? more[1]
        case 2: third ?? more[2]
        default: more[k]
        }
    }
}
