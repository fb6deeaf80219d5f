import FoldLayout

/// How dense a surface's controls and text are: a phone's or a foldable's display is touched, a
/// desktop window is pointed at (W3: the Mac window at Mac density, a 13 pt body and 28 pt rows).
///
/// The screens are built inside `Density.$current.withValue(ctx.density)` (`Screens.build`), and the
/// rows a lazy list makes later are made inside it again (`LazyVStack` rows capture it), so every
/// text style (`Typography`) and control size (`Metrics`) built for a window is the desktop's without
/// each of the screens' builders passing it down.
public enum Density: String, Hashable, Sendable {
    /// A touch screen: Apple's Dynamic Type sizes (a 17 pt body at L) and 44 pt touch areas.
    case touch
    /// A desktop window: macOS's text styles (a 13 pt body) and 28 pt rows and controls.
    case pointer

    /// The density the screens being built are set at.
    @TaskLocal public static var current: Density = .touch

    /// How a control's size scales against the touch density's: the body text's ratio (13 / 17).
    public var controlScale: Double { self == .pointer ? 13.0 / 17 : 1 }

    /// The point size of `style` at `size`: Dynamic Type's on touch; on a window, macOS's fixed
    /// sizes (a desktop has no Dynamic Type ladder), whatever the content size.
    public func pointSize(_ style: TextStyle, _ size: ContentSize) -> Double {
        guard self == .pointer else { return style.pointSize(size) }
        switch style {
        case .largeTitle: return 26
        case .title1: return 22
        case .title2: return 17
        case .title3: return 15
        case .headline, .body: return 13
        case .callout: return 12
        case .subheadline: return 11
        case .footnote, .caption1, .caption2: return 10
        }
    }

    /// `style` at `size` in this density, at its default weight or `weight`.
    public func font(_ style: TextStyle, _ size: ContentSize, weight: FontWeight? = nil) -> FontSpec {
        FontSpec(size: pointSize(style, size), weight: weight ?? style.defaultWeight)
    }

    /// `make`'s nodes built at this density: a lazy list's rows, made when the solver reaches them.
    public func building(@NodeBuilder _ make: () -> [Node]) -> [Node] {
        Density.$current.withValue(self) { make() }
    }
}
