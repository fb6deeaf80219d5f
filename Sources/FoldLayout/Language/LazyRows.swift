/// The rows of a `LazyVStack`: made one at a time, only when a solve needs them (a list lays out what
/// its region can show, not every row it holds).
///
/// A solve makes rows from the first down until the next one would start more than a region's
/// height below the region's bottom (`SolvePass.lookahead`), but never fewer than the first
/// `alwaysMade`, so a short list is laid out whole and exactly, and always the `pinned` row (the one
/// with assistive technology's focus, which the page scrolls to). What it made it keeps here, so solving
/// the same list on another device or in another posture makes no row twice; rows that tools read one
/// by one (`LayoutSolver.forEachUnmadeRow`) are stored too, unless the list is longer than `storedWhole`.
public struct LazyRows: Sendable {
    /// How many rows a solve makes however little its region shows: a list this short is laid out
    /// whole (its content height exact). Sixteen rows hold every bundled list but the 200-habit one,
    /// and a solve of a 10,000-row list on a Duo page makes some 20 either way.
    public static let alwaysMade = 16

    /// How many rows the list holds.
    public let count: Int
    /// A row made and placed wherever it is (nil: none).
    public let pinned: Int?
    private let make: @Sendable (Int) -> Node
    private let made: Locked<[Int: Node]>

    /// Which list this is: copies of one list share it; another list, even with equal rows, does not.
    var identity: ObjectIdentifier { ObjectIdentifier(made) }

    public init(count: Int, pinned: Int? = nil, row: @escaping @Sendable (Int) -> Node) {
        self.count = Swift.max(0, count)
        self.pinned = pinned.flatMap { (0..<Swift.max(0, count)).contains($0) ? $0 : nil }
        make = row
        made = Locked([:])
    }

    /// Row `k`, made on first use and stored.
    func row(_ k: Int) -> Node {
        made.withLock { rows in
            if let row = rows[k] { return row }
            let row = make(k)
            rows[k] = row
            return row
        }
    }

    /// A list this long or shorter keeps the rows a tool reads one by one, as it keeps those a solve
    /// makes: lint reads the 200-habit list at every page width of the matrix, and made each of its
    /// rows again for each width (15% of lint's time, in building rows; lint's peak memory rose from
    /// 200 to 700 MB for it, as a page memo's lists now hold their rows). A longer list is read with
    /// one row held at a time, so reading it takes memory for one row, whatever its length.
    public static let storedWhole = 256

    /// Row `k` for a tool that reads every row: the stored one, else made, and stored only in a list of
    /// at most `storedWhole` rows.
    func makeRow(_ k: Int) -> Node {
        if count > Self.storedWhole { return made.withLock { $0[k] } ?? make(k) }
        return row(k)
    }
}
