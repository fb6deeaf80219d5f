import CreaseInput
import CreaseRandom
import CreaseTestSupport
import FoldLayout
import Foundation
import Testing
@testable import FoldMotion

/// S7 in motion: each fold of a tri-fold has its own hinge sensor, bands and debouncer, and the device
/// shows the posture their committed postures make together.
@Suite struct SeveralFoldsMotionTests {
    /// Two creases on a 900×600 inner display; fold 1 may have bands of its own.
    static func device(second: DeviceProfile.PostureBands? = nil, first: DeviceProfile.PostureBands = DeviceProfile.PostureBands()) -> DeviceProfile {
        let inner = DeviceProfile.Display(width: 900, height: 600, cornerRadius: 0, safeArea: DeviceProfile.SafeAreas(upright: .zero, landscape: .zero))
        let cover = DeviceProfile.Display(width: 300, height: 600, cornerRadius: 0, safeArea: DeviceProfile.SafeAreas(upright: .zero, landscape: .zero))
        return DeviceProfile(name: "two-creases", displayName: "Two creases", scale: 2, cover: cover, inner: inner, fold: nil,
                             folds: [DeviceProfile.Fold(axis: .vertical, position: 300, width: 0, clearance: 8),
                                     DeviceProfile.Fold(axis: .vertical, position: 600, width: 0, clearance: 8, postures: second)],
                             shell: DeviceProfile.Shell(railHeight: 0, dockWidth: 0, dockMargin: 0, pageMargin: 0), postures: first)
    }

    static func run(_ gesture: Gesture, on device: DeviceProfile, initial: Posture? = nil) throws -> SimulationResult {
        try Simulator(device: device).run(gesture, initial: initial) { _ in SolvedLayout(bounds: .zero, nodes: [], regions: []) }
    }

    /// The posture the folds show together, stated apart from `Simulator.combined`: the inner display is
    /// on only while no fold is closed or folded back; then half opened if any fold is held so.
    static func together(_ postures: [Posture]) -> Posture {
        if postures.contains(where: { $0 == .cover }) { return .cover }
        return postures.allSatisfy { $0 == .spread } ? .spread : .halfOpened
    }

    @Test("S7: a sweep naming a fold moves that fold only; the other holds, each with noise of its own")
    func sweepsPerFold() throws {
        let g = Gesture(name: "g", start: 0, segments: [.sweep(to: 180, ms: 500, fold: 0), .sweep(to: 120, ms: 500, fold: 1), .sweep(to: 170, ms: 200)],
                        noise: Gesture.Noise(amplitude: 1, seed: 3))
        let first = g.samples(fps: 60), second = g.samples(fps: 60, fold: 1)
        #expect(first.count == second.count)
        #expect(g.angle(at: 500, fold: 1) == 0 && g.angle(at: 1000, fold: 0) == 180)
        #expect(g.angle(at: 1000, fold: 1) == 120 && g.angle(at: 1200, fold: 0) == 170 && g.angle(at: 1200, fold: 1) == 170)
        #expect(zip(first, second).contains { $0.angle != $1.angle && $0.time < 400 && $1.angle < 2 }, "each fold's sensor has its own noise")
        #expect(g.foldsMoved == 2)
        #expect(Gesture(name: "all", start: 0, segments: [.sweep(to: 180, ms: 100)]).foldsMoved == 1)
    }

    @Test("S7: the bundled tri-fold unfolding stays on the cover until the second fold opens, holds the second fold's partial fold half opened, then lies flat")
    func bundledUnfold() throws {
        let device = try JSONInput.load(DeviceProfile.self, from: TestSupport.fixtureURL("galaxy-z-trifold", .devices))
        let gesture = try JSONInput.load(Gesture.self, from: TestSupport.fixtureURL("trifold-unfold", .gestures))
        let r = try Self.run(gesture, on: device)
        #expect(r.commits.map(\.posture) == [.halfOpened, .spread])
        for row in r.rows {
            let folds = try #require(row.folds)
            #expect(folds.count == 2)
            #expect(row.posture == Self.together(folds.map(\.posture)), "frame \(row.frame)")
            #expect(row.angle == folds[0].angle && row.rawPosture == folds[0].rawPosture)
        }
        // The first fold lies open while the second is still closed: the cover stays on.
        let openOnOne = try #require(r.rows.last { $0.folds?[0].rawPosture == .flat && $0.folds?[1].rawPosture == .closed })
        #expect(openOnOne.posture == .cover && openOnOne.folds?[0].posture == .spread)
        // Half opened: the second fold's own, while the first stays flat (drawn and reported per fold).
        let half = try #require(r.rows.first { $0.posture == .halfOpened })
        #expect(half.folds?.map(\.posture) == [.spread, .halfOpened])
        #expect(half.folds?.map(\.deviceFold) == [.flat, .halfOpened])
        // The story tells each fold's partial folds: the first fold's sweep through its band, never held, and
        // the second fold's hold, which committed half-opened on the frame the device did.
        let story = SimulationStory(r)
        #expect(story.partialFolds.map(\.fold) == [0, 1])
        #expect(story.partialFolds[0].committedAt == nil)
        #expect(story.partialFolds[1].committedAt == half.time && story.partialFolds[1].held >= device.postures.holdMilliseconds)
    }

    @Test("S7, M1, M7: over 2,000 seeded two-fold gestures with random bands per fold, each fold commits what a debouncer of its own sensor alone commits, and the device shows their postures together")
    func foldsAreIndependent() throws {
        var covered = Set<Posture>()
        for seed in 0..<UInt64(2_000) {
            var rng = SeededRandom(seed: 0x57 &+ seed &* 0x9E37_79B9)
            let bands = [RandomMotion.settings(&rng), RandomMotion.settings(&rng)]
            let device = Self.device(second: bands[1], first: bands[0])
            var segments: [Gesture.Segment] = []
            for _ in 0..<(2 + Int(rng.nextUnit() * 6)) {
                let which = rng.nextUnit()
                let fold: Int? = which < 0.35 ? 0 : which < 0.7 ? 1 : nil
                if rng.nextUnit() < 0.3 {
                    segments.append(.hold(ms: 50 + (rng.nextUnit() * 900).rounded()))
                } else {
                    segments.append(.sweep(to: (rng.nextUnit() * 360).rounded(), ms: 50 + (rng.nextUnit() * 700).rounded(), fold: fold))
                }
            }
            let gesture = Gesture(name: "random", start: (rng.nextUnit() * 180).rounded(), segments: segments,
                                  noise: Gesture.Noise(amplitude: (rng.nextUnit() * 4).rounded(), seed: seed))
            let r = try Self.run(gesture, on: device)
            for k in 0..<2 {
                let samples = gesture.samples(fps: 60, fold: k)
                let start = Simulator.initialPosture(for: samples.first?.angle ?? gesture.start, debouncer: PostureDebouncer(bands: bands[k]))
                var alone = PostureDebouncer(bands: bands[k], initial: start)
                for (row, sample) in zip(r.rows, samples) {
                    _ = try alone.feed(sample)
                    let mine = try #require(row.folds?[k])
                    guard mine.posture == alone.committed, abs(mine.angle - sample.angle) < 1e-9 else {
                        Issue.record("seed \(seed), fold \(k), frame \(row.frame): \(mine.posture) in the run, \(alone.committed) alone; gesture \(segments)")
                        return
                    }
                }
            }
            for row in r.rows {
                let together = Self.together(row.folds?.map(\.posture) ?? [])
                guard row.posture == together else {
                    Issue.record("seed \(seed), frame \(row.frame): shows \(row.posture), the folds together make \(together)")
                    return
                }
                covered.insert(row.posture)
            }
            #expect(r.commits.allSatisfy { c in r.rows[c.frame].posture == c.posture })
        }
        #expect(covered == Set(Posture.allCases), "the gestures reach every posture")
    }

    @Test("S7, I1: a sweep naming a fold the device lacks, a fold on a hold or a negative fold is refused naming its field")
    func badFolds() throws {
        let book = try JSONInput.load(DeviceProfile.self, from: TestSupport.fixtureURL("galaxy-z-fold5", .devices))
        let second = Gesture(name: "second", start: 0, segments: [.sweep(to: 180, ms: 300, fold: 1)])
        let error = #expect(throws: MotionError.self) { try Self.run(second, on: book) }
        #expect(error?.field == "segments[0].fold" && error?.message.contains("galaxy-z-fold5 has one fold: a sweep may name fold 0 only") == true, "\(String(describing: error))")
        #expect(throws: MotionError.self) { try Self.run(Gesture(name: "third", start: 0, segments: [.sweep(to: 180, ms: 300, fold: 2)]), on: Self.device()) }
        for (json, field) in [(#"{"version":1,"name":"h","start":0,"segments":[{"kind":"hold","ms":100,"fold":0}]}"#, "segments[0].fold"),
                              (#"{"version":1,"name":"n","start":0,"segments":[{"kind":"sweep","to":90,"ms":100,"fold":9}]}"#, "segments[0].fold")] {
            // Read, a gesture is checked as it is decoded.
            let refused = #expect(throws: InputError.self) { try JSONInput.decode(Gesture.self, from: Data(json.utf8), file: "g.json") }
            #expect(refused?.field == field, "\(String(describing: refused))")
        }
        let negative = #"{"version":1,"name":"n","start":0,"segments":[{"kind":"sweep","to":90,"ms":100,"fold":-1}]}"#
        let decoded = try? JSONInput.decode(Gesture.self, from: Data(negative.utf8), file: "g.json")
        #expect(decoded.map { g in (try? g.validate()) == nil } ?? true, "a negative fold is refused")
    }
}
