/// One habit's check-ins as a dense run of daily counts, so views walk history without hashing.
/// Each day has its own slot: one day never overwrites another (D6).
public struct CheckInLog: Hashable, Sendable {
    /// Ordinal (`DayKey.ordinal`) of `counts[0]`.
    public private(set) var base: Int
    public private(set) var counts: [UInt8]

    public init() {
        base = 0
        counts = []
    }

    public func count(on day: DayKey) -> Int { count(ordinal: day.ordinal) }

    @inline(__always)
    public func count(ordinal: Int) -> Int {
        let i = ordinal - base
        return i >= 0 && i < counts.count ? Int(counts[i]) : 0
    }

    public mutating func set(_ count: Int, on day: DayKey) {
        let clamped = UInt8(Swift.max(0, Swift.min(99, count)))
        let ordinal = day.ordinal
        if counts.isEmpty {
            guard clamped > 0 else { return }
            base = ordinal
            counts = [clamped]
            return
        }
        if ordinal < base {
            guard clamped > 0 else { return }
            counts.insert(contentsOf: repeatElement(0, count: base - ordinal), at: 0)
            base = ordinal
        } else if ordinal >= base + counts.count {
            guard clamped > 0 else { return }
            counts.append(contentsOf: repeatElement(0, count: ordinal - base - counts.count + 1))
        }
        counts[ordinal - base] = clamped
        if clamped == 0 { trimZeros() }
    }

    /// Keeps the run canonical: it starts and ends on a day with check-ins, so two logs with the same
    /// records are equal whatever order they were written in.
    private mutating func trimZeros() {
        guard let first = counts.firstIndex(where: { $0 > 0 }), let last = counts.lastIndex(where: { $0 > 0 }) else {
            base = 0
            counts = []
            return
        }
        if last < counts.count - 1 { counts.removeSubrange((last + 1)...) }
        if first > 0 {
            counts.removeFirst(first)
            base += first
        }
    }

    /// Every day with at least one check-in, as ordinals and counts, without building dates.
    public func forEachRecord(_ body: (_ ordinal: Int, _ count: Int) throws -> Void) rethrows {
        for (i, c) in counts.enumerated() where c > 0 { try body(base + i, Int(c)) }
    }

    /// The first and last day ordinals the log covers, or `nil` when it is empty.
    public var span: ClosedRange<Int>? { counts.isEmpty ? nil : base...(base + counts.count - 1) }

    /// Every day with at least one check-in, oldest first.
    public var records: [(day: DayKey, count: Int)] {
        counts.enumerated().compactMap { i, c in c > 0 ? (DayKey(civil: base + i), Int(c)) : nil }
    }

    public var isEmpty: Bool { !counts.contains { $0 > 0 } }

    /// How many days hold at least one check-in.
    public var checkInDays: Int { counts.reduce(0) { $0 + ($1 > 0 ? 1 : 0) } }

    /// Days in `[from, to]` (ordinals, inclusive) with at least one check-in.
    public func daysWithCheckIns(from: Int, through to: Int) -> Int {
        var n = 0
        var o = Swift.max(from, base)
        let end = Swift.min(to, base + counts.count - 1)
        while o <= end {
            if counts[o - base] > 0 { n += 1 }
            o += 1
        }
        return n
    }
}
