import CZlib
import Foundation

/// Text carried inside a PNG file beside its pixels: compressed `zTXt` chunks (keyword, a zero byte,
/// compression method 0, a zlib stream). A snapshot reference records in them the environment and the
/// layout that made it (T11, T12); readers of the pixels skip them, as every PNG reader skips ancillary
/// chunks it does not know.
public enum PNGText {
    /// The longest text read back from one chunk: a reference's layout is tens of kilobytes, and a
    /// chunk that claims more is skipped rather than inflated without bound.
    public static let maxBytes = 8 << 20

    /// `png` with `entries` as `zTXt` chunks before its `IEND`, in the keywords' order. Keywords are
    /// 1–79 printable Latin-1 characters; an entry with any other keyword is left out.
    public static func adding(_ entries: [(keyword: String, text: String)], to png: Data) -> Data {
        guard png.count >= 12, png.suffix(12).dropFirst(4).prefix(4).elementsEqual("IEND".utf8) else { return png }
        var out = Data(png.dropLast(12))
        for (keyword, text) in entries where valid(keyword) {
            var body = Array(keyword.utf8) + [0, 0]
            body += compress(Array(text.utf8))
            PNGCodec.appendChunk("zTXt", body, to: &out)
        }
        out.append(png.suffix(12))
        return out
    }

    /// The `zTXt` and `tEXt` entries of a PNG file's bytes by keyword (the first of a keyword wins),
    /// only those named in `keywords` when it is given; at most `maxBytes` of text in all, so a file
    /// of many small chunks that each inflate far cannot make the reader hold more. Never throws:
    /// bytes that are no PNG, chunks with a bad CRC and streams that do not inflate are skipped — the
    /// pixels are `PNGCodec`'s to judge.
    public static func entries(in png: Data, keywords: Set<String>? = nil) -> [String: String] {
        png.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard bytes.count >= 8, Array(bytes[0..<8]) == PNGCodec.signature else { return [:] }
            var out: [String: String] = [:]
            var budget = maxBytes
            var offset = 8
            while offset < bytes.count, case .chunk(let chunk) = PNGChunk.read(bytes, at: offset), chunk.type != "IEND" {
                offset = chunk.end
                guard chunk.type == "zTXt" || chunk.type == "tEXt", chunk.crcMatches,
                      let zero = bytes[chunk.body].firstIndex(of: 0), zero > chunk.body.lowerBound else { continue }
                let keyword = String(decoding: bytes[chunk.body.lowerBound..<zero], as: UTF8.self)
                guard out[keyword] == nil, keywords?.contains(keyword) ?? true else { continue }
                if chunk.type == "tEXt" {
                    let text = bytes[(zero + 1)..<chunk.body.upperBound]
                    guard text.count <= budget else { break }
                    budget -= text.count
                    out[keyword] = String(decoding: text, as: UTF8.self)
                } else if zero + 1 < chunk.body.upperBound, bytes[zero + 1] == 0,
                          let text = inflate(Array(bytes[(zero + 2)..<chunk.body.upperBound]), limit: budget) {
                    budget -= text.count
                    out[keyword] = String(decoding: text, as: UTF8.self)
                }
            }
            return out
        }
    }

    static func valid(_ keyword: String) -> Bool {
        (1...79).contains(keyword.utf8.count) && keyword.unicodeScalars.allSatisfy { (32...126).contains($0.value) }
            && !keyword.hasPrefix(" ") && !keyword.hasSuffix(" ")
    }

    /// A zlib stream of `bytes` at level 9: the same text always gives the same bytes.
    static func compress(_ bytes: [UInt8]) -> [UInt8] {
        var bound = compressBound(uLong(bytes.count))
        var out = [UInt8](repeating: 0, count: Int(bound))
        let status = out.withUnsafeMutableBufferPointer { o in
            bytes.withUnsafeBufferPointer { i in compress2(o.baseAddress, &bound, i.baseAddress, uLong(i.count), 9) }
        }
        guard status == Z_OK else { return [] }
        return Array(out.prefix(Int(bound)))
    }

    /// The inflated stream, or nil when it is not one or would exceed `limit` bytes.
    static func inflate(_ bytes: [UInt8], limit: Int = maxBytes) -> [UInt8]? {
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        var input = bytes
        return input.withUnsafeMutableBufferPointer { i -> [UInt8]? in
            stream.next_in = i.baseAddress
            stream.avail_in = uInt(i.count)
            while true {
                let status = chunk.withUnsafeMutableBufferPointer { c -> Int32 in
                    stream.next_out = c.baseAddress
                    stream.avail_out = uInt(c.count)
                    return CZlib.inflate(&stream, Z_NO_FLUSH)
                }
                let made = chunk.count - Int(stream.avail_out)
                out.append(contentsOf: chunk.prefix(made))
                guard out.count <= limit else { return nil }
                if status == Z_STREAM_END { return out }
                guard status == Z_OK, made > 0 || stream.avail_in > 0 else { return nil }
            }
        }
    }
}
