import CreaseFixtures
import FoldLayout
import FoldRender
import HabitScreens
import Foundation

/// `crease lint`: the L and W rules over a matrix of devices, postures, orientations, sizes and
/// scenarios, and of widget families × device classes and windows × widths when they are named.
public struct Lint: Sendable {
    public var devices: [String]
    public var scenarios: [String]
    public var sizes: [ContentSize]
    public var orientations: [Orientation]
    /// Widget families to check the widget scenarios on; none by default.
    public var widgets: [String]
    /// Their device classes; `nil`: every class each family has.
    public var widgetClasses: [String]?
    /// Window profiles to check the Habits scenarios in; none by default.
    public var windows: [String]
    /// Their widths; `nil`: each window's own.
    public var windowWidths: [Int]?

    public init(devices: [String], scenarios: [String], sizes: [ContentSize] = ContentSize.allCases,
                orientations: [Orientation] = Orientation.allCases, widgets: [String] = [], widgetClasses: [String]? = nil,
                windows: [String] = [], windowWidths: [Int]? = nil) {
        self.devices = devices
        self.scenarios = scenarios
        self.sizes = sizes
        self.orientations = orientations
        self.widgets = widgets
        self.widgetClasses = widgetClasses
        self.windows = windows
        self.windowWidths = windowWidths
    }

    public struct Finding: Sendable, Hashable, CustomStringConvertible {
        public var key: StateKey
        public var violation: Violation
        public var description: String { "\(key): \(violation)" }
    }

    /// Every layout of the matrix, checked; returns the number of layouts and the violations.
    public func run(fixtures: Fixtures, progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> (layouts: Int, findings: [Finding]) {
        let matrix = StateMatrix(devices: devices, scenarios: scenarios, orientations: orientations, sizes: sizes, appearances: [.light],
                                 widgets: widgets, widgetClasses: widgetClasses, windows: windows, windowWidths: windowWidths)
        let inputs = try matrix.inputs(fixtures)
        let keys = try matrix.nonEmptyKeys(inputs, fixtures: fixtures, command: "lint")
        // Checked grouped by scenario and text size (the worker's PageMemo), reported in matrix order.
        let results = try Batch.runGrouped(keys, inputs: inputs, progress: progress) { pipeline, key, state, host in
            let (surface, layout) = pipeline.solve(state, on: host, key.request)
            // The rows a long list did not lay out are checked too, one at a time (L6, P5).
            let unmade = HabitsRules.book.checkUnmadeRows(surface, layout, solver: LayoutSolver(measurer: pipeline.measuring),
                                                          memo: pipeline.unmadeRowFindings)
            return (HabitsRules.book.check(surface, layout) + unmade).map { Finding(key: key, violation: $0) }
        }
        return (keys.count, results.flatMap { $0 })
    }
}
