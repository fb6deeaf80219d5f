import CDeflate
import CZlib
import Foundation

/// A PNG written a band of rows at a time, for an image too large to hold whole (a contact sheet is
/// drawn and encoded one row of cells at a time). Each band is filtered against the last row of the
/// band before it and deflated on its own, ending on a byte boundary; the bands' Adler-32 checksums
/// are combined, as `PNGCodec.encode` joins its bands. The bytes depend only on the rows and where the
/// bands start.
public struct PNGBandEncoder {
    public let width: Int
    public let height: Int
    /// Rows appended so far.
    public private(set) var rows = 0
    private var lastRow: [UInt8] = []
    private var stream: [UInt8] = [0x78, 0x01]
    private var adler: uLong = 1

    public init(width: Int, height: Int) {
        self.width = Swift.max(0, width)
        self.height = Swift.max(0, height)
    }

    /// Adds the next `count` rows of straight RGBA bytes, `width * 4` a row without padding. Rows past
    /// the image's height are ignored.
    public mutating func append(_ bytes: UnsafePointer<UInt8>, rows count: Int) {
        let count = Swift.min(count, height - rows)
        guard count > 0, width > 0 else { return }
        let stride = width * 4
        let filtered = lastRow.withUnsafeBufferPointer { above in
            PNGCodec.filtered(rows: bytes, count: count, stride: stride, above: rows > 0 ? above.baseAddress : nil)
        }
        rows += count
        filtered.withUnsafeBufferPointer { band in
            stream.append(contentsOf: RunDeflate.deflate(band, final: rows == height))
            let sum = uLong(libdeflate_adler32(1, band.baseAddress, band.count))
            adler = adler32_combine(adler, sum, off_t(band.count))
        }
        lastRow = Array(UnsafeBufferPointer(start: bytes + (count - 1) * stride, count: stride))
    }

    /// The PNG file, once every row has been appended; nil before.
    public func finish() -> Data? {
        guard rows == height, height > 0, width > 0 else { return nil }
        var idat = stream
        idat.append(contentsOf: PNGCodec.be32(UInt32(adler & 0xFFFF_FFFF)))
        var out = Data(PNGCodec.signature)
        PNGCodec.appendChunk("IHDR", PNGCodec.ihdr(width: width, height: height), to: &out)
        PNGCodec.appendChunk("IDAT", idat, to: &out)
        PNGCodec.appendChunk("IEND", [], to: &out)
        return out
    }
}
