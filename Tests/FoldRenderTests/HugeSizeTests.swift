import CreaseTestSupport
import FoldLayout
import Testing
@testable import FoldRender

/// Q (nothing crashes): sizes no valid input reaches still end in an error or a clamp, never a trap,
/// whoever calls the text engine or the painter.
@Suite struct HugeSizeTests {
    @Test("Q: the text engine lays text out at widths past Int32 Pango units (2.1e6 pt), infinite, negative or NaN without trapping")
    func textWidths() throws {
        let engine = try TextEngine()
        let font = FontSpec(size: 17)
        let natural = engine.measure("Walk the dog", font: font, width: nil)
        for width in [3e6, 1e19, .greatestFiniteMagnitude, .infinity] {
            let wide = engine.measure("Walk the dog", font: font, width: width)
            #expect(wide.lines.count == 1 && abs(wide.width - natural.width) < 0.01, "at \(width)")
        }
        for width in [-5.0, 0, .nan, -.infinity] {
            #expect(!engine.measure("Walk the dog", font: font, width: width).lines.isEmpty, "at \(width)")
        }
        #expect(TextEngine.pangoUnits(3e6) == Int32.max)
        #expect(TextEngine.pangoUnits(100) == 102_400)
        #expect(TextEngine.pangoUnits(-1) == 0)
        #expect(TextEngine.pangoUnits(.nan) == -1)
    }

    @Test("Q: the painter refuses a display 1e19 pt tall, or one whose image passes 40 million pixels, with an error instead of a trap")
    func painterSizes() throws {
        let painter = try Painter()
        var device = try TestSupport.fixtures.device("iphone")
        for (width, height, scale) in [(393.0, 1e19, 1.0), (3e6, 852, 1), (5000, 5000, 3), (393, 852, .nan), (393, 852, 0)] {
            device.cover.width = width
            device.cover.height = height
            let surface = Surface(device: device, posture: .cover, orientation: .upright)
            #expect(throws: RenderError.self, "\(width)×\(height) at \(scale)") {
                _ = try painter.render(surface, SolvedLayout(bounds: surface.bounds, nodes: [], regions: []), options: RenderOptions(scale: scale))
            }
        }
        guard case .failure(let refusal) = ImageSize.of(width: 5000, height: 5000, scale: 3) else {
            Issue.record("a 15000×15000 px image was accepted")
            return
        }
        #expect(refusal.text == "is 15000×15000 px at scale 3 (225000000 pixels); an image may have 1…16384 px a side and at most 40000000 pixels")
        #expect(try ImageSize.of(width: 1114, height: 720, scale: 3).get() == ImageSize(width: 3342, height: 2160))
    }
}
