import CDeflate
import CZlib
import Dispatch
import Foundation

/// Reads and writes PNG files. Reading accepts every valid PNG (see `PNGDecoder`) and gives straight
/// 8-bit RGBA as pixelmatch's reader does; writing produces 8-bit RGBA. Corrupt or truncated files,
/// and images over the size limit, are refused with one line naming the file.
public enum PNGCodec {
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    /// The most pixels an image may have; larger ones are refused from their header (a decompression
    /// bomb guard; docs/formats.md).
    public static var maxPixels: Int { PNGDecoder.maxPixels }

    // MARK: Writing

    /// Encodes a buffer as an 8-bit RGBA PNG; the same image always gives the same bytes.
    public static func encode(_ image: PixelBuffer) -> Data {
        file(width: image.width, height: image.height, idat: compressedImageData(image))
    }

    /// The PNG file of a `width`×`height` RGBA image whose zlib stream is `idat`.
    static func file(width: Int, height: Int, idat: [UInt8]) -> Data {
        var out = Data(signature)
        appendChunk("IHDR", ihdr(width: width, height: height), to: &out)
        appendChunk("IDAT", idat, to: &out)
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

    /// The filtered bytes of some rows, each with its filter byte: a row equal to the one above is
    /// Up (all zeros); otherwise the one of None, Sub and Up with the smallest sum of magnitudes (the
    /// bytes read as signed) over a quarter of the row, sixteen bytes in every sixty-four.
    static func filtered(_ image: PixelBuffer, rows: Range<Int>) -> [UInt8] {
        let stride = image.width * 4
        return image.rgba.withUnsafeBufferPointer { srcBuffer -> [UInt8] in
            guard let src = srcBuffer.baseAddress, !rows.isEmpty else { return [] }
            return filtered(rows: src + rows.lowerBound * stride, count: rows.count, stride: stride,
                            above: rows.lowerBound > 0 ? src + (rows.lowerBound - 1) * stride : nil)
        }
    }

    /// `count` rows of `stride` bytes from `src`, filtered; `above` is the row before the first (none
    /// for an image's first row).
    static func filtered(rows src: UnsafePointer<UInt8>, count height: Int, stride: Int, above: UnsafePointer<UInt8>?) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: height * (stride + 1)) { out, count in
            count = 0
            guard let dst0 = out.baseAddress else { return }
            for y in 0..<height {
                let row = src + y * stride
                let dst = dst0 + y * (stride + 1)
                guard let up = y > 0 ? row - stride : above else {
                    dst[0] = 1
                    filterSub(row, dst + 1, stride)
                    continue
                }
                if memcmp(row, up, stride) == 0 {
                    dst[0] = 2
                    (dst + 1).initialize(repeating: 0, count: stride)
                    continue
                }
                var none = 0, sub = 0, upSum = 0
                var i = 16
                while i + 16 <= stride {
                    let v = UnsafeRawPointer(row + i).loadUnaligned(as: SIMD16<UInt8>.self)
                    let l = UnsafeRawPointer(row + i - 4).loadUnaligned(as: SIMD16<UInt8>.self)
                    let u = UnsafeRawPointer(up + i).loadUnaligned(as: SIMD16<UInt8>.self)
                    none &+= magnitudeSum(v)
                    sub &+= magnitudeSum(v &- l)
                    upSum &+= magnitudeSum(v &- u)
                    i += 64
                }
                if upSum <= sub && upSum <= none {
                    dst[0] = 2
                    filterUp(row, up, dst + 1, stride)
                } else if sub <= none {
                    dst[0] = 1
                    filterSub(row, dst + 1, stride)
                } else {
                    dst[0] = 0
                    (dst + 1).update(from: row, count: stride)
                }
            }
            count = height * (stride + 1)
        }
    }

    /// The sum of sixteen bytes read as signed magnitudes (`min(d, 256 − d)`), in 64-bit lanes.
    @inline(__always)
    static func magnitudeSum(_ d: SIMD16<UInt8>) -> Int {
        let m = pointwiseMinimum(d, SIMD16<UInt8>(repeating: 0) &- d)
        let words = unsafeBitCast(m, to: SIMD2<UInt64>.self)
        let pairs = (words & 0x00FF_00FF_00FF_00FF) &+ ((words &>> 8) & 0x00FF_00FF_00FF_00FF)
        let sums = (pairs &* 0x0001_0001_0001_0001) &>> 48
        return Int(sums[0] &+ sums[1])
    }

    /// Lane-wise minimum of bytes, spelled so that it compiles to one vector instruction.
    @inline(__always)
    static func pointwiseMinimum(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>) -> SIMD16<UInt8> {
        // a − ((a − b) where a > b): saturating subtraction is not expressible, so use the mask.
        a.replacing(with: b, where: b .< a)
    }

    /// Up: each byte minus the byte above it.
    @inline(__always)
    static func filterUp(_ row: UnsafePointer<UInt8>, _ up: UnsafePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>, _ n: Int) {
        var i = 0
        while i + 16 <= n {
            let v = UnsafeRawPointer(row + i).loadUnaligned(as: SIMD16<UInt8>.self) &- UnsafeRawPointer(up + i).loadUnaligned(as: SIMD16<UInt8>.self)
            UnsafeMutableRawPointer(dst + i).storeBytes(of: v, as: SIMD16<UInt8>.self)
            i += 16
        }
        while i < n { dst[i] = row[i] &- up[i]; i += 1 }
    }

    /// Sub: each byte minus the byte of the pixel to its left (none for the first pixel).
    @inline(__always)
    static func filterSub(_ row: UnsafePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>, _ n: Int) {
        for i in 0..<Swift.min(4, n) { dst[i] = row[i] }
        var i = 4
        while i + 16 <= n {
            let v = UnsafeRawPointer(row + i).loadUnaligned(as: SIMD16<UInt8>.self) &- UnsafeRawPointer(row + i - 4).loadUnaligned(as: SIMD16<UInt8>.self)
            UnsafeMutableRawPointer(dst + i).storeBytes(of: v, as: SIMD16<UInt8>.self)
            i += 16
        }
        while i < n { dst[i] = row[i] &- row[i - 4]; i += 1 }
    }

    /// The zlib stream of an image's filtered rows (see `RunDeflate`). An image of a megabyte or more
    /// is filtered and deflated in bands, two at once on two cores where there are two, and the bands
    /// are joined as one stream (each but the last ends on a byte boundary; the Adler-32 checksums are
    /// combined). A screen is two bands; a large image (a contact sheet) is cut into bands of about
    /// `bandBytes`, so that only two bands' filtered rows are in memory at once, not a copy of the whole
    /// image. The split depends only on the image's size, so the bytes do not depend on the machine.
    static func compressedImageData(_ image: PixelBuffer) -> [UInt8] {
        let bands = bandCount(width: image.width, height: image.height)
        var parts = [(data: [UInt8], adler: UInt32, length: Int)](repeating: ([], 1, 0), count: bands)
        parts.withUnsafeMutableBufferPointer { slots in
            let shared = Slots(slots: slots)
            let lanes = Swift.min(2, bands)
            // Each lane takes every other band in turn, so at most `lanes` bands are filtered at once.
            DispatchQueue.concurrentPerform(iterations: lanes) { lane in
                for band in stride(from: lane, to: bands, by: lanes) {
                    let rows = (image.height * band / bands)..<(image.height * (band + 1) / bands)
                    let bytes = filtered(image, rows: rows)
                    shared.slots[band] = bytes.withUnsafeBufferPointer { deflatedBand($0, final: band == bands - 1) }
                }
            }
        }
        var out: [UInt8] = [0x78, 0x01]
        var adler = uLong(parts[0].adler)
        for (i, part) in parts.enumerated() {
            out.append(contentsOf: part.data)
            if i > 0 { adler = adler32_combine(adler, uLong(part.adler), off_t(part.length)) }
        }
        out.append(contentsOf: be32(UInt32(adler & 0xFFFF_FFFF)))
        return out
    }

    /// A band of filtered rows deflated on its own (ending on a byte boundary unless it is the `final`
    /// one), with its Adler-32 checksum and length, for joining with the other bands' in one stream.
    static func deflatedBand(_ band: UnsafeBufferPointer<UInt8>, final: Bool) -> (data: [UInt8], adler: UInt32, length: Int) {
        (RunDeflate.deflate(band, final: final), UInt32(libdeflate_adler32(1, band.baseAddress, band.count)), band.count)
    }

    /// About how many bytes of filtered rows a band of a large image holds.
    static let bandBytes = 4 << 20

    /// How many bands an image of this size is deflated in: one under a megabyte, two up to twice
    /// `bandBytes`, then one for each `bandBytes` or part of it (never more than the rows).
    static func bandCount(width: Int, height: Int) -> Int {
        let bytes = width * 4 * height
        guard bytes >= 1 << 20, height >= 2 else { return 1 }
        return Swift.min(height, Swift.max(2, (bytes + bandBytes - 1) / bandBytes))
    }

    /// Results of work spread over threads by `concurrentPerform`: each iteration writes only its own
    /// slot (the encoder's bands, a pair's two decodes), and the slots are read after it returns.
    struct Slots<Element>: @unchecked Sendable {
        let slots: UnsafeMutableBufferPointer<Element>
    }

    static func appendChunk(_ type: String, _ body: [UInt8], to out: inout Data) {
        let typeBytes = Array(type.utf8)
        out.append(contentsOf: be32(UInt32(body.count)))
        out.append(contentsOf: typeBytes)
        out.append(contentsOf: body)
        var crc = typeBytes.withUnsafeBufferPointer { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        crc = body.withUnsafeBufferPointer { libdeflate_crc32(crc, $0.baseAddress, $0.count) }
        out.append(contentsOf: be32(crc))
    }

    static func be32(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xff), UInt8((v >> 8) & 0xff), UInt8(v & 0xff)]
    }

    // MARK: Reading

    /// Reads a PNG file; `ImageError.png` names the file and what is wrong.
    public static func read(_ url: URL) throws(ImageError) -> PixelBuffer {
        try decode(bytes(of: url), file: url.path)
    }

    /// Two PNG files, decoded as `read` decodes each (an error names the first file that fails, `a`
    /// before `b`). Files with the same bytes are decoded once. When `concurrently` and both files are
    /// at least `concurrentBytes` long, they are decoded at once on two threads: a comparison's two
    /// decodes are most of its time (`crease diff` of two 3× renders: decoding 2×28 ms, counting 15 ms).
    public static func readPair(_ a: URL, _ b: URL, concurrently: Bool = true) throws(ImageError) -> (PixelBuffer, PixelBuffer) {
        let fileA = a.path, fileB = b.path
        let first = try bytes(of: a), second: Data
        do { second = try bytes(of: b) } catch {
            _ = try decode(first, file: fileA)  // a fault in `a` is named before a missing `b`, as `read` twice would
            throw error
        }
        if first == second {
            let image = try decode(first, file: fileA)
            return (image, image)
        }
        guard concurrently, min(first.count, second.count) >= concurrentBytes else {
            return (try decode(first, file: fileA), try decode(second, file: fileB))
        }
        let files = [(first, fileA), (second, fileB)]
        var decoded = [Result<PixelBuffer, ImageError>](repeating: .success(PixelBuffer(width: 0, height: 0, rgba: [])), count: 2)
        decoded.withUnsafeMutableBufferPointer { slots in
            let shared = Slots(slots: slots)
            DispatchQueue.concurrentPerform(iterations: 2) { i in
                shared.slots[i] = Result { () throws(ImageError) -> PixelBuffer in try decode(files[i].0, file: files[i].1) }
            }
        }
        return (try decoded[0].get(), try decoded[1].get())
    }

    /// Below this many bytes a file decodes in a fraction of a millisecond, about what waking a second
    /// thread costs (`crease bench --only compare` times pixelmatch's 1a/1b, 30 KB each, both ways).
    static let concurrentBytes = 16 * 1024

    /// A file's bytes, or the one-line error for a file that is missing or unreadable.
    static func bytes(of url: URL) throws(ImageError) -> Data {
        do { return try Data(contentsOf: url) } catch {
            let exists = FileManager.default.fileExists(atPath: url.path)
            throw ImageError.png(file: url.path, message: exists ? "cannot be read" : "no such file")
        }
    }

    /// Decodes PNG bytes (see `PNGDecoder`); `file` names them in errors.
    public static func decode(_ data: Data, file: String = "<memory>") throws(ImageError) -> PixelBuffer {
        // Read in place (Data's own bytes, not a copy); Data's closure rethrows untyped errors, so the
        // result is carried out of it.
        let decoded = data.withUnsafeBytes { raw in
            Result { () throws(ImageError) -> PixelBuffer in try PNGDecoder(file: file).decode(raw.bindMemory(to: UInt8.self)) }
        }
        return try decoded.get()
    }
}
