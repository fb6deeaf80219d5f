import CreaseTestSupport
import FoldImage
import FoldLayout
@testable import FoldRender
import Testing

/// E1: a contact sheet draws each state's image as it is, opaque or not.
@Suite struct ContactSheetTests {
    @Test("E1: a thumbnail's opaque and translucent pixels land on the sheet as drawn over its background, row ends included")
    func translucentThumbnail() throws {
        // 242 px wide at scale 1: four pixels at a time, then two at the end of each row. Row 0 is opaque;
        // the others mix opaque, half-transparent, nearly transparent and fully transparent pixels.
        let width = 242, height = 6
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let o = (y * width + x) * 4
                rgba[o] = UInt8((x * 7 + y * 31) % 256)
                rgba[o + 1] = UInt8((x * 13 + 50) % 256)
                rgba[o + 2] = UInt8((255 - x) % 256)
                rgba[o + 3] = y == 0 ? 255 : [255, 128, 3, 0, 200][(x + y) % 5]
            }
        }
        let thumbnail = PixelBuffer(width: width, height: height, rgba: rgba)
        let sheet = LabelledSheet(title: "t", rows: ["r"], columns: ["c"], sizes: [[(width, height)]], minimumWidth: Double(width))
        try #require(sheet.scale == 1)
        let image = try sheet.compose(text: TextEngine()) { (_: Int, _: Int) throws(RenderError) -> PixelBuffer? in thumbnail }
        // The cell starts after the row labels and below the title and column header.
        let left = 216, top = 76
        let background = Array(image.rgba[((image.height - 1) * image.width) * 4..<((image.height - 1) * image.width) * 4 + 4])
        try #require(background[3] == 255)
        var worst = 0
        for y in 0..<height {
            for x in 0..<width {
                let s = (y * width + x) * 4, d = ((top + y) * image.width + left + x) * 4
                let a = Int(rgba[s + 3])
                for c in 0..<3 {
                    let over = (Int(rgba[s + c]) * a + 127) / 255 + (Int(background[c]) * (255 - a) + 127) / 255
                    worst = max(worst, abs(Int(image.rgba[d + c]) - over))
                }
                #expect(image.rgba[d + 3] == 255)
            }
        }
        #expect(worst <= 1, "a pixel is \(worst) levels off")
    }
}

@Suite struct StraightenTests {
    @Test("E1: Cairo's premultiplied words become straight RGBA in place, as a new image's pixels do: opaque, translucent, clear, row ends")
    func inPlace() {
        // 7 words a row: four at a time, then three. Rows 0 and 2 are opaque; row 1 mixes alphas.
        let width = 7, height = 3
        var words: [UInt32] = []
        var expected: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let a = y == 1 ? [255, 128, 3, 0, 200, 64, 255][x] : 255
                let (r, g, b) = (min(a, (x * 40 + 7) % 256), min(a, (y * 90 + 30) % 256), min(a, 250 - x * 9))
                words.append(UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b))
                func straight(_ c: Int) -> UInt8 { a == 0 ? 0 : a == 255 ? UInt8(c) : UInt8(min(255, (c * 255 + a / 2) / a)) }
                expected += [straight(r), straight(g), straight(b), UInt8(a)]
            }
        }
        words.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            Painter.straightenInPlace(base, width: width, height: height)
        }
        let bytes = words.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8 & 0xFF), UInt8($0 >> 16 & 0xFF), UInt8($0 >> 24)] }
        #expect(bytes == expected)
    }
}

@Suite struct SheetStripTests {
    @Test("E1: a sheet drawn and encoded one row of cells at a time has the pixels of the sheet drawn whole (within one level)")
    func strips() throws {
        let text = try TextEngine()
        // Three rows of cells of different heights, an empty cell, images scaled to the sheet.
        let sizes: [[(width: Int, height: Int)?]] = [[(300, 200), (500, 240)], [(300, 410), nil], [(300, 90), (500, 90)]]
        let sheet = LabelledSheet(title: "Strips", rows: ["a · L", "b · AX5", "c · xS"], columns: ["cover", "spread"], sizes: sizes)
        func image(_ r: Int, _ c: Int) -> PixelBuffer? {
            guard let size = sizes[r][c] else { return nil }
            var buffer = PixelBuffer(width: size.width, height: size.height, fill: (240, 240, 245, 255))
            for y in 0..<size.height {
                for x in 0..<size.width where (x / 9 + y / 7 + r) % 3 == 0 {
                    let o = (y * size.width + x) * 4
                    buffer.rgba[o] = UInt8((x + 40 * c) % 256); buffer.rgba[o + 1] = UInt8(y % 256); buffer.rgba[o + 3] = UInt8(120 + x % 135)
                }
            }
            return buffer
        }
        let whole = try sheet.compose(text: text) { (r: Int, c: Int) throws(RenderError) -> PixelBuffer? in image(r, c) }
        let png = try sheet.encodedPNG(text: text) { (r: Int, c: Int, cell: SheetCell) throws(RenderError) in
            if let image = image(r, c) { try cell.draw(image) }
        }
        let strips = try PNGCodec.decode(png)
        try #require(strips.width == whole.width && strips.height == whole.height)
        var worst = 0
        for i in whole.rgba.indices { worst = max(worst, abs(Int(whole.rgba[i]) - Int(strips.rgba[i]))) }
        #expect(worst <= 1, "a byte differs by \(worst)")
    }
}
