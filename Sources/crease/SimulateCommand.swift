import CreaseIO
import CreaseInput
import CreaseKit
import FoldLayout
import FoldMotion
import FoldRender
import Foundation

@MainActor
extension Commands {
    static let simulate = Command(
        spec: CommandSpec(
            name: "simulate",
            summary: "Replay a fold gesture and report, frame by frame, what the layout did.",
            options: [
                OptionSpec(name: "device", value: "name|file", help: "A bundled device or a device file."),
                fixturesOption,
                OptionSpec(name: "scenario", value: "name|file", help: "A bundled scenario or a scenario file.", defaultValue: "the gesture's own, else typical"),
                OptionSpec(name: "gesture", value: "name|file", help: "A bundled gesture (Fixtures/gestures/<name>.json) or a gesture file."),
                OptionSpec(name: "fps", value: "60|120", help: "Frames (and sensor samples) per second.", defaultValue: "60"),
                OptionSpec(name: "reduce-motion", value: nil, help: "Place everything in the end layout at once (no intermediate frames)."),
                OptionSpec(name: "min-frames", value: "n", help: "Report committed layouts shown for fewer frames as transient.", defaultValue: "3"),
                OptionSpec(name: "orientation", value: "orientation", help: "upright or landscape.", defaultValue: "upright"),
                OptionSpec(name: "timeline", value: "file.jsonl|file.csv", help: "Write one row per frame (t, angle, rawPosture, posture, progress, card, mounted)."),
                OptionSpec(name: "apng", value: "file.png", help: "Write an animated PNG of the rendered frames."),
                OptionSpec(name: "filmstrip", value: "file.png", help: "Write one image of sampled frames with their times."),
                OptionSpec(name: "frames", value: "dir", help: "Write every rendered frame as frame-NNNN.png into this folder."),
                OptionSpec(name: "scale", value: "n", help: "Pixels per point for rendered frames.", defaultValue: "1"),
            ]
        ),
        run: { args in
            let fixtures = try args.fixtures()
            let device = try fixtures.device(try args.required("device"))
            let gesture = try fixtures.gesture(try args.required("gesture"))
            let state = try fixtures.state(args.value("scenario") ?? gesture.scenario ?? "typical")
            let fps = try choice(args.value("fps"), option: "fps", default: 60.0, parse: { Double($0).flatMap { [60, 120].contains($0) ? $0 : nil } }, choices: "60, 120")
            let minFrames = try choice(args.value("min-frames"), option: "min-frames", default: 3, parse: { Int($0).flatMap { $0 >= 1 ? $0 : nil } }, choices: "a whole number of 1 or more")
            let orientation = try choice(args.value("orientation"), option: "orientation", default: Orientation.upright, parse: Orientation.init(rawValue:), choices: "upright, landscape")
            let scale = try args.scale(allowed: [0.5, 1, 2, 3])
            if let t = args.value("timeline"), !(t.hasSuffix(".jsonl") || t.hasSuffix(".csv")) {
                throw InputError(file: "--timeline", message: "must end in .jsonl or .csv (got \(t))")
            }
            for option in ["apng", "filmstrip"] {
                if let f = args.value(option), !f.hasSuffix(".png") { throw InputError(file: "--\(option)", message: "must name a .png file (got \(f))") }
            }
            let simulate = Simulate(device: device, state: state, gesture: gesture, fps: fps, reduceMotion: args.flag("reduce-motion"),
                                    minimumFrames: minFrames, orientation: orientation)
            let pictures = args.value("apng") != nil || args.value("filmstrip") != nil || args.value("frames") != nil
            let pipeline = try Pipeline()
            let result: SimulationResult
            do { result = try simulate.run(measurer: pipeline.measuring, keepLayouts: pictures) } catch {
                throw InputError(file: args.value("gesture") ?? "--gesture", message: "\(error)")
            }
            print(Simulate.summary(result, gesture: gesture, fps: fps, minimumFrames: minFrames))
            if let t = args.value("timeline") {
                let text = t.hasSuffix(".csv") ? Simulate.csv(result) : Simulate.jsonLines(result)
                try AtomicFile.write(Data(text.utf8), to: URL(fileURLWithPath: t))
                print("timeline: \(t)")
            }
            if pictures {
                var frames: [PixelBuffer] = []
                for i in result.rows.indices { frames.append(try simulate.render(result, frame: i, painter: pipeline.painter, scale: scale)) }
                if let dir = args.value("frames") {
                    let folder = URL(fileURLWithPath: dir)
                    for (i, frame) in frames.enumerated() {
                        try AtomicFile.write(PNGCodec.encode(frame), to: try OutputFolder.file(String(format: "frame-%04d.png", i), in: folder))
                    }
                    print("frames: \(frames.count) in \(dir)")
                }
                if let apng = args.value("apng") {
                    try AtomicFile.write(PNGCodec.encodeAnimated(frames, delay: 1000 / fps), to: URL(fileURLWithPath: apng))
                    print("apng: \(apng)")
                }
                if let strip = args.value("filmstrip") {
                    let picks = Simulate.filmstripFrames(result)
                    let cells = picks.map { i in
                        let r = result.rows[i]
                        let mark = r.committed.map { " · committed \($0.rawValue)" } ?? ""
                        return ContactSheet.Cell(image: frames[i], caption: "\(r.time.compactText) ms · \(Int(r.angle.rounded()))° · \(r.posture.rawValue)\(mark)")
                    }
                    let sheet = try ContactSheet(columns: Swift.min(4, cells.count), scale: 0.35 / scale,
                                                 title: "\(gesture.name) on \(device.name)").compose(cells, text: pipeline.painter.text)
                    try AtomicFile.write(PNGCodec.encode(sheet), to: URL(fileURLWithPath: strip))
                    print("filmstrip: \(strip)")
                }
            }
            return 0
        }
    )
}
