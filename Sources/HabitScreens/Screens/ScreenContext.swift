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
        self.size = size
        self.state = state
    }

    public var type: Typography { Typography(size) }
    /// The language of what the user wrote (habit names, goal titles): the profile's locale. A word
    /// too wide for its line is hyphenated with that language's patterns (the app's own copy is English).
    public var userLanguage: String { state.profile.locale }
    public var profile: Profile { state.profile }
    public var today: DayKey { state.today }

    /// The region a page's content goes into: its content region less the page margin.
    public func region(_ page: Int) -> Rect? {
        guard page < surface.pages.count else { return nil }
        let content = surface.pages[page].content
        let m = surface.device.shell.pageMargin
        return content.inset(by: Insets(top: 0, left: m, bottom: m, right: m))
    }
}
