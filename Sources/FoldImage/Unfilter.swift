/// PNG's five row filters, undone in place: each row is rebuilt from its filtered bytes, the
/// unfiltered row above it (none for a pass's first row) and the byte `stride` to its left.
enum Unfilter {
    /// Undoes `filter` on `row`; false for an unknown filter type.
    static func apply(_ filter: UInt8, row: UnsafeMutablePointer<UInt8>, previous: UnsafePointer<UInt8>?, count: Int, stride: Int) -> Bool {
        switch filter {
        case 0:
            return true
        case 1:
            sub(row, count, stride)
        case 2:
            if let previous { up(row, previous, count) }
        case 3:
            average(row, previous, count, stride)
        case 4:
            if let previous {
                paeth(row, previous, count, stride)
            } else {
                sub(row, count, stride) // Paeth with a zero row above is Sub.
            }
        default:
            return false
        }
        return true
    }

    static func sub(_ row: UnsafeMutablePointer<UInt8>, _ count: Int, _ stride: Int) {
        if stride == 4 {
            // A whole pixel at a time: the four byte lanes add independently.
            var left = SIMD4<UInt8>(repeating: 0)
            var i = 0
            while i + 4 <= count {
                let v = UnsafeRawPointer(row + i).loadUnaligned(as: SIMD4<UInt8>.self) &+ left
                UnsafeMutableRawPointer(row + i).storeBytes(of: v, as: SIMD4<UInt8>.self)
                left = v
                i += 4
            }
            return
        }
        var i = stride
        while i < count {
            row[i] = row[i] &+ row[i - stride]
            i += 1
        }
    }

    static func up(_ row: UnsafeMutablePointer<UInt8>, _ previous: UnsafePointer<UInt8>, _ count: Int) {
        var i = 0
        while i + 16 <= count {
            let v = UnsafeRawPointer(row + i).loadUnaligned(as: SIMD16<UInt8>.self)
                &+ UnsafeRawPointer(previous + i).loadUnaligned(as: SIMD16<UInt8>.self)
            UnsafeMutableRawPointer(row + i).storeBytes(of: v, as: SIMD16<UInt8>.self)
            i += 16
        }
        while i < count {
            row[i] = row[i] &+ previous[i]
            i += 1
        }
    }

    static func average(_ row: UnsafeMutablePointer<UInt8>, _ previous: UnsafePointer<UInt8>?, _ count: Int, _ stride: Int) {
        for i in 0..<count {
            let left = i >= stride ? Int(row[i - stride]) : 0
            let above = previous.map { Int($0[i]) } ?? 0
            row[i] = row[i] &+ UInt8((left + above) / 2)
        }
    }

    static func paeth(_ row: UnsafeMutablePointer<UInt8>, _ previous: UnsafePointer<UInt8>, _ count: Int, _ stride: Int) {
        for i in 0..<Swift.min(stride, count) { row[i] = row[i] &+ previous[i] }
        var i = stride
        while i < count {
            let a = Int(row[i - stride]), b = Int(previous[i]), c = Int(previous[i - stride])
            let pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c)
            row[i] = row[i] &+ UInt8(truncatingIfNeeded: pa <= pb && pa <= pc ? a : (pb <= pc ? b : c))
            i += 1
        }
    }
}
