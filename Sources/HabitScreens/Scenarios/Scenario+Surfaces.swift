import FoldLayout

extension Scenario.Screen {
    /// Whether the screen can be shown on a kind of surface: the widget only on a widget family's panel;
    /// the history, the drawer, the settings pages and Manage groups only on a display (the Mac's are
    /// not drawn); the Habits destination's screens (Habits, Today, the editor, the discard dialog and
    /// progress) and a goal's page on a display or in a window.
    public func fits(_ kind: Surface.Kind) -> Bool {
        switch kind {
        case .panel: self == .widget
        case .display: self != .widget
        case .window: self != .widget && !displayOnly
        }
    }

    /// The screens only a device's display shows.
    public var displayOnly: Bool {
        switch self {
        case .history, .drawer, .settingsMenu, .appLayout, .todayNoteSettings, .manageGroups, .calendar: true
        case .habits, .today, .editor, .discard, .progress, .widget, .goal: false
        }
    }
}
