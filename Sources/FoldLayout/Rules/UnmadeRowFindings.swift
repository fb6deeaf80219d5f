/// What `RuleBook.checkUnmadeRows` found in each row of the last few lists it read whole, by
/// `SolvedList.RowsKey`: a worker that checks one page in many postures reads each long list once
/// per width instead of once per layout. It holds each list's rows (so their identity cannot be taken
/// by another list), at most `capacity` of them; the oldest goes first. Not `Sendable`: one per worker.
public final class UnmadeRowFindings {
    private var entries: [(key: SolvedList.RowsKey, rows: LazyRows, found: [(row: Int, violation: Violation)])] = []
    public let capacity: Int

    public init(capacity: Int = 8) { self.capacity = Swift.max(1, capacity) }

    func findings(for list: SolvedList) -> [(row: Int, violation: Violation)]? {
        let key = list.rowsKey
        return entries.first { $0.key == key }?.found
    }

    func store(_ found: [(row: Int, violation: Violation)], for list: SolvedList) {
        if entries.count == capacity { entries.removeFirst() }
        entries.append((list.rowsKey, list.rows, found))
    }
}
