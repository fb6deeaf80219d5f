import CreaseRandom
import Foundation

/// Gives new edits their time and id (J2). A time is the wall clock, but never earlier than just after
/// the latest edit the journal holds: a device whose clock runs behind still makes edits that come
/// after everything it has seen. Ids begin with the millisecond and a sequence number, so the edits of
/// one batch (a Restore, an import) keep the order they were made in; the rest is random.
public struct EditStamper: Sendable {
    private let clock: @Sendable () -> Date
    private var random: SeededRandom
    private var lastAt: Int64 = .min
    private var sequence: UInt64 = 0
    private var floor: Int64 = .min

    /// A stamper reading `clock`; `seed` makes the random part of ids reproducible (tests), else it
    /// comes from the system's generator.
    public init(clock: @escaping @Sendable () -> Date = { Date() }, seed: UInt64? = nil) {
        self.clock = clock
        var system = SystemRandomNumberGenerator()
        random = SeededRandom(seed: seed ?? system.next())
    }

    /// Makes the next edits come after every edit of `journal`.
    public mutating func observe(_ journal: Journal) {
        guard let last = journal.edits.last?.at else { return }
        floor = Swift.max(floor, last + 1)
    }

    /// The next edit's time (milliseconds since 1970, never earlier than the one before) and id.
    public mutating func next() -> (at: Int64, id: UUID) {
        let now = Swift.max(floor, Int64((clock().timeIntervalSince1970 * 1000).rounded(.down)))
        if now > lastAt {
            lastAt = now
            sequence = 0
        } else {
            sequence += 1
        }
        // 48 bits of milliseconds, the version nibble 7, then 28 bits of sequence and random bits
        // behind the variant: ids of one stamper rise with the order they were made in.
        let high = (UInt64(bitPattern: lastAt) & 0xFFFF_FFFF_FFFF) << 16 | 0x7000 | (sequence >> 16 & 0x0FFF)
        let low = 0x8000_0000_0000_0000 | (sequence & 0xFFFF) << 46 | (random.next() & 0x3FFF_FFFF_FFFF)
        return (lastAt, UUID(words: high, low))
    }
}
