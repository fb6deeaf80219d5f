/// The package's one seeded random number generator (the SplitMix64 algorithm): the same seed gives
/// the same sequence on every machine, so noisy gestures, sensor traces, generated journals, edit
/// ids, benchmarks and the tests' generated inputs replay identically everywhere.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1), from the next 53 bits.
    public mutating func nextUnit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// A whole number from 0 to `n - 1` (0 when `n` is under 2); it always takes one step.
    public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(Swift.max(1, n))) }

    /// One of `items`, or nil when there are none; it always takes one step.
    public mutating func pick<T>(_ items: [T]) -> T? {
        let i = below(items.count)
        return items.isEmpty ? nil : items[i]
    }
}
