import FoldLayout

extension Scenario.Screen {
    /// Whether the screen can be shown on a kind of surface: the widget only on a widget family's panel;
    /// the history only on a display; the Habits destination's screens (Habits, Today, the editor, the
    /// discard dialog and progress) on a display or in a window.
    public func fits(_ kind: Surface.Kind) -> Bool {
        switch kind {
        case .panel: self == .widget
        case .display: self != .widget
        case .window: self != .widget && self != .history
        }
    }
}
