import CZlib
import Dispatch
import Foundation

/// zlib's `deflate`, named apart so it cannot be confused with anything of `PNGCodec`.
private func zlibDeflate(_ stream: UnsafeMutablePointer<z_stream>, _ flush: Int32) -> Int32 { CZlib.deflate(stream, flush) }

/// Reads and writes PNG files. Reading accepts every valid PNG (see `PNGDecoder`) and gives straight
/// 8-bit RGBA as pixelmatch's reader does; writing produces 8-bit RGBA. Corrupt or truncated files,
/// and images over the size limit, are refused with one line naming the file.
public enum PNGCodec {
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    /// The most pixels an image may have; larger ones are refused from their header (a decompression
    /// bomb guard; docs/formats.md).
    public static var maxPixels: Int { PNGDecoder.maxPixels }

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

    /// Decodes PNG bytes (see `PNGDecoder`); `file` names them in errors.
    public static func decode(_ data: Data, file: String = "<memory>") throws(RenderError) -> PixelBuffer {
        let bytes = [UInt8](data)
        return try bytes.withUnsafeBufferPointer { (buffer) throws(RenderError) in try PNGDecoder(file: file).decode(buffer) }
    }
}
