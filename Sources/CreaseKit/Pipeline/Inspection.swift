import FoldLayout
import Foundation
import HabitDomain
import HabitScreens

/// What `crease inspect` prints: the domain's view of a scenario and, given a device, its layout.
public struct Inspection: Encodable, Sendable {
    public struct Domain: Encodable, Sendable {
        public var scenario: String
        public var now: String
        public var timeZone: String
        public var locale: String
        public var day: String
        public var weekStart: String
        public var today: Today
        public var habits: [HabitSummary]
    }

    public struct Today: Encodable, Sendable {
        public var rows: [Row]
        public var kept: String
        public var showsProgressMeter: Bool
        public var shown: Bool
    }

    public struct Row: Encodable, Sendable {
        public var name: String
        public var detail: String
        public var checked: Bool
        public var status: String?
        public var late: Bool
        public var applies: Bool
    }

    public struct HabitSummary: Encodable, Sendable {
        public var id: String
        public var name: String
        public var archived: Bool
        public var weeklyProgress: String
        public var streak: String?
        public var goal: String?
    }

    public struct Layout: Encodable, Sendable {
        public struct Page: Encodable, Sendable {
            public var frame: [Double]
            public var content: [Double]
        }
        public struct Fold: Encodable, Sendable {
            public var frame: [Double]
            public var clearance: Double
        }
        public struct NodeInfo: Encodable, Sendable {
            public var id: String
            public var role: String?
            public var frame: [Double]
            public var lines: [String]?
            public var firstLine: [Double]?
            /// What of it shows (P11).
            public var visible: Visible
        }
        /// What of a node shows (P11): its state, the rectangles that show, why the rest does not, and
        /// whether what shows lies under a scrim.
        public struct Visible: Encodable, Sendable {
            public var state: String
            public var shown: [[Double]]
            public var lost: [String]
            public var dimmed: Bool
            public var coveredBy: [String]
        }
        /// `display`, `panel` (a widget) or `window`.
        public var surface: String
        /// The device, or the widget family or window profile.
        public var device: String
        public var posture: String
        /// The posture as people name it (S5): `tabletop` or `book` for a held partial fold.
        public var postureName: String
        public var orientation: String
        public var size: String
        public var display: [Double]
        public var pages: [Page]
        public var fold: Fold?
        /// Every fold, leading first, on a display with more than one (S7); `nil` otherwise.
        public var folds: [Fold]?
        /// The fold as Jetpack WindowManager reports it (S6); `nil` when the window spans no fold.
        public var foldingFeature: PlatformFold.FoldingFeature?
        /// Each fold's feature on a display with more than one (S7); `nil` otherwise.
        public var foldingFeatures: [PlatformFold.FoldingFeature]?
        /// The web's viewport segments for this state (S6): one more than the folds that separate, else one.
        public var viewportSegments: [PlatformFold.ViewportSegment]
        /// The web's `device-posture`: `folded` or `continuous`.
        public var devicePosture: String
        /// A window's sidebar and title bar.
        public var sidebar: [Double]?
        public var titleBar: [Double]?
        public var nodes: [NodeInfo]
        /// What assistive technology reads, in reading order (A1, A2): one element per line,
        /// `label | value | traits | x y width height`.
        public var readingOrder: [String]
    }

    public var domain: Domain
    public var layout: Layout?

    enum CodingKeys: String, CodingKey { case domain, layout }

    public init(state: ScenarioState) {
        let profile = state.profile
        let instant = state.now
        let view = profile.today(now: instant)
        domain = Domain(
            scenario: state.scenario.name,
            now: ISOInstant.format(instant),
            timeZone: profile.timeZone.identifier,
            locale: profile.locale,
            day: view.day.description,
            weekStart: profile.firstWeekday.rawValue,
            today: Today(rows: view.rows.map {
                Row(name: $0.name, detail: $0.detail, checked: $0.checked, status: $0.status, late: $0.late, applies: $0.applies)
            }, kept: view.keptCopy, showsProgressMeter: view.showsProgressMeter, shown: profile.showsTodayBlock),
            habits: (profile.pageOrder + profile.archivedHabits).map { habit in
                HabitSummary(id: habit.id.uuidString.lowercased(), name: habit.name, archived: habit.isArchived,
                             weeklyProgress: profile.weeklyProgressCopy(for: habit, now: instant),
                             streak: profile.streak(for: habit, now: instant).copy,
                             goal: profile.goalLine(for: habit))
            })
    }

    /// Adds the solved layout: the surface's kind, pages, fold (or a window's sidebar and title bar) and
    /// every node, in the active display's (or panel's, or window's) points.
    public mutating func add(_ surface: Surface, _ solved: SolvedLayout, size: ContentSize) {
        let platform = PlatformFold(surface)
        let seen = HabitsRules.book.visibility(surface, solved)
        layout = Layout(
            surface: surface.kind.rawValue,
            device: surface.device.name, posture: surface.posture.rawValue, postureName: surface.postureName, orientation: surface.orientation.rawValue,
            size: size.rawValue, display: surface.bounds.array,
            pages: surface.pages.map { Layout.Page(frame: $0.frame.array, content: $0.content.array) },
            fold: surface.fold.map { Layout.Fold(frame: $0.frame.array, clearance: $0.clearance) },
            folds: surface.folds.count > 1 ? surface.folds.map { Layout.Fold(frame: $0.frame.array, clearance: $0.clearance) } : nil,
            foldingFeature: platform.foldingFeature, foldingFeatures: platform.foldingFeatures, viewportSegments: platform.viewportSegments, devicePosture: platform.devicePosture,
            sidebar: surface.sidebar?.array, titleBar: surface.titleBar?.array,
            nodes: solved.nodes.enumerated().map { k, node in
                Layout.NodeInfo(id: node.id, role: node.role?.name, frame: node.frame.array,
                                lines: node.text?.lines.map(\.text), firstLine: node.text.map { $0.firstLine.array },
                                visible: Self.visible(seen[k], solved))
            },
            readingOrder: ReadingOrder.elements(surface, solved, direction: surface.direction, visibility: seen).map(\.line))
    }

    static func visible(_ entry: Visibility.Entry, _ layout: SolvedLayout) -> Layout.Visible {
        let names: [(Visibility.Losses, String)] = [(.scrolled, "scrolled"), (.clipped, "clipped"), (.offDisplay, "off-display"),
                                                     (.hinge, "hinge"), (.faded, "faded"), (.covered, "covered"), (.cutout, "cutout")]
        return Layout.Visible(state: entry.state.rawValue, shown: entry.shown.map(\.array),
                              lost: names.filter { entry.losses.contains($0.0) }.map(\.1), dimmed: entry.dimmed,
                              coveredBy: entry.coveredBy.map { layout.nodes[$0].id })
    }

    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
