/// Remembers measurements by (text, font, width) so a layout solved twice measures once. Not generic,
/// so its lookups run as concrete code in every module that uses it.
///
/// The table is its own open-addressing hash: a warm solve looks every text up once, so a lookup
/// mixes the hash the content already carries with the font and width instead of running a
/// general-purpose hasher over a key, and compares the text only when everything else matches —
/// by its code units, so a name with a combining accent and the same name precomposed are two texts.
public final class CachingTextMeasurer: TextMeasuring {
    public let base: any TextMeasuring
    /// All mutable state in one value, so a lookup makes one exclusive access instead of one per field.
    private var table = Table()
    public var misses: Int { table.misses }

    public init(_ base: any TextMeasuring) { self.base = base }

    public func measure(_ text: String, font: FontSpec, width: Double?) -> TextMeasurement {
        table.lookup(TextContent(text, font: font), width: width, base: base)
    }

    public func measure(_ content: TextContent, width: Double?) -> TextMeasurement {
        table.lookup(content, width: width, base: base)
    }

    public func removeAll() { table.removeAll() }

    private struct Entry {
        var hash: Int
        var text: String
        var font: FontSpec
        var language: String?
        var hyphenates: Bool
        var width: Double?
        var value: TextMeasurement
    }

    private struct Table {
        var entries: [Entry] = []
        /// Positions into `entries` (-1: empty); the count is a power of two.
        var slots = [Int32](repeating: -1, count: 64)
        var misses = 0
        /// The entry after the last one looked up. A solve measures a tree's texts in the same order
        /// every time, so this is usually the one asked for next: reading it is a step through
        /// `entries` in order, where the hashed slot is a jump to anywhere in a large table.
        var next = 0

        /// One word from the text's hash, the font and the width (nil mixes as -1).
        @inline(__always)
        static func mix(_ textHash: Int, _ font: FontSpec, _ width: Double?) -> Int {
            var h = UInt64(bitPattern: Int64(textHash))
            h = (h ^ font.size.bitPattern) &* 0x9E37_79B9_7F4A_7C15
            h = (h ^ UInt64(font.weight.value)) &* 0xBF58_476D_1CE4_E5B9
            h = (h ^ (width ?? -1).bitPattern) &* 0x94D0_49BB_1331_11EB
            return Int(bitPattern: UInt(h ^ (h >> 31)))
        }

        /// Whether entry `k` holds `content` measured at `width` (`hash` mixes the three).
        @inline(__always)
        func matches(_ k: Int, _ hash: Int, _ content: TextContent, _ width: Double?) -> Bool {
            entries[k].hash == hash && entries[k].width == width && entries[k].font == content.font
                && entries[k].language == content.language
                && entries[k].hyphenates == content.hyphenates && entries[k].text.hasSameCodeUnits(as: content.string)
        }

        mutating func lookup(_ content: TextContent, width: Double?, base: any TextMeasuring) -> TextMeasurement {
            let hash = Self.mix(content.stringHash, content.font, width)
            if next < entries.count, matches(next, hash, content, width) {
                next += 1
                return entries[next - 1].value
            }
            let mask = slots.count - 1
            var slot = hash & mask
            while true {
                let k = Int(slots[slot])
                if k < 0 { break }
                if matches(k, hash, content, width) {
                    next = k + 1
                    return entries[k].value
                }
                slot = (slot + 1) & mask
            }
            misses += 1
            let value = base.measure(content, width: width)
            slots[slot] = Int32(entries.count)
            entries.append(Entry(hash: hash, text: content.string, font: content.font, language: content.language,
                                 hyphenates: content.hyphenates, width: width, value: value))
            next = entries.count
            if entries.count * 2 > slots.count { grow() }
            return value
        }

        /// Doubles the table and puts every entry back.
        mutating func grow() {
            slots = [Int32](repeating: -1, count: slots.count * 2)
            let mask = slots.count - 1
            for (k, entry) in entries.enumerated() {
                var slot = entry.hash & mask
                while slots[slot] >= 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(k)
            }
        }

        mutating func removeAll() {
            entries.removeAll(keepingCapacity: true)
            next = 0
            for i in slots.indices { slots[i] = -1 }
        }
    }
}
