import CreaseFixtures
import FoldLayout
import FoldMotion
import Foundation

extension Benchmarks {
    /// The explorer page (X1) of a 10-second gesture at 60 fps (601 frames) with sensor noise: the
    /// default page (L, light, Reduce Motion off and on) and one of two sizes × two appearances, each
    /// written once into a temporary folder (issue 35 target: under 30 MB). Its time is rendering and
    /// encoding every distinct picture.
    public static func explore(fixtures: Fixtures) throws -> [Result] {
        var gesture = try fixtures.gesture("unfold")
        gesture.noise = Gesture.Noise(amplitude: 3, seed: 11)
        // Unfold, hold, half-close, hold, close, rest: three times, then 100 ms more: 10,000 ms.
        let round: [Gesture.Segment] = [.sweep(to: 180, ms: 400), .hold(ms: 900), .sweep(to: 100, ms: 300), .hold(ms: 800),
                                        .sweep(to: 0, ms: 400), .hold(ms: 500)]
        gesture.segments = round + round + round + [.hold(ms: 100)]
        let simulate = Simulate(device: try fixtures.device("surface-duo"), state: try fixtures.state("typical"), gesture: gesture, fps: 60)
        let pipeline = try Pipeline()
        var results: [Result] = []
        for (sizes, appearances) in [([ContentSize.L], [Appearance.light]), ([.L, .AX5], [.light, .dark])] {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crease-bench-explore-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            var report: GestureExplorer.Report?
            let elapsed = try ContinuousClock().measure {
                report = try GestureExplorer(simulate: simulate, sizes: sizes, appearances: appearances).write(into: folder, pipeline: pipeline)
            }
            guard let report else { continue }
            results.append(Result(name: "explore: 10 s at 60 fps, \(report.variants) variants", duration: elapsed,
                                  note: String(format: "%d frames, %d distinct pictures, %.1f MB; target < 30 MB",
                                               report.frames * report.variants, report.stored, Double(report.bytes) / 1_000_000)))
        }
        return results
    }
}
