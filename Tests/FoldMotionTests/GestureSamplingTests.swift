import CreaseInput
import CreaseRandom
import CreaseTestSupport
import FoldLayout
import Foundation
import Testing
@testable import FoldMotion

/// Gestures become samples: frames at the run's rate from 0 ms to the end inclusive, recorded traces
/// resampled, segments walked once, and every bound refused with the field named.
@Suite struct GestureSamplingTests {
    static func decode(_ text: String) throws -> Gesture {
        try JSONInput.decode(Gesture.self, from: Data(text.utf8), file: "g.json")
    }

    @Test("M1: a recorded trace of 900 ms at 60 fps gives 55 frames, each showing the latest reading")
    func traceResampled() throws {
        let trace = try Self.decode(#"{"version":1,"name":"t","samples":[[0,0],[100,20],[250,90],[400,150],[900,178]]}"#)
        let at60 = trace.samples(fps: 60)
        #expect(at60.count == 55)
        #expect(at60.first?.time == 0 && at60.last?.time == 900)
        #expect(trace.samples(fps: 120).count == 109)
        // Sample and hold: an on-change sensor keeps its last value until it reports again.
        for s in at60 {
            let expected = s.time < 100 ? 0.0 : s.time < 250 ? 20 : s.time < 400 ? 90 : s.time < 900 ? 150 : 178
            #expect(s.angle == expected, "\(s.time) ms")
        }
    }

    @Test("M1: a trace's end lasts past its last reading; before the first reading the first value shows")
    func traceEnd() throws {
        let trace = try Self.decode(#"{"version":1,"name":"t","samples":[[40,10],[300,120]],"end":900}"#)
        let s = trace.samples(fps: 60)
        #expect(s.count == 55)
        #expect(s[0].angle == 10 && s[54].angle == 120)
    }

    @Test("Frames run from 0 ms to the end inclusive: whole frame counts are exact", arguments: [(900.0, 60.0, 55), (900, 120, 109), (400, 120, 49), (1000, 60, 61), (10, 60, 1)])
    func frameCounts(_ ms: Double, _ fps: Double, _ frames: Int) {
        let g = Gesture(name: "g", start: 0, segments: [.sweep(to: 180, ms: ms)])
        #expect(g.frameCount(fps: fps) == frames)
        #expect(g.samples(fps: fps).count == frames)
    }

    @Test("One pass over the segments gives the same angles as looking each time up alone")
    func linearWalk() {
        var rng = SeededRandom(seed: 5)
        let segments: [Gesture.Segment] = (0..<2_000).map { i in
            i % 3 == 2 ? .hold(ms: 1 + rng.nextUnit() * 9) : .sweep(to: rng.nextUnit() * 360, ms: 1 + rng.nextUnit() * 9, easing: .easeOut)
        }
        let g = Gesture(name: "many", start: 20, segments: segments)
        let samples = g.samples(fps: 120)
        #expect(samples.count == g.frameCount(fps: 120))
        for s in samples { #expect(abs(s.angle - g.angle(at: s.time)) < 1e-9) }
    }

    @Test("C, Q: durations, angles and counts past their documented ranges are refused naming the field", arguments: [
        (#"{"version":1,"name":"x","segments":[{"kind":"hold","ms":1e21}]}"#, "segments[0].ms"),
        (#"{"version":1,"name":"x","segments":[{"kind":"hold","ms":100000},{"kind":"sweep","to":90,"ms":30000}]}"#, "segments[1].ms"),
        (#"{"version":1,"name":"x","segments":[{"kind":"sweep","to":400,"ms":100}]}"#, "segments[0].to"),
        (#"{"version":1,"name":"x","start":-1,"segments":[{"kind":"hold","ms":100}]}"#, "start"),
        (#"{"version":1,"name":"x","samples":[[0,10],[130000,20]]}"#, "samples[1][0]"),
        (#"{"version":1,"name":"x","samples":[[0,10],[100,20]],"end":50}"#, "end"),
        (#"{"version":1,"name":"x","samples":[[0,10]],"end":200000}"#, "end"),
        (#"{"version":1,"name":"x","segments":[{"kind":"hold","ms":100}],"end":500}"#, "end"),
        (#"{"version":1,"name":"","segments":[{"kind":"hold","ms":100}]}"#, "name"),
        (#"{"version":1,"name":"x","segments":[{"kind":"hold","ms":100}],"noise":{"amplitude":90,"seed":1}}"#, "noise.amplitude"),
        (#"{"version":1,"name":"x","segments":[{"kind":"hold","ms":100}],"noise":{"amplitude":2,"seed":-1}}"#, "noise.seed"),
        (#"{"version":1,"name":"x","segments":[{"kind":"hold","ms":100}],"noise":{"amplitude":2,"seed":1.5}}"#, "noise.seed"),
        (#"{"version":1,"name":"x","scenario":"","segments":[{"kind":"hold","ms":100}]}"#, "scenario"),
        (#"{"version":1,"name":"x","segments":[{"kind":"hold","ms":100},{"kind":"hold","ms":100},{"kind":"hold","ms":100},{"kind":"hold","ms":1e300}]}"#, "segments[3].ms"),
        (#"{"version":1,"name":"x","samples":[[0,10],[50,360.5]]}"#, "samples[1][1]"),
    ])
    func bounds(_ text: String, _ field: String) {
        let error = #expect(throws: InputError.self) { try Self.decode(text) }
        #expect(error?.field == field && error?.file == "g.json", "\(String(describing: error))")
        // One line that names the file and the field, and says what was given (a number or a count) and what is allowed.
        let line = error.map(\.description) ?? ""
        #expect(line.hasPrefix("g.json: field '\(field)': ") && !line.contains("\n"), "\(line)")
        #expect(line.contains("got"), "\(line)")
    }

    @Test("Q: the bounds are the documented ones: a run has at most 28,801 frames (120 s at 240 fps)")
    func frameBound() {
        #expect(Gesture.Limits.frames == 28_801)
        let longest = Gesture(name: "g", start: 0, segments: [.hold(ms: Gesture.Limits.milliseconds)])
        #expect(longest.frameCount(fps: Gesture.Limits.framesPerSecond.upperBound) == Gesture.Limits.frames)
        #expect(longest.frameCount(fps: 241) == 0)
        let docs = (try? String(contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/formats.md"), encoding: .utf8)) ?? ""
        for figure in ["120,000 ms", "10,000 segments", "100,000", "28,801 frames", "1–240", "8 MiB"] {
            #expect(docs.contains(figure), "docs/formats.md does not give \(figure)")
        }
    }

    @Test("C, Q: a trace of more samples, or a script of more segments, than the limits is refused")
    func counts() throws {
        let samples = (0...Gesture.Limits.samples).map { "[\($0),90]" }.joined(separator: ",")
        #expect(throws: InputError.self) { try Self.decode(#"{"version":1,"name":"x","samples":["# + samples + "]}") }
        let segments = (0...Gesture.Limits.segments).map { _ in #"{"kind":"hold","ms":1}"# }.joined(separator: ",")
        #expect(throws: InputError.self) { try Self.decode(#"{"version":1,"name":"x","segments":["# + segments + "]}") }
    }

    @Test("Q: a run refuses a gesture past the limits built in code (no file to validate it), before sampling")
    func simulatorBounds() throws {
        let device = try JSONInput.load(DeviceProfile.self, from: TestSupport.fixtureURL("surface-duo", .devices))
        let long = Gesture(name: "long", start: 0, segments: [.hold(ms: 1e12)])
        #expect(throws: MotionError.self) { try Simulator(device: device).run(long) { _ in SolvedLayout(bounds: .zero, nodes: [], regions: []) } }
        let ok = Gesture(name: "ok", start: 0, segments: [.hold(ms: 100)])
        #expect(throws: MotionError.self) { try Simulator(device: device, fps: 10_000).run(ok) { _ in SolvedLayout(bounds: .zero, nodes: [], regions: []) } }
        // Within the duration, but past the other bounds: each refused naming its field, as a file would be.
        let built: [(Gesture, String)] = [
            (Gesture(name: "many", start: 0, segments: Array(repeating: .hold(ms: 1), count: Gesture.Limits.segments + 1)), "segments"),
            (Gesture(name: "back", start: 0, segments: [.hold(ms: 300), .hold(ms: -200)]), "segments[1].ms"),
            (Gesture(name: "turn", start: 0, segments: [.sweep(to: 720, ms: 300)]), "segments[0].to"),
            (Gesture(name: "nan", start: .nan, segments: [.hold(ms: 300)]), "start"),
            (Gesture(name: "trace", start: 0, samples: [[0, 10], [50, 20], [40, 30]]), "samples[2][0]"),
        ]
        for (gesture, field) in built {
            let error = #expect(throws: MotionError.self) { try Simulator(device: device).run(gesture) { _ in SolvedLayout(bounds: .zero, nodes: [], regions: []) } }
            #expect(error?.field == field, "\(gesture.name): \(String(describing: error))")
        }
    }

    @Test("S2, C: a device without a fold cannot run a fold gesture")
    func noFold() throws {
        let phone = try JSONInput.load(DeviceProfile.self, from: TestSupport.fixtureURL("iphone", .devices))
        let g = Gesture(name: "g", start: 0, segments: [.sweep(to: 180, ms: 400)])
        let error = #expect(throws: MotionError.self) { try Simulator(device: phone).run(g) { _ in SolvedLayout(bounds: .zero, nodes: [], regions: []) } }
        #expect(error?.field == "fold")
    }

    /// The true motion behind the bundled `sensor-trace-unfold`: a hand that opens, hesitates
    /// briefly near 90°, overshoots flat a little and settles.
    static let handUnfold = Gesture(name: "hand-unfold", start: 2, segments: [
        .sweep(to: 75, ms: 230, easing: .easeIn), .sweep(to: 110, ms: 140, easing: .linear),
        .sweep(to: 181, ms: 250, easing: .easeOut), .sweep(to: 178, ms: 120, easing: .easeInOut), .hold(ms: 160),
    ])

    @Test("M1: the bundled sensor trace is what the sensor model records of a hand's unfold (CREASE_REGENERATE_TRACES=1 rewrites it)")
    func sensorTrace() throws {
        let model = HingeSensorModel(pollMilliseconds: 10, pollJitter: 1, noise: 0.8, step: 1, seed: 16)
        let readings = model.record(Self.handUnfold)
        let url = TestSupport.packageRoot.appendingPathComponent("Sources/CreaseFixtures/Bundled/gestures/sensor-trace-unfold.json")
        if ProcessInfo.processInfo.environment["CREASE_REGENERATE_TRACES"] == "1" {
            let pairs = readings.map { "[\($0[0].compactText), \($0[1].compactText)]" }
            var text = "{\n  \"version\": 1,\n  \"name\": \"sensor-trace-unfold\",\n  \"end\": \(Self.handUnfold.duration.compactText),\n  \"samples\": [\n"
            for row in stride(from: 0, to: pairs.count, by: 8) {
                text += "    " + pairs[row..<Swift.min(row + 8, pairs.count)].joined(separator: ", ")
                text += row + 8 < pairs.count ? ",\n" : "\n"
            }
            text += "  ]\n}\n"
            try Data(text.utf8).write(to: url)
        }
        let bundled = try JSONInput.load(Gesture.self, from: url)
        #expect(bundled.samples == readings)
        #expect(bundled.duration == 900)
        // On-change: no two neighbouring readings repeat a value; 1° steps; a few dozen events.
        let values = readings.map { $0[1] }
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 != $1 })
        #expect(values.allSatisfy { $0 == $0.rounded() })
        #expect((40...200).contains(readings.count))
        #expect(bundled.samples(fps: 60).count == 55)
    }

    @Test("M1: a 5° sensor (Pixel Fold) and Samsung's 0/90/180 buckets report only their steps")
    func sensorSteps() {
        for step in [5.0, 90.0] {
            let r = HingeSensorModel(step: step, seed: 3).record(Self.handUnfold)
            #expect(r.allSatisfy { $0[1].truncatingRemainder(dividingBy: step) == 0 })
            #expect(r.count < (step == 90 ? 6 : 60))
        }
    }

    @Test("M1: the held time climbs to the hold and the fold commits when it gets there")
    func heldTime() throws {
        let device = try JSONInput.load(DeviceProfile.self, from: TestSupport.fixtureURL("surface-duo", .devices))
        var d = PostureDebouncer(device: device)
        var committedAt: Double?
        var t = 0.0
        while t <= 1000 {
            let angle = t < 200 ? t / 200 * 100 : 100
            if try d.feed(HingeSample(time: t, angle: angle)) == .halfOpened {
                committedAt = t
                #expect(d.heldMilliseconds >= device.postures.holdMilliseconds)
            } else if committedAt == nil {
                #expect(d.heldMilliseconds < device.postures.holdMilliseconds)
            }
            t += 1000 / 60
        }
        #expect(committedAt != nil)
    }
}
