import CreaseIO
import CreaseInput
import FoldImage
import FoldLayout
import FoldMotion
import FoldRender
import Foundation
import HabitScreens

/// A gesture's pictures for a design review on one device: its filmstrip, its chart (as a drawing,
/// SVG text and PNG pixels) and its summary. The export's gestures section calls `init` once per
/// gesture and foldable device, then `write(into:name:)`.
public struct GestureReview: Sendable {
    public var simulate: Simulate
    public var result: SimulationResult
    public var summary: String
    public var filmstrip: PixelBuffer
    public var plot: Drawing
    public var plotPNG: PixelBuffer

    /// Simulates `gesture` on `device` showing `state`, and renders the filmstrip and the chart with
    /// `pipeline` (one per thread). A device without a fold throws.
    public init(gesture: Gesture, device: DeviceProfile, state: ScenarioState, pipeline: Pipeline, fps: Double = 60,
                reduceMotion: Bool = false, scale: Double = 1) throws {
        guard device.isFoldable else {
            throw InputError(file: device.name, field: "fold", message: "\(device.name) has no fold: a gesture needs a foldable device")
        }
        simulate = Simulate(device: device, state: state, gesture: gesture, fps: fps, reduceMotion: reduceMotion)
        do { result = try simulate.run(measurer: pipeline.measuring, keepLayouts: true) } catch {
            throw InputError(file: gesture.name, message: "\(error)")
        }
        summary = simulate.summary(result)
        filmstrip = try simulate.filmstrip(result, painter: pipeline.painter, scale: scale)
        let run = SimulationPlot.Run(label: device.name, result: result, device: device, gesture: gesture)
        plot = SimulationPlot(run, scenario: state.scenario.name).drawing(measurer: pipeline.painter.text)
        plotPNG = try plot.render(scale: scale, text: pipeline.painter.text)
        // The frames' layouts were needed for the filmstrip only.
        result.layouts = []
    }

    /// Writes `<name>-filmstrip.png`, `<name>-plot.svg` and `<name>-plot.png` into `folder` (the name
    /// may not leave it) and returns the files written.
    @discardableResult
    public func write(into folder: URL, name: String) throws -> [URL] {
        let strip = try OutputFolder.file("\(name)-filmstrip.png", in: folder)
        let svg = try OutputFolder.file("\(name)-plot.svg", in: folder)
        let png = try OutputFolder.file("\(name)-plot.png", in: folder)
        try AtomicFile.write(PNGCodec.encode(filmstrip), to: strip)
        try AtomicFile.write(Data(plot.svg().utf8), to: svg)
        try AtomicFile.write(PNGCodec.encode(plotPNG), to: png)
        return [strip, svg, png]
    }
}
