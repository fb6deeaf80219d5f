import CreaseKit
import CreaseTestSupport
import FoldImage
import FoldLayout
import FoldRender
import Foundation
import Testing

/// E1: a contact sheet's thumbnails are painted as vectors at the sheet's scale; they must show what
/// the full-size images show, scaled down.
@Suite struct SheetThumbnailTests {
    @Test("E1: a thumbnail painted at the sheet's scale matches the full-size image scaled down, light and dark, cover and spread")
    func vectorThumbnails() throws {
        let pipeline = try TestSupport.pipeline()
        let state = try TestSupport.fixtures.state("typical")
        let host = SurfaceHost.device(try TestSupport.fixtures.device("galaxy-z-fold5"))
        let requests = [RenderRequest(posture: .cover, options: RenderOptions(scale: 1, appearance: .light)),
                        RenderRequest(posture: .spread, options: RenderOptions(scale: 1, appearance: .dark))]
        let images = try requests.map { try pipeline.render(state, on: host, $0) }
        let sheet = LabelledSheet(title: "t", rows: ["typical · L"], columns: ["cover · light", "spread · dark"],
                                  sizes: [images.map { (width: $0.width, height: $0.height) }])
        try #require(sheet.scale < 1)
        let scaled = try sheet.compose(text: pipeline.painter.text) { (_: Int, c: Int) throws(RenderError) -> PixelBuffer? in images[c] }
        let painted = try sheet.compose(text: pipeline.painter.text) { (_: Int, c: Int, cell: SheetCell) throws(RenderError) in
            let (surface, layout) = pipeline.solve(state, on: host, requests[c])
            pipeline.painter.paint(surface, layout, options: requests[c].options, into: cell)
        }
        try #require(painted.width == scaled.width && painted.height == scaled.height)
        // Vector edges and text are sharper than filtered ones, so pixels differ a little along edges;
        // a wrong place, scale or theme differs everywhere.
        var total = 0, far = 0
        for i in stride(from: 0, to: painted.rgba.count, by: 4) {
            let d = (0..<3).map { abs(Int(painted.rgba[i + $0]) - Int(scaled.rgba[i + $0])) }.max() ?? 0
            total += d
            if d > 64 { far += 1 }
        }
        let pixels = painted.rgba.count / 4
        #expect(Double(total) / Double(pixels) < 3, "mean difference \(Double(total) / Double(pixels))")
        #expect(Double(far) / Double(pixels) < 0.02, "\(far) of \(pixels) pixels differ by more than 64")
    }
}
