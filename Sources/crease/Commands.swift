import CreaseInput
import CreaseKit
import FoldLayout
import FoldRender
import FoldSnapshot
import Foundation
import HabitDomain

/// A subcommand: its spec and what it does. Failures throw errors whose description is one sentence.
struct Command {
    var spec: CommandSpec
    var run: @MainActor (ParsedArguments) throws -> Int32
    /// Commands named by the next word (`crease bench diff`); their spec names carry both words.
    var subcommands: [Command] = []
}

@MainActor
enum Commands {
    static let all: [Command] = [render, inspect, simulate, export, lint, snapshot, diff, devices, bench]

    static var overview: String {
        var lines = ["crease — lay out and render the Kept Habits screens on foldable devices", "",
                     "USAGE: crease <command> [options]", "", "COMMANDS:"]
        for c in all { lines.append("  " + c.spec.name.padding(toLength: 12, withPad: " ", startingAt: 0) + c.spec.summary) }
        lines += ["", "Run 'crease <command> --help' for a command's options.",
                  "Bad input prints one line naming the file and field and exits 2."]
        return lines.joined(separator: "\n")
    }

    static let stateOptions: [OptionSpec] = [
        OptionSpec(name: "device", value: "name|file", help: "A bundled device (Fixtures/devices/<name>.json) or a device file."),
        OptionSpec(name: "posture", value: "posture", help: "cover, spread or half-opened."),
        OptionSpec(name: "scenario", value: "name|file", help: "A bundled scenario (Fixtures/scenarios/<name>.json) or a scenario file."),
        OptionSpec(name: "orientation", value: "orientation", help: "upright or landscape.", defaultValue: "upright"),
        OptionSpec(name: "size", value: "size", help: "Text size: xS, S, M, L, xL, xxL, xxxL, AX1 … AX5.", defaultValue: "L"),
    ]

    static func request(_ args: ParsedArguments) throws(InputError) -> RenderRequest {
        let posture = try choice(try args.required("posture"), option: "posture", default: Posture.cover,
                                 parse: Posture.init(argument:), choices: "cover, spread, half-opened")
        let orientation = try choice(args.value("orientation"), option: "orientation", default: Orientation.upright,
                                     parse: Orientation.init(rawValue:), choices: "upright, landscape")
        let size = try choice(args.value("size"), option: "size", default: ContentSize.L,
                              parse: ContentSize.init(argument:), choices: "xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5")
        let appearance = try choice(args.value("appearance"), option: "appearance", default: Appearance.light,
                                    parse: Appearance.init(rawValue:), choices: "light, dark")
        let scale = try args.scale()
        return RenderRequest(posture: posture, orientation: orientation, size: size,
                             options: RenderOptions(scale: scale, appearance: appearance, guides: args.flag("guides")))
    }

    static let render = Command(
        spec: CommandSpec(
            name: "render",
            summary: "Render one scenario state on a device to a PNG.",
            options: stateOptions + [
                OptionSpec(name: "appearance", value: "appearance", help: "light or dark.", defaultValue: "light"),
                OptionSpec(name: "scale", value: "n", help: "Pixels per point: 1, 2 or 3.", defaultValue: "1"),
                OptionSpec(name: "guides", value: nil, help: "Overlay the design-review guides (safe areas, rail, dock, fold, card, first lines, touch targets)."),
                OptionSpec(name: "output", value: "file.png", help: "Where to write the PNG (written atomically)."),
            ],
            discussion: "The image is the active display in that posture: its size in points times --scale."
        ),
        run: { args in
            let fixtures = Fixtures.locate()
            let device = try fixtures.device(try args.required("device"))
            let state = try fixtures.state(try args.required("scenario"))
            let request = try request(args)
            let output = try args.required("output")
            guard output.hasSuffix(".png") else { throw InputError(file: "--output", message: "must name a .png file (got \(output))") }
            let pipeline = try Pipeline()
            try pipeline.renderPNG(state, on: device, request, to: URL(fileURLWithPath: output))
            print(output)
            return 0
        }
    )

    static let inspect = Command(
        spec: CommandSpec(
            name: "inspect",
            summary: "Print the domain's view of a scenario and, with --device and --posture, its layout.",
            options: [
                OptionSpec(name: "scenario", value: "name|file", help: "A bundled scenario or a scenario file."),
                OptionSpec(name: "at", value: "instant", help: "An ISO 8601 instant to use instead of the scenario's 'now'."),
                OptionSpec(name: "device", value: "name|file", help: "Add the layout on this device."),
                OptionSpec(name: "posture", value: "posture", help: "cover, spread or half-opened (with --device).", defaultValue: "spread"),
                OptionSpec(name: "orientation", value: "orientation", help: "upright or landscape.", defaultValue: "upright"),
                OptionSpec(name: "size", value: "size", help: "Text size: xS … xxxL, AX1 … AX5.", defaultValue: "L"),
                OptionSpec(name: "json", value: nil, help: "Print JSON (the only format for now)."),
            ],
            discussion: "Frames are [x, y, width, height] in points, origin at the active display's top left."
        ),
        run: { args in
            let fixtures = Fixtures.locate()
            var state = try fixtures.state(try args.required("scenario"))
            if let raw = args.value("at") {
                guard let instant = ISOInstant.parse(raw) else {
                    throw InputError(file: "--at", message: "'\(raw)' is not an ISO 8601 instant")
                }
                state.now = instant
            }
            var inspection = Inspection(state: state)
            if let deviceName = args.value("device") {
                let device = try fixtures.device(deviceName)
                var parsed = args
                if parsed.value("posture") == nil { parsed.values["posture"] = ["spread"] }
                let request = try request(parsed)
                let (surface, solved) = try Pipeline().solve(state, on: device, request)
                inspection.add(surface, solved, size: request.size)
            }
            print(inspection.json())
            return 0
        }
    )

    static let export = Command(
        spec: CommandSpec(
            name: "export",
            summary: "Export the design review: a PNG for every state of the bundled fixtures.",
            options: [
                OptionSpec(name: "output", value: "dir", help: "Folder to write into; nothing is written outside it."),
                OptionSpec(name: "devices", value: "list", help: "Comma-separated devices.", defaultValue: "every bundled device"),
                OptionSpec(name: "scenarios", value: "list", help: "Comma-separated scenarios.", defaultValue: "every bundled scenario"),
                OptionSpec(name: "postures", value: "list", help: "Comma-separated postures.", defaultValue: "every posture the device has"),
                OptionSpec(name: "orientations", value: "list", help: "upright and/or landscape.", defaultValue: "upright"),
                OptionSpec(name: "sizes", value: "list", help: "Comma-separated text sizes.", defaultValue: "L,AX5"),
                OptionSpec(name: "appearances", value: "list", help: "light and/or dark.", defaultValue: "light,dark"),
                OptionSpec(name: "scale", value: "n", help: "Pixels per point: 1, 2 or 3.", defaultValue: "1"),
                OptionSpec(name: "guides", value: nil, help: "Overlay the design-review guides."),
            ]
        ),
        run: { args in
            let fixtures = Fixtures.locate()
            let output = URL(fileURLWithPath: try args.required("output"))
            let export = Export(output: output, matrix: StateMatrix(
                devices: args.names("devices", or: fixtures.names(.devices)),
                scenarios: args.names("scenarios", or: fixtures.names(.scenarios)),
                postures: args.values("postures").isEmpty ? nil
                    : try args.list("postures", default: [], parse: Posture.init(argument:), choices: "cover, spread, half-opened"),
                orientations: try args.list("orientations", default: [.upright], parse: Orientation.init(rawValue:), choices: "upright, landscape"),
                sizes: try args.list("sizes", default: [.L, .AX5], parse: ContentSize.init(argument:), choices: "xS … xxxL, AX1 … AX5"),
                appearances: try args.list("appearances", default: [.light, .dark], parse: Appearance.init(rawValue:), choices: "light, dark"),
                scale: Int(try args.scale())),
                guides: args.flag("guides"))
            let started = Date()
            let written = try export.run(fixtures: fixtures, progress: Progress.line)
            Progress.finish()
            let seconds = Date().timeIntervalSince(started)
            print("Wrote \(written.items.count) images and \(written.sheets.count) contact sheets in \(String(format: "%.1f", seconds)) s")
            print("Open \(written.index.path)")
            return 0
        }
    )

    static let lint = Command(
        spec: CommandSpec(
            name: "lint",
            summary: "Check the L rules over every device × posture × orientation × size × scenario.",
            options: [
                OptionSpec(name: "devices", value: "list", help: "Comma-separated devices.", defaultValue: "every bundled device"),
                OptionSpec(name: "scenarios", value: "list", help: "Comma-separated scenarios.", defaultValue: "every bundled scenario"),
                OptionSpec(name: "sizes", value: "list", help: "Comma-separated text sizes.", defaultValue: "all 12"),
                OptionSpec(name: "orientations", value: "list", help: "upright and/or landscape.", defaultValue: "both"),
            ],
            discussion: "Exits 1 and lists each violation with its state, rule and node when any rule is broken."
        ),
        run: { args in
            let fixtures = Fixtures.locate()
            let lint = Lint(devices: args.names("devices", or: fixtures.names(.devices)),
                            scenarios: args.names("scenarios", or: fixtures.names(.scenarios)),
                            sizes: try args.list("sizes", default: ContentSize.allCases, parse: ContentSize.init(argument:), choices: "xS … xxxL, AX1 … AX5"),
                            orientations: try args.list("orientations", default: Orientation.allCases, parse: Orientation.init(rawValue:), choices: "upright, landscape"))
            let (count, findings) = try lint.run(fixtures: fixtures, progress: Progress.line)
            Progress.finish()
            for finding in findings { print(finding) }
            print("\(count) layouts checked, \(findings.count) violation\(findings.count == 1 ? "" : "s")")
            return findings.isEmpty ? 0 : 1
        }
    )

    static let bench = Command(
        spec: CommandSpec(
            name: "bench",
            summary: "Time the hot paths (run it in release: swift run -c release crease bench).",
            options: [OptionSpec(name: "only", value: "list", help: "Comma-separated groups: domain, layout, simulate, render, png, compare.", defaultValue: "all")],
            discussion: "'crease bench diff <a.png> <b.png>' times the comparison of any two files (see crease bench diff --help)."
        ),
        run: { args in
            let fixtures = Fixtures.locate()
            let only = Set(args.values("only"))
            func wanted(_ group: String) -> Bool { only.isEmpty || only.contains(group) }
            #if DEBUG
            print("note: this is a debug build; figures are only meaningful with -c release")
            #endif
            if wanted("domain") { for r in try Benchmarks.domain(fixtures: fixtures) { print(r.line) } }
            if wanted("layout") { for r in try Benchmarks.layout(fixtures: fixtures) { print(r.line) } }
            if wanted("simulate") { for r in try Benchmarks.simulation(fixtures: fixtures) { print(r.line) } }
            if wanted("render") { for r in try Benchmarks.render(fixtures: fixtures) { print(r.line) } }
            if wanted("png") { for r in try Benchmarks.png(fixtures: fixtures) { print(r.line) } }
            if wanted("compare") {
                let conformance = fixtures.root.deletingLastPathComponent()
                    .appendingPathComponent("Tests/FoldSnapshotTests/Conformance/pixelmatch")
                let present = FileManager.default.fileExists(atPath: conformance.appendingPathComponent("4a.png").path)
                for r in try CompareBenchmarks.run(fixtures: fixtures, conformance: present ? conformance : nil) { print(r.line) }
                print("(pixelmatch's figures on the same pairs: Scripts/compare-with-pixelmatch.sh)")
            }
            return 0
        },
        subcommands: [benchDiff]
    )

    static let benchDiff = Command(
        spec: CommandSpec(
            name: "bench diff",
            summary: "Time the comparison of two PNGs (decoding excluded): median and best of N runs, in MP/s.",
            positionals: [("a.png", "The expected image."), ("b.png", "The actual image.")],
            options: [
                OptionSpec(name: "threshold", value: "t", help: "Colour threshold 0…1; smaller is stricter.", defaultValue: "0.1"),
                OptionSpec(name: "include-aa", value: nil, help: "Count anti-aliased pixels as differences."),
                OptionSpec(name: "runs", value: "n", help: "Timed runs after one warm-up run.", defaultValue: "30"),
                OptionSpec(name: "json", value: nil, help: "Print one JSON object: width, height, mismatched, runs, medianMs, bestMs, medianMPs, bestMPs."),
            ],
            discussion: "The same pair through pixelmatch: Scripts/compare-with-pixelmatch.sh. Run it in release."
        ),
        run: { args in
            var options = ImageComparison.Options()
            if let t = args.value("threshold") {
                guard let v = Double(t), v.isFinite, (0...1).contains(v) else { throw InputError(file: "--threshold", message: "'\(t)' is not a number from 0 to 1") }
                options.threshold = v
            }
            options.includeAA = args.flag("include-aa")
            var runs = 30
            if let r = args.value("runs") {
                guard let n = Int(r), (1...100_000).contains(n) else { throw InputError(file: "--runs", message: "'\(r)' is not a whole number from 1 to 100000") }
                runs = n
            }
            let a = try PNGCodec.read(URL(fileURLWithPath: args.positionals[0]))
            let b = try PNGCodec.read(URL(fileURLWithPath: args.positionals[1]))
            let t: CompareBenchmarks.PairTiming
            do { t = try CompareBenchmarks.time(a, b, comparison: ImageComparison(options: options), runs: runs) } catch {
                throw InputError(file: "\(args.positionals[0]), \(args.positionals[1])", message: "\(error)")
            }
            let ms = { (d: Duration) in Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15 }
            if args.flag("json") {
                print(String(format: "{\"width\": %d, \"height\": %d, \"mismatched\": %d, \"runs\": %d, \"medianMs\": %.4f, \"bestMs\": %.4f, \"medianMPs\": %.1f, \"bestMPs\": %.1f}",
                             t.width, t.height, t.mismatched, t.runs, ms(t.timing.median), ms(t.timing.best), t.medianRate, t.bestRate))
            } else {
                #if DEBUG
                print("note: this is a debug build; figures are only meaningful with -c release")
                #endif
                print("\(t.width)×\(t.height), \(t.mismatched) differing pixels; compare (decode excluded) over \(t.runs) runs:")
                print(String(format: "median %.3f ms, best %.3f ms: ", ms(t.timing.median), ms(t.timing.best)) + t.rateText)
            }
            return 0
        }
    )

    static let devices = Command(
        spec: CommandSpec(
            name: "devices",
            summary: "List the bundled device profiles with their figures.",
            options: [OptionSpec(name: "json", value: nil, help: "Print the profiles as JSON.")]
        ),
        run: { args in
            let fixtures = Fixtures.locate()
            var profiles: [DeviceProfile] = []
            for name in fixtures.names(.devices) { profiles.append(try fixtures.device(name)) }
            if args.flag("json") {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                print(String(decoding: try encoder.encode(profiles), as: UTF8.self))
                return 0
            }
            for p in profiles { print(DeviceSummary.line(p)) }
            return 0
        }
    )
}

/// One line per device: cover and spread sizes, the fold, scale and shell figures.
enum DeviceSummary {
    static func line(_ p: DeviceProfile) -> String {
        var parts = ["\(p.name.padding(toLength: 18, withPad: " ", startingAt: 0))",
                     "cover \(fmt(p.cover.width))×\(fmt(p.cover.height))"]
        if let inner = p.inner, let fold = p.fold {
            parts.append("spread \(fmt(inner.width))×\(fmt(inner.height))")
            let kind = fold.width > 0 ? "hinge \(fmt(fold.width)) wide" : "crease"
            parts.append("\(fold.axis.rawValue) \(kind) at \(fmt(fold.position)), clearance \(fmt(fold.clearance))")
        } else {
            parts.append("single screen")
        }
        parts.append("@\(fmt(p.scale))x")
        parts.append("rail \(fmt(p.shell.railHeight)), dock \(fmt(p.shell.dockWidth))")
        return parts.joined(separator: "  ")
    }
}

/// A single progress line on the terminal, rewritten in place.
/// On a terminal the line is rewritten in place; elsewhere (CI logs) a line is printed every tenth.
enum Progress {
    @Sendable static func line(_ done: Int, _ total: Int) {
        if isatty(2) != 0 {
            FileHandle.standardError.write(Data("\r\(done)/\(total) states".utf8))
        } else if done == total || done % Swift.max(1, total / 10) == 0 {
            FileHandle.standardError.write(Data("\(done)/\(total) states\n".utf8))
        }
    }
    static func finish() { if isatty(2) != 0 { FileHandle.standardError.write(Data("\n".utf8)) } }
}
