import Foundation

extension UUID {
    /// The id's 16 bytes as two big-endian words: comparing them orders ids byte by byte, the order
    /// that breaks timestamp ties between edits (J3).
    var orderWords: (UInt64, UInt64) {
        withUnsafeBytes(of: uuid) { raw in
            (UInt64(bigEndian: raw.loadUnaligned(as: UInt64.self)), UInt64(bigEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
        }
    }

    /// Whether this id sorts before `other`, byte by byte.
    func precedes(_ other: UUID) -> Bool {
        let a = orderWords, b = other.orderWords
        return a.0 != b.0 ? a.0 < b.0 : a.1 < b.1
    }

    /// An id from two words: the first eight bytes from `high`, the last eight from `low`.
    init(words high: UInt64, _ low: UInt64) {
        var bytes = (high.bigEndian, low.bigEndian)
        self = withUnsafeBytes(of: &bytes) { raw in
            UUID(uuid: (raw[0], raw[1], raw[2], raw[3], raw[4], raw[5], raw[6], raw[7],
                        raw[8], raw[9], raw[10], raw[11], raw[12], raw[13], raw[14], raw[15]))
        }
    }
}
