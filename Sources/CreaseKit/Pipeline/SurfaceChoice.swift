import FoldLayout

/// Which kind of surface a state is laid out on (W1–W3): a device's display in the key's posture and
/// orientation, a widget family's panel on the key's device class, or a window at a width. The key's
/// `device` names the device, the device class, or the window profile.
public enum SurfaceChoice: Hashable, Sendable {
    case display
    case widget(family: String)
    case window(width: Int)

    /// Whether its content can scroll, and so be captured whole (T18): a widget's panel cannot.
    public var isScrollable: Bool {
        if case .widget = self { return false }
        return true
    }

    /// The kind of surface it makes.
    public var kind: Surface.Kind {
        switch self {
        case .display: .display
        case .widget: .panel
        case .window: .window
        }
    }

    /// `display`, `widget` or `window`: the export index's surface filter.
    public var label: String {
        switch self {
        case .display: "display"
        case .widget: "widget"
        case .window: "window"
        }
    }
}
