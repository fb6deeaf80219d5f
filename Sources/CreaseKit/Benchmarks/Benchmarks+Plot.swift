import CreaseFixtures
import FoldImage
import FoldMotion
import FoldRender
import Foundation

extension Benchmarks {
    /// The chart of a 10-second gesture at 120 fps (1,201 frames), the simulation done beforehand:
    /// assembling it, writing SVG, and painting and encoding PNG (issue 16 target: under 50 ms).
    public static func plot(fixtures: Fixtures) throws -> [Result] {
        var gesture = try fixtures.gesture("jittery-unfold")
        // Unfold over a jittery flat edge, hold a partial fold, close; twice, then a last unfold: 10,000 ms.
        let round: [Gesture.Segment] = [.sweep(to: 150, ms: 400), .sweep(to: 165, ms: 500, easing: .linear), .hold(ms: 600),
                                        .sweep(to: 100, ms: 300), .hold(ms: 800), .sweep(to: 0, ms: 400), .hold(ms: 500)]
        gesture.segments = round + round + [.sweep(to: 150, ms: 400), .sweep(to: 165, ms: 500, easing: .linear), .hold(ms: 2_100)]
        let device = try fixtures.device("surface-duo")
        let sim = Simulate(device: device, state: try fixtures.state("typical"), gesture: gesture, fps: 120)
        let pipeline = try Pipeline()
        let result = try sim.run(measurer: pipeline.measuring)
        let run = SimulationPlot.Run(label: device.name, result: result, device: device, gesture: gesture)
        let chart = SimulationPlot(run, scenario: "typical")
        let text = pipeline.painter.text
        var drawing = chart.drawing(measurer: text)
        var svgBytes = 0, pngBytes = 0
        var image = try drawing.render(text: text)
        let frames = "\(result.rows.count) frames, \(result.commits.count) commits"
        return [
            Result(name: "plot: assemble the chart of 10 s at 120 fps", median: measure(runs: 21) { drawing = chart.drawing(measurer: text) }, note: frames),
            Result(name: "plot: … to SVG (assemble + write)", median: measure(runs: 21) { svgBytes = chart.drawing(measurer: text).svg().utf8.count },
                   note: "\(svgBytes / 1024) KB; target < 50 ms"),
            Result(name: "plot: … to PNG pixels (assemble + paint)", median: try measure(runs: 21) { image = try chart.drawing(measurer: text).render(text: text) },
                   note: "\(image.width)×\(image.height) px"),
            Result(name: "plot: … to a PNG file's bytes (assemble + paint + encode)",
                   median: try measure(runs: 21) { pngBytes = PNGCodec.encode(try chart.drawing(measurer: text).render(text: text)).count },
                   note: "\(pngBytes / 1024) KB; target < 50 ms"),
        ]
    }
}
