import CDeflate
import CreaseTestSupport
import Foundation
import Testing
@testable import FoldImage

/// Text inside a PNG beside its pixels (T11, T12: a reference records what made it).
@Suite struct PNGTextTests {
    let image: PixelBuffer = {
        var img = PixelBuffer(width: 7, height: 5, fill: (10, 20, 30, 255))
        img.rgba[4] = 200
        return img
    }()

    @Test("T11, T12: entries round-trip, the pixels read as before, and the same entries give the same bytes")
    func roundTrip() throws {
        let plain = PNGCodec.encode(image)
        let text = String(repeating: "row/a\tcard\t1 2 3 4\tWalk\tWalk ⏎ Daily\n", count: 200)
        let tagged = PNGText.adding([("crease-layout", text), ("crease-environment", "{\"a\":1}")], to: plain)
        #expect(tagged.count < plain.count + text.utf8.count / 10, "compressed: \(tagged.count - plain.count) bytes for \(text.utf8.count)")
        #expect(try PNGCodec.decode(tagged) == image)
        #expect(PNGText.entries(in: tagged) == ["crease-layout": text, "crease-environment": "{\"a\":1}"])
        #expect(PNGText.adding([("crease-layout", text), ("crease-environment", "{\"a\":1}")], to: plain) == tagged)
        #expect(PNGText.entries(in: plain).isEmpty)
    }

    @Test("Q: a keyword PNG does not allow is left out; bytes that are no PNG give no entries")
    func badKeywords() {
        let plain = PNGCodec.encode(image)
        let tagged = PNGText.adding([("", "x"), (String(repeating: "k", count: 80), "x"), ("tab\there", "x"), ("ok", "y")], to: plain)
        #expect(PNGText.entries(in: tagged) == ["ok": "y"])
        #expect(PNGText.entries(in: Data("not a png".utf8)).isEmpty)
        #expect(PNGText.entries(in: Data(plain.prefix(20))).isEmpty)
        #expect(PNGText.adding([("ok", "y")], to: Data("not a png".utf8)) == Data("not a png".utf8))
    }

    @Test("Q: a text chunk with a bad CRC, or whose stream is broken or inflates past the limit, is skipped; the image still reads")
    func hostileChunks() throws {
        let plain = PNGCodec.encode(image)
        var tagged = PNGText.adding([("crease-layout", "hello")], to: plain)
        // Flip a byte inside the zTXt body: its CRC no longer matches.
        let at = try #require(tagged.range(of: Data("zTXt".utf8))).upperBound + 16
        tagged[at] ^= 0xff
        #expect(PNGText.entries(in: tagged).isEmpty)
        #expect(try PNGCodec.decode(tagged) == image)
        // A stream of zeros that inflates to more than the limit.
        let bomb = PNGText.compress([UInt8](repeating: 0, count: PNGText.maxBytes + 1))
        var body = Array("crease-layout".utf8) + [0, 0]
        body += bomb
        var out = Data(plain.dropLast(12))
        PNGCodec.appendChunk("zTXt", body, to: &out)
        out.append(plain.suffix(12))
        #expect(PNGText.entries(in: out).isEmpty)
        var broken = Data(plain.dropLast(12))
        PNGCodec.appendChunk("zTXt", Array("crease-layout".utf8) + [0, 0, 1, 2, 3], to: &broken)
        broken.append(plain.suffix(12))
        #expect(PNGText.entries(in: broken).isEmpty)
        #expect(try PNGCodec.decode(broken) == image)
    }

    @Test("Q: only the keywords asked for are inflated, and all of a file's text together stays under the limit")
    func keywordsAndBudget() {
        let plain = PNGCodec.encode(image)
        let half = String(repeating: "x", count: PNGText.maxBytes / 2 + 1)
        let tagged = PNGText.adding([("one", half), ("two", half), ("three", "small")], to: plain)
        #expect(PNGText.entries(in: tagged, keywords: ["three"]) == ["three": "small"])
        let all = PNGText.entries(in: tagged)
        #expect(all["one"] == half && all["two"] == nil && all["three"] == "small", "\(all.keys.sorted())")
    }

    @Test("T13: a checksum tells two files apart and names the length")
    func checksum() {
        #expect(Checksum.of(Data("abc".utf8)) == "crc32:352441c2:3")
        #expect(Checksum.of(Data("abd".utf8)) != Checksum.of(Data("abc".utf8)))
        #expect(Checksum.of(file: URL(fileURLWithPath: "/nonexistent/file")) == nil)
    }
}
