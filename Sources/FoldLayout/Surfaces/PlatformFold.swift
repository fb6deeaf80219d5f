/// A surface's fold as the platforms report it to an app (S6), so a team can set Crease beside what
/// its Android app or web page sees in the same state:
///
/// - Jetpack WindowManager's `FoldingFeature`, the one display feature of `WindowLayoutInfo` for a
///   window that spans the fold: its bounds in window pixels, `state` (`FLAT`, `HALF_OPENED`),
///   `orientation`, `isSeparating` and `occlusionType` (`NONE`, `FULL`). A window on the cover
///   display, a panel or a desktop window has none.
/// - The web's viewport segments (`window.viewport.segments`, `env(viewport-segment-* x y)`), in CSS
///   pixels (points): one more than the folds that separate the viewport (two on a book, three on a
///   tri-fold held with both folds separating), else one covering it.
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

    /// The first (on a book or a flip, the only) fold's feature; `nil` when the window spans no fold.
    public var foldingFeature: FoldingFeature?
    /// Every fold's feature, leading first, when the display has more than one (S7: a tri-fold's two,
    /// each with its own state); `nil` otherwise, so a one-fold report reads as before.
    public var foldingFeatures: [FoldingFeature]?
    public var viewportSegments: [ViewportSegment]
    /// The CSS `device-posture` media feature's value: `folded` or `continuous`.
    public var devicePosture: String

    public init(_ surface: Surface) {
        let bounds = surface.bounds
        let folds = surface.folds
        devicePosture = folds.contains { $0.posture == .halfOpened } ? "folded" : "continuous"
        let scale = surface.device.scale
        func px(_ v: Double) -> Int {
            let scaled = (v * scale).rounded()
            return scaled.isFinite && abs(scaled) < 1e9 ? Int(scaled) : 0
        }
        let features = folds.map { fold in
            let f = fold.frame
            let halfOpened = fold.posture == .halfOpened
            return FoldingFeature(
                bounds: PixelBounds(left: px(f.minX), top: px(f.minY), right: px(f.maxX), bottom: px(f.maxY)),
                frame: f.array, state: halfOpened ? .halfOpened : .flat,
                orientation: fold.axis == .vertical ? .vertical : .horizontal,
                isSeparating: fold.isHinge || halfOpened, occlusionType: fold.isHinge ? .full : .none)
        }
        foldingFeature = features.first
        foldingFeatures = features.count > 1 ? features : nil
        // One segment before each separating fold and one after the last: a tri-fold held open with both
        // creases half opened has three (3×1).
        var segments: [ViewportSegment] = []
        var from = 0.0
        for (fold, feature) in zip(folds, features) where feature.isSeparating {
            let f = fold.frame
            if fold.axis == .vertical {
                segments.append(ViewportSegment(index: [segments.count, 0], x: from, y: 0, width: f.minX - from, height: bounds.height))
                from = f.maxX
            } else {
                segments.append(ViewportSegment(index: [0, segments.count], x: 0, y: from, width: bounds.width, height: f.minY - from))
                from = f.maxY
            }
        }
        if let axis = folds.first?.axis, !segments.isEmpty {
            segments.append(axis == .vertical
                ? ViewportSegment(index: [segments.count, 0], x: from, y: 0, width: bounds.width - from, height: bounds.height)
                : ViewportSegment(index: [0, segments.count], x: 0, y: from, width: bounds.width, height: bounds.height - from))
        } else {
            segments = [ViewportSegment(index: [0, 0], x: 0, y: 0, width: bounds.width, height: bounds.height)]
        }
        viewportSegments = segments
    }
}
