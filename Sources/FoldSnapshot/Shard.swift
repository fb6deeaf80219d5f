import Foundation

/// `--shard i/n`: a balanced, deterministic partition of snapshot cases for CI matrices (T6, T15).
///
/// The cases are sorted by name and cut into `n` contiguous runs whose sizes differ by at most one:
/// the case of rank `r` among `c` lies in shard `⌊r·n / c⌋ + 1`. Adding or removing a case shifts
/// each boundary by at most one place, so a case moves only when balance needs it, and only to the
/// neighbouring shard. With fewer cases than shards, some shards are empty (a run of one passes, T15).
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    public var index: Int
    public var count: Int

    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else { return nil }
        index = i
        count = n
    }

    public var description: String { "\(index)/\(count)" }

    /// The ranks `lower..<upper` (in name order) of the `total` cases that this shard holds.
    public func ranks(of total: Int) -> Range<Int> {
        // ⌈k·total / count⌉ is the first rank of shard k + 1; computed without overflow for any Int total.
        func start(_ k: Int) -> Int {
            let (high, low) = k.multipliedFullWidth(by: total)
            let (q, r) = count.dividingFullWidth((high, low))
            return r == 0 ? q : q + 1
        }
        return start(index - 1)..<start(index)
    }

    /// This shard's share of `items`, in their given order: the ones whose name ranks in `ranks(of:)`.
    public func select<Item>(_ items: [Item], name: (Item) -> String) -> [Item] {
        let names = items.map(name)
        let order = names.indices.sorted { names[$0] != names[$1] ? names[$0] < names[$1] : $0 < $1 }
        let held = Set(order[ranks(of: items.count)])
        return items.indices.filter(held.contains).map { items[$0] }
    }
}
