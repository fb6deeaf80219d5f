import CreaseInput
import CreaseTestSupport
import FoldLayout
import Foundation
import Testing
@testable import FoldMotion

@Suite struct DebouncerTests {
    let duo: DeviceProfile = {
        let url = TestSupport.fixtureURL("surface-duo", .devices)
        return (try? JSONInput.load(DeviceProfile.self, from: url))!
    }()

    func commits(_ samples: [(Double, Double)], initial: Posture = .cover) throws -> [Posture] {
        var d = PostureDebouncer(device: duo, initial: initial)
        var out: [Posture] = []
        for (t, a) in samples { if let p = try d.feed(HingeSample(time: t, angle: a)) { out.append(p) } }
        return out
    }

    @Test("M1: bands: closed, partial, flat and folded back")
    func bands() {
        let d = PostureDebouncer(device: duo)
        #expect(d.raw(10) == .closed && d.raw(90) == .partial && d.raw(170) == .flat && d.raw(345) == .foldedBack)
        #expect(d.raw(29.9) == .closed && d.raw(30) == .partial && d.raw(150) == .flat)
    }

    @Test("M1: a fast sweep through the partial band commits only spread")
    func sweep() throws {
        let samples = stride(from: 0.0, through: 400, by: 1000.0 / 60).map { ($0, $0 / 400 * 180) }
        #expect(try commits(samples) == [.spread])
    }

    @Test("M1: a partial fold held steady for the hold time commits half-opened once")
    func held() throws {
        var samples = stride(from: 0.0, through: 200, by: 1000.0 / 60).map { ($0, $0 / 200 * 100) }
        samples += stride(from: 200.0 + 1000 / 60, through: 1200, by: 1000.0 / 60).map { ($0, 100.0) }
        var d = PostureDebouncer(device: duo)
        var at: Double?
        for (t, a) in samples { if try d.feed(HingeSample(time: t, angle: a)) == .halfOpened { #expect(at == nil); at = t } }
        let time = try #require(at)
        #expect(time >= 200 + duo.postures.holdMilliseconds - 1000.0 / 60)
    }

    @Test("M1: a short pause (120 ms) in the partial band commits nothing")
    func pause() throws {
        var samples: [(Double, Double)] = []
        var t = 0.0
        while t <= 1000 {
            let a = t < 180 ? t / 180 * 90 : (t < 300 ? 90 : Swift.min(180, 90 + (t - 300) / 200 * 90))
            samples.append((t, a))
            t += 1000.0 / 60
        }
        #expect(try commits(samples) == [.spread])
    }

    @Test("M1: out-of-order, NaN, infinite and out-of-range samples are refused")
    func refused() {
        var d = PostureDebouncer(device: duo)
        #expect(throws: MotionError.self) { try d.feed(HingeSample(time: 0, angle: .nan)) }
        #expect(throws: MotionError.self) { try d.feed(HingeSample(time: 0, angle: .infinity)) }
        #expect(throws: MotionError.self) { try d.feed(HingeSample(time: 0, angle: 361)) }
        #expect(throws: MotionError.self) { try d.feed(HingeSample(time: 0, angle: -1)) }
        _ = try? d.feed(HingeSample(time: 10, angle: 0))
        #expect(throws: MotionError.self) { try d.feed(HingeSample(time: 5, angle: 10)) }
    }

    @Test("S2: a single-screen phone never leaves cover")
    func phone() throws {
        let url = TestSupport.fixtureURL("iphone", .devices)
        var d = PostureDebouncer(device: try JSONInput.load(DeviceProfile.self, from: url), initial: .spread)
        #expect(d.committed == .cover)
        #expect(try d.feed(HingeSample(time: 0, angle: 180)) == nil)
    }

    @Test("M6: a layout replaced within the minimum frames is reported as transient")
    func transientDetection() {
        let commits: [SimulationResult.Commit] = [.init(time: 100, frame: 6, posture: .halfOpened), .init(time: 133, frame: 8, posture: .spread)]
        #expect(M06TransientLayouts.transients(commits, frames: 60, minimumFrames: 3) == [.init(posture: .halfOpened, frames: 2, startTime: 100, frame: 6)])
        #expect(M06TransientLayouts.transients([.init(time: 100, frame: 6, posture: .spread)], frames: 60, minimumFrames: 3).isEmpty)
    }

    @Test("Gestures: easing, noise with a fixed seed, and validation of bad scripts")
    func gestures() throws {
        let noisy = try JSONInput.decode(Gesture.self, from: Data(#"{"version":1,"name":"n","start":0,"segments":[{"kind":"sweep","to":180,"ms":400}],"noise":{"amplitude":5,"seed":3}}"#.utf8), file: "n.json")
        #expect(noisy.samples(fps: 60) == noisy.samples(fps: 60))
        #expect(noisy.samples(fps: 120).count == 49)
        for bad in [#"{"version":1,"name":"x","segments":[{"kind":"spin","ms":100}]}"#,
                    #"{"version":1,"name":"x","segments":[{"kind":"hold","ms":-5}]}"#,
                    #"{"version":1,"name":"x","samples":[[0,10],[20,30],[10,40]]}"#,
                    #"{"version":1,"name":"x","samples":[[0,10],[20,"NaN"]]}"#,
                    #"{"version":1,"name":"x","segments":[{"kind":"sweep","ms":100}]}"#] {
            #expect(throws: InputError.self) { try JSONInput.decode(Gesture.self, from: Data(bad.utf8), file: "bad.json") }
        }
    }
}
