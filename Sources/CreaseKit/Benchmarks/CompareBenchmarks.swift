import CreaseFixtures
import FoldImage
import FoldSnapshot
import FoldLayout
import FoldRender
import Foundation

/// Comparison throughput (megapixels per second), measured here and only here: pixelmatch's own
/// fixture pairs, renders compared with separately made copies of themselves, and differing renders.
/// Peers' figures are never printed as constants: BlazeDiff is timed beside Crease here when its wheel
/// is installed (`BlazeDiffBeside`); `Scripts/compare-with-pixelmatch.sh` and
/// `Scripts/compare-with-blazediff.py` measure pixelmatch.
public enum CompareBenchmarks {
    /// The timing of one pair's comparison (decoding excluded) and what it found.
    public struct PairTiming: Sendable {
        public var width: Int
        public var height: Int
        public var mismatched: Int
        public var runs: Int
        public var timing: Benchmarks.Timing

        public var pixels: Int { width * height }
        /// Megapixels per second at the median run.
        public var medianRate: Double { Double(pixels) / timing.seconds / 1e6 }
        /// Megapixels per second at the best run.
        public var bestRate: Double { Double(pixels) / timing.best.seconds / 1e6 }

        /// `NNN MP/s (best NNN)`.
        public var rateText: String { String(format: "%.0f MP/s (best %.0f)", medianRate, bestRate) }
    }

    /// Times `comparison` on two decoded images `runs` times after one warm-up: median and best.
    public static func time(_ a: PixelBuffer, _ b: PixelBuffer, comparison: ImageComparison, runs: Int) throws(ImageComparison.Failure) -> PairTiming {
        var mismatched = try comparison.compare(a, b).mismatched
        let clock = ContinuousClock()
        var times: [Duration] = []
        for _ in 0..<Swift.max(1, runs) {
            let start = clock.now
            mismatched = try comparison.compare(a, b).mismatched
            times.append(clock.now - start)
        }
        times.sort()
        return PairTiming(width: a.width, height: a.height, mismatched: mismatched, runs: times.count,
                          timing: Benchmarks.Timing(median: times[times.count / 2], best: times[0]))
    }

    /// The comparison group of `crease bench`; `conformance` is the folder of pixelmatch's fixtures.
    public static func run(fixtures: Fixtures, conformance: URL?, package root: URL) throws -> [Benchmarks.Result] {
        var results: [Benchmarks.Result] = []
        func add(_ name: String, _ t: PairTiming) {
            results.append(.init(name: name, median: t.timing, note: "\(t.rateText), \(t.mismatched) differ"))
        }
        if let conformance {
            func read(_ name: String) throws -> PixelBuffer { try PNGCodec.read(conformance.appendingPathComponent(name)) }
            var strict = ImageComparison.Options()
            strict.threshold = 0.05
            add("compare: pixelmatch 4a/4b, threshold 0.05", try time(try read("4a.png"), try read("4b.png"),
                                                                     comparison: ImageComparison(options: strict), runs: 100))
            add("compare: pixelmatch 1a/1b", try time(try read("1a.png"), try read("1b.png"), comparison: ImageComparison(), runs: 200))
            results += try BlazeDiffBeside.results(conformance: conformance)
        }
        let pipeline = try Pipeline()
        let device = try fixtures.device("surface-duo")
        for scale in [1.0, 3.0] {
            let request = RenderRequest(posture: .spread, options: RenderOptions(scale: scale))
            // Two renders of one state are two buffers with equal bytes: the comparison cannot see
            // that they are one array.
            let typical = try pipeline.render(try fixtures.state("typical"), on: device, request)
            let again = try pipeline.render(try fixtures.state("typical"), on: device, request)
            let edited = try pipeline.render(try fixtures.state("one-habit"), on: device, request)
            let size = "\(typical.width)×\(typical.height)"
            add("compare: @\(Int(scale))x renders, identical, separately rendered (\(size))",
                try time(typical, again, comparison: ImageComparison(), runs: scale == 1 ? 200 : 30))
            add("compare: @\(Int(scale))x renders, differing (typical vs one-habit)",
                try time(typical, edited, comparison: ImageComparison(), runs: scale == 1 ? 50 : 10))
        }

        // The whole-suite figure needs a package that declares a suite: from any other folder it is
        // left out, as the layout fixtures' figures are, rather than failing the run after the rest.
        let package = SnapshotPackage(root: root, fixtures: fixtures)
        guard FileManager.default.fileExists(atPath: package.suiteFile.path) else { return results }
        let run = SnapshotRun(package: package, mode: .never)
        let clock = ContinuousClock()
        var count = 0
        let wall = try clock.measure { count = try run.run().summary.entries.count }
        results.append(.init(name: "snapshot verify: whole suite (\(count) states, \(Batch.defaultWorkers) workers)", duration: wall,
                             note: "target < 15 s"))
        return results
    }
}
