import CreaseIO
import CreaseFixtures
import CreaseInput
import CreaseRandom
import FoldImage
import Foundation
import HabitDomain

/// `crease bench`: timings of the hot paths, each the median of repeated runs. Timings live here,
/// never in tests.
public enum Benchmarks {
    /// The median and the best of repeated runs (shared machines are noisy: both are reported).
    public struct Timing: Sendable {
        public var median: Duration
        public var best: Duration
        public var seconds: Double { median.seconds }

        public init(median: Duration, best: Duration) {
            self.median = median
            self.best = best
        }
    }

    public struct Result: Sendable {
        public var name: String
        public var median: Duration
        public var best: Duration?
        public var note: String

        public init(name: String, median timing: Timing, note: String) {
            self.name = name
            self.median = timing.median
            self.best = timing.best
            self.note = note
        }

        public init(name: String, duration: Duration, note: String) {
            self.name = name
            self.median = duration
            self.best = nil
            self.note = note
        }

        static func text(_ d: Duration) -> String {
            let us = Double(d.components.attoseconds) / 1e12 + Double(d.components.seconds) * 1e6
            return us >= 1000 ? String(format: "%.2f ms", us / 1000) : String(format: "%.1f µs", us)
        }

        /// Name, median, the best run in brackets (shared machines are noisy), and the note.
        public var line: String {
            let best = self.best.map { " (best \(Result.text($0)))" } ?? ""
            return name.padding(toLength: 58, withPad: " ", startingAt: 0) + Result.text(median).leftPad(12) + best
                + (note.isEmpty ? "" : "  " + note)
        }
    }

    /// The median and best wall time of `body` over `runs` runs, after one warm-up run. With a
    /// `batch` above 1 each run times that many calls back to back and reports their mean: a
    /// microsecond-scale body is then not measured against the clock's own cost and jitter.
    public static func measure(runs: Int, batch: Int = 1, _ body: () throws -> Void) rethrows -> Timing {
        let clock = ContinuousClock()
        try body()
        let calls = Swift.max(1, batch)
        var times: [Duration] = []
        for _ in 0..<Swift.max(1, runs) {
            times.append(try clock.measure { for _ in 0..<calls { try body() } } / calls)
        }
        times.sort()
        return Timing(median: times[times.count / 2], best: times[0])
    }

    /// Today's rows and every habit's progress and streak copy for one `now` (issue: under 5 ms for
    /// `many`), and how it grows with habits and years of history.
    public static func domain(fixtures: Fixtures) throws -> [Result] {
        let state = try fixtures.state("many")
        let now = state.now
        func work(_ p: Profile) {
            var sink = 0
            sink &+= p.today(now: now).rows.count
            for habit in p.habits {
                sink &+= p.weeklyProgressCopy(for: habit, now: now).count
                sink &+= (p.streak(for: habit, now: now).copy ?? "").count
            }
            if sink == -1 { print(sink) }
        }
        var results: [Result] = []
        let full = measure(runs: 30) { work(state.profile) }
        results.append(Result(name: "domain: many (200 habits, 10 years) Today + copy", median: full, note: "target < 5 ms"))
        for count in [10, 50, 100, 200] {
            var p = state.profile
            p.habits = Array(p.habits.prefix(count))
            let t = measure(runs: 30) { work(p) }
            results.append(Result(name: "domain: \(count) habits, 10 years", median: t, note: ""))
        }
        let today = state.today
        for years in [1, 2, 5, 10] {
            var p = state.profile
            let cutoff = today.adding(days: -365 * years)
            for habit in p.habits {
                var log = CheckInLog()
                for record in p.log(habit.id).records where record.day >= cutoff { log.set(record.count, on: record.day) }
                p.logs[habit.id] = log
            }
            let t = measure(runs: 30) { work(p) }
            results.append(Result(name: "domain: 200 habits, \(years) year\(years == 1 ? "" : "s") of history", median: t, note: ""))
        }
        return results
    }
}

extension String {
    func leftPad(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}

import FoldLayout
import FoldRender
import HabitScreens

extension Benchmarks {
    /// Solving the `typical` Habits spread on `surface-duo` with warm and cold text measurements, and
    /// how a long list grows.
    public static func layout(fixtures: Fixtures) throws -> [Result] {
        let state = try fixtures.state("typical")
        let device = try fixtures.device("surface-duo")
        let surface = Surface(device: device, posture: .spread, orientation: .upright)
        let context = ScreenContext(surface: surface, size: .L, state: state)
        let root = Screens.build(context)
        let engine = try TextEngine()
        let warm = CachingTextMeasurer(engine)
        let solver = LayoutSolver(measurer: warm)
        _ = solver.solve(root, bounds: surface.bounds)
        var results: [Result] = []
        let nodes = solver.solve(root, bounds: surface.bounds).nodes.count
        results.append(Result(name: "layout: typical spread, warm measurements (\(nodes) nodes)",
                              median: measure(runs: 100, batch: 50) { _ = solver.solve(root, bounds: surface.bounds) },
                              note: "target < 20 µs; mean of 50 solves, median of 100"))
        // What P11 adds to a solve: the paint plan and every node's visible region (issue 53).
        let book = HabitsRules.book
        results.append(Result(name: "layout: typical spread, warm, with visibility",
                              median: measure(runs: 100, batch: 50) {
                                  let solved = solver.solve(root, bounds: surface.bounds)
                                  _ = book.visibility(surface, solved)
                              }, note: "target < 25 µs; the solve and every node's visible region (P11)"))
        results.append(Result(name: "layout: typical spread, warm, each solve timed alone",
                              median: measure(runs: 1_000) { _ = solver.solve(root, bounds: surface.bounds) },
                              note: "median of 1,000 (includes the clock's own cost)"))
        results.append(Result(name: "layout: typical spread, cold measurements",
                              median: measure(runs: 20) {
                                  engine.clearLayoutCache()
                                  _ = LayoutSolver(measurer: CachingTextMeasurer(engine)).solve(root, bounds: surface.bounds)
                              }, note: "target < 2 ms"))
        // Hyphenation's own cost (issue 14): the same tree measured by an engine with no patterns, in
        // this run. The layouts are the same when no word of the tree needs a hyphen.
        let plainEngine = try TextEngine(hyphenation: HyphenationSet(entries: [], fallbackLanguage: "en-US"))
        let plainSolver = LayoutSolver(measurer: CachingTextMeasurer(plainEngine))
        let same = plainSolver.solve(root, bounds: surface.bounds) == solver.solve(root, bounds: surface.bounds)
        let sameNote = same ? "the same layout" : "a different layout (a word needs a hyphen)"
        results.append(Result(name: "layout: typical spread, warm, no hyphenation patterns",
                              median: measure(runs: 100, batch: 50) { _ = plainSolver.solve(root, bounds: surface.bounds) },
                              note: sameNote + "; compare with the warm line above"))
        results.append(Result(name: "layout: typical spread, cold, no hyphenation patterns",
                              median: measure(runs: 20) {
                                  plainEngine.clearLayoutCache()
                                  _ = LayoutSolver(measurer: CachingTextMeasurer(plainEngine)).solve(root, bounds: surface.bounds)
                              }, note: "compare with the cold line above"))
        results.append(Result(name: "layout: build + solve typical spread (screens from the domain)",
                              median: measure(runs: 50) {
                                  _ = solver.solve(Screens.build(context), bounds: surface.bounds)
                              }, note: ""))
        for count in [100, 1_000, 10_000] {
            var big = state
            let template = state.profile.pageOrder
            big.profile.habits = (0..<count).map { i in
                var h = template[i % template.count]
                h.id = UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", i)) ?? UUID()
                h.name = "\(h.name) \(i)"
                h.order = i
                return h
            }
            let ctx = ScreenContext(surface: surface, size: .L, state: big)
            let bigRoot = Screens.build(ctx)
            let approx = LayoutSolver(measurer: CachingTextMeasurer(engine))
            _ = approx.solve(bigRoot, bounds: surface.bounds)
            let t = measure(runs: 11) { _ = approx.solve(bigRoot, bounds: surface.bounds) }
            let perRow = t.seconds * 1e6 / Double(count)
            results.append(Result(name: "layout: \(count) habits, warm", median: t, note: String(format: "%.2f µs per row", perRow)))
        }
        return results
    }
}

import FoldMotion

extension Benchmarks {
    /// A 10-second gesture at 120 fps: debounce, layout (solved once per posture), interpolation and
    /// the layout rules on every frame, no rendering (issue target: under 20 ms); then the same run
    /// without the layout rules, to show what checking every frame costs.
    public static func simulation(fixtures: Fixtures) throws -> [Result] {
        var gesture = try fixtures.gesture("unfold")
        gesture.noise = Gesture.Noise(amplitude: 3, seed: 11)
        gesture.segments = []
        while gesture.duration < 10_000 {
            gesture.segments += [.sweep(to: 180, ms: 400), .hold(ms: 900), .sweep(to: 100, ms: 300), .hold(ms: 800),
                                 .sweep(to: 0, ms: 400), .hold(ms: 500)]
        }
        let sim = Simulate(device: try fixtures.device("surface-duo"), state: try fixtures.state("typical"), gesture: gesture, fps: 120)
        let measurer = try Pipeline().measuring
        let frames = gesture.samples(fps: 120).count
        var commits = 0
        let t = try measure(runs: 10) { commits = try sim.run(measurer: measurer).commits.count }
        var unchecked = sim
        unchecked.rules = nil
        let u = try measure(runs: 10) { _ = try unchecked.run(measurer: measurer) }
        return [Result(name: "simulate: \(frames) frames at 120 fps (\(commits) commits), no rendering", median: t,
                       note: String(format: "%.0f frames/s, target < 20 ms; L rules on every frame", Double(frames) / t.seconds)),
                Result(name: "simulate: the same without the L rules", median: u,
                       note: String(format: "%.0f frames/s", Double(frames) / u.seconds))]
    }
}

extension Benchmarks {
    /// Render + PNG encode of the `typical` spread on `surface-duo` at 1× and 3× (target: under 5 ms
    /// per 1× state), split into layout, paint and encode; then, unless `includingHistory` is false, the
    /// `history` group (the year grid), so `crease bench --only render` reports it before the command
    /// line has a group of that name.
    public static func render(fixtures: Fixtures, includingHistory: Bool = true) throws -> [Result] {
        let state = try fixtures.state("typical")
        let device = try fixtures.device("surface-duo")
        let pipeline = try Pipeline()
        var results: [Result] = []
        for scale in [1.0, 3.0] {
            let request = RenderRequest(posture: .spread, options: RenderOptions(scale: scale))
            let (surface, layout) = pipeline.solve(state, on: device, request)
            var image = try pipeline.painter.render(surface, layout, options: request.options)
            let paint = try measure(runs: 20) { image = try pipeline.painter.render(surface, layout, options: request.options) }
            let encode = measure(runs: 20) { _ = PNGCodec.encode(image) }
            let total = try measure(runs: 20) { _ = PNGCodec.encode(try pipeline.render(state, on: device, request)) }
            let label = "render: typical spread on surface-duo @\(Int(scale))x"
            results.append(Result(name: label + " (layout + paint + encode)", median: total,
                                  note: scale == 1 ? "target < 5 ms (issue 19)" : "\(image.width)×\(image.height) px"))
            results.append(Result(name: label + ", paint only", median: paint, note: ""))
            results.append(Result(name: label + ", PNG encode only", median: encode, note: ""))
        }
        if includingHistory { results += try history(fixtures: fixtures) }
        return results
    }
}

extension Benchmarks {
    /// The edit journal and backups (issue 17): merging two 100,000-edit journals (target < 200 ms)
    /// and exporting a backup of `many`, 200 habits × 10 years (target < 100 ms).
    public static func journal(fixtures: Fixtures) throws -> [Result] {
        var results: [Result] = []
        let (_, a, b) = generatedJournals(edits: 100_000, overlap: 50_000, seed: 0xC4EA5E)
        let merged = try a.merged(with: b)
        let overlapping = try measure(runs: 11) { _ = try a.merged(with: b) }
        results.append(Result(name: "journal: merge two 100,000-edit journals (50,000 shared)", median: overlapping,
                              note: "\(merged.edits.count) edits after; target < 200 ms"))
        let (_, c, d) = generatedJournals(edits: 100_000, overlap: 0, seed: 0xD15)
        let disjoint = try measure(runs: 11) { _ = try c.merged(with: d) }
        results.append(Result(name: "journal: merge two 100,000-edit journals (none shared)", median: disjoint, note: "target < 200 ms"))
        results.append(Result(name: "journal: replay the merged 150,000-edit journal", median: measure(runs: 5) { _ = merged.replay() }, note: ""))

        let url = try fixtures.url("many", kind: .datasets, label: "--dataset")
        let profile = try JSONInput.load(Profile.self, from: url)
        let exported = Date(timeIntervalSince1970: 1_764_000_000)
        var bytes = 0
        let export = try measure(runs: 21) { bytes = try Backup(exported: exported, profile: profile).encoded().count }
        results.append(Result(name: "backup: export many (200 habits, 10 years) to JSON", median: export,
                              note: String(format: "%.0f KB; target < 100 ms", Double(bytes) / 1024)))
        var stamper = EditStamper(clock: { exported }, seed: 1)
        let journal = Journal.start(from: profile, stamper: &stamper)
        let withJournal = try measure(runs: 21) { bytes = try Backup(exported: exported, profile: profile, journal: journal).encoded().count }
        results.append(Result(name: "backup: export many with its journal", median: withJournal,
                              note: String(format: "%.0f KB", Double(bytes) / 1024)))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crease-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = try Backup(exported: exported, profile: profile).encoded()
        let target = folder.appendingPathComponent("many-backup.json")
        results.append(Result(name: "backup: atomic write of many's backup (fsync, rename)",
                              median: try measure(runs: 11) { try AtomicFile.write(data, to: target) }, note: ""))
        return results
    }

    /// Two devices' journals of `edits` edits each, `overlap` of them shared: check-ins, removals,
    /// notes, property and archive edits and a few deletions over 40 habits, at seeded random times.
    static func generatedJournals(edits: Int, overlap: Int, seed: UInt64) -> (shared: Journal, a: Journal, b: Journal) {
        var rng = SeededRandom(seed: seed)
        let account = "acct-bench"
        var base = Profile(account: account, timeZone: TimeZone(identifier: "Europe/Berlin") ?? .gmt, locale: "en_GB")
        let start = DayKey(year: 2022, month: 1, day: 8) ?? DayKey(Date(timeIntervalSince1970: 1_641_600_000), in: .gmt)
        for n in 0..<40 {
            base.habits.append(Habit(id: UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", n)) ?? UUID(), name: "Habit \(n)",
                                     cadence: .daily, partOfDay: .morning, createdAt: nil, startDay: start, order: n))
        }
        var stamper = EditStamper(clock: { Date(timeIntervalSince1970: 1_700_000_000) }, seed: seed)
        let root = Journal.start(from: base, stamper: &stamper)
        let generation = root.currentGeneration?.id ?? UUID()
        let t0: Int64 = 1_700_000_000_000
        func make(_ count: Int, _ rng: inout SeededRandom) -> [Edit] {
            var out: [Edit] = []
            out.reserveCapacity(count)
            var recent: [(UUID, UUID, DayKey)] = []
            for _ in 0..<count {
                let habit = base.habits[Int(rng.next() % 40)].id
                let day = start.adding(days: Int(rng.next() % 3650))
                let id = UUID(uuid: withUnsafeBytes(of: (rng.next(), rng.next())) { raw in
                    (raw[0], raw[1], raw[2], raw[3], raw[4], raw[5], raw[6], raw[7], raw[8], raw[9], raw[10], raw[11], raw[12], raw[13], raw[14], raw[15])
                })
                let change: EditChange
                switch rng.next() % 100 {
                case 0..<70:
                    change = .addCheckIns(habit, day: day, count: 1)
                    recent.append((id, habit, day))
                    if recent.count > 64 { recent.removeFirst() }
                case 70..<80:
                    if let (added, h, d) = recent.randomElement(using: &rng) {
                        change = .removeCheckIns(h, day: d, additions: [added])
                    } else {
                        change = .addCheckIns(habit, day: day, count: 1)
                    }
                case 80..<90: change = .setNote(habit, day: day, text: "Note \(rng.next() % 1000)")
                case 90..<96: change = .editHabit(habit, [.name("Habit \(rng.next() % 1000)")])
                case 96..<99: change = .setArchived(habit, archived: rng.next() % 2 == 0, separately: false)
                default: change = rng.next() % 50 == 0 ? .deleteHabit(habit) : .setSettings(ModuleSettings(enabled: true))
                }
                out.append(Edit(id: id, at: t0 + Int64(rng.next() % 86_400_000), generation: generation, change: change))
            }
            return out
        }
        let common = make(overlap, &rng)
        let shared = Journal(account: account, edits: root.edits + common)
        let a = Journal(account: account, edits: shared.edits + make(edits - overlap, &rng))
        let b = Journal(account: account, edits: shared.edits + make(edits - overlap, &rng))
        return (shared, a, b)
    }

    /// PNG decoding of every reference in the package's `Snapshots/` (files read first; decoding
    /// alone is timed), and encoding the `typical` spread at 1× and 3×.
    public static func png(fixtures: Fixtures, package root: URL) throws -> [Result] {
        let folder = root.appendingPathComponent("Snapshots")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".png") }.sorted()
        var files: [Data] = []
        for name in names { files.append(try Data(contentsOf: folder.appendingPathComponent(name))) }
        var results: [Result] = []
        if !files.isEmpty {
            var pixels = 0
            for file in files { pixels += try PNGCodec.decode(file).rgba.count / 4 }
            let bytes = files.reduce(0) { $0 + $1.count }
            let t = try measure(runs: 15) { for file in files { _ = try PNGCodec.decode(file) } }
            results.append(Result(name: "png: decode every reference (\(files.count) files)", median: t,
                                  note: String(format: "%.0f MP/s, %.0f MB/s of PNG", Double(pixels) / t.seconds / 1e6,
                                               Double(bytes) / t.seconds / 1e6)))
        }
        let pipeline = try Pipeline()
        let state = try fixtures.state("typical")
        let device = try fixtures.device("surface-duo")
        for scale in [1.0, 3.0] {
            let image = try pipeline.render(state, on: device, RenderRequest(posture: .spread, options: RenderOptions(scale: scale)))
            var size = 0
            let t = measure(runs: scale == 1 ? 50 : 15) { size = PNGCodec.encode(image).count }
            results.append(Result(name: "png: encode typical spread @\(Int(scale))x (\(image.width)×\(image.height))", median: t,
                                  note: "\(size) bytes"))
        }
        return results
    }
}

extension Benchmarks {
    /// The solver on the layout fixtures the solver's tests check (`Tests/FoldLayoutTests/LayoutFixtures`):
    /// each solved warm, left to right.
    public static func layoutFixtures(folder: URL) throws -> [Result] {
        try LayoutFixture.load(folder: folder).map { fixture in
            let root = fixture.tree.node
            let solver = LayoutSolver(measurer: ApproximateTextMeasurer(advance: fixture.measurer.advance, lineHeight: fixture.measurer.lineHeight))
            return Result(name: "layout fixture: \(fixture.name) (\(root.subtreeCount) nodes)",
                          median: measure(runs: 100, batch: 50) { _ = solver.solve(root, bounds: fixture.bounds) }, note: "")
        }
    }
}

extension Benchmarks {
    /// The full year grid of one habit of `many` (ten years of history) on `iphone` at 3× (W2; issue 18's
    /// target: rendering under 50 ms), split into building and solving the screen, painting, and PNG encoding.
    public static func history(fixtures: Fixtures) throws -> [Result] {
        let state = try fixtures.state("history-many")
        let host = SurfaceHost.device(try fixtures.device("iphone"))
        let pipeline = try Pipeline()
        let request = RenderRequest(posture: .cover, options: RenderOptions(scale: 3))
        let (surface, layout) = pipeline.solve(state, on: host, request)
        let cells = layout.nodes(role: .historyYearDay).count
        var image = try pipeline.render(state, on: host, request)
        let size = "\(cells) days, \(image.width)×\(image.height) px"
        var results: [Result] = []
        results.append(Result(name: "history: year grid of many @3x, render (build+solve+paint)",
                              median: try measure(runs: 30) { image = try pipeline.render(state, on: host, request) },
                              note: size + "; target < 50 ms"))
        results.append(Result(name: "history: year grid of many @3x, build + solve",
                              median: measure(runs: 30) { _ = pipeline.solve(state, on: host, request) }, note: ""))
        results.append(Result(name: "history: year grid of many @3x, paint",
                              median: try measure(runs: 30) { image = try pipeline.painter.render(surface, layout, options: request.options) },
                              note: ""))
        results.append(Result(name: "history: year grid of many @3x, PNG encode", median: measure(runs: 30) { _ = PNGCodec.encode(image) },
                              note: ""))
        results.append(Result(name: "history: year grid of many @3x, render + PNG encode",
                              median: try measure(runs: 30) { _ = PNGCodec.encode(try pipeline.render(state, on: host, request)) }, note: ""))
        let zone = state.profile.timeZone
        results.append(Result(name: "history: the days of a year in the profile's zone",
                              median: measure(runs: 30) { _ = DayKey.days(ofYear: 2026, existingIn: zone) }, note: zone.identifier))
        return results
    }
}
