/// Turns one unfiltered PNG row of any colour type and bit depth into straight 8-bit RGBA, as pngjs
/// does: samples below 8 bits scaled to 0…255, 16-bit samples rounded (`round(v·255/65535)`),
/// palette entries with their tRNS alpha, and a grey or RGB pixel equal to the tRNS key (compared at
/// the file's own bit depth) made (0, 0, 0, 0).
struct RowFormat {
    let depth: Int
    let colour: Int
    /// RGBA for each palette index; indices past `paletteCount` are refused.
    let palette: [UInt32]
    let paletteCount: Int
    /// The tRNS colour key at the file's bit depth (grey: one value; RGB: three), if any.
    let key: [Int]?

    init(_ h: PNGDecoder.Header, palette raw: [UInt8], transparency: [UInt8], file: String) throws(ImageError) {
        depth = h.depth
        colour = h.colour
        paletteCount = raw.count / 3
        var table = [UInt32](repeating: 0xFF00_0000, count: 256)
        for i in 0..<paletteCount {
            let alpha = i < transparency.count ? UInt32(transparency[i]) : 255
            table[i] = UInt32(raw[i * 3]) | UInt32(raw[i * 3 + 1]) << 8 | UInt32(raw[i * 3 + 2]) << 16 | alpha << 24
        }
        palette = table
        func value(_ k: Int) -> Int { Int(transparency[k * 2]) << 8 | Int(transparency[k * 2 + 1]) }
        switch h.colour {
        case 0 where transparency.count >= 2: key = [value(0)]
        case 2 where transparency.count >= 6: key = [value(0), value(1), value(2)]
        default: key = nil
        }
    }

    /// pngjs's 16 → 8 bit reduction, `Math.floor(v * 255 / 65535 + 0.5)`, in integers (the same for
    /// every v, checked exhaustively).
    @inline(__always)
    static func reduce(_ v: Int) -> UInt8 { UInt8(truncatingIfNeeded: (v &* 255 &+ 32767) / 65535) }

    /// Writes `count` RGBA pixels from `src` into `dst`; returns an out-of-palette index if one occurs.
    func convert(_ src: UnsafePointer<UInt8>, count: Int, into dst: UnsafeMutablePointer<UInt8>) -> Int? {
        @inline(__always) func put(_ i: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) {
            dst[i * 4] = r; dst[i * 4 + 1] = g; dst[i * 4 + 2] = b; dst[i * 4 + 3] = a
        }
        @inline(__always) func sample16(_ i: Int) -> Int { Int(src[i * 2]) << 8 | Int(src[i * 2 + 1]) }
        @inline(__always) func small(_ i: Int) -> Int {
            let bit = i * depth
            return Int((src[bit >> 3] >> UInt8(8 - depth - bit & 7)) & UInt8((1 << depth) - 1))
        }
        switch (colour, depth) {
        case (6, 8):
            dst.update(from: src, count: count * 4)
        case (6, 16):
            for i in 0..<count {
                put(i, Self.reduce(sample16(i * 4)), Self.reduce(sample16(i * 4 + 1)), Self.reduce(sample16(i * 4 + 2)),
                    Self.reduce(sample16(i * 4 + 3)))
            }
        case (2, 8):
            let keyed = key.map { (UInt8(truncatingIfNeeded: $0[0]), UInt8(truncatingIfNeeded: $0[1]), UInt8(truncatingIfNeeded: $0[2]), $0.allSatisfy { $0 < 256 }) }
            for i in 0..<count {
                let r = src[i * 3], g = src[i * 3 + 1], b = src[i * 3 + 2]
                if let k = keyed, k.3, r == k.0, g == k.1, b == k.2 { put(i, 0, 0, 0, 0) } else { put(i, r, g, b, 255) }
            }
        case (2, 16):
            for i in 0..<count {
                let r = sample16(i * 3), g = sample16(i * 3 + 1), b = sample16(i * 3 + 2)
                if let k = key, r == k[0], g == k[1], b == k[2] { put(i, 0, 0, 0, 0) } else {
                    put(i, Self.reduce(r), Self.reduce(g), Self.reduce(b), 255)
                }
            }
        case (4, 8):
            for i in 0..<count { put(i, src[i * 2], src[i * 2], src[i * 2], src[i * 2 + 1]) }
        case (4, 16):
            for i in 0..<count {
                let v = Self.reduce(sample16(i * 2))
                put(i, v, v, v, Self.reduce(sample16(i * 2 + 1)))
            }
        case (0, 16):
            for i in 0..<count {
                let s = sample16(i)
                if let k = key, s == k[0] { put(i, 0, 0, 0, 0) } else {
                    let v = Self.reduce(s)
                    put(i, v, v, v, 255)
                }
            }
        case (0, _):
            let scale = 255 / ((1 << depth) - 1)
            for i in 0..<count {
                let s = depth == 8 ? Int(src[i]) : small(i)
                if let k = key, s == k[0] { put(i, 0, 0, 0, 0) } else {
                    let v = UInt8(truncatingIfNeeded: s * scale)
                    put(i, v, v, v, 255)
                }
            }
        default: // palette
            var bad: Int?
            palette.withUnsafeBufferPointer { table in
                let out = UnsafeMutableRawPointer(dst)
                for i in 0..<count {
                    let index = depth == 8 ? Int(src[i]) : small(i)
                    if index >= paletteCount { bad = index }
                    out.storeBytes(of: UInt32(littleEndian: table[index]), toByteOffset: i * 4, as: UInt32.self)
                }
            }
            return bad
        }
        return nil
    }
}
