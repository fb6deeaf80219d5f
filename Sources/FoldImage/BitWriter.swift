/// Bits in deflate's order (least significant first) into bytes, four at a time.
struct BitWriter {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var used = 0
    private var bits: UInt64 = 0
    private var count = 0

    /// Room for `capacity` bytes; the caller sizes it for the worst case, or calls `reserve` before
    /// each part it writes. Call `finish` once.
    init(capacity: Int) {
        self.capacity = capacity + 16
        storage = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity + 16)
    }

    /// Makes room for `bytes` more bytes (the writes themselves never check).
    mutating func reserve(_ bytes: Int) {
        guard used + bytes + 16 > capacity else { return }
        let grown = Swift.max(capacity * 2, used + bytes + 16)
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        larger.update(from: storage, count: used)
        storage.deallocate()
        storage = larger
        capacity = grown
    }

    /// Whole bytes after `flush`.
    mutating func appendBytes(_ bytes: UInt8...) {
        reserve(bytes.count)
        for b in bytes {
            storage[used] = b
            used += 1
        }
    }

    @inline(__always)
    mutating func write(_ value: UInt32, _ n: Int) {
        bits |= UInt64(value) << UInt64(count)
        count += n
        if count >= 32 {
            UnsafeMutableRawPointer(storage + used).storeBytes(of: UInt32(truncatingIfNeeded: bits).littleEndian, as: UInt32.self)
            used += 4
            bits >>= 32
            count -= 32
        }
    }

    /// Writes the pending bits, padding the last byte with zeros.
    mutating func flush() {
        while count > 0 {
            storage[used] = UInt8(truncatingIfNeeded: bits)
            used += 1
            bits >>= 8
            count -= 8
        }
        count = 0
        bits = 0
    }

    /// The bytes written (after `flush`); frees the storage.
    mutating func finish() -> [UInt8] {
        defer { storage.deallocate() }
        return Array(UnsafeBufferPointer(start: storage, count: used))
    }
}
