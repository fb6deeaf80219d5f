import CreaseIO
import CreaseInput
import FoldLayout
import FoldMotion
import Foundation

/// `crease simulate`: a fold gesture replayed through the debouncer and the transitions, reported
/// frame by frame.
public enum SimulateCommand {
    static let gesture = Option<String>.text("gesture", placeholder: "name|file", help: "A gesture by name (bundled, or the package's Fixtures/gestures) or a gesture file.")
    static let fps = Option<Double>.oneOf("fps", placeholder: "60|120", help: "Frames (and sensor samples) per second.", [60, 120], default: "60")
    static let reduceMotion = Flag("reduce-motion", help: "Place everything in the end layout at once (no intermediate frames).")
    static let minFrames = Option<Int>.integer("min-frames", placeholder: "n", help: "Report committed layouts shown for fewer frames as transient.",
                                               in: 1...1_000, default: "3")
    static let timeline = Option<String>("timeline", placeholder: "file.jsonl|file.csv",
                                         help: "Write one row per frame (t, angle, rawPosture, posture, progress, card, mounted).") { (text: String) throws(InputError) -> String in
        guard text.hasSuffix(".jsonl") || text.hasSuffix(".csv") else { throw InputError(file: "--timeline", message: "must end in .jsonl or .csv (got \(text))") }
        return text
    }
    static let apng = png("apng", help: "Write an animated PNG of the rendered frames.")
    static let filmstrip = png("filmstrip", help: "Write one image of sampled frames with their times.")
    static let frames = Option<String>.text("frames", placeholder: "dir", help: "Write every rendered frame as frame-NNNN.png into this folder.")
    static let scale = Option<Double>.oneOf("scale", placeholder: "n", help: "Pixels per point for rendered frames.", [0.5, 1, 2, 3], default: "1")

    static func png(_ name: String, help: String) -> Option<String> {
        Option(name, placeholder: "file.png", help: help) { (text: String) throws(InputError) -> String in
            guard text.hasSuffix(".png") else { throw InputError(file: "--\(name)", message: "must name a .png file (got \(text))") }
            return text
        }
    }

    public static let command = Command(
        "simulate", summary: "Replay a fold gesture and report, frame by frame, what the layout did.",
        options: .of(Options.device, Options.fixtures, Options.scenario.described(default: "the gesture's own, else typical"), gesture, fps,
                     reduceMotion, minFrames, Options.orientation, timeline, apng, filmstrip, frames, scale)
    ) { args, context in
        let fixtures = try args.fixtures(context)
        let device = try fixtures.device(try args.required(Options.device))
        let gestureName = try args.required(gesture)
        let loaded = try fixtures.gesture(gestureName)
        let state = try fixtures.state(try args.value(Options.scenario) ?? loaded.scenario ?? "typical")
        let rate = try args.value(fps, or: 60)
        let minimum = try args.value(minFrames, or: 3)
        let simulate = Simulate(device: device, state: state, gesture: loaded, fps: rate, reduceMotion: args.flag(reduceMotion),
                                minimumFrames: minimum, orientation: try args.value(Options.orientation, or: .upright))
        let pictures = SimulationPictures(frames: try args.value(frames).map { context.url($0) }, apng: try args.value(apng).map { context.url($0) },
                                          filmstrip: try args.value(filmstrip).map { context.url($0) }, scale: try args.value(scale, or: 1))
        let pipeline = try Pipeline()
        var result: SimulationResult?
        let elapsed: Duration
        do {
            let pipelineMeasurer = pipeline.measuring
            elapsed = try ContinuousClock().measure { result = try simulate.run(measurer: pipelineMeasurer, keepLayouts: !pictures.isEmpty) }
        } catch {
            throw InputError(file: gestureName, message: "\(error)")
        }
        guard let result else { return 2 }
        context.out(simulate.summary(result, elapsed: elapsed))
        if let path = try args.value(timeline) {
            let text = path.hasSuffix(".csv") ? Simulate.csv(result) : Simulate.jsonLines(result)
            try AtomicFile.write(Data(text.utf8), to: context.url(path))
            context.out("timeline: \(path)")
        }
        for line in try pictures.write(result, of: simulate, painter: pipeline.painter) { context.out(line) }
        return 0
    }
}
