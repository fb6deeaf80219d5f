import CreaseFixtures
import CreaseInput
import FoldImage
import FoldLayout
import FoldMotion
import FoldRender
import Foundation
import HabitScreens

/// `crease simulate`: a gesture replayed on a device and scenario, with its timeline and pictures.
public struct Simulate: Sendable {
    public var device: DeviceProfile
    public var state: ScenarioState
    public var gesture: Gesture
    public var fps: Double
    public var reduceMotion: Bool
    public var minimumFrames: Int
    public var orientation: Orientation
    /// The Dynamic Type size every frame is laid out at.
    public var size: ContentSize
    /// The layout rules every frame is held to, on the display it is drawn on: the book `crease lint`
    /// runs. `nil` checks no layout rule (the motion rules still run).
    public var rules: RuleBook?
    /// What reading the gesture cleaned, when it came from a sensor log (I2); told first in the summary.
    public var notes: [String] = []

    public init(device: DeviceProfile, state: ScenarioState, gesture: Gesture, fps: Double = 60, reduceMotion: Bool = false,
                minimumFrames: Int = 3, orientation: Orientation = .upright, size: ContentSize = .L,
                rules: RuleBook? = HabitsRules.book) {
        self.device = device
        self.state = state
        self.gesture = gesture
        self.fps = fps
        self.reduceMotion = reduceMotion
        self.minimumFrames = minimumFrames
        self.orientation = orientation
        self.size = size
        self.rules = rules
    }

    /// Which way the scenario's screens read (L15): part of the surface every frame is drawn on.
    public var direction: LayoutDirection { LayoutDirection(locale: state.profile.locale) }

    public var canvas: Rect { MotionCanvas.bounds(device, orientation: orientation) }

    /// The scenario a gesture runs on: `override` (`--scenario`), else the gesture's own `scenario`,
    /// else `typical`. A scenario the gesture names that cannot be found or read is blamed on the
    /// gesture file's `scenario` field, not on `--scenario`.
    public static func state(for gesture: Gesture, from gestureFile: URL, override: String?, fixtures: Fixtures) throws(InputError) -> ScenarioState {
        if let override { return try fixtures.state(override) }
        guard let own = gesture.scenario else { return try fixtures.state("typical") }
        do {
            return try fixtures.state(own)
        } catch {
            guard error.file == "--scenario" else { throw error }
            throw InputError(file: gestureFile.path, field: "scenario", message: error.message)
        }
    }

    /// Runs the gesture with layouts from `pipeline` (or, for benchmarks, any measurer).
    public func run<M: TextMeasuring>(measurer: M, keepLayouts: Bool = false) throws(MotionError) -> SimulationResult {
        let simulator = Simulator(device: device, fps: fps, reduceMotion: reduceMotion, minimumFrames: minimumFrames,
                                  keepLayouts: keepLayouts, tracked: HabitsPage.cardID, orientation: orientation, direction: direction,
                                  rules: rules)
        let initial = gesture.initialPosture.flatMap(Posture.init(argument:))
        return try simulator.run(gesture, initial: initial, layout: { posture in
            let request = RenderRequest(posture: posture, orientation: orientation, size: size)
            let (_, layout) = Pipeline.solve(state, on: device, request, measurer: measurer)
            return MotionCanvas.place(layout, device: device, posture: posture, orientation: orientation)
        }, relayout: { posture, contents in
            // A frame of a transition: the screen laid out with its pages' regions where they are (P6).
            var surface = simulator.surface(posture)
            for (i, content) in contents.enumerated() where i < surface.pages.count { surface.pages[i].content = content }
            let layout = Pipeline.solve(state, on: surface, size: size, measurer: measurer)
            return MotionCanvas.place(layout, device: device, posture: posture, orientation: orientation)
        })
    }

    /// Renders frame `index` of a result (kept layouts) on the committed posture's chrome.
    public func render(_ result: SimulationResult, frame index: Int, painter: Painter, scale: Double = 1,
                       appearance: Appearance = .light) throws(RenderError) -> PixelBuffer {
        let row = result.rows[index]
        let surface = Surface(device: device, posture: row.posture, orientation: orientation, direction: direction,
                              foldPostures: Self.foldPostures(row))
        return try painter.render(surface, result.layouts[index], options: RenderOptions(scale: scale, appearance: appearance, canvas: canvas))
    }

    // MARK: Outputs

    /// The timeline as JSON Lines: one object per frame. Each row lists what appeared and
    /// disappeared since the previous frame and the rules the frame breaks (`violations`: rule, node,
    /// message); `mounted` (everything on screen) is written on the first row only, or on every row
    /// with `mountedEveryRow`. `foldingFeature`, `viewportSegments` and `devicePosture` are the fold as
    /// the platforms report it to the app on that frame (S6, M8, `platform(_:)`): none on the cover
    /// display; `display` and `deviceFoldState` are the device-state layer.
    public func jsonLines(_ result: SimulationResult, mountedEveryRow: Bool = false) -> String {
        func list(_ ids: [String]) -> String { "[" + ids.map { "\"\(Self.jsonEscape($0))\"" }.joined(separator: ", ") + "]" }
        func broken(_ vs: [FrameViolation]) -> String {
            "[" + vs.map { v in
                let node = v.node.map { "\"\(Self.jsonEscape($0))\"" } ?? "null"
                return "{\"rule\": \"\(Self.jsonEscape(v.rule))\", \"node\": \(node), \"message\": \"\(Self.jsonEscape(v.message))\"}"
            }.joined(separator: ", ") + "]"
        }
        let byFrame = Dictionary(grouping: result.frameViolations, by: \.frame)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        func encoded<T: Encodable>(_ value: T) -> String { (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null" }
        let platformKeys = platformText(result.rows) { fold in
            "\"foldingFeature\": \(fold.foldingFeature.map(encoded) ?? "null"), "
                + (fold.foldingFeatures.map { "\"foldingFeatures\": \(encoded($0)), " } ?? "")
                + "\"viewportSegments\": \(encoded(fold.viewportSegments)), \"devicePosture\": \"\(fold.devicePosture)\""
        }
        // Each fold's own reading on a device that folds more than once (S7).
        func folds(_ row: TimelineRow) -> String {
            guard let folds = row.folds else { return "" }
            return ", \"folds\": [" + folds.map { f in
                "{\"angle\": \(String(format: "%.2f", f.angle)), \"rawPosture\": \"\(f.rawPosture.rawValue)\", \"posture\": \"\(f.posture.rawValue)\", "
                    + "\"deviceFoldState\": \(f.deviceFold.map { "\"\($0.rawValue)\"" } ?? "null")}"
            }.joined(separator: ", ") + "]"
        }
        var out = ""
        for r in result.rows {
            let card = r.tracked.map { "[\(($0.x).compactText), \(($0.y).compactText), \(($0.width).compactText), \(($0.height).compactText)]" } ?? "null"
            let progress = r.progress.map { String(format: "%.4f", $0) } ?? "null"
            let committed = r.committed.map { "\"\($0.rawValue)\"" } ?? "null"
            out += "{\"frame\": \(r.frame), \"t\": \(r.time.compactText), \"angle\": \(String(format: "%.2f", r.angle)), "
            out += "\"gatedAngle\": \(String(format: "%.2f", r.gatedAngle)), \"rawPosture\": \"\(r.rawPosture.rawValue)\", "
            out += "\"posture\": \"\(r.posture.rawValue)\", \"committed\": \(committed), \"progress\": \(progress), \"held\": \(r.held.compactText), "
            out += "\"card\": \(card), \"appeared\": \(list(r.appeared)), \"disappeared\": \(list(r.disappeared)), "
            out += "\"violations\": \(broken(byFrame[r.frame] ?? [])), \"display\": \"\(PlatformKey(r).display)\", "
            out += "\"deviceFoldState\": \(r.deviceFold.map { "\"\($0.rawValue)\"" } ?? "null"), \(platformKeys[PlatformKey(r)] ?? "")\(folds(r))"
            if mountedEveryRow || r.frame == 0 { out += ", \"mounted\": \(list(r.mounted))" }
            out += "}\n"
        }
        return out
    }

    /// The timeline as CSV; identity lists are joined by spaces, the rules a frame breaks by `; `
    /// (`L5 card; M2`), and `mounted` is filled on the first row only unless `mountedEveryRow`. The
    /// platform columns (S6) are the `FoldingFeature`'s state, orientation, `isSeparating` and
    /// occlusion (empty when the window spans no fold) and the viewport segments as
    /// `x y width height` joined by `; `.
    public func csv(_ result: SimulationResult, mountedEveryRow: Bool = false) -> String {
        func quoted(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
        func field(_ ids: [String]) -> String { quoted(ids.joined(separator: " ")) }
        let byFrame = Dictionary(grouping: result.frameViolations, by: \.frame)
        let platformColumns = platformText(result.rows) { fold in
            let feature = fold.foldingFeature.map { [$0.state.rawValue, $0.orientation.rawValue, String($0.isSeparating), $0.occlusionType.rawValue] }
                ?? ["", "", "", ""]
            let segments = fold.viewportSegments.map { [$0.x, $0.y, $0.width, $0.height].map(\.compactText).joined(separator: " ") }
            return (feature + [quoted(segments.joined(separator: "; ")), fold.devicePosture]).joined(separator: ",")
        }
        var out = "frame,t,angle,rawPosture,posture,committed,progress,card_x,card_y,card_width,card_height,gatedAngle,held,appeared,disappeared,violations,"
            + "display,device_fold_state,folding_state,folding_orientation,is_separating,occlusion_type,viewport_segments,device_posture,mounted"
            // A device that folds more than once (S7): each fold's angle, committed posture and platform state,
            // leading first, joined by spaces.
            + (result.rows.first?.folds != nil ? ",fold_angles,fold_postures,fold_device_states\n" : "\n")
        for r in result.rows {
            let card = r.tracked.map { [$0.x, $0.y, $0.width, $0.height].map(\.compactText).joined(separator: ",") } ?? ",,,"
            out += "\(r.frame),\(r.time.compactText),\(String(format: "%.2f", r.angle)),\(r.rawPosture.rawValue),\(r.posture.rawValue),"
            out += "\(r.committed?.rawValue ?? ""),\(r.progress.map { String(format: "%.4f", $0) } ?? ""),\(card),"
            out += "\(String(format: "%.2f", r.gatedAngle)),\(r.held.compactText),\(field(r.appeared)),\(field(r.disappeared)),"
            out += quoted((byFrame[r.frame] ?? []).map { $0.rule + ($0.node.map { " " + $0 } ?? "") }.joined(separator: "; ")) + ","
            out += "\(PlatformKey(r).display),\(r.deviceFold?.rawValue ?? ""),"
            out += (platformColumns[PlatformKey(r)] ?? ",,,,,") + ","
            out += (mountedEveryRow || r.frame == 0 ? field(r.mounted) : "")
            if let folds = r.folds {
                out += "," + quoted(folds.map { String(format: "%.2f", $0.angle) }.joined(separator: " "))
                out += "," + quoted(folds.map(\.posture.rawValue).joined(separator: " "))
                out += "," + quoted(folds.map { $0.deviceFold?.rawValue ?? "-" }.joined(separator: " "))
            }
            out += "\n"
        }
        return out
    }

    /// What an app sees of the fold on a frame (M8): on the cover display, no fold; on the inner display,
    /// each fold's state from the device-state layer (the platform's own reading of its sensor, with its
    /// hysteresis, before and apart from the app's debouncing).
    struct PlatformKey: Hashable {
        /// Whether the inner display is the one on.
        var inner: Bool
        /// On the inner display, whether each fold reads `HALF_OPENED`, leading first.
        var halfOpened: [Bool]

        init(_ row: TimelineRow) {
            inner = row.posture != .cover
            halfOpened = inner ? (row.folds?.map { $0.deviceFold == .halfOpened } ?? [row.deviceFold == .halfOpened]) : []
        }

        /// The display that is on (the timeline's `display`).
        var display: String { inner ? "inner" : "cover" }

        /// The posture whose surface the platform describes, and each fold's.
        var posture: Posture { !inner ? .cover : halfOpened.contains(true) ? .halfOpened : .spread }
        var foldPostures: [Posture] { halfOpened.map { $0 ? .halfOpened : .spread } }
    }

    /// The fold as Android's WindowManager and the web report it to an app on a frame (S6, M8).
    func platform(_ key: PlatformKey) -> PlatformFold {
        PlatformFold(Surface(device: device, posture: key.posture, orientation: orientation, direction: direction, foldPostures: key.foldPostures))
    }

    /// Each state's platform description written once, for the rows to share.
    func platformText(_ rows: [TimelineRow], _ write: (PlatformFold) -> String) -> [PlatformKey: String] {
        var out: [PlatformKey: String] = [:]
        for row in rows {
            let key = PlatformKey(row)
            if out[key] == nil { out[key] = write(platform(key)) }
        }
        return out
    }

    /// The hinge angle of a frame, whole degrees: each fold's, leading first, on a device that folds more
    /// than once (S7: `175° | 110°`).
    static func angles(_ row: TimelineRow) -> String {
        (row.folds?.map(\.angle) ?? [row.angle]).map { "\(Int($0.rounded()))°" }.joined(separator: " | ")
    }

    /// How each fold of a frame is drawn (S7): its own committed posture (`nil` with one fold: the
    /// frame's posture). A fold still closed while the frame shows the cover draws no fold at all.
    static func foldPostures(_ row: TimelineRow) -> [Posture]? {
        row.folds?.map(\.posture)
    }

    /// A posture with the name people give it on this device held this way (S5): `half-opened (tabletop)`.
    func named(_ posture: Posture) -> String {
        let name = Surface(device: device, posture: posture, orientation: orientation).postureName
        return name == posture.rawValue ? name : "\(posture.rawValue) (\(name))"
    }

    /// The story of a run, a few lines: the frames and how fast they were simulated (`elapsed`, the
    /// run's wall time, when known), raw posture changes seen against postures committed, each
    /// partial fold, the longest transition, transient layouts, rule checks and a one-line verdict.
    public func summary(_ result: SimulationResult, elapsed: Duration? = nil, violations: [FrameViolation]? = nil) -> String {
        let story = SimulationStory(result, violations: violations)
        let hold = Self.ms(device.postures.holdMilliseconds)
        var head = "\(gesture.name) on \(device.name): \(result.rows.count) frames at \(fps.compactText) fps over \(Self.ms(gesture.duration)) ms"
        if reduceMotion { head += ", Reduce Motion" }
        if let elapsed {
            let seconds = elapsed.seconds
            let rate = seconds > 0 ? Double(result.rows.count) / seconds : 0
            head += " (simulated in \(String(format: "%.1f", seconds * 1000)) ms: \(Self.grouped(Int(rate.rounded()))) frames/s)"
        }
        var lines = [head] + notes.map { "  note: \($0)" } + ["  start: \(story.initial.rawValue)"]
        let sequence = story.episodes.map(\.band.rawValue)
        let shown = sequence.count <= 9 ? sequence : Array(sequence.prefix(4)) + ["…"] + Array(sequence.suffix(4))
        lines.append("  raw posture: \(Self.count(story.rawChanges, "change")) (\(shown.joined(separator: " → ")))\(result.rows.first?.folds == nil ? "" : " on the leading fold")")
        // A device that folds more than once (S7): what each fold's own debouncer committed, in order.
        if let count = result.rows.first?.folds?.count {
            let each = (0..<count).map { k in
                var seen: [String] = []
                for row in result.rows { if let p = row.folds?[k].posture.rawValue, seen.last != p { seen.append(p) } }
                return "\(k + 1) \(seen.joined(separator: " → "))"
            }
            lines.append("  folds: \(count), each with its own sensor; committed per fold: \(each.joined(separator: "; ")); the device shows cover while any fold is closed")
        }
        lines.append("  committed: \(Self.count(result.commits.count, "posture")); \(Self.count(story.suppressed, "raw change")) suppressed by the debouncer")
        for c in result.commits {
            lines.append("  \(Self.ms(c.time).leftPad(7)) ms  frame \(c.frame)  committed \(named(c.posture)) (raw \((result.rows[c.frame].folds?.map(\.rawPosture) ?? [result.rows[c.frame].rawPosture]).map(\.rawValue).joined(separator: " | ")))")
        }
        let folds = story.partialFolds
        if folds.isEmpty {
            lines.append("  partial folds: none")
        } else {
            let committed = folds.filter { $0.committedAt != nil }.count
            lines.append("  partial folds: \(folds.count), \(committed) committed (one commits half-opened once held steady for \(hold) ms)")
            let longest = folds.sorted { $0.milliseconds > $1.milliseconds }
            let listed = folds.count <= 5 ? folds : Array(longest.prefix(4)).sorted { $0.start < $1.start }
            for f in listed {
                let outcome = f.committedAt.map { "committed half-opened at \(Self.ms($0)) ms" } ?? "not committed"
                // A fold with bands of its own holds for its own time (S7).
                let own = f.fold.map { device.bands(ofFold: $0).holdMilliseconds } ?? device.postures.holdMilliseconds
                let held = Self.ms(Swift.min(f.held, own))
                lines.append("    \(f.fold.map { "fold \($0 + 1), " } ?? "")\(Self.ms(f.start))–\(Self.ms(f.end)) ms: \(Self.ms(f.milliseconds)) ms in the band, held steady \(held) of \(Self.ms(own)) ms; \(outcome)")
            }
            if listed.count < folds.count {
                let rest = longest.dropFirst(listed.count)
                lines.append("    … and \(rest.count) shorter (\(Self.ms(rest.first?.milliseconds ?? 0)) ms at most), none committed")
            }
        }
        if let longest = story.longestTransition {
            let retargeted = longest.commits > 1 ? ", retargeted \(longest.commits - 1)×" : ""
            lines.append("  transitions: \(result.transitions); longest \(Self.ms(longest.milliseconds)) ms (\(Self.ms(longest.start))–\(Self.ms(longest.end)) ms, frames \(longest.firstFrame)–\(longest.lastFrame)) to \(longest.to.rawValue)\(retargeted)")
        } else {
            lines.append("  transitions: \(result.transitions)\(reduceMotion && !result.commits.isEmpty ? " (Reduce Motion: placed directly)" : "")")
        }
        if result.transients.isEmpty {
            lines.append("  transient layouts (< \(minimumFrames) frames): none")
        } else {
            for t in result.transients {
                lines.append("  transient layout: \(t.posture.rawValue) at \(Self.ms(t.startTime)) ms for \(t.frames) frame(s)")
            }
        }
        let counts = Dictionary(grouping: story.violations, by: \.rule).mapValues(\.count)
        let ids = MotionRules.all.map(\.id).filter { $0 != "M1" }
        let keys = ids + counts.keys.filter { !ids.contains($0) }.sorted { RuleBook.order($0) < RuleBook.order($1) }
        lines.append("  rule violations by frame: " + keys.map { "\($0) \(counts[$0] ?? 0)" }.joined(separator: ", "))
        let (everyFrame, settledOnly) = result.layoutRules
        if !everyFrame.isEmpty {
            let settled = settledOnly.isEmpty ? "" : " (\(settledOnly.joined(separator: ", ")) on settled frames only)"
            let broken = Set(story.violations.filter { $0.node != nil }.map(\.frame)).count
            lines.append("  layout rules: \(result.rows.count) frames checked with \(everyFrame.count) rules\(settled); "
                         + (broken == 0 ? "no frame breaks one" : "\(Self.count(broken, "frame")) break one"))
        }
        lines += Self.violationLines(story.violations).map { "    " + $0 }
        if device.postures.foldedBackFrom == nil, result.rows.contains(where: { $0.angle > 185 }) {
            lines.append("  note: \(device.name) has no folded-back band (postures.foldedBackFrom): angles past 180° read as flat")
        }
        lines.append("  verdict: \(story.verdict)")
        return lines.joined(separator: "\n")
    }

    /// How two runs of `--compare` differ, a few lines: commits, transition frames, suppressed raw
    /// changes, transient layouts and rule violations, side by side.
    public static func difference(_ a: SimulationResult, _ b: SimulationResult, labels: (String, String)) -> String {
        let sa = SimulationStory(a), sb = SimulationStory(b)
        func commits(_ r: SimulationResult) -> String {
            r.commits.isEmpty ? "none" : r.commits.map { "\($0.posture.rawValue) at \(ms($0.time)) ms" }.joined(separator: ", ")
        }
        func line(_ name: String, _ x: String, _ y: String) -> String {
            "  \(name): A \(x) · B \(y)" + (x == y ? " (same)" : "")
        }
        return [
            "compare \(labels.0) with \(labels.1):",
            line("commits", commits(a), commits(b)),
            line("frames in transition", String(a.rows.filter { $0.progress != nil }.count), String(b.rows.filter { $0.progress != nil }.count)),
            line("raw changes suppressed", "\(sa.suppressed) of \(sa.rawChanges)", "\(sb.suppressed) of \(sb.rawChanges)"),
            line("transient layouts", String(a.transients.count), String(b.transients.count)),
            line("rule violations", String(sa.violations.count), String(sb.violations.count)),
        ].joined(separator: "\n")
    }

    /// Each rule broken on the frames, a line per run of consecutive frames that break it at the same
    /// node: `L5 card, frames 24–35 (400–583 ms): <what the first of them shows>`; at most `limit` lines.
    public static func violationLines(_ violations: [FrameViolation], limit: Int = 12) -> [String] {
        struct Run {
            var rule: String, node: String?, first: FrameViolation, last: FrameViolation, count: Int
        }
        var runs: [Run] = []
        var open: [String: Int] = [:]
        for v in violations.sorted(by: { ($0.frame, $0.rule, $0.node ?? "") < ($1.frame, $1.rule, $1.node ?? "") }) {
            let key = v.rule + "\u{1}" + (v.node ?? "")
            if let i = open[key], runs[i].last.frame >= v.frame - 1 {
                if runs[i].last.frame != v.frame { runs[i].count += 1 }
                runs[i].last = v
            } else {
                open[key] = runs.count
                runs.append(Run(rule: v.rule, node: v.node, first: v, last: v, count: 1))
            }
        }
        var lines = runs.prefix(limit).map { r -> String in
            let frames = r.first.frame == r.last.frame
                ? "frame \(r.first.frame) (\(ms(r.first.time)) ms)"
                : "frames \(r.first.frame)–\(r.last.frame) (\(ms(r.first.time))–\(ms(r.last.time)) ms)"
            return "\(r.rule) \(r.node.map { "\($0), " } ?? "")\(frames): \(r.first.message)"
        }
        if runs.count > limit {
            lines.append("… and \(runs.count - limit) more (\(runs.dropFirst(limit).map(\.count).reduce(0, +)) frames; the timeline lists every one)")
        }
        return lines
    }

    /// Milliseconds, whole.
    static func ms(_ value: Double) -> String { value.isFinite ? String(Int(value.rounded())) : "?" }

    /// `1 change`, `3 changes`.
    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    /// 12345 as `12,345`.
    static func grouped(_ n: Int) -> String {
        let digits = String(abs(n))
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return n < 0 ? "-" + out : out
    }

    static func jsonEscape(_ s: String) -> String {
        s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    /// The filmstrip of a result (its layouts kept): the frames `filmstripFrames` picks, captioned
    /// with time, angle and posture. `frames` holds any already rendered; the rest are rendered one at
    /// a time as the sheet draws them, so only one full-size frame is in memory at once (every frame
    /// is the motion canvas's size).
    public func filmstrip(_ result: SimulationResult, frames: [Int: PixelBuffer] = [:], painter: Painter, scale: Double = 1) throws -> PixelBuffer {
        let picks = Self.filmstripFrames(result).filter { $0 < result.layouts.count || frames[$0] != nil }
        var largest = (width: 1, height: 1)
        if !picks.isEmpty {
            switch ImageSize.of(width: canvas.width, height: canvas.height, scale: scale) {
            case .success(let size): largest = (size.width, size.height)
            case .failure(let refusal): throw RenderError.cairo("the filmstrip's frames: the image " + refusal.text)
            }
        }
        let sheet = ContactSheet(columns: Swift.min(4, Swift.max(1, picks.count)), scale: 0.35 / scale,
                                 title: "\(gesture.name) on \(device.displayName)")
        return try sheet.compose(count: picks.count, largest: largest, text: painter.text) { (k: Int) throws(RenderError) -> ContactSheet.Cell in
            let i = picks[k]
            let image: PixelBuffer
            if let rendered = frames[i] { image = rendered } else { image = try render(result, frame: i, painter: painter, scale: scale) }
            let r = result.rows[i]
            let mark = r.committed.map { " · committed \($0.rawValue)" } ?? ""
            return ContactSheet.Cell(image: image, caption: "\(Self.ms(r.time)) ms · \(Self.angles(r)) · \(r.posture.rawValue)\(mark)")
        }
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
