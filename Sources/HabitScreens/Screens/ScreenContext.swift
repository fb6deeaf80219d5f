import FoldLayout
import HabitDomain

/// Everything a screen declaration reads: the surface it is laid out on, the text size, and the
/// scenario's domain state.
public struct ScreenContext: Sendable {
    public var surface: Surface
    public var size: ContentSize
    public var state: ScenarioState

    public init(surface: Surface, size: ContentSize, state: ScenarioState) {
        self.surface = surface
        self.size = Swift.min(size, Self.largestSize(on: surface))
        self.state = state
    }

    /// The same context at a smaller text size (a fixed panel that cannot show a name whole at its own).
    public func sized(_ smaller: ContentSize) -> ScreenContext {
        var out = self
        out.size = Swift.min(size, smaller)
        return out
    }

    /// How many ems of body text a display's first page (where the Habits page is) must hold at the
    /// text size it uses: the screens' own copy ("Archived", "check-in days", "Manage groups") sets
    /// whole and unhyphenated from this width on (the Galaxy Z Fold5's 284 pt cover page at AX5's 53 pt;
    /// the Galaxy Z Flip6's 250 pt cover page is narrower).
    public static let narrowestPageEms = 5.3

    /// The largest text size a display's pages can set (L8, P5): a first page narrower than
    /// `narrowestPageEms` at a size caps the text size below it, as a dense widget caps it (Dynamic Type
    /// has a largest size per context). Panels and windows keep their own limits.
    public static func largestSize(on surface: Surface) -> ContentSize {
        guard surface.kind == .display, let width = surface.pages.first?.content.width else { return .AX5 }
        return ContentSize.allCases.last { TextStyle.body.pointSize($0) * narrowestPageEms <= width } ?? .xS
    }

    public var type: Typography { Typography(size, density: density) }
    /// A window is pointed at, a display or a widget touched (W3).
    public var density: Density { surface.kind == .window ? .pointer : .touch }
    /// The language of what the user wrote (habit names, goal titles): the profile's locale. A word
    /// too wide for its line is hyphenated with that language's patterns (the app's own copy is English).
    public var userLanguage: String { state.profile.locale }
    public var profile: Profile { state.profile }
    public var today: DayKey { state.today }

    /// How much of the first page's bottom a message bar stands on (`Walk · archived`, Undo): the page's
    /// content ends above it, so the bar covers nothing it would have to be read through. Zero until
    /// the pipeline has laid the bar out once (`Pipeline.solve`).
    public var messageBand: Double = 0

    /// The region a page's content goes into: its content region less the page margin, and on the
    /// first page less the message bar's band.
    public func region(_ page: Int) -> Rect? {
        guard var region = overlayRegion(page) else { return nil }
        if page == 0 && messageBand > 0 { region.height = Swift.max(0, region.height - messageBand) }
        return region
    }

    /// The region overlays over a page are placed in: its content region less the page margin.
    public func overlayRegion(_ page: Int) -> Rect? {
        guard page < surface.pages.count else { return nil }
        let content = surface.pages[page].content
        let m = surface.shell.pageMargin
        return content.inset(by: Insets(top: 0, left: m, bottom: m, right: m))
    }
}
