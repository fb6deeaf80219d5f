import CZlib
import Dispatch
import Foundation

/// zlib's `deflate`, named apart so it cannot be confused with anything of `PNGCodec`.
private func zlibDeflate(_ stream: UnsafeMutablePointer<z_stream>, _ flush: Int32) -> Int32 { CZlib.deflate(stream, flush) }

/// Reads and writes PNG files. Reading accepts every non-interlaced colour type and bit depth and
/// expands it to straight RGBA; writing produces 8-bit RGBA. Corrupt or truncated files are refused.
public enum PNGCodec {
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    /// Refuse images that would need more than this many pixels (a decompression bomb guard).
    static let maxPixels = 64 * 1024 * 1024

    // MARK: Writing

    /// Encodes a buffer as an 8-bit RGBA PNG.
    public static func encode(_ image: PixelBuffer, compressionLevel: Int32 = 3) -> Data {
        var out = Data(signature)
        appendChunk("IHDR", ihdr(width: image.width, height: image.height), to: &out)
        appendChunk("IDAT", compressedImageData(image, level: compressionLevel), to: &out)
        appendChunk("IEND", [], to: &out)
        return out
    }

    static func ihdr(width: Int, height: Int) -> [UInt8] {
        var b: [UInt8] = []
        b.append(contentsOf: be32(UInt32(width)))
        b.append(contentsOf: be32(UInt32(height)))
        b.append(contentsOf: [8, 6, 0, 0, 0])
        return b
    }

    /// Rows with a per-row filter: the one of None, Sub and Up with the smallest sum of magnitudes
    /// (the bytes read as signed), the usual PNG heuristic.
    /// The filtered bytes of some rows (each row reads the row above it from the image itself).
    static func filtered(_ image: PixelBuffer, rows: Range<Int>) -> [UInt8] {
        let stride = image.width * 4
        let height = rows.count
        let zero = [UInt8](repeating: 0, count: stride)
        return [UInt8](unsafeUninitializedCapacity: height * (stride + 1)) { out, count in
            image.rgba.withUnsafeBufferPointer { srcBuffer in
                zero.withUnsafeBufferPointer { zeroBuffer in
                    guard let src = srcBuffer.baseAddress, let zeroRow = zeroBuffer.baseAddress, let dst0 = out.baseAddress else { return }
                    @inline(__always) func cost(_ d: UInt8) -> Int { Int(d < 128 ? d : 0 &- d) }
                    func magnitudes(_ d: SIMD16<UInt8>) -> SIMD16<UInt16> { PNGCodec.magnitudes(d) }
                    func total(_ l: SIMD16<UInt16>) -> Int { PNGCodec.total(l) }
                    for y in rows {
                        let row = src + y * stride
                        let up = y > 0 ? row - stride : zeroRow
                        var none = 0, sub = 0, upSum = 0
                        for i in 0..<Swift.min(4, stride) {
                            none &+= cost(row[i]); sub &+= cost(row[i]); upSum &+= cost(row[i] &- up[i])
                        }
                        // Sixteen bytes at a time into 16-bit lanes, emptied before they can overflow; every
                        // fourth block is enough to choose a row's filter.
                        var i = 4
                        var accNone = SIMD16<UInt16>(), accSub = SIMD16<UInt16>(), accUp = SIMD16<UInt16>()
                        var blocks = 0
                        while i + 16 <= stride {
                            let v = UnsafeRawPointer(row + i).loadUnaligned(as: SIMD16<UInt8>.self)
                            let l = UnsafeRawPointer(row + i - 4).loadUnaligned(as: SIMD16<UInt8>.self)
                            let u = UnsafeRawPointer(up + i).loadUnaligned(as: SIMD16<UInt8>.self)
                            accNone &+= magnitudes(v)
                            accSub &+= magnitudes(v &- l)
                            accUp &+= magnitudes(v &- u)
                            i += 64
                            blocks += 1
                            if blocks == 256 {
                                none &+= total(accNone); sub &+= total(accSub); upSum &+= total(accUp)
                                accNone = .init(); accSub = .init(); accUp = .init()
                                blocks = 0
                            }
                        }
                        none &+= total(accNone); sub &+= total(accSub); upSum &+= total(accUp)
                        while i < stride {
                            let v = row[i]
                            none &+= cost(v)
                            sub &+= cost(v &- row[i - 4])
                            upSum &+= cost(v &- up[i])
                            i += 1
                        }
                        let dst = dst0 + (y - rows.lowerBound) * (stride + 1)
                        if upSum <= sub && upSum <= none {
                            dst[0] = 2
                            for i in 0..<stride { dst[1 + i] = row[i] &- up[i] }
                        } else if sub <= none {
                            dst[0] = 1
                            for i in 0..<Swift.min(4, stride) { dst[1 + i] = row[i] }
                            if stride > 4 { for i in 4..<stride { dst[1 + i] = row[i] &- row[i - 4] } }
                        } else {
                            dst[0] = 0
                            (dst + 1).update(from: row, count: stride)
                        }
                    }
                }
            }
            count = height * (stride + 1)
        }
    }

    /// Sixteen bytes read as signed, as magnitudes in 16-bit lanes.
    @inline(__always)
    static func magnitudes(_ d: SIMD16<UInt8>) -> SIMD16<UInt16> {
        let negated = SIMD16<UInt8>(repeating: 0) &- d
        return SIMD16<UInt16>(truncatingIfNeeded: d.replacing(with: negated, where: d .>= SIMD16<UInt8>(repeating: 128)))
    }

    @inline(__always)
    static func total(_ lanes: SIMD16<UInt16>) -> Int {
        var sum = 0
        for k in 0..<16 { sum &+= Int(lanes[k]) }
        return sum
    }

    /// The zlib stream of an image's filtered rows. Large images are done in two bands at once, each
    /// filtered and deflated on its own core and joined as one stream (the first band ends on a sync
    /// flush; the Adler-32 checksums are combined). The split is fixed, so the bytes do not depend on
    /// the machine's core count.
    static func compressedImageData(_ image: PixelBuffer, level: Int32) -> [UInt8] {
        let bands = image.rgba.count >= 256 * 1024 && image.height >= 2 ? 2 : 1
        var parts = [(data: [UInt8], adler: uLong, length: Int)](repeating: ([], 1, 0), count: bands)
        parts.withUnsafeMutableBufferPointer { slots in
            let shared = EncodeSlots(slots: slots)
            DispatchQueue.concurrentPerform(iterations: bands) { band in
                let rows = (image.height * band / bands)..<(image.height * (band + 1) / bands)
                let bytes = filtered(image, rows: rows)
                let adler = bytes.withUnsafeBufferPointer { adler32(1, $0.baseAddress, uInt($0.count)) }
                shared.slots[band] = (rawDeflate(bytes, level: level, last: band == bands - 1), adler, bytes.count)
            }
        }
        var out: [UInt8] = [0x78, 0x01]
        var adler = parts[0].adler
        for (i, part) in parts.enumerated() {
            out.append(contentsOf: part.data)
            if i > 0 { adler = adler32_combine(adler, part.adler, off_t(part.length)) }
        }
        out.append(contentsOf: be32(UInt32(adler & 0xFFFF_FFFF)))
        return out
    }

    /// Bands write only their own slot.
    struct EncodeSlots: @unchecked Sendable {
        let slots: UnsafeMutableBufferPointer<(data: [UInt8], adler: uLong, length: Int)>
    }

    /// Raw deflate with the run-length strategy: filtered UI images are long runs of equal bytes, and
    /// RLE compresses them several times faster than the default strategy at a similar size. A band
    /// that is not `last` ends on a sync flush (byte-aligned, not final) so another can follow it.
    static func rawDeflate(_ bytes: [UInt8], level: Int32, last: Bool) -> [UInt8] {
        var stream = z_stream()
        guard deflateInit2_(&stream, level, Z_DEFLATED, -15, 8, Z_RLE, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            return []
        }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, uLong(bytes.count))) + 16
        return [UInt8](unsafeUninitializedCapacity: bound) { d, count in
            bytes.withUnsafeBufferPointer { s in
                stream.next_in = UnsafeMutablePointer(mutating: s.baseAddress)
                stream.avail_in = uInt(bytes.count)
                stream.next_out = d.baseAddress
                stream.avail_out = uInt(bound)
                _ = zlibDeflate(&stream, last ? Z_FINISH : Z_SYNC_FLUSH)
                count = bound - Int(stream.avail_out)
            }
        }
    }

    static func appendChunk(_ type: String, _ body: [UInt8], to out: inout Data) {
        let typeBytes = Array(type.utf8)
        out.append(contentsOf: be32(UInt32(body.count)))
        out.append(contentsOf: typeBytes)
        out.append(contentsOf: body)
        var crc = crc32(0, typeBytes, uInt(typeBytes.count))
        crc = body.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt(body.count)) }
        out.append(contentsOf: be32(UInt32(crc)))
    }

    static func be32(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xff), UInt8((v >> 8) & 0xff), UInt8(v & 0xff)]
    }

    // MARK: Reading

    /// Reads a PNG file; `RenderError.png` names the file and what is wrong.
    public static func read(_ url: URL) throws(RenderError) -> PixelBuffer {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            let exists = FileManager.default.fileExists(atPath: url.path)
            throw RenderError.png(file: url.path, message: exists ? "cannot be read" : "no such file")
        }
        return try decode(data, file: url.path)
    }

    public static func decode(_ data: Data, file: String = "<memory>") throws(RenderError) -> PixelBuffer {
        func fail(_ message: String) -> RenderError { .png(file: file, message: message) }
        let bytes = [UInt8](data)
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw fail("is not a PNG file (bad signature)") }
        var offset = 8
        var header: (width: Int, height: Int, depth: Int, colour: Int, interlace: Int)?
        var palette: [UInt8] = []
        var transparency: [UInt8] = []
        var compressed: [UInt8] = []
        var ended = false
        while offset < bytes.count {
            guard offset + 8 <= bytes.count else { throw fail("is truncated (chunk header at byte \(offset))") }
            let length = Int(readBE32(bytes, offset))
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard length <= bytes.count, offset + 12 + length <= bytes.count else {
                throw fail("is truncated (chunk \(type) at byte \(offset) runs past the end)")
            }
            let bodyStart = offset + 8
            let expected = readBE32(bytes, bodyStart + length)
            let actual = bytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress! + offset + 4, uInt(length + 4)) }
            guard UInt32(actual) == expected else { throw fail("is corrupt (CRC mismatch in chunk \(type))") }
            let body = bytes[bodyStart..<(bodyStart + length)]
            switch type {
            case "IHDR":
                guard length == 13 else { throw fail("is corrupt (IHDR has \(length) bytes)") }
                let w = Int(readBE32(bytes, bodyStart)), h = Int(readBE32(bytes, bodyStart + 4))
                header = (w, h, Int(bytes[bodyStart + 8]), Int(bytes[bodyStart + 9]), Int(bytes[bodyStart + 12]))
            case "PLTE": palette = Array(body)
            case "tRNS": transparency = Array(body)
            case "IDAT": compressed.append(contentsOf: body)
            case "IEND": ended = true
            default: break
            }
            offset += 12 + length
            if ended { break }
        }
        guard let h = header else { throw fail("is corrupt (no IHDR chunk)") }
        guard ended else { throw fail("is truncated (no IEND chunk)") }
        guard h.width > 0, h.height > 0, h.width * h.height <= maxPixels else {
            throw fail("has unsupported dimensions \(h.width)×\(h.height)")
        }
        guard h.interlace == 0 else { throw fail("is interlaced, which is not supported") }
        let channels: Int
        switch (h.colour, h.depth) {
        case (0, 1), (0, 2), (0, 4), (0, 8), (0, 16): channels = 1
        case (2, 8), (2, 16): channels = 3
        case (3, 1), (3, 2), (3, 4), (3, 8): channels = 1
        case (4, 8), (4, 16): channels = 2
        case (6, 8), (6, 16): channels = 4
        default: throw fail("has an invalid colour type \(h.colour) with bit depth \(h.depth)")
        }
        if h.colour == 3, palette.isEmpty { throw fail("is corrupt (palette image without PLTE)") }
        let bitsPerPixel = channels * h.depth
        let stride = (h.width * bitsPerPixel + 7) / 8
        let bpp = Swift.max(1, bitsPerPixel / 8)
        var raw = [UInt8](repeating: 0, count: h.height * (stride + 1))
        var rawLength = uLong(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { r in
            compressed.withUnsafeBufferPointer { c in
                uncompress(r.baseAddress, &rawLength, c.baseAddress, uLong(compressed.count))
            }
        }
        guard status == Z_OK, Int(rawLength) == raw.count else { throw fail("is corrupt (image data does not inflate to its size)") }

        // Undo the filters, one row at a time with the filter chosen outside the inner loop.
        var pixels = [UInt8](repeating: 0, count: h.height * stride)
        var badFilter: (row: Int, filter: UInt8)?
        raw.withUnsafeBufferPointer { rawBuffer in
            pixels.withUnsafeMutableBufferPointer { pixelBuffer in
                guard let rawBase = rawBuffer.baseAddress, let out = pixelBuffer.baseAddress else { return }
                let zero = [UInt8](repeating: 0, count: stride)
                zero.withUnsafeBufferPointer { zeroBuffer in
                    guard let zeroRow = zeroBuffer.baseAddress else { return }
                    for y in 0..<h.height {
                        let filter = rawBase[y * (stride + 1)]
                        let src = rawBase + y * (stride + 1) + 1
                        let dst = out + y * stride
                        let up = y > 0 ? UnsafePointer(dst - stride) : zeroRow
                        switch filter {
                        case 0:
                            dst.update(from: src, count: stride)
                        case 1:
                            for i in 0..<Swift.min(bpp, stride) { dst[i] = src[i] }
                            if stride > bpp { for i in bpp..<stride { dst[i] = src[i] &+ dst[i - bpp] } }
                        case 2:
                            for i in 0..<stride { dst[i] = src[i] &+ up[i] }
                        case 3:
                            for i in 0..<Swift.min(bpp, stride) { dst[i] = src[i] &+ up[i] / 2 }
                            if stride > bpp {
                                for i in bpp..<stride { dst[i] = src[i] &+ UInt8((Int(dst[i - bpp]) + Int(up[i])) / 2) }
                            }
                        case 4:
                            for i in 0..<Swift.min(bpp, stride) { dst[i] = src[i] &+ up[i] }
                            if stride > bpp {
                                for i in bpp..<stride {
                                    let a = Int(dst[i - bpp]), b = Int(up[i]), c = Int(up[i - bpp])
                                    let p = a + b - c
                                    let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                                    dst[i] = src[i] &+ UInt8(pa <= pb && pa <= pc ? a : (pb <= pc ? b : c))
                                }
                            }
                        default:
                            badFilter = (y, filter)
                            return
                        }
                    }
                }
            }
        }
        if let bad = badFilter { throw fail("is corrupt (unknown filter \(bad.filter) on row \(bad.row))") }
        if h.colour == 6 && h.depth == 8 { return PixelBuffer(width: h.width, height: h.height, rgba: pixels) }
        return expand(pixels, width: h.width, height: h.height, depth: h.depth, colour: h.colour, stride: stride,
                      palette: palette, transparency: transparency)
    }

    static func expand(_ p: [UInt8], width: Int, height: Int, depth: Int, colour: Int, stride: Int,
                       palette: [UInt8], transparency: [UInt8]) -> PixelBuffer {
        var out = [UInt8](repeating: 255, count: width * height * 4)
        func sample(_ row: Int, _ index: Int) -> Int {
            // The index-th sample of a row, at bit depths below 8 or at 8 and 16 (high byte kept).
            switch depth {
            case 16: return Int(p[row * stride + index * 2])
            case 8: return Int(p[row * stride + index])
            default:
                let bit = index * depth
                let byte = p[row * stride + bit / 8]
                let shift = 8 - depth - (bit % 8)
                return Int((byte >> UInt8(shift)) & UInt8((1 << depth) - 1))
            }
        }
        func full(_ row: Int, _ index: Int) -> Int {
            // A 16-bit sample at full precision, for colour-key comparison.
            depth == 16 ? Int(p[row * stride + index * 2]) << 8 | Int(p[row * stride + index * 2 + 1]) : sample(row, index)
        }
        let greyScale = depth < 8 ? 255 / ((1 << depth) - 1) : 1
        for y in 0..<height {
            for x in 0..<width {
                let o = (y * width + x) * 4
                switch colour {
                case 0:
                    let v = sample(y, x) * greyScale
                    out[o] = UInt8(v); out[o + 1] = UInt8(v); out[o + 2] = UInt8(v)
                    if transparency.count >= 2, full(y, x) == Int(transparency[0]) << 8 | Int(transparency[1]) { out[o + 3] = 0 }
                case 2:
                    out[o] = UInt8(sample(y, x * 3)); out[o + 1] = UInt8(sample(y, x * 3 + 1)); out[o + 2] = UInt8(sample(y, x * 3 + 2))
                    if transparency.count >= 6 {
                        let key = (0..<3).map { Int(transparency[$0 * 2]) << 8 | Int(transparency[$0 * 2 + 1]) }
                        if (0..<3).allSatisfy({ full(y, x * 3 + $0) == key[$0] }) { out[o + 3] = 0 }
                    }
                case 3:
                    let index = sample(y, x)
                    if index * 3 + 2 < palette.count {
                        out[o] = palette[index * 3]; out[o + 1] = palette[index * 3 + 1]; out[o + 2] = palette[index * 3 + 2]
                    } else {
                        out[o] = 0; out[o + 1] = 0; out[o + 2] = 0
                    }
                    out[o + 3] = index < transparency.count ? transparency[index] : 255
                case 4:
                    let v = UInt8(sample(y, x * 2))
                    out[o] = v; out[o + 1] = v; out[o + 2] = v; out[o + 3] = UInt8(sample(y, x * 2 + 1))
                default:
                    out[o] = UInt8(sample(y, x * 4)); out[o + 1] = UInt8(sample(y, x * 4 + 1))
                    out[o + 2] = UInt8(sample(y, x * 4 + 2)); out[o + 3] = UInt8(sample(y, x * 4 + 3))
                }
            }
        }
        return PixelBuffer(width: width, height: height, rgba: out)
    }

    static func readBE32(_ b: [UInt8], _ o: Int) -> UInt32 {
        UInt32(b[o]) << 24 | UInt32(b[o + 1]) << 16 | UInt32(b[o + 2]) << 8 | UInt32(b[o + 3])
    }
}
