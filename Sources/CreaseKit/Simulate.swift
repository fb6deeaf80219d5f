import CreaseInput
import FoldLayout
import FoldMotion
import FoldRender
import Foundation
import HabitScreens

/// `crease simulate`: a gesture replayed on a device and scenario, with its timeline and pictures.
public struct Simulate {
    public var device: DeviceProfile
    public var state: ScenarioState
    public var gesture: Gesture
    public var fps: Double
    public var reduceMotion: Bool
    public var minimumFrames: Int
    public var orientation: Orientation

    public init(device: DeviceProfile, state: ScenarioState, gesture: Gesture, fps: Double = 60, reduceMotion: Bool = false,
                minimumFrames: Int = 3, orientation: Orientation = .upright) {
        self.device = device
        self.state = state
        self.gesture = gesture
        self.fps = fps
        self.reduceMotion = reduceMotion
        self.minimumFrames = minimumFrames
        self.orientation = orientation
    }

    public var canvas: Rect { MotionCanvas.bounds(device, orientation: orientation) }

    /// Runs the gesture with layouts from `pipeline` (or, for benchmarks, any measurer).
    public func run<M: TextMeasuring>(measurer: M, keepLayouts: Bool = false) throws(MotionError) -> SimulationResult {
        let simulator = Simulator(device: device, fps: fps, reduceMotion: reduceMotion, minimumFrames: minimumFrames,
                                  keepLayouts: keepLayouts, tracked: HabitsPage.cardID)
        let initial = gesture.initialPosture.flatMap(Posture.init(argument:))
        return try simulator.run(gesture, initial: initial) { posture in
            let request = RenderRequest(posture: posture, orientation: orientation)
            let (_, layout) = Pipeline.solve(state, on: device, request, measurer: measurer)
            return MotionCanvas.place(layout, device: device, posture: posture, orientation: orientation)
        }
    }

    /// Renders frame `index` of a result (kept layouts) on the committed posture's chrome.
    public func render(_ result: SimulationResult, frame index: Int, painter: Painter, scale: Double = 1) throws(RenderError) -> PixelBuffer {
        let row = result.rows[index]
        let surface = Surface(device: device, posture: row.posture, orientation: orientation,
                              direction: LayoutDirection(locale: state.profile.locale))
        return try painter.render(surface, result.layouts[index], options: RenderOptions(scale: scale, canvas: canvas))
    }

    // MARK: Outputs

    /// The timeline as JSON Lines: one object per frame.
    public static func jsonLines(_ result: SimulationResult) -> String {
        var out = ""
        for r in result.rows {
            let card = r.tracked.map { "[\(($0.x).compactText), \(($0.y).compactText), \(($0.width).compactText), \(($0.height).compactText)]" } ?? "null"
            let progress = r.progress.map { String(format: "%.4f", $0) } ?? "null"
            let mounted = r.mounted.map { "\"\(jsonEscape($0))\"" }.joined(separator: ", ")
            let committed = r.committed.map { "\"\($0.rawValue)\"" } ?? "null"
            out += "{\"frame\": \(r.frame), \"t\": \(r.time.compactText), \"angle\": \(String(format: "%.2f", r.angle)), \"rawPosture\": \"\(r.rawPosture.rawValue)\", \"posture\": \"\(r.posture.rawValue)\", \"committed\": \(committed), \"progress\": \(progress), \"card\": \(card), \"mounted\": [\(mounted)]}\n"
        }
        return out
    }

    /// The timeline as CSV; `mounted` is the identities joined by spaces.
    public static func csv(_ result: SimulationResult) -> String {
        var out = "frame,t,angle,rawPosture,posture,committed,progress,card_x,card_y,card_width,card_height,mounted\n"
        for r in result.rows {
            let card = r.tracked.map { [$0.x, $0.y, $0.width, $0.height].map(\.compactText).joined(separator: ",") } ?? ",,,"
            out += "\(r.frame),\(r.time.compactText),\(String(format: "%.2f", r.angle)),\(r.rawPosture.rawValue),\(r.posture.rawValue),"
            out += "\(r.committed?.rawValue ?? ""),\(r.progress.map { String(format: "%.4f", $0) } ?? ""),\(card),"
            out += "\"\(r.mounted.joined(separator: " ").replacingOccurrences(of: "\"", with: "\"\""))\"\n"
        }
        return out
    }

    /// A few lines: commits with their times, transitions, transient layouts.
    public static func summary(_ result: SimulationResult, gesture: Gesture, fps: Double, minimumFrames: Int) -> String {
        var lines = ["\(gesture.name): \(result.rows.count) frames at \(fps.compactText) fps over \(gesture.duration.compactText) ms"]
        if let first = result.rows.first { lines.append("  start: \(first.posture.rawValue)") }
        for c in result.commits { lines.append("  \(c.time.compactText.leftPad(6)) ms  frame \(c.frame)  committed \(c.posture.rawValue)") }
        lines.append("  transitions: \(result.transitions)")
        if result.transients.isEmpty {
            lines.append("  transient layouts (< \(minimumFrames) frames): none")
        } else {
            for t in result.transients {
                lines.append("  transient layout: \(t.posture.rawValue) at \(t.startTime.compactText) ms for \(t.frames) frame(s)")
            }
        }
        return lines.joined(separator: "\n")
    }

    static func jsonEscape(_ s: String) -> String {
        s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    /// Frames worth a still in a filmstrip: evenly spaced, plus every commit.
    public static func filmstripFrames(_ result: SimulationResult, count: Int = 8) -> [Int] {
        let n = result.rows.count
        guard n > 0 else { return [] }
        var picks = Set((0..<count).map { Int((Double($0) / Double(Swift.max(1, count - 1)) * Double(n - 1)).rounded()) })
        for c in result.commits { picks.insert(c.frame) }
        return picks.sorted()
    }
}
