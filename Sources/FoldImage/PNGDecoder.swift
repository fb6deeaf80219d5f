import CDeflate
import Foundation

/// Reads any valid PNG into straight 8-bit RGBA the way pngjs (pixelmatch's reader) does, so that
/// comparisons count what pixelmatch counts: every colour type and bit depth, Adam7 interlacing,
/// 16-bit samples rounded as `round(v·255/65535)`, palettes with their tRNS alpha, and tRNS colour
/// keys that make a matching grey or RGB pixel (0, 0, 0, 0). Images over `maxPixels` are refused
/// from their header, before anything is allocated.
struct PNGDecoder {
    /// The most pixels an image may have (40 megapixels, e.g. 8000×5000).
    static let maxPixels = 40_000_000
    /// The most bytes the image data may inflate to (16-bit RGBA needs 8 bytes a pixel).
    static let maxInflatedBytes = 4 * maxPixels

    struct Header {
        var width: Int
        var height: Int
        var depth: Int
        var colour: Int
        var interlaced: Bool

        var channels: Int { [1, 0, 3, 1, 2, 0, 4][colour] }
        var bitsPerPixel: Int { channels * depth }
        /// Bytes from one pixel to the next for the filters (at least one).
        var filterStride: Int { Swift.max(1, bitsPerPixel / 8) }
        func rowBytes(_ pixels: Int) -> Int { (pixels * bitsPerPixel + 7) / 8 }
    }

    /// One Adam7 pass (or the whole image): where its pixels sit in the image.
    struct Pass {
        var x0: Int, dx: Int, y0: Int, dy: Int
        var width: Int, height: Int

        static let adam7 = [(0, 8, 0, 8), (4, 8, 0, 8), (0, 4, 4, 8), (2, 4, 0, 4), (0, 2, 2, 4), (1, 2, 0, 2), (0, 1, 1, 2)]

        static func passes(_ h: Header) -> [Pass] {
            guard h.interlaced else { return [Pass(x0: 0, dx: 1, y0: 0, dy: 1, width: h.width, height: h.height)] }
            return adam7.map { x0, dx, y0, dy in
                Pass(x0: x0, dx: dx, y0: y0, dy: dy,
                     width: h.width > x0 ? (h.width - x0 + dx - 1) / dx : 0,
                     height: h.height > y0 ? (h.height - y0 + dy - 1) / dy : 0)
            }
        }
    }

    let file: String

    func fail(_ message: String) -> ImageError { .png(file: file, message: message) }

    static func be32(_ b: UnsafeBufferPointer<UInt8>, _ o: Int) -> Int {
        Int(b[o]) << 24 | Int(b[o + 1]) << 16 | Int(b[o + 2]) << 8 | Int(b[o + 3])
    }

    /// Decodes a whole PNG file's bytes.
    func decode(_ bytes: UnsafeBufferPointer<UInt8>) throws(ImageError) -> PixelBuffer {
        guard bytes.count >= 8, Array(bytes[0..<8]) == PNGCodec.signature else {
            throw fail("is not a PNG file (bad signature)")
        }
        var offset = 8
        var header: Header?
        var palette: [UInt8] = []
        var transparency: [UInt8] = []
        var data: [Range<Int>] = []
        var ended = false
        while offset < bytes.count, !ended {
            let chunk: PNGChunk
            switch PNGChunk.read(bytes, at: offset) {
            case .truncated(let why): throw fail("is truncated (\(why))")
            case .chunk(let read): chunk = read
            }
            let (type, body, length) = (chunk.type, chunk.body, chunk.body.count)
            guard chunk.crcMatches else {
                // An ancillary chunk with a bad CRC is dropped and the image read without it, as libpng
                // and pngjs do; a critical one (IHDR, PLTE, IDAT, IEND) is the image, and a bad one
                // refuses the file.
                if chunk.isAncillary {
                    offset = chunk.end
                    continue
                }
                throw fail("is corrupt (CRC mismatch in chunk \(type))")
            }
            switch type {
            case "IHDR":
                guard header == nil, offset == 8 else { throw fail("is corrupt (IHDR is not the first chunk)") }
                guard length == 13 else { throw fail("is corrupt (IHDR has \(length) bytes)") }
                header = try readHeader(bytes, body.lowerBound)
            case "PLTE":
                guard length % 3 == 0, (3...768).contains(length) else { throw fail("is corrupt (PLTE has \(length) bytes)") }
                palette = Array(bytes[body])
            case "tRNS": transparency = Array(bytes[body])
            case "IDAT":
                guard header != nil else { throw fail("is corrupt (IDAT before IHDR)") }
                data.append(body)
            case "IEND": ended = true
            default: break
            }
            offset = chunk.end
        }
        guard let h = header else { throw fail("is corrupt (no IHDR chunk)") }
        guard !data.isEmpty else { throw fail("is corrupt (no IDAT chunk)") }
        guard ended else { throw fail("is truncated (no IEND chunk)") }
        if h.colour == 3, palette.isEmpty { throw fail("is corrupt (palette image without PLTE)") }

        let passes = Pass.passes(h)
        var inflatedSize = 0
        for p in passes where p.width > 0 && p.height > 0 { inflatedSize += p.height * (h.rowBytes(p.width) + 1) }
        guard inflatedSize <= Self.maxInflatedBytes else {
            throw fail("is \(h.width)×\(h.height) at \(h.depth) bits × \(h.channels) channels: its image data would inflate past the \(Self.maxInflatedBytes / 1_000_000) MB limit")
        }
        // Deflate cannot expand more than 1032 to 1 (a 258-byte match in two bits): a header that
        // claims more than its data can hold is refused before the buffer is made.
        let compressed = data.reduce(0) { $0 + $1.count }
        guard inflatedSize <= compressed * 1032 + 1032 else {
            throw fail("is corrupt (\(compressed) bytes of image data cannot hold a \(h.width)×\(h.height) image)")
        }
        // Made without zeroing (`LargeBuffer`): inflation fills every byte or throws (checked below),
        // and every pixel of `rgba` is written once, by its row (or its Adam7 pass, which together
        // cover the image).
        var raw = LargeBuffer.uninitialised(inflatedSize)
        try inflate(bytes, data, into: &raw)

        let format = try RowFormat(h, palette: palette, transparency: transparency, file: file)
        var rgba = LargeBuffer.uninitialised(h.width * h.height * 4)
        var badIndex: Int?
        try raw.withUnsafeMutableBufferPointer { (rawBuffer) throws(ImageError) in
            guard let rawBase = rawBuffer.baseAddress else { return }
            try rgba.withUnsafeMutableBufferPointer { (out) throws(ImageError) in
                guard let outBase = out.baseAddress else { return }
                let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: h.width * 4 + 16)
                defer { scratch.deallocate() }
                var at = rawBase
                for pass in passes where pass.width > 0 && pass.height > 0 {
                    let rowBytes = h.rowBytes(pass.width)
                    var previous: UnsafeMutablePointer<UInt8>?
                    for r in 0..<pass.height {
                        let filter = at[0]
                        let row = at + 1
                        guard Unfilter.apply(filter, row: row, previous: previous.map { UnsafePointer($0) }, count: rowBytes,
                                             stride: h.filterStride) else {
                            throw fail("is corrupt (unknown filter \(filter) on row \(r)\(h.interlaced ? " of an interlaced pass" : ""))")
                        }
                        let y = pass.y0 + r * pass.dy
                        if pass.dx == 1 {
                            if let bad = format.convert(row, count: pass.width, into: outBase + y * h.width * 4) { badIndex = bad }
                        } else {
                            if let bad = format.convert(row, count: pass.width, into: scratch) { badIndex = bad }
                            let line = outBase + (y * h.width + pass.x0) * 4
                            for c in 0..<pass.width {
                                (line + c * pass.dx * 4).update(from: scratch + c * 4, count: 4)
                            }
                        }
                        previous = row
                        at += rowBytes + 1
                    }
                }
            }
        }
        if let bad = badIndex { throw fail("is corrupt (palette index \(bad) outside its \(palette.count / 3)-colour palette)") }
        return PixelBuffer(width: h.width, height: h.height, rgba: rgba)
    }

    /// The IHDR fields, checked, and the size limit applied before anything is allocated.
    func readHeader(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int) throws(ImageError) -> Header {
        let width = Self.be32(bytes, at), height = Self.be32(bytes, at + 4)
        let depth = Int(bytes[at + 8]), colour = Int(bytes[at + 9])
        guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
            throw fail("is corrupt (its size is \(width)×\(height))")
        }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= Self.maxPixels else {
            throw fail("is \(width)×\(height), over the limit of \(Self.maxPixels / 1_000_000) million pixels")
        }
        switch (colour, depth) {
        case (0, 1), (0, 2), (0, 4), (0, 8), (0, 16), (2, 8), (2, 16), (3, 1), (3, 2), (3, 4), (3, 8),
             (4, 8), (4, 16), (6, 8), (6, 16): break
        default: throw fail("has an invalid colour type \(colour) with bit depth \(depth)")
        }
        guard bytes[at + 10] == 0, bytes[at + 11] == 0 else { throw fail("is corrupt (unknown compression or filter method)") }
        guard bytes[at + 12] <= 1 else { throw fail("is corrupt (unknown interlace method \(bytes[at + 12]))") }
        return Header(width: width, height: height, depth: depth, colour: colour, interlaced: bytes[at + 12] == 1)
    }

    /// Inflates the IDAT chunks, in order, into exactly `raw`'s size, with libdeflate (whole-buffer
    /// inflation, about twice zlib's speed on these images; see README, Performance).
    func inflate(_ bytes: UnsafeBufferPointer<UInt8>, _ chunks: [Range<Int>], into raw: inout [UInt8]) throws(ImageError) {
        guard let base = bytes.baseAddress, let decompressor = libdeflate_alloc_decompressor() else {
            throw fail("cannot be read (out of memory)")
        }
        defer { libdeflate_free_decompressor(decompressor) }
        // Several IDAT chunks are one stream: copied end to end into one buffer made at its size.
        var joined: [UInt8] = []
        if chunks.count > 1 {
            joined.reserveCapacity(chunks.reduce(0) { $0 + $1.count })
            for chunk in chunks { joined.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[chunk])) }
        }
        let size = raw.count
        var produced = 0
        let status = joined.withUnsafeBufferPointer { joinedBuffer in
            raw.withUnsafeMutableBufferPointer { out in
                let input = chunks.count == 1 ? UnsafeRawPointer(base + chunks[0].lowerBound) : UnsafeRawPointer(joinedBuffer.baseAddress)
                let count = chunks.count == 1 ? chunks[0].count : joinedBuffer.count
                return libdeflate_zlib_decompress(decompressor, input, count, out.baseAddress, size, &produced)
            }
        }
        switch status {
        case LIBDEFLATE_SUCCESS where produced == size: return
        case LIBDEFLATE_SUCCESS, LIBDEFLATE_SHORT_OUTPUT: throw fail("is corrupt (its image data inflates to \(produced) of \(size) bytes)")
        case LIBDEFLATE_INSUFFICIENT_SPACE: throw fail("is corrupt (its image data inflates past \(size) bytes)")
        default: throw fail("is corrupt (its image data does not inflate: bad or truncated deflate stream)")
        }
    }
}
