import FoldLayout

/// How to render: pixels per point, light or dark, and whether to draw the review guides (R2).
public struct RenderOptions: Hashable, Sendable {
    public var scale: Double
    public var appearance: Appearance
    public var guides: Bool
    /// Paint into a canvas of this size (in points) instead of the surface's own; the rest is bezel.
    /// Simulation frames use it so every posture shares one image size.
    public var canvas: Rect?

    public init(scale: Double = 1, appearance: Appearance = .light, guides: Bool = false, canvas: Rect? = nil) {
        self.scale = scale
        self.appearance = appearance
        self.guides = guides
        self.canvas = canvas
    }
}
