/// A lazy list as a solve left it (`LazyVStack`): where it is, how many of its rows it made, and
/// where the first row it did not make would start, so a tool can read those rows one at a time
/// (`LayoutSolver.forEachUnmadeRow`) without a solve holding them all.
public struct SolvedList: Hashable, Sendable {
    /// The list's identity (its id, or its path like any node's): a row without an id of its own is
    /// named `<id>/<row>`.
    public var id: String
    /// The list's frame; its height counts the rows not made at the average height of those made.
    public var frame: Rect
    /// The region that clips it.
    public var clip: Rect?
    /// The nearest identified ancestor of its rows.
    public var parent: String?
    public var spacing: Double
    /// Rows made and placed: the first `made` (and the pinned row, with every row before it).
    public var made: Int
    /// Where row `made` starts, exactly: the bottom of the rows made, plus the spacing.
    public var nextRowTop: Double
    /// Whether the layout was mirrored for a right-to-left language (L15) after it was solved: rows
    /// read later are mirrored too.
    public var mirrored = false
    let rows: LazyRows
    /// The shared choices its rows were solved with (`FirstFit(sharing:)`): the rows not made take them too.
    let choiceFloors: [String: Int32]

    /// How many rows the list holds.
    public var count: Int { rows.count }
    /// How many of its rows the list's height estimates.
    public var estimated: Int { count - made }

    public static func == (a: SolvedList, b: SolvedList) -> Bool {
        a.id == b.id && a.frame == b.frame && a.clip == b.clip && a.parent == b.parent && a.spacing == b.spacing
            && a.made == b.made && a.nextRowTop == b.nextRowTop && a.count == b.count && a.mirrored == b.mirrored
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(frame)
        hasher.combine(made)
        hasher.combine(count)
    }

    /// What a list's rows look like read alone (`LayoutSolver.forEachUnmadeRow`): the same rows at the
    /// same width, where their region puts them across, mirrored or not. Their tops, and how many a
    /// layout made, differ from layout to layout; nothing read of a row alone depends on them.
    public struct RowsKey: Hashable {
        let rows: ObjectIdentifier
        let width: Double
        let left: Double
        let clipWidth: Double?
        let mirrored: Bool
    }

    public var rowsKey: RowsKey {
        RowsKey(rows: rows.identity, width: frame.width, left: frame.minX - (clip?.minX ?? 0), clipWidth: clip?.width,
                mirrored: mirrored)
    }

    /// The list moved by (dx, dy), as its made rows were.
    func offsetBy(dx: Double, dy: Double) -> SolvedList {
        var moved = self
        moved.frame = frame.offsetBy(dx: dx, dy: dy)
        moved.nextRowTop += dy
        return moved
    }
}
