import CreaseFixtures
import FoldLayout
import FoldRender
import HabitScreens
import Foundation

/// `crease lint`: the L rules over a matrix of devices, postures, orientations, sizes and scenarios.
public struct Lint: Sendable {
    public var devices: [String]
    public var scenarios: [String]
    public var sizes: [ContentSize]
    public var orientations: [Orientation]

    public init(devices: [String], scenarios: [String], sizes: [ContentSize] = ContentSize.allCases,
                orientations: [Orientation] = Orientation.allCases) {
        self.devices = devices
        self.scenarios = scenarios
        self.sizes = sizes
        self.orientations = orientations
    }

    public struct Finding: Sendable, Hashable, CustomStringConvertible {
        public var key: StateKey
        public var violation: Violation
        public var description: String { "\(key): \(violation)" }
    }

    /// Every layout of the matrix, checked; returns the number of layouts and the violations.
    public func run(fixtures: Fixtures, progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> (layouts: Int, findings: [Finding]) {
        let matrix = StateMatrix(devices: devices, scenarios: scenarios, orientations: orientations, sizes: sizes, appearances: [.light])
        let inputs = try matrix.inputs(fixtures)
        let keys = try matrix.nonEmptyKeys(inputs, fixtures: fixtures, command: "lint")
        let results = try Batch.run(keys, inputs: inputs, progress: progress) { pipeline, key, state, device in
            let (surface, layout) = pipeline.solve(state, on: device, key.request)
            return HabitsRules.book.check(surface, layout).map { Finding(key: key, violation: $0) }
        }
        return (keys.count, results.flatMap { $0 })
    }
}
