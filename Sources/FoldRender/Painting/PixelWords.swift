/// Pixels as little-endian 32-bit words: Cairo's native premultiplied A R G B, and straight R G B A
/// bytes read as words (A B G R). Going either way swaps the red and blue bytes; translucent pixels
/// are then premultiplied or un-premultiplied, a row at a time, only in rows that have one.
enum PixelWords {
    /// Copies `count` words from `source` to `destination` (the same words is allowed) with their red
    /// and blue bytes swapped, four at a time; returns whether any of them is translucent.
    @inline(__always)
    static func swapRedBlue(_ source: UnsafeRawPointer, to destination: UnsafeMutablePointer<UInt32>, count: Int) -> Bool {
        var all = SIMD4<UInt32>(repeating: 0xFFFF_FFFF)
        let keep = SIMD4<UInt32>(repeating: 0xFF00_FF00), low = SIMD4<UInt32>(repeating: 0xFF)
        var x = 0
        while x + 4 <= count {
            let px = source.loadUnaligned(fromByteOffset: x * 4, as: SIMD4<UInt32>.self)
            all &= px
            let swapped = (px & keep) | ((px &>> SIMD4(repeating: 16)) & low) | ((px & low) &<< SIMD4(repeating: 16))
            UnsafeMutableRawPointer(destination + x).storeBytes(of: swapped, as: SIMD4<UInt32>.self)
            x += 4
        }
        var translucent = (all[0] & all[1] & all[2] & all[3]) >> 24 != 0xFF
        while x < count {
            let px = source.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
            destination[x] = (px & 0xFF00_FF00) | ((px >> 16) & 0xFF) | ((px & 0xFF) << 16)
            translucent = translucent || (px >> 24) != 0xFF
            x += 1
        }
        return translucent
    }

    /// Un-premultiplies `count` straight-order words (A B G R from the top byte down) in place.
    static func unpremultiply(_ row: UnsafeMutablePointer<UInt32>, count: Int) {
        for x in 0..<count {
            let px = row[x]
            let a = px >> 24
            guard a != 0, a != 255 else { continue }
            let r = Swift.min(255, ((px & 0xff) * 255 + a / 2) / a)
            let g = Swift.min(255, (((px >> 8) & 0xff) * 255 + a / 2) / a)
            let b = Swift.min(255, (((px >> 16) & 0xff) * 255 + a / 2) / a)
            row[x] = a << 24 | b << 16 | g << 8 | r
        }
    }

    /// Premultiplies `count` Cairo-order words (A R G B) in place.
    static func premultiply(_ row: UnsafeMutablePointer<UInt32>, count: Int) {
        for x in 0..<count {
            let px = row[x]
            let a = px >> 24
            guard a != 255 else { continue }
            let r = (((px >> 16) & 0xFF) * a + 127) / 255, g = (((px >> 8) & 0xFF) * a + 127) / 255, b = ((px & 0xFF) * a + 127) / 255
            row[x] = a << 24 | r << 16 | g << 8 | b
        }
    }
}
