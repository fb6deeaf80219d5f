import CreaseIO
import FoldImage
import FoldLayout
import FoldMotion
import FoldRender
import Foundation

/// The chart of a simulation (`crease simulate --plot`), or of two runs on one chart (`--compare`):
/// the hinge angle over time on the device's posture bands with the noise gate, lanes of the raw and
/// committed posture, commit markers, transition progress, the followed card's width and leading
/// edge, and rule violations by frame as red ticks, with axes, units and a legend.
public struct SimulationPlot: Sendable {
    /// One run to chart: its result and what it ran with.
    public struct Run: Sendable {
        /// How the chart names the run (`A: surface-duo`).
        public var label: String
        public var result: SimulationResult
        public var device: DeviceProfile
        public var gesture: Gesture
        public var violations: [FrameViolation]

        public init(label: String, result: SimulationResult, device: DeviceProfile, gesture: Gesture, violations: [FrameViolation]? = nil) {
            self.label = label
            self.result = result
            self.device = device
            self.gesture = gesture
            self.violations = violations ?? result.frameViolations
        }

        var story: SimulationStory { SimulationStory(result, violations: violations) }
    }

    public var runs: [Run]
    /// The scenario the runs showed, for the title.
    public var scenario: String?

    public init(_ run: Run, compared: Run? = nil, scenario: String? = nil) {
        runs = [run] + (compared.map { [$0] } ?? [])
        self.scenario = scenario
    }

    /// Writes the chart as SVG or PNG, by the file's extension; PNG text is set by `painter`'s fonts.
    public func write(to url: URL, painter: Painter, scale: Double = 1) throws {
        let drawing = self.drawing(measurer: painter.text)
        if url.pathExtension.lowercased() == "svg" {
            try AtomicFile.write(Data(drawing.svg().utf8), to: url)
        } else {
            try AtomicFile.write(PNGCodec.encode(try drawing.render(scale: scale, text: painter.text)), to: url)
        }
    }

    // MARK: Layout

    static let width = 1200.0
    static let left = 104.0
    /// The plots end here; the posture bands are named in the gutter to the right.
    static let right = 1046.0
    static let angleHeight = 260.0
    static let laneHeight = 16.0

    /// The chart as a drawing; `measurer` fits the legend and the lane labels.
    public func drawing<M: TextMeasuring>(measurer: M) -> Drawing {
        var chart = SimulationChart(plot: self, measurer: measurer)
        return chart.draw()
    }
}
