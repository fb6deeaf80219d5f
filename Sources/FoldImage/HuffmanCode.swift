/// A canonical Huffman code for deflate (RFC 1951, 3.2.2): code lengths from symbol counts, limited
/// to a maximum length, and the codes bit-reversed for deflate's least-significant-first order.
struct HuffmanCode {
    let lengths: [UInt8]
    let codes: [UInt32]

    init(lengths: [UInt8]) {
        self.lengths = lengths
        var perLength = [Int](repeating: 0, count: 17)
        for l in lengths where l > 0 { perLength[Int(l)] += 1 }
        var next = [UInt32](repeating: 0, count: 17)
        var code: UInt32 = 0
        for bits in 1...16 {
            code = (code + UInt32(perLength[bits - 1])) << 1
            next[bits] = code
        }
        var codes = [UInt32](repeating: 0, count: lengths.count)
        for (symbol, l) in lengths.enumerated() where l > 0 {
            var c = next[Int(l)], reversed: UInt32 = 0
            next[Int(l)] += 1
            for _ in 0..<Int(l) {
                reversed = reversed << 1 | (c & 1)
                c >>= 1
            }
            codes[symbol] = reversed
        }
        self.codes = codes
    }

    @inline(__always)
    func write(_ symbol: Int, _ w: inout BitWriter) { w.write(codes[symbol], Int(lengths[symbol])) }

    /// Code lengths for symbols seen `counts` times, none longer than `limit`. Built as a Huffman tree
    /// (two queues over the sorted counts, ties to the lower symbol); when the tree is too deep the
    /// counts are halved (never to zero) and it is built again. A lone symbol gets a partner so that
    /// the code is complete.
    static func lengths(_ counts: [Int], limit: Int) -> [UInt8] {
        var weights = counts
        var result = [UInt8](repeating: 0, count: counts.count)
        while true {
            let used = weights.indices.filter { weights[$0] > 0 }
                .sorted { weights[$0] != weights[$1] ? weights[$0] < weights[$1] : $0 < $1 }
            if used.isEmpty { return result }
            if used.count == 1 {
                result[used[0]] = 1
                result[used[0] == 0 ? 1 : 0] = 1
                return result
            }
            let m = used.count
            var weight = used.map { weights[$0] }
            var parent = [Int](repeating: -1, count: 2 * m - 1)
            weight.reserveCapacity(2 * m - 1)
            var leaf = 0, inner = m
            func smallest() -> Int {
                if leaf < m, inner >= weight.count || weight[leaf] <= weight[inner] {
                    leaf += 1
                    return leaf - 1
                }
                inner += 1
                return inner - 1
            }
            for _ in 0..<(m - 1) {
                let a = smallest(), b = smallest()
                parent[a] = weight.count
                parent[b] = weight.count
                weight.append(weight[a] + weight[b])
            }
            var depth = [Int](repeating: 0, count: 2 * m - 1)
            for node in stride(from: 2 * m - 3, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
            if depth[0..<m].allSatisfy({ $0 <= limit }) {
                for (k, symbol) in used.enumerated() { result[symbol] = UInt8(depth[k]) }
                return result
            }
            weights = weights.map { $0 == 0 ? 0 : ($0 + 1) / 2 }
        }
    }
}
