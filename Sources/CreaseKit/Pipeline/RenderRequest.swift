import FoldLayout
import FoldRender

/// One state to lay out or render: device, posture, orientation, text size, appearance, scale.
public struct RenderRequest: Hashable, Sendable {
    public var posture: Posture
    public var orientation: Orientation
    public var size: ContentSize
    public var options: RenderOptions
    /// The whole scroll content of the page in one tall image (T18), not the viewport.
    public var fullPage: Bool

    public init(posture: Posture, orientation: Orientation = .upright, size: ContentSize = .L,
                options: RenderOptions = RenderOptions(), fullPage: Bool = false) {
        self.posture = posture
        self.orientation = orientation
        self.size = size
        self.options = options
        self.fullPage = fullPage
    }
}
