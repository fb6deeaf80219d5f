import CDeflate

/// Deflate blocks for a PNG's filtered rows, written for the images Crease makes: after the Up and
/// Sub filters an interface image is long runs of one byte (mostly zero) between short stretches of
/// text and edges. Runs become deflate matches at distance 1 (found 32 bytes at a time), everything
/// else literals, coded with Huffman codes built for each block — the same tokens as zlib's `Z_RLE`
/// strategy, several times faster. The output depends only on the input bytes.
enum RunDeflate {
    /// Tokens per deflate block (each block has its own Huffman codes).
    static let blockTokens = 1 << 18

    /// A token: a literal byte (0…255), or `matchFlag | length` for a match of 3…258 at distance 1.
    static let matchFlag: UInt32 = 0x8000_0000

    /// Raw deflate blocks for `bytes`. A part that is not `final` ends on an empty stored block, so
    /// it ends on a byte boundary and another part's blocks can follow it in the same stream.
    ///
    /// Tokens are made one block at a time into one buffer of `blockTokens`, and each block is written
    /// before the next is made, so a band of several megabytes never holds a token per byte (a band's
    /// tokens were 4 bytes for each of its bytes). The blocks are those of tokenising the whole input
    /// first and cutting it every `blockTokens` tokens.
    static func deflate(_ bytes: UnsafeBufferPointer<UInt8>, final: Bool) -> [UInt8] {
        var tokeniser = Tokeniser(bytes)
        let buffer = UnsafeMutablePointer<UInt32>.allocate(capacity: blockTokens)
        defer { buffer.deallocate() }
        // The writer grows a block at a time; most images compress to a small part of their size.
        var writer = BitWriter(capacity: Swift.min(bytes.count, blockTokens) / 4 + 1024)
        repeat {
            let count = tokeniser.fill(buffer, capacity: blockTokens)
            // No token takes more than 15 + 5 + 1 bits, and a block's header fits in 1 KB.
            writer.reserve(count * 3 + 1024)
            writeBlock(UnsafeBufferPointer(start: buffer, count: count), final: final && tokeniser.isDone, &writer)
        } while !tokeniser.isDone
        writer.reserve(64)
        if !final {
            // BFINAL 0, BTYPE 00, then LEN 0 and NLEN 0xFFFF from the next byte boundary.
            writer.write(0, 3)
            writer.flush()
            writer.appendBytes(0x00, 0x00, 0xFF, 0xFF)
            return writer.finish()
        }
        writer.flush()
        return writer.finish()
    }

    /// Literals and distance-1 matches, made on demand: a run of three or more bytes equal to the byte
    /// before it is a match (split into pieces of at most 258); any other byte is a literal.
    struct Tokeniser {
        let p: UnsafePointer<UInt8>?
        let n: Int
        /// The next byte to read.
        var i = 0
        /// Bytes of a run already read and not yet given out as matches.
        var pendingRun = 0

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            p = bytes.baseAddress
            n = bytes.count
        }

        var isDone: Bool { i >= n && pendingRun == 0 }

        /// Writes up to `capacity` (at least 1) tokens into `t` and returns how many.
        mutating func fill(_ t: UnsafeMutablePointer<UInt32>, capacity: Int) -> Int {
            guard let p, n > 0 else { i = n; return 0 }
            var k = 0
            if i == 0 {
                t[0] = UInt32(p[0])
                k = 1
                i = 1
            }
            while k < capacity {
                // Matches of at most 258 bytes, never leaving a remainder shorter than a match.
                if pendingRun >= 3 {
                    let run = pendingRun
                    let length = run > 258 ? (run - 258 >= 3 ? 258 : run - 3) : run
                    t[k] = matchFlag | UInt32(length)
                    k += 1
                    pendingRun -= length
                    continue
                }
                guard i < n else { break }
                let previous = p[i - 1]
                guard i + 2 < n, p[i] == previous, p[i + 1] == previous, p[i + 2] == previous else {
                    t[k] = UInt32(p[i])
                    k += 1
                    i += 1
                    continue
                }
                var run = 3
                // Thirty-two bytes at a time: XOR with the run's byte is zero while the run lasts.
                let target = unsafeBitCast(SIMD32<UInt8>(repeating: previous), to: SIMD4<UInt64>.self)
                while i + run + 32 <= n {
                    let v = UnsafeRawPointer(p + i + run).loadUnaligned(as: SIMD4<UInt64>.self) ^ target
                    if v[0] | v[1] | v[2] | v[3] == 0 {
                        run += 32
                        continue
                    }
                    var lane = 0
                    while v[lane] == 0 { lane += 1 }
                    run += lane * 8 + UInt64(littleEndian: v[lane]).trailingZeroBitCount / 8
                    break
                }
                while i + run < n, p[i + run] == previous { run += 1 }
                i += run
                pendingRun = run
            }
            return k
        }
    }

    /// Length symbols 257…285: the shortest length of each and its extra bits (RFC 1951, 3.2.5).
    static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
                                    163, 195, 227, 258]
    static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// For each match length 0…258, its length symbol's index (0 for 257 … 28 for 285).
    static let lengthIndex: [Int] = (0...258).map { length in
        var k = 0
        while k + 1 < lengthBase.count, lengthBase[k + 1] <= length { k += 1 }
        return k
    }
    /// The order code-length code lengths are stored in.
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// One block with dynamic Huffman codes (RFC 1951, 3.2.7).
    static func writeBlock(_ tokens: UnsafeBufferPointer<UInt32>, final: Bool, _ w: inout BitWriter) {
        var literalCounts = [Int](repeating: 0, count: 286)
        lengthIndex.withUnsafeBufferPointer { index in
            for t in tokens {
                if t & matchFlag != 0 {
                    literalCounts[257 + index[Int(t & 0x1FF)]] += 1
                } else {
                    literalCounts[Int(t)] += 1
                }
            }
        }
        literalCounts[256] = 1
        let literalLengths = HuffmanCode.lengths(literalCounts, limit: 15)
        // Distance 1 is code 0; code 1 (distance 2, never used) completes the code.
        let distanceLengths: [UInt8] = [1, 1]
        let literal = HuffmanCode(lengths: literalLengths), distance = HuffmanCode(lengths: distanceLengths)

        var literalCount = 286
        while literalCount > 257, literalLengths[literalCount - 1] == 0 { literalCount -= 1 }
        let all = Array(literalLengths[0..<literalCount]) + distanceLengths
        // The code lengths, run-length coded: (symbol, extra bits, extra value).
        var symbols: [(Int, Int, Int)] = []
        var i = 0
        while i < all.count {
            let v = all[i]
            var run = 1
            while i + run < all.count, all[i + run] == v { run += 1 }
            i += run
            if v == 0 {
                while run >= 11 { let r = Swift.min(run, 138); symbols.append((18, 7, r - 11)); run -= r }
                if run >= 3 { symbols.append((17, 3, run - 3)); run = 0 }
                while run > 0 { symbols.append((0, 0, 0)); run -= 1 }
            } else {
                symbols.append((Int(v), 0, 0))
                run -= 1
                while run >= 3 { let r = Swift.min(run, 6); symbols.append((16, 2, r - 3)); run -= r }
                while run > 0 { symbols.append((Int(v), 0, 0)); run -= 1 }
            }
        }
        var codeLengthCounts = [Int](repeating: 0, count: 19)
        for s in symbols { codeLengthCounts[s.0] += 1 }
        let codeLengthLengths = HuffmanCode.lengths(codeLengthCounts, limit: 7)
        let codeLength = HuffmanCode(lengths: codeLengthLengths)
        var stored = 19
        while stored > 4, codeLengthLengths[codeLengthOrder[stored - 1]] == 0 { stored -= 1 }

        w.write(final ? 1 : 0, 1)
        w.write(2, 2)
        w.write(UInt32(literalCount - 257), 5)
        w.write(UInt32(distanceLengths.count - 1), 5)
        w.write(UInt32(stored - 4), 4)
        for k in 0..<stored { w.write(UInt32(codeLengthLengths[codeLengthOrder[k]]), 3) }
        for s in symbols {
            codeLength.write(s.0, &w)
            if s.1 > 0 { w.write(UInt32(s.2), s.1) }
        }
        // Per match length: its symbol's code and length, then its extra bits and their count, as one
        // word; literals' codes likewise.
        let distanceCode = distance.codes[0], distanceBits = Int(distance.lengths[0])
        var matchWords = [UInt64](repeating: 0, count: 259)
        for length in 3...258 {
            let k = lengthIndex[length], symbol = 257 + k
            matchWords[length] = UInt64(literal.codes[symbol]) | UInt64(literal.lengths[symbol]) << 16
                | UInt64(length - lengthBase[k]) << 32 | UInt64(lengthExtra[k]) << 48
        }
        let literalWords = (0..<256).map { UInt32(literal.codes[$0]) | UInt32(literal.lengths[$0]) << 16 }
        matchWords.withUnsafeBufferPointer { matchTable in
            literalWords.withUnsafeBufferPointer { literalTable in
                for t in tokens {
                    if t & matchFlag != 0 {
                        let m = matchTable[Int(t & 0x1FF)]
                        w.write(UInt32(truncatingIfNeeded: m & 0xFFFF), Int((m >> 16) & 0xFF))
                        w.write(UInt32(truncatingIfNeeded: (m >> 32) & 0xFFFF), Int(m >> 48))
                        w.write(distanceCode, distanceBits)
                    } else {
                        let l = literalTable[Int(t)]
                        w.write(l & 0xFFFF, Int(l >> 16))
                    }
                }
            }
        }
        literal.write(256, &w)
    }
}
