/// A node's children as unretained links (`NodeLink`), the first three held in the node itself.
///
/// Most declared nodes have one to three children (a padding, a frame, a row's stacks). Holding their
/// links inline spares each such node an array of its own, and making an arena (`NodeArena`)
/// reaches a child from its parent's own memory instead of through that array. Nodes with more
/// children keep all their links in `more` and none inline.
struct NodeLinks: RandomAccessCollection {
    private let first: NodeLink?
    private let second: NodeLink?
    private let third: NodeLink?
    /// Every link when there are more than three; else empty (and never read).
    private let more: [NodeLink]
    let count: Int

    init(_ links: [NodeLink]) {
        count = links.count
        let inline = links.count <= 3
        first = inline && links.count > 0 ? links[0] : nil
        second = inline && links.count > 1 ? links[1] : nil
        third = inline && links.count > 2 ? links[2] : nil
        more = inline ? [] : links
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    /// The link to child `k`: inline when the node has at most three children, else from `more` (an
    /// index past the end traps there, as an array's would).
    @inline(__always)
    subscript(k: Int) -> NodeLink {
        switch k {
        case 0: first ?? more[0]
        case 1: second ?? more[1]
        case 2: third ?? more[2]
        default: more[k]
        }
    }
}
