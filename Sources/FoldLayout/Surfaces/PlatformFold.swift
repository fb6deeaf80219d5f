/// A surface's fold as the platforms report it to an app (S6), so a team can set Crease beside what
/// its Android app or web page sees in the same state:
///
/// - Jetpack WindowManager's `FoldingFeature`, the one display feature of `WindowLayoutInfo` for a
///   window that spans the fold: its bounds in window pixels, `state` (`FLAT`, `HALF_OPENED`),
///   `orientation`, `isSeparating` and `occlusionType` (`NONE`, `FULL`). A window on the cover
///   display, a panel or a desktop window has none.
/// - The web's viewport segments (`window.viewport.segments`, `env(viewport-segment-* x y)`), in CSS
///   pixels (points): two when the fold separates the viewport, else one covering it.
/// - The web's `device-posture` media feature: `folded` for a held partial fold, else `continuous`.
///
/// The viewport is taken to be the whole active display, as for an app drawn edge to edge.
public struct PlatformFold: Hashable, Sendable, Encodable {
    /// Jetpack WindowManager's `androidx.window.layout.FoldingFeature`.
    public struct FoldingFeature: Hashable, Sendable, Encodable {
        public enum State: String, Hashable, Sendable, Encodable { case flat = "FLAT", halfOpened = "HALF_OPENED" }
        public enum Orientation: String, Hashable, Sendable, Encodable { case vertical = "VERTICAL", horizontal = "HORIZONTAL" }
        public enum OcclusionType: String, Hashable, Sendable, Encodable { case none = "NONE", full = "FULL" }

        /// `FoldingFeature.bounds`, an Android `Rect` in window pixels (points × the device's scale,
        /// rounded): zero wide (or tall) for a crease, the hinge's width for a hinge.
        public var bounds: PixelBounds
        /// The same bounds in points, `[x, y, width, height]` like every other frame `inspect` prints.
        public var frame: [Double]
        public var state: State
        /// `VERTICAL` when the fold runs from the top edge to the bottom one.
        public var orientation: Orientation
        /// True when the fold divides the window into two logical areas: a hinge always does, a crease
        /// only when held half opened.
        public var isSeparating: Bool
        /// `FULL` when the fold hides content (a hinge between two screens), `NONE` for a crease.
        public var occlusionType: OcclusionType
    }

    /// An Android `Rect`: edges in pixels, `right` and `bottom` exclusive.
    public struct PixelBounds: Hashable, Sendable, Encodable {
        public var left: Int
        public var top: Int
        public var right: Int
        public var bottom: Int
    }

    /// One of the web's viewport segments: `index` is its `[x, y]` in `env(viewport-segment-left x y)`
    /// (columns left to right, lines top to bottom, whatever the writing direction); the rectangle is in
    /// CSS pixels from the viewport's top left.
    public struct ViewportSegment: Hashable, Sendable, Encodable {
        public var index: [Int]
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double
    }

    public var foldingFeature: FoldingFeature?
    public var viewportSegments: [ViewportSegment]
    /// The CSS `device-posture` media feature's value: `folded` or `continuous`.
    public var devicePosture: String

    public init(_ surface: Surface) {
        let bounds = surface.bounds
        devicePosture = surface.posture == .halfOpened && surface.fold != nil ? "folded" : "continuous"
        guard let fold = surface.fold else {
            foldingFeature = nil
            viewportSegments = [ViewportSegment(index: [0, 0], x: 0, y: 0, width: bounds.width, height: bounds.height)]
            return
        }
        let halfOpened = surface.posture == .halfOpened
        let separating = fold.isHinge || halfOpened
        let scale = surface.device.scale
        func px(_ v: Double) -> Int {
            let scaled = (v * scale).rounded()
            return scaled.isFinite && abs(scaled) < 1e9 ? Int(scaled) : 0
        }
        let f = fold.frame
        foldingFeature = FoldingFeature(
            bounds: PixelBounds(left: px(f.minX), top: px(f.minY), right: px(f.maxX), bottom: px(f.maxY)),
            frame: f.array, state: halfOpened ? .halfOpened : .flat,
            orientation: fold.axis == .vertical ? .vertical : .horizontal,
            isSeparating: separating, occlusionType: fold.isHinge ? .full : .none)
        guard separating else {
            viewportSegments = [ViewportSegment(index: [0, 0], x: 0, y: 0, width: bounds.width, height: bounds.height)]
            return
        }
        viewportSegments = fold.axis == .vertical
            ? [ViewportSegment(index: [0, 0], x: 0, y: 0, width: f.minX, height: bounds.height),
               ViewportSegment(index: [1, 0], x: f.maxX, y: 0, width: bounds.width - f.maxX, height: bounds.height)]
            : [ViewportSegment(index: [0, 0], x: 0, y: 0, width: bounds.width, height: f.minY),
               ViewportSegment(index: [0, 1], x: 0, y: f.maxY, width: bounds.width, height: bounds.height - f.maxY)]
    }
}
