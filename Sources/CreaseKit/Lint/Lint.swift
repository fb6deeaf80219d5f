import CreaseFixtures
import FoldLayout
import FoldRender
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
    /// The text sizes whose layouts are also painted at 1× and read for each text's ink (P11,
    /// `InkCheck`): the pixels confirm what the rules were told shows.
    public var inkSizes: [ContentSize]
    /// The rules: the Habits book unless a caller gives another.
    public var book: RuleBook

    public init(devices: [String], scenarios: [String], sizes: [ContentSize] = ContentSize.allCases,
                orientations: [Orientation] = Orientation.allCases, widgets: [String] = [], widgetClasses: [String]? = nil,
                windows: [String] = [], windowWidths: [Int]? = nil, inkSizes: [ContentSize] = Lint.defaultInkSizes,
                book: RuleBook = HabitsRules.book) {
        self.devices = devices
        self.scenarios = scenarios
        self.sizes = sizes
        self.orientations = orientations
        self.widgets = widgets
        self.widgetClasses = widgetClasses
        self.windows = windows
        self.windowWidths = windowWidths
        self.inkSizes = inkSizes
        self.book = book
    }

    /// The default text size and the largest: the two ends of what a layout must hold.
    public static let defaultInkSizes: [ContentSize] = [.L, .AX5]

    public struct Finding: Sendable, Hashable, CustomStringConvertible {
        public var key: StateKey
        public var violation: Violation
        /// Whether the node it names shows in the layout (P11); a row scrolled out of view or not made
        /// is reported by lint as such, and a simulation's frame never names it.
        public var inView = true
        public var description: String { "\(key): \(violation)" + (inView ? "" : " (out of view: reached by scrolling or not laid out)") }
    }

    /// P13 across a device's pages: at one text size, each kind of bar is laid out one way on every page
    /// the device shows (cover, spread, half-opened; upright and landscape), whatever the screen. The
    /// arrangement most of the device's bars of a kind have is the device's; a bar laid out another way
    /// is a finding.
    static func barsAcrossPages(_ keys: [StateKey], _ bars: [[(kind: String, signature: String, node: String)]]) -> [Finding] {
        struct Group: Hashable { var device: String; var surface: SurfaceChoice; var size: ContentSize; var kind: String }
        var counts: [Group: [String: Int]] = [:]
        for (key, found) in zip(keys, bars) {
            for bar in found { counts[Group(device: key.device, surface: key.surface, size: key.size, kind: bar.kind), default: [:]][bar.signature, default: 0] += 1 }
        }
        var out: [Finding] = []
        for (key, found) in zip(keys, bars) {
            for bar in found {
                let group = Group(device: key.device, surface: key.surface, size: key.size, kind: bar.kind)
                guard let seen = counts[group], seen.count > 1,
                      let usual = seen.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key, usual != bar.signature else { continue }
                let others = seen.keys.sorted().joined(separator: ", ")
                out.append(Finding(key: key, violation: Violation(rule: "P13", node: bar.node,
                                                                  message: "lays the \(bar.kind) bar out as \(bar.signature) where \(key.device)'s other pages at \(key.size) lay it out as \(usual) (seen: \(others)): a bar is laid out one way on every page of a device")))
            }
        }
        return out
    }

    /// Every layout of the matrix, checked; returns the number of layouts and the violations.
    public func run(fixtures: Fixtures, progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> (layouts: Int, findings: [Finding]) {
        let matrix = StateMatrix(devices: devices, scenarios: scenarios, orientations: orientations, sizes: sizes, appearances: [.light],
                                 widgets: widgets, widgetClasses: widgetClasses, windows: windows, windowWidths: windowWidths)
        let inputs = try matrix.inputs(fixtures)
        let keys = try matrix.nonEmptyKeys(inputs, fixtures: fixtures, command: "lint")
        // Checked grouped by scenario and text size (the worker's PageMemo), reported in matrix order.
        let ink = Set(inkSizes)
        let book = book
        let results = try Batch.runGrouped(keys, inputs: inputs, progress: progress) { pipeline, key, state, host in
            let (surface, layout) = pipeline.solve(state, on: host, key.request)
            let seen = book.visibility(surface, layout)
            var found = book.check(surface, layout, seen)
            if ink.contains(key.size) {
                found += InkCheck.violations(try InkCheck.read(pipeline.painter, surface, layout, visibility: seen))
            }
            var findings = found.map { v in
                Finding(key: key, violation: v, inView: !RuleBook.onScreen([v], layout, seen).isEmpty)
            }
            // The rows a long list did not lay out are checked too, one at a time (L6, P5).
            let unmade = book.checkUnmadeRows(surface, layout, solver: LayoutSolver(measurer: pipeline.measuring),
                                              memo: pipeline.unmadeRowFindings)
            findings += unmade.map { Finding(key: key, violation: $0, inView: false) }
            return (findings, P13ControlsBesideText.arrangements(layout))
        }
        let bars = book.rules.contains { $0.id == "P13" } ? Self.barsAcrossPages(keys, results.map(\.1)) : []
        return (keys.count, results.flatMap(\.0) + bars)
    }
}
