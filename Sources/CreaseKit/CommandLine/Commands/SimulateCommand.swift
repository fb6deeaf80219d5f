import CreaseCommandLine
import CreaseFixtures
import CreaseIO
import CreaseInput
import FoldLayout
import FoldMotion
import Foundation

/// `crease simulate`: a fold gesture replayed through the debouncer and the transitions, reported
/// frame by frame.
public enum SimulateCommand {
    static let gesture = Option<String>.text("gesture", placeholder: "name|file", help: "A gesture by name (bundled, or the package's Fixtures/gestures), a gesture file, or a hinge sensor log (.csv, .jsonl: time and angle per reading; the unit is read from the column name or the spacing).")
    static let fps = Option<Double>.oneOf("fps", placeholder: "60|120", help: "Frames (and sensor samples) per second.", [60, 120]).defaulting(to: 60)
    static let reduceMotion = Flag("reduce-motion", help: "Place everything in the end layout at once (no intermediate frames).")
    static let minFrames = Option<Int>.integer("min-frames", placeholder: "n", help: "Report committed layouts shown for fewer frames as transient.",
                                               in: 1...1_000).defaulting(to: 3)
    static let timeline = Option<String>("timeline", placeholder: "file.jsonl|file.csv",
                                         help: "Write one row per frame (t, angle, raw and committed posture, progress, card, what appeared and disappeared).") { (text: String) throws(InputError) -> String in
        guard text.hasSuffix(".jsonl") || text.hasSuffix(".csv") else { throw InputError(file: "--timeline", message: "must end in .jsonl or .csv (got \(text))") }
        return text
    }
    static let mountedEveryRow = Flag("mounted-every-row", help: "List every identity on screen on every timeline row (by default only on the first; rows list what appeared and disappeared).")
    static let plot = Option<String>("plot", placeholder: "file.svg|file.png",
                                     help: "Write a chart of the run: the hinge angle on the posture bands, raw and committed posture, commits, transition progress, the card's width and edge, rule violations.") { (text: String) throws(InputError) -> String in
        let lower = text.lowercased()
        guard lower.hasSuffix(".svg") || lower.hasSuffix(".png") else { throw InputError(file: "--plot", message: "must name a .svg or .png file (got \(text))") }
        return text
    }
    static let compare = Option<Change>("compare", placeholder: "change",
                                        help: "Also run a second simulation that differs by this change and put both on one chart and in the summary: reduce-motion (toggles it), reduce-motion=on|off, device=NAME, gesture=NAME, scenario=NAME, fps=60|120, min-frames=N, orientation=upright|landscape, size=XS…AX5.",
                                        repeatable: true) { (text: String) throws(InputError) -> Change in try Change(text) }
    static let apng = png("apng", help: "Write an animated PNG of the rendered frames.")
    static let filmstrip = png("filmstrip", help: "Write one image of sampled frames with their times.")
    static let frames = Option<String>.text("frames", placeholder: "dir", help: "Write every rendered frame as frame-NNNN.png into this folder.")
    static let allowViolations = Flag("allow-violations", help: "Report rules broken on frames as warnings and exit 0 (by default simulate exits 1 when any frame breaks a rule).")
    static let sensor = Option<String>.text("sensor", placeholder: "name", help: "The sensor a log's readings are read from when it holds several (a sensor or type column, dumpsys sections): a name or type, or part of one. (default: the hinge)")
    static let timeUnit = Option<SensorLog.Unit>("time-unit", placeholder: "s|ms|us|ns", help: "The unit of a log's timestamps, over what the column's name or the spacing says.") { (text: String) throws(InputError) -> SensorLog.Unit in
        guard let unit = SensorLog.Unit(argument: text) else { throw InputError(file: "--time-unit", message: "'\(text)' is not one of s, ms, us, ns") }
        return unit
    }
    static let part = Option<Int>.integer("part", placeholder: "n", help: "Which part of a log split at a second recording or a dropout is read (from 1).", in: 1...1_000)
    static let start = Option<Posture>.choice("start", help: "The posture showing before the first sample. (default: the first angle's band; a start in the partial band shows the nearer of cover and spread)")
    static let scale = Option<Double>.oneOf("scale", placeholder: "n", help: "Pixels per point for rendered frames and a PNG plot.", [0.5, 1, 2, 3]).defaulting(to: 1)

    static func png(_ name: String, help: String) -> Option<String> {
        Option(name, placeholder: "file.png", help: help) { (text: String) throws(InputError) -> String in
            guard text.hasSuffix(".png") else { throw InputError(file: "--\(name)", message: "must name a .png file (got \(text))") }
            return text
        }
    }

    /// One way the compared run differs from the first (`--compare device=galaxy-z-fold5`).
    enum Change: Sendable {
        case reduceMotion(Bool?)
        case device(String)
        case gesture(String)
        case scenario(String)
        case fps(Double)
        case minFrames(Int)
        case orientation(Orientation)
        case size(ContentSize)

        init(_ text: String) throws(InputError) {
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            let key = parts.first ?? "", value = parts.count > 1 ? parts[1] : nil
            func need() throws(InputError) -> String {
                guard let value, !value.isEmpty else { throw InputError(file: "--compare", message: "'\(key)' needs a value: \(key)=…") }
                return value
            }
            switch key {
            case "reduce-motion":
                switch value {
                case nil: self = .reduceMotion(nil)
                case "on", "true", "yes": self = .reduceMotion(true)
                case "off", "false", "no": self = .reduceMotion(false)
                default: throw InputError(file: "--compare", message: "reduce-motion takes on or off (got '\(value ?? "")')")
                }
            case "device": self = .device(try need())
            case "gesture": self = .gesture(try need())
            case "scenario": self = .scenario(try need())
            case "fps":
                let v = try need()
                guard let rate = Double(v), rate == 60 || rate == 120 else { throw InputError(file: "--compare", message: "fps must be 60 or 120 (got '\(v)')") }
                self = .fps(rate)
            case "min-frames":
                let v = try need()
                guard let n = Int(v), (1...1_000).contains(n) else { throw InputError(file: "--compare", message: "min-frames must be a whole number from 1 to 1000 (got '\(v)')") }
                self = .minFrames(n)
            case "orientation":
                let v = try need()
                guard let o = Orientation(argument: v) else { throw InputError(file: "--compare", message: "orientation must be one of \(Orientation.choices) (got '\(v)')") }
                self = .orientation(o)
            case "size":
                let v = try need()
                guard let size = ContentSize(argument: v) else { throw InputError(file: "--compare", message: "size must be one of \(ContentSize.choices) (got '\(v)')") }
                self = .size(size)
            default:
                throw InputError(file: "--compare", message: "'\(key)' is not a change; use reduce-motion, device=, gesture=, scenario=, fps=, min-frames=, orientation= or size=")
            }
        }
    }

    /// What one run needs, before it runs.
    struct Setup {
        var deviceName: String
        var gestureName: String
        var scenarioName: String?
        var fps: Double
        var reduceMotion: Bool
        var minimumFrames: Int
        var orientation: Orientation
        var size: ContentSize
        /// How a sensor log is read, and the posture shown before the first sample.
        var log = SensorLog.Options()
        var start: Posture?

        func applying(_ changes: [Change]) -> Setup {
            var s = self
            for change in changes {
                switch change {
                case .reduceMotion(let on): s.reduceMotion = on ?? !reduceMotion
                case .device(let name): s.deviceName = name
                case .gesture(let name): s.gestureName = name
                case .scenario(let name): s.scenarioName = name
                case .fps(let rate): s.fps = rate
                case .minFrames(let n): s.minimumFrames = n
                case .orientation(let o): s.orientation = o
                case .size(let size): s.size = size
                }
            }
            return s
        }

        /// The run's name on a chart: its device and whatever else sets it apart.
        func label(_ letter: String?, against other: Setup?) -> String {
            var parts = [deviceName]
            if let other {
                if other.gestureName != gestureName { parts.append(gestureName) }
                if other.scenarioName != scenarioName, let scenarioName { parts.append(scenarioName) }
                if other.orientation != orientation { parts.append(orientation.rawValue) }
                if other.minimumFrames != minimumFrames { parts.append("min \(minimumFrames) frames") }
                if other.size != size { parts.append(size.rawValue) }
            }
            parts.append("\(fps.compactText) fps")
            if reduceMotion { parts.append("Reduce Motion") }
            return (letter.map { "\($0): " } ?? "") + parts.joined(separator: ", ")
        }

        /// `--sensor`, `--time-unit`, `--part` and `--start`, as given.
        mutating func readLogs(_ args: Arguments) throws(InputError) {
            log = SensorLog.Options(sensor: try args.value(sensor), timeUnit: try args.value(timeUnit), part: try args.value(part))
            start = try args.value(SimulateCommand.start)
        }

        /// Loads the device, gesture and scenario; a device without a fold is refused naming its file.
        func load(_ fixtures: Fixtures) throws(InputError) -> Simulate {
            let deviceFile = try fixtures.url(deviceName, kind: .devices, label: "--device")
            let device = try fixtures.device(deviceName)
            guard device.isFoldable else {
                let foldable = fixtures.names(.devices).filter { (try? fixtures.device($0))?.isFoldable == true }
                throw InputError(file: deviceFile.path, field: "fold",
                                 message: "\(device.name) has no fold: simulate replays fold gestures on a foldable device (one with inner and fold), e.g. \(foldable.joined(separator: ", "))")
            }
            let loaded = try fixtures.loadGesture(gestureName, log: log)
            let state = try Simulate.state(for: loaded.gesture, from: loaded.file, override: scenarioName, fixtures: fixtures)
            var gesture = loaded.gesture
            var notes = loaded.notes
            if let start {
                gesture.initialPosture = start.argument
                notes.append("\(start.argument) shows before the first sample, as --start says")
            } else if gesture.initialPosture == nil {
                let debouncer = PostureDebouncer(device: device)
                if debouncer.raw(gesture.start) == .partial {
                    let shown = Simulator.initialPosture(for: gesture.start, debouncer: debouncer)
                    notes.append("the gesture starts at \(gesture.start.compactText)°, inside the partial band: \(shown.argument) shows first "
                                 + "(the nearer of cover and spread); --start picks the posture")
                }
            }
            var simulate = Simulate(device: device, state: state, gesture: gesture, fps: fps, reduceMotion: reduceMotion,
                                    minimumFrames: minimumFrames, orientation: orientation, size: size)
            simulate.notes = notes
            return simulate
        }
    }

    public static let command = Command(
        "simulate", summary: "Replay a fold gesture and report, frame by frame, what the layout did.",
        options: .of(Options.device, Options.fixtures, Options.scenario.described(default: "the gesture's own, else typical"), gesture,
                     sensor, timeUnit, part, start, fps,
                     reduceMotion, minFrames, Options.orientation, Options.size, timeline, mountedEveryRow, plot, compare, apng, filmstrip, frames, scale,
                     allowViolations),
        discussion: """
        A hinge log is read as a device writes it: CSV, JSON Lines or dumpsys sensorservice text, one sensor or \
        several (the hinge is read; --sensor picks another), in the unit its time column names (--time-unit says \
        otherwise); a log holding a second recording or a dropout is split there, never re-sorted: --part picks one. \
        The summary tells the story of the run: raw posture changes against postures committed, each partial fold \
        (how long held, committed or not), the longest transition, rule violations by frame and a one-line verdict. \
        Every frame is a layout: the layout rules crease lint runs (L1–L15) check each frame on the display it is \
        drawn on, and the motion rules (M2, M3, M6) check the run; each broken rule is listed with its frames, time \
        and node, and simulate exits 1 (--allow-violations: 0, with a warning). \
        --compare runs the gesture a second time with one or more changes (repeat it to combine them) and puts both \
        runs in the summary and on the --plot chart; the timeline and pictures are the first run's.
        """
    ) { args, context in
        let fixtures = try args.fixtures(context)
        var setup = Setup(deviceName: try args.required(Options.device), gestureName: try args.required(gesture),
                          scenarioName: try args.value(Options.scenario), fps: try args.setting(fps),
                          reduceMotion: args.flag(reduceMotion), minimumFrames: try args.setting(minFrames),
                          orientation: try args.setting(Options.orientation), size: try args.setting(Options.size))
        try setup.readLogs(args)
        let changes = try args.all(compare)
        let other = changes.isEmpty ? nil : setup.applying(changes)
        let simulate = try setup.load(fixtures)
        let compared = try other?.load(fixtures)
        let pictures = SimulationPictures(frames: try args.value(frames).map { context.url($0) }, apng: try args.value(apng).map { context.url($0) },
                                          filmstrip: try args.value(filmstrip).map { context.url($0) }, scale: try args.setting(scale))
        let pipeline = try Pipeline()

        func run(_ s: Simulate, name: String, keepLayouts: Bool) throws -> (SimulationResult, Duration) {
            var result: SimulationResult?
            let elapsed: Duration
            let measurer = pipeline.measuring
            do {
                elapsed = try ContinuousClock().measure { result = try s.run(measurer: measurer, keepLayouts: keepLayouts) }
            } catch {
                throw InputError(file: name, message: "\(error)")
            }
            guard let result else { throw InputError(file: name, message: "produced no result") }
            return (result, elapsed)
        }

        let (result, elapsed) = try run(simulate, name: setup.gestureName, keepLayouts: !pictures.isEmpty)
        context.out(simulate.summary(result, elapsed: elapsed))
        var second: (Simulate, SimulationResult)?
        if let compared, let other {
            let (b, bElapsed) = try run(compared, name: other.gestureName, keepLayouts: false)
            second = (compared, b)
            context.out("")
            context.out("compared with " + other.label("B", against: setup) + ":")
            context.out(compared.summary(b, elapsed: bElapsed))
            context.out("")
            context.out(Simulate.difference(result, b, labels: (setup.label("A", against: other), other.label("B", against: setup))))
        }
        if let path = try args.value(timeline) {
            let everyRow = args.flag(mountedEveryRow)
            let text = path.hasSuffix(".csv") ? simulate.csv(result, mountedEveryRow: everyRow) : simulate.jsonLines(result, mountedEveryRow: everyRow)
            try AtomicFile.write(Data(text.utf8), to: context.url(path))
            context.out("timeline: \(context.url(path).path)")
        }
        if let path = try args.value(plot) {
            let a = SimulationPlot.Run(label: setup.label(second == nil ? nil : "A", against: other), result: result,
                                       device: simulate.device, gesture: simulate.gesture)
            let b = second.map { s, r in
                SimulationPlot.Run(label: other.map { $0.label("B", against: setup) } ?? "B", result: r, device: s.device, gesture: s.gesture)
            }
            let chart = SimulationPlot(a, compared: b, scenario: simulate.state.scenario.name)
            try chart.write(to: context.url(path), painter: pipeline.painter, scale: try args.setting(scale))
            context.out("plot: \(context.url(path).path)")
        }
        for line in try pictures.write(result, of: simulate, painter: pipeline.painter) { context.out(line) }
        let broken = result.frameViolations + (second?.1.frameViolations ?? [])
        guard !broken.isEmpty else { return 0 }
        let frames = Set(result.frameViolations.map(\.frame)).count + Set(second?.1.frameViolations.map(\.frame) ?? []).count
        let rules = Set(broken.map(\.rule)).sorted { RuleBook.order($0) < RuleBook.order($1) }.joined(separator: ", ")
        let what = "\(broken.count) rule violation\(broken.count == 1 ? "" : "s") on \(frames) frame\(frames == 1 ? "" : "s") (\(rules)); first: \(broken[0])"
        if args.flag(allowViolations) {
            context.err("crease: warning: \(what)\n")
            return 0
        }
        context.err("crease: \(what); --allow-violations reports them without failing\n")
        return 1
    }
}
