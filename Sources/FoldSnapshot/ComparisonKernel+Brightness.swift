extension ComparisonKernel {
    /// The integer-scaled brightness (`ComparisonKernel.brightness`) of every pixel of the last three
    /// rows an image's anti-aliasing tests needed, computed once a row instead of once per test.
    ///
    /// In a photograph at a low threshold most pixels of a row are candidates, and each candidate's
    /// test in each image converted its nine neighbours' colours again, three times over for a row
    /// (as the row above, itself and the row below). A row's brightness is the same numbers
    /// whoever asks, so the tests read them from here; the values are exact integers in `Double`,
    /// bit for bit those `brightness` gives. Only rows with enough candidates use it (see `worth`):
    /// a render's few differences per row test faster one by one.
    struct BrightnessRows {
        let width: Int
        /// Three rows of `width`, row `r` at `r % 3`.
        private let storage: UnsafeMutablePointer<Double>
        /// Red, green and blue times their brightness weights (`ComparisonKernel.yR`, `yG`, `yB`), one
        /// table of 256 each.
        static let terms: [Double] = (0..<768).map { i in
            Double(i & 0xFF) * (i < 256 ? ComparisonKernel.yR : i < 512 ? ComparisonKernel.yG : ComparisonKernel.yB)
        }
        /// The highest row computed (rows down to two above it are held); −10 before the first.
        private var last = -10

        init(width: Int) {
            self.width = width
            storage = .allocate(capacity: 3 * width)
        }

        func deallocate() { storage.deallocate() }

        /// Whether `candidates` tests in a row of `width` pay for computing up to a row of
        /// brightness per image: a test reads twelve pixels' brightness in each image it runs in.
        @inline(__always)
        static func worth(_ candidates: Int, width: Int) -> Bool { candidates &* 12 >= width }

        /// Makes rows `y − 1 … y + 1` of `image` (`y` inside the image, not on its edge) available,
        /// computing those not yet held.
        mutating func prepare(_ image: UnsafePointer<UInt32>, row y: Int) {
            if last >= y &+ 1 { return }
            var r = Swift.max(y &- 1, last &+ 1)
            while r <= y &+ 1 {
                let out = storage + (r % 3) &* width
                let pixels = image + r &* width
                // Three products from a table and two additions a pixel: each term is an exact
                // integer, so the sum is `brightness`'s to the bit in any order.
                Self.terms.withUnsafeBufferPointer { t in
                    for x in 0..<width {
                        let p = Int(UInt32(littleEndian: pixels[x]))
                        out[x] = t[p & 0xFF] + t[256 &+ (p &>> 8) & 0xFF] + t[512 &+ (p &>> 16) & 0xFF]
                    }
                }
                r &+= 1
            }
            last = y &+ 1
        }

        /// The brightness of row `r`, which `prepare` made available.
        @inline(__always)
        func row(_ r: Int) -> UnsafePointer<Double> { UnsafePointer(storage + (r % 3) &* width) }
    }

    /// The brightness of a pixel's three rows, from `BrightnessRows`.
    struct BrightnessWindow {
        let up: UnsafePointer<Double>
        let mid: UnsafePointer<Double>
        let down: UnsafePointer<Double>

        init(_ rows: BrightnessRows, row y: Int) {
            up = rows.row(y &- 1)
            mid = rows.row(y)
            down = rows.row(y &+ 1)
        }
    }
}
