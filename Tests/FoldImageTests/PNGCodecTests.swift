import CreaseTestSupport
import Foundation
import Testing
@testable import FoldImage
import CreaseIO

/// Q: PNGs round-trip; corrupt, truncated and non-PNG files are refused with a clear error.
@Suite struct PNGCodecTests {
    func sample(width: Int = 300, height: Int = 200) -> PixelBuffer {
        var img = PixelBuffer(width: width, height: height, fill: (240, 240, 245, 255))
        for y in 0..<height {
            for x in 0..<width where (x / 10 + y / 10) % 3 == 0 {
                let i = (y * width + x) * 4
                img.rgba[i] = UInt8(x % 256); img.rgba[i + 1] = UInt8(y % 256); img.rgba[i + 3] = UInt8(128 + x % 128)
            }
        }
        return img
    }

    @Test("Encoding then decoding gives the same pixels, in one band, in two, and a contact sheet's size in many")
    func roundTrip() throws {
        // A screen is deflated in two bands; a large image in bands of about 4 MB, two at a time, so that
        // encoding it never holds a filtered copy of the whole image.
        #expect(PNGCodec.bandCount(width: 300, height: 200) == 1)
        #expect(PNGCodec.bandCount(width: 1114, height: 720) == 2)
        #expect(PNGCodec.bandCount(width: 2720, height: 1600) == 5)
        #expect(PNGCodec.bandCount(width: 2720, height: 7676) == 20)
        for size in [(3, 2), (300, 200), (1114, 720), (2720, 1600)] {
            let img = sample(width: size.0, height: size.1)
            #expect(try PNGCodec.decode(PNGCodec.encode(img)) == img, "\(size)")
        }
    }

    @Test("Q: noise (all literals, several deflate blocks), long runs across rows and tiny images round-trip byte-exactly and deterministically")
    func roundTripExtremes() throws {
        var state: UInt64 = 7
        func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        let noise = PixelBuffer(width: 601, height: 500, rgba: (0..<(601 * 500 * 4)).map { _ in next() })
        let solid = PixelBuffer(width: 2000, height: 3, fill: (9, 9, 9, 255))
        let tiny = PixelBuffer(width: 1, height: 1, fill: (1, 2, 3, 4))
        for image in [noise, solid, tiny, sample(width: 7, height: 5)] {
            let bytes = PNGCodec.encode(image)
            #expect(PNGCodec.encode(image) == bytes)
            #expect(try PNGCodec.decode(bytes) == image)
        }
    }

    @Test("Q: Huffman code lengths stay within deflate's limit and form a complete code")
    func huffmanLimit() {
        // Fibonacci counts make the deepest possible tree (30 levels for 31 symbols).
        var counts = [1, 1]
        while counts.count < 31 { counts.append(counts[counts.count - 1] + counts[counts.count - 2]) }
        for (input, limit) in [(counts, 15), (counts, 7), ([5, 0, 0, 0], 15), ([3, 3, 3], 15)] {
            let lengths = HuffmanCode.lengths(input, limit: limit)
            #expect(lengths.allSatisfy { $0 <= limit })
            #expect(zip(input, lengths).allSatisfy { ($0 > 0) == ($1 > 0) || $0 == 0 })
            let kraft = lengths.filter { $0 > 0 }.reduce(0.0) { $0 + 1 / Double(1 << Int($1)) }
            #expect(kraft == 1, "\(lengths)")
        }
    }

    @Test("The same image always encodes to the same bytes")
    func deterministic() {
        let img = sample(width: 1114, height: 720)
        #expect(PNGCodec.encode(img) == PNGCodec.encode(img))
    }

    @Test("Q: truncated, corrupt and non-PNG data is refused, naming the file")
    func refused() {
        let good = PNGCodec.encode(sample())
        let cases: [(Data, String)] = [
            (good.prefix(good.count / 2), "truncated"),
            (good.prefix(40), "truncated"),
            (Data("not a png at all".utf8), "not a PNG"),
            ({ var d = good; d[40] ^= 0xFF; return d }(), "CRC"),
            (Data(), "not a PNG"),
        ]
        for (data, word) in cases {
            do {
                _ = try PNGCodec.decode(data, file: "x.png")
                Issue.record("accepted \(word) data")
            } catch {
                #expect(error.description.hasPrefix("x.png: "))
                #expect(error.description.contains(word), "\(error)")
            }
        }
    }

    @Test("Q: an ancillary chunk with a bad CRC is dropped and the image read, as libpng and pngjs do; a critical chunk's bad CRC still refuses the file")
    func ancillaryCRC() throws {
        let img = sample()
        let good = PNGCodec.encode(img)
        // A chunk of `type` with a CRC that cannot be right, put after IHDR (which ends at byte 33).
        func inserted(_ type: String, _ body: [UInt8]) -> Data {
            var chunk = Data([0, 0, 0, UInt8(body.count)])
            chunk.append(contentsOf: Array(type.utf8) + body + [0xDE, 0xAD, 0xBE, 0xEF])
            var d = good
            d.insert(contentsOf: chunk, at: 33)
            return d
        }
        for (type, body) in [("tEXt", Array("Comment\u{0}hello".utf8)), ("cICP", [9, 16, 0, 1])] {
            let decoded = try PNGCodec.decode(inserted(type, body), file: "x.png")
            #expect(decoded.width == img.width && decoded.rgba == img.rgba, "\(type)")
        }
        // A critical chunk the decoder does not use still refuses the file when its CRC is bad.
        #expect(throws: ImageError.self) { _ = try PNGCodec.decode(inserted("PLTE", [0, 0, 0]), file: "x.png") }
    }

    @Test("Palette, grey and RGB images are expanded to RGBA (the pixelmatch fixtures include them)", .enabled(if: TestSupport.conformance != nil, TestSupport.conformanceAbsent))
    func colourTypes() throws {
        let folder = TestSupport.pixelmatchConformance
        let palette = try PNGCodec.read(folder.appendingPathComponent("2a.png"))
        #expect(palette.width == 256 && palette.rgba.count == 256 * 256 * 4)
        let rgb = try PNGCodec.read(folder.appendingPathComponent("4a.png"))
        #expect(rgb.width == 438 && (0..<rgb.width * rgb.height).allSatisfy { rgb.rgba[$0 * 4 + 3] == 255 })
    }

    /// A PNG whose IHDR claims a size, with a few bytes of image data.
    static func claiming(width: UInt32, height: UInt32, depth: UInt8, colour: UInt8) -> Data {
        var out = Data(PNGCodec.signature)
        PNGCodec.appendChunk("IHDR", PNGCodec.be32(width) + PNGCodec.be32(height) + [depth, colour, 0, 0, 0], to: &out)
        PNGCodec.appendChunk("IDAT", [0x78, 0x01, 0x01, 0x00, 0x00, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x01], to: &out)
        PNGCodec.appendChunk("IEND", [], to: &out)
        return out
    }

    @Test("Q: decompression bombs are refused from their header, before anything is allocated")
    func bombs() {
        let cases: [(Data, String)] = [
            (Self.claiming(width: 100_000, height: 100_000, depth: 8, colour: 6), "over the limit of 40 million pixels"),
            (Self.claiming(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF, depth: 8, colour: 6), "over the limit"),
            (Self.claiming(width: 8000, height: 8000, depth: 16, colour: 6), "over the limit"),
            (Self.claiming(width: 6000, height: 6000, depth: 16, colour: 6), "160 MB limit"),
            (Self.claiming(width: 5000, height: 5000, depth: 8, colour: 6), "cannot hold a 5000×5000 image"),
        ]
        for (data, words) in cases {
            do {
                _ = try PNGCodec.decode(data, file: "bomb.png")
                Issue.record("a bomb was decoded (\(words))")
            } catch {
                #expect(error.description.hasPrefix("bomb.png: ") && error.description.contains(words), "\(error)")
            }
        }
        #expect(PNGCodec.maxPixels == 40_000_000)
    }
}

/// The animated PNG writer keeps at most two frames in memory and merges runs of equal frames.
@Suite struct AnimatedPNGWriterTests {
    /// The chunks of a PNG file: type and body.
    static func chunks(_ data: Data) -> [(type: String, body: [UInt8])] {
        let bytes = [UInt8](data)
        var out: [(String, [UInt8])] = []
        var i = 8
        while i + 8 <= bytes.count {
            let length = Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
            out.append((type, Array(bytes[(i + 8)..<(i + 8 + length)])))
            i += 12 + length
        }
        return out
    }

    @Test("C: frames A A B B B at 100 ms become two frames of 200 and 300 ms; the still image is A")
    func mergesRuns() throws {
        let a = PixelBuffer(width: 8, height: 6, fill: (200, 10, 10, 255)), b = PixelBuffer(width: 8, height: 6, fill: (10, 200, 10, 255))
        let url = TestSupport.temporaryFolder("apng").appendingPathComponent("anim.png")
        let writer = try AnimatedPNGWriter(url: url, delay: 100)
        for frame in [a, a, b, b, b] { try writer.add(frame) }
        #expect(!FileManager.default.fileExists(atPath: url.path), "nothing is written before finish")
        try writer.finish()
        let data = try Data(contentsOf: url)
        let chunks = Self.chunks(data)
        #expect(chunks.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "IEND"])
        let actl = chunks[1].body
        #expect(actl[3] == 2, "two frames")
        // fcTL: sequence(4) width(4) height(4) x(4) y(4) delay numerator(2) denominator(2).
        func delay(_ body: [UInt8]) -> Int { Int(body[20]) << 8 | Int(body[21]) }
        #expect(delay(chunks[2].body) == 200 && delay(chunks[4].body) == 300)
        #expect(try PNGCodec.decode(data) == a)
        // No staging file is left beside the result.
        #expect(try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path) == ["anim.png"])
    }

    @Test("C: a frame of another size is refused, and an empty animation writes nothing")
    func refusals() throws {
        let folder = TestSupport.temporaryFolder("apng")
        let writer = try AnimatedPNGWriter(url: folder.appendingPathComponent("a.png"), delay: 16)
        try writer.add(PixelBuffer(width: 4, height: 4))
        #expect(throws: OutputError.self) { try writer.add(PixelBuffer(width: 5, height: 4)) }
        let empty = try AnimatedPNGWriter(url: folder.appendingPathComponent("b.png"), delay: 16)
        #expect(throws: OutputError.self) { try empty.finish() }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("b.png").path))
    }
}

@Suite struct PNGBandEncoderTests {
    @Test("E1: an image encoded a band of rows at a time decodes to the same pixels, however the bands fall; unfinished is nil")
    func bands() throws {
        let image = PNGCodecTests().sample(width: 301, height: 97)
        for splits in [[97], [1, 96], [40, 40, 17], [3, 3, 3, 88], Array(repeating: 1, count: 97)] {
            var encoder = PNGBandEncoder(width: image.width, height: image.height)
            var row = 0
            for (k, count) in splits.enumerated() {
                #expect(encoder.finish() == nil, "finished after \(k) of \(splits.count) bands")
                image.rgba.withUnsafeBufferPointer { bytes in
                    if let base = bytes.baseAddress { encoder.append(base + row * image.width * 4, rows: count) }
                }
                row += count
            }
            let png = try #require(encoder.finish(), "\(splits)")
            #expect(try PNGCodec.decode(png) == image, "\(splits)")
        }
        // Rows past the image's height are ignored.
        var over = PNGBandEncoder(width: 2, height: 1)
        let pixels: [UInt8] = [1, 2, 3, 255, 4, 5, 6, 255, 7, 8, 9, 255, 10, 11, 12, 255]
        pixels.withUnsafeBufferPointer { if let base = $0.baseAddress { over.append(base, rows: 2) } }
        #expect(try PNGCodec.decode(try #require(over.finish())) == PixelBuffer(width: 2, height: 1, rgba: Array(pixels[0..<8])))
    }
}

/// T3: a comparison's two images are read as `read` reads each, whichever way they are decoded.
@Suite struct PNGPairTests {
    func image(_ width: Int, _ height: Int, seed: UInt8) -> PixelBuffer {
        var img = PixelBuffer(width: width, height: height)
        for i in 0..<img.rgba.count { img.rgba[i] = UInt8(truncatingIfNeeded: i &* 31 &+ Int(seed) &* (i / 4096 + 1)) | (i % 4 == 3 ? 0x80 : 0) }
        return img
    }

    func write(_ images: [(String, Data)]) throws -> URL {
        let folder = TestSupport.temporaryFolder("pair")
        for (name, data) in images { try data.write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    @Test("T3: a pair decoded at once on two threads, one after the other, or (same bytes) once, gives what read gives for each")
    func pairEqualsReads() throws {
        // 400×300 noise encodes to well over `concurrentBytes`, so the two-thread path is taken.
        let a = image(400, 300, seed: 1), b = image(400, 300, seed: 2)
        let folder = try write([("a.png", PNGCodec.encode(a)), ("b.png", PNGCodec.encode(b)), ("a-again.png", PNGCodec.encode(a))])
        let (ua, ub) = (folder.appendingPathComponent("a.png"), folder.appendingPathComponent("b.png"))
        #expect(try Data(contentsOf: ua).count >= PNGCodec.concurrentBytes)
        for concurrently in [true, false] {
            let (ra, rb) = try PNGCodec.readPair(ua, ub, concurrently: concurrently)
            #expect(ra == a && rb == b, "concurrently: \(concurrently)")
            let (readA, readB) = (try PNGCodec.read(ua), try PNGCodec.read(ub))
            #expect(ra == readA && rb == readB)
        }
        let (same1, same2) = try PNGCodec.readPair(ua, folder.appendingPathComponent("a-again.png"))
        #expect(same1 == a && same2 == a)
    }

    @Test("Q, T3: the first file that cannot be read is the one named, a before b, on both paths")
    func pairErrorsNameTheirFile() throws {
        let good = PNGCodec.encode(image(400, 300, seed: 3))
        var corrupt = good
        corrupt[40] ^= 0xFF
        let folder = try write([("good.png", good), ("corrupt.png", corrupt), ("other.png", PNGCodec.encode(image(400, 300, seed: 4)))])
        func url(_ name: String) -> URL { folder.appendingPathComponent(name) }
        for concurrently in [true, false] {
            for (a, b, named, word) in [("missing.png", "good.png", "missing.png", "no such file"), ("good.png", "missing.png", "missing.png", "no such file"),
                                        ("corrupt.png", "other.png", "corrupt.png", "CRC"), ("other.png", "corrupt.png", "corrupt.png", "CRC"),
                                        ("corrupt.png", "missing.png", "corrupt.png", "CRC")] {
                do {
                    _ = try PNGCodec.readPair(url(a), url(b), concurrently: concurrently)
                    Issue.record("\(a), \(b) were read")
                } catch {
                    #expect(error.description.hasPrefix(url(named).path + ": "), "\(error)")
                    #expect(error.description.contains(word), "\(error)")
                }
            }
        }
    }

    @Test("A large buffer advised for 2 MB pages is an ordinary array of its size, written and read like any other")
    func largeBuffer() {
        for count in [0, 1, LargeBuffer.adviseFrom - 1, LargeBuffer.adviseFrom + 12_345, 3 * LargeBuffer.hugePage + 7] {
            var bytes = LargeBuffer.uninitialised(count)
            #expect(bytes.count == count)
            for i in stride(from: 0, to: count, by: 4096) { bytes[i] = UInt8(truncatingIfNeeded: i / 4096) }
            #expect(stride(from: 0, to: count, by: 4096).allSatisfy { bytes[$0] == UInt8(truncatingIfNeeded: $0 / 4096) })
        }
    }
}
