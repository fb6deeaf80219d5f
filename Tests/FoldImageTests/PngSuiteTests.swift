import CreaseTestSupport
import Foundation
import Testing
@testable import FoldImage

/// Q, T3: PNGs of every kind decode to the pixels pixelmatch's reader (pngjs) gives, using a sample of
/// PngSuite (in ../shared/conformance/pngsuite, with its licence): interlaced and not, 1 to
/// 16 bits, grey, grey-alpha, RGB, RGBA, palettes, tRNS; the suite's corrupt files are refused.
@Suite(.enabled(if: TestSupport.conformance != nil, TestSupport.conformanceAbsent)) struct PngSuiteTests {
    /// A file's size, the FNV-1a 64 hash of the RGBA pngjs 7 decodes it to, and one pixel of it.
    struct Known: Sendable, CustomTestStringConvertible {
        var file: String
        var width: Int
        var height: Int
        var hash: UInt64
        var spot: (x: Int, y: Int)
        var rgba: (UInt8, UInt8, UInt8, UInt8)
        init(_ file: String, _ width: Int, _ height: Int, _ hash: UInt64, _ spot: (Int, Int), _ rgba: (UInt8, UInt8, UInt8, UInt8)) {
            self.file = file
            self.width = width
            self.height = height
            self.hash = hash
            self.spot = (spot.0, spot.1)
            self.rgba = rgba
        }
        var testDescription: String { file }
    }

    /// Made with pngjs 7.0.0 (`PNG.sync.read`), pixelmatch's own reader.
    static let known: [Known] = [
        Known("basi0g01.png", 32, 32, 0xF76A_B9C2_CC27_5B5D, (31, 16), (0, 0, 0, 255)),
        Known("basi0g02.png", 32, 32, 0x100B_BCF5_3D1F_D325, (31, 16), (255, 255, 255, 255)),
        Known("basi0g04.png", 32, 32, 0xCA83_A263_DA76_AB25, (31, 16), (187, 187, 187, 255)),
        Known("basi0g08.png", 32, 32, 0x11ED_8979_CE4D_7B4D, (31, 16), (33, 33, 33, 255)),
        Known("basi0g16.png", 32, 32, 0x785E_2510_9704_327C, (31, 16), (91, 91, 91, 255)),
        Known("basi2c08.png", 32, 32, 0x6D0A_5944_6286_8F25, (31, 16), (224, 255, 255, 255)),
        Known("basi2c16.png", 32, 32, 0x14FB_A4B7_A7C9_0773, (31, 16), (0, 123, 132, 255)),
        Known("basi3p01.png", 32, 32, 0x83E9_6070_6933_3725, (31, 16), (34, 102, 255, 255)),
        Known("basi3p02.png", 32, 32, 0xE1B9_7808_C557_CB25, (31, 16), (0, 255, 0, 255)),
        Known("basi3p04.png", 32, 32, 0x817F_FF88_0B5D_72C5, (31, 16), (34, 0, 255, 255)),
        Known("basi3p08.png", 32, 32, 0x3733_A888_5D80_DB25, (31, 16), (255, 1, 255, 255)),
        Known("basi4a08.png", 32, 32, 0x4B4E_70FC_7720_494D, (31, 16), (123, 123, 123, 255)),
        Known("basi4a16.png", 32, 32, 0x3FD7_053B_16AC_1F45, (31, 16), (247, 247, 247, 0)),
        Known("basi6a08.png", 32, 32, 0xF9ED_41B6_375B_125D, (31, 16), (4, 255, 0, 255)),
        Known("basi6a16.png", 32, 32, 0x0FC7_9B1D_0C17_59F1, (31, 16), (0, 123, 132, 0)),
        Known("basn0g01.png", 32, 32, 0xF76A_B9C2_CC27_5B5D, (31, 16), (0, 0, 0, 255)),
        Known("basn0g02.png", 32, 32, 0x100B_BCF5_3D1F_D325, (31, 16), (255, 255, 255, 255)),
        Known("basn0g04.png", 32, 32, 0xCA83_A263_DA76_AB25, (31, 16), (187, 187, 187, 255)),
        Known("basn0g08.png", 32, 32, 0x11ED_8979_CE4D_7B4D, (31, 16), (33, 33, 33, 255)),
        Known("basn0g16.png", 32, 32, 0x785E_2510_9704_327C, (31, 16), (91, 91, 91, 255)),
        Known("basn2c08.png", 32, 32, 0x6D0A_5944_6286_8F25, (31, 16), (224, 255, 255, 255)),
        Known("basn2c16.png", 32, 32, 0x14FB_A4B7_A7C9_0773, (31, 16), (0, 123, 132, 255)),
        Known("basn3p01.png", 32, 32, 0x83E9_6070_6933_3725, (31, 16), (34, 102, 255, 255)),
        Known("basn3p02.png", 32, 32, 0xE1B9_7808_C557_CB25, (31, 16), (0, 255, 0, 255)),
        Known("basn3p04.png", 32, 32, 0x817F_FF88_0B5D_72C5, (31, 16), (34, 0, 255, 255)),
        Known("basn3p08.png", 32, 32, 0x3733_A888_5D80_DB25, (31, 16), (255, 1, 255, 255)),
        Known("basn4a08.png", 32, 32, 0x4B4E_70FC_7720_494D, (31, 16), (123, 123, 123, 255)),
        Known("basn4a16.png", 32, 32, 0x3FD7_053B_16AC_1F45, (31, 16), (247, 247, 247, 0)),
        Known("basn6a08.png", 32, 32, 0xF9ED_41B6_375B_125D, (31, 16), (4, 255, 0, 255)),
        Known("basn6a16.png", 32, 32, 0x0FC7_9B1D_0C17_59F1, (31, 16), (0, 123, 132, 0)),
        Known("s01i3p01.png", 1, 1, 0x4A3D_077F_9B55_736B, (0, 0), (0, 0, 255, 255)),
        Known("s01n3p01.png", 1, 1, 0x4A3D_077F_9B55_736B, (0, 0), (0, 0, 255, 255)),
        Known("s02i3p01.png", 2, 2, 0xF249_7C19_771B_3A05, (1, 1), (0, 255, 255, 255)),
        Known("s02n3p01.png", 2, 2, 0xF249_7C19_771B_3A05, (1, 1), (0, 255, 255, 255)),
        Known("s07i3p02.png", 7, 7, 0x0201_105F_BF3E_6948, (6, 3), (0, 0, 255, 255)),
        Known("s07n3p02.png", 7, 7, 0x0201_105F_BF3E_6948, (6, 3), (0, 0, 255, 255)),
        Known("s09i3p02.png", 9, 9, 0x3BBD_23A2_6B03_44ED, (8, 4), (0, 255, 0, 255)),
        Known("s09n3p02.png", 9, 9, 0x3BBD_23A2_6B03_44ED, (8, 4), (0, 255, 0, 255)),
        Known("tbbn0g04.png", 32, 32, 0xB751_0D89_A3AB_C474, (31, 16), (0, 0, 0, 0)),
        Known("tbbn2c16.png", 32, 32, 0x1D4B_FD9E_E78D_00AD, (31, 16), (0, 0, 0, 0)),
        Known("tbrn2c08.png", 32, 32, 0x1D4B_FD9E_E78D_00AD, (31, 16), (0, 0, 0, 0)),
        Known("tbwn0g16.png", 32, 32, 0xFD88_BEF2_309A_DFDC, (31, 16), (0, 0, 0, 0)),
        Known("tm3n3p02.png", 32, 32, 0x020E_1F8A_0874_C325, (31, 16), (0, 0, 255, 255)),
        Known("tp1n3p08.png", 32, 32, 0x6CDF_F609_C65A_AC37, (31, 16), (255, 255, 255, 0)),
    ]

    static func fnv(_ bytes: [UInt8]) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01B3 }
        return h
    }

    static func read(_ name: String) throws(ImageError) -> PixelBuffer { try PNGCodec.read(TestSupport.pngSuite.appendingPathComponent(name)) }

    @Test("Q: every sampled PngSuite file decodes to pngjs's pixels", arguments: known)
    func decodes(_ k: Known) throws {
        let image = try Self.read(k.file)
        #expect(image.width == k.width && image.height == k.height)
        #expect(Self.fnv(image.rgba) == k.hash)
        let p = image.pixel(x: k.spot.x, y: k.spot.y)
        #expect(p.r == k.rgba.0 && p.g == k.rgba.1 && p.b == k.rgba.2 && p.a == k.rgba.3)
    }

    @Test("Q: interlaced (Adam7) and non-interlaced versions of an image decode to the same pixels",
          arguments: known.map(\.file).filter { $0.contains("i") && !$0.hasPrefix("t") })
    func interlacedMatches(_ interlaced: String) throws {
        let plain = interlaced.replacingOccurrences(of: "basi", with: "basn")
            .replacingOccurrences(of: "i3p", with: "n3p")
        #expect(plain != interlaced)
        #expect(try Self.read(interlaced) == Self.read(plain))
    }

    @Test("Q: 16-bit samples are rounded as pngjs rounds them, not cut to their high byte")
    func sixteenBitRounding() {
        for (v, expected) in [(0, 0), (128, 0), (129, 1), (511, 2), (0x7F7F, 127), (0x8080, 128), (65_406, 254), (65_407, 255), (65_535, 255)] {
            #expect(RowFormat.reduce(v) == UInt8(expected), "\(v)")
        }
    }

    @Test("Q: PngSuite's corrupt files are refused with one line naming the file",
          arguments: ["xs1n0g01.png", "xcrn0g04.png", "xc9n2c08.png", "xd3n2c08.png", "xdtn0g01.png", "xhdn0g08.png", "xcsn0g01.png"])
    func corrupt(_ file: String) {
        do {
            _ = try Self.read(file)
            Issue.record("\(file) was accepted")
        } catch {
            #expect(error.description.contains(file) && !error.description.contains("\n"), "\(error)")
        }
    }
}
