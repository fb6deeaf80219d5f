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
        let part = filtered.withUnsafeBufferPointer { PNGCodec.deflatedBand($0, final: rows == height) }
        stream.append(contentsOf: part.data)
        adler = adler32_combine(adler, uLong(part.adler), off_t(part.length))
        lastRow = Array(UnsafeBufferPointer(start: bytes + (count - 1) * stride, count: stride))
    }

    /// The PNG file, once every row has been appended; nil before.
    public func finish() -> Data? {
        guard rows == height, height > 0, width > 0 else { return nil }
        return PNGCodec.file(width: width, height: height, idat: stream + PNGCodec.be32(UInt32(adler & 0xFFFF_FFFF)))
    }
}
