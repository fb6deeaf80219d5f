import CDeflate
import Testing
@testable import FoldImage

/// Q (writing): the encoder's deflate makes its tokens one block at a time into a fixed buffer, so a
/// band of megabytes never holds a token per byte. Where the buffer ends must not change the tokens.
@Suite struct RunDeflateTests {
    /// Noise with runs of every awkward length (3, 4, 258, 259, 260, 261, 1,000) of the byte before
    /// them, or of another byte, and runs at both ends.
    static func sample(noise: Int) -> [UInt8] {
        var state: UInt64 = 11
        func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        var bytes = [UInt8](repeating: 0, count: 300)
        for length in [3, 4, 258, 259, 260, 261, 1_000, 2, 1] {
            bytes += (0..<noise).map { _ in next() }
            let last = bytes[bytes.count - 1]
            bytes += [UInt8](repeating: last, count: length)
            bytes += [UInt8](repeating: last &+ 1, count: length)
        }
        return bytes + [UInt8](repeating: 9, count: 517)
    }

    /// Every token of `bytes`, made `capacity` at a time.
    static func tokens(_ bytes: [UInt8], capacity: Int) -> [UInt32] {
        bytes.withUnsafeBufferPointer { input in
            var tokeniser = RunDeflate.Tokeniser(input)
            var all: [UInt32] = []
            let buffer = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
            defer { buffer.deallocate() }
            repeat {
                let count = tokeniser.fill(buffer, capacity: capacity)
                all.append(contentsOf: UnsafeBufferPointer(start: buffer, count: count))
            } while !tokeniser.isDone
            return all
        }
    }

    /// The bytes tokens stand for: a literal is its byte, a match repeats the byte before it.
    static func expand(_ tokens: [UInt32]) -> [UInt8]? {
        var out: [UInt8] = []
        for t in tokens {
            if t & RunDeflate.matchFlag == 0 {
                out.append(UInt8(t))
            } else {
                let length = Int(t & 0x1FF)
                guard (3...258).contains(length), let last = out.last else { return nil }
                out += [UInt8](repeating: last, count: length)
            }
        }
        return out
    }

    @Test("Q: tokens made 1, 2, 3, 7, 258 or 1,000 at a time are those made all at once, and stand for the input")
    func blocksDoNotChangeTokens() {
        for bytes in [Self.sample(noise: 50), [], [7], [7, 7, 7, 7, 7], [1, 2, 2, 2]] {
            let whole = Self.tokens(bytes, capacity: bytes.count + 1)
            #expect(Self.expand(whole) == bytes)
            for capacity in [1, 2, 3, 7, 258, 1_000] {
                #expect(Self.tokens(bytes, capacity: capacity) == whole, "\(bytes.count) bytes, \(capacity) at a time")
            }
        }
    }

    @Test("Q: a stream of several deflate blocks inflates back to its input; a part that is not final joins the next")
    func severalBlocksInflate() throws {
        // Noise is about a literal a byte: some 1.8 blocks' tokens, with the first block's end at three
        // offsets among the runs.
        for noise in [RunDeflate.blockTokens / 5 - 1_000, RunDeflate.blockTokens / 5 - 400, RunDeflate.blockTokens / 5] {
            let bytes = Self.sample(noise: noise)
            #expect(Self.tokens(bytes, capacity: bytes.count + 1).count > RunDeflate.blockTokens)
            for final in [true, false] {
                let stream = bytes.withUnsafeBufferPointer { RunDeflate.deflate($0, final: final) }
                // A part that is not final ends on a byte boundary: an empty final stored block can follow.
                let joined = final ? stream : stream + [0x01, 0x00, 0x00, 0xFF, 0xFF]
                #expect(try Self.inflate(joined, count: bytes.count) == bytes, "noise \(noise), final \(final)")
            }
        }
    }

    /// Raw deflate through libdeflate, which wants the exact size.
    static func inflate(_ stream: [UInt8], count: Int) throws -> [UInt8] {
        guard let d = libdeflate_alloc_decompressor() else { throw ImageError.png(file: "<memory>", message: "no decompressor") }
        defer { libdeflate_free_decompressor(d) }
        var out = [UInt8](repeating: 0, count: count)
        var written = 0
        let result = stream.withUnsafeBytes { input in
            out.withUnsafeMutableBytes { output in
                libdeflate_deflate_decompress(d, input.baseAddress, input.count, output.baseAddress, output.count, &written)
            }
        }
        guard result == LIBDEFLATE_SUCCESS, written == count else { throw ImageError.png(file: "<memory>", message: "inflate failed: \(result)") }
        return out
    }
}
