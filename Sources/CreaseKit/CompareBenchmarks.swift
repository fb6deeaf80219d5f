import CreaseFixtures
import FoldSnapshot
import FoldLayout
import FoldRender
import Foundation

/// Comparison throughput (megapixels per second) on pixelmatch's 4a/4b pair and on 1× renders, for
/// identical and for differing images, and the wall time of the whole snapshot suite.
public enum CompareBenchmarks {
    public static func run(fixtures: Fixtures, conformance: URL?, pixelmatchOnly: Bool = false, package root: URL) throws -> [Benchmarks.Result] {
        var results: [Benchmarks.Result] = []
        func mps(_ pixels: Int, _ t: Benchmarks.Timing) -> String {
            let best = Double(t.best.components.seconds) + Double(t.best.components.attoseconds) / 1e18
            return String(format: "%.0f MP/s (best %.0f)", Double(pixels) / t.seconds / 1e6, Double(pixels) / best / 1e6)
        }
        let comparison = ImageComparison(options: {
            var o = ImageComparison.Options()
            o.threshold = 0.05
            return o
        }())
        if let conformance {
            let a = try PNGCodec.read(conformance.appendingPathComponent("4a.png"))
            let b = try PNGCodec.read(conformance.appendingPathComponent("4b.png"))
            let t = try Benchmarks.measure(runs: pixelmatchOnly ? 300 : 30) { _ = try comparison.compare(a, b) }
            results.append(.init(name: "compare: pixelmatch 4a/4b (differing)", median: t, note: mps(a.width * a.height, t)))
            let a1 = try PNGCodec.read(conformance.appendingPathComponent("1a.png"))
            let b1 = try PNGCodec.read(conformance.appendingPathComponent("1b.png"))
            let t1 = try Benchmarks.measure(runs: 30) { _ = try comparison.compare(a1, b1) }
            results.append(.init(name: "compare: pixelmatch 1a/1b (differing)", median: t1, note: mps(a1.width * a1.height, t1)))
        }
        if pixelmatchOnly { return results }
        let pipeline = try Pipeline()
        let device = try fixtures.device("surface-duo")
        let request = RenderRequest(posture: .spread)
        let typical = try pipeline.render(try fixtures.state("typical"), on: device, request)
        let edited = try pipeline.render(try fixtures.state("one-habit"), on: device, request)
        // A second render of the same state: equal pixels in another buffer, as a suite compares them.
        let same = try Pipeline().render(try fixtures.state("typical"), on: device, request)
        let ti = try Benchmarks.measure(runs: 50) { _ = try ImageComparison().compare(typical, same) }
        results.append(.init(name: "compare: 1x renders, identical (\(typical.width)×\(typical.height))", median: ti, note: mps(typical.width * typical.height, ti)))
        let td = try Benchmarks.measure(runs: 20) { _ = try ImageComparison().compare(typical, edited) }
        results.append(.init(name: "compare: 1x renders, differing", median: td, note: mps(typical.width * typical.height, td)))

        let run = SnapshotRun(package: SnapshotPackage(root: root, fixtures: fixtures), mode: .never)
        let clock = ContinuousClock()
        var count = 0
        let wall = try clock.measure { count = try run.run().summary.entries.count }
        results.append(.init(name: "snapshot verify: whole suite (\(count) states, \(Batch.defaultWorkers) workers)", duration: wall,
                             note: "target < 15 s"))
        return results
    }
}
