import FoldLayout

/// Full-page capture (T18): the whole scroll content of a page in one tall image. The display (or
/// window) the request shows is grown by what its scrolling regions hold beyond their frames, and laid
/// out again until nothing scrolls, so a screen cut at the viewport (a list at AX5 on a cover) is seen
/// whole, its content placed by the same layout and rules.
extension SolvedLayout {
    /// How far the tallest scrolling region's content runs past its frame, in points; 0 when none scrolls.
    public var overflow: Double {
        regions.map { $0.contentHeight - $0.frame.height }.max().map { Swift.max(0, $0) } ?? 0
    }
}

extension SurfaceHost {
    /// The host with the surface `request` shows grown `extra` points in the direction its content
    /// scrolls (the display held upright: its height; in landscape: its upright width, the held height).
    /// A widget's panel does not scroll: nil.
    public func grown(by extra: Double, for request: RenderRequest) -> SurfaceHost? {
        switch self {
        case .device(var device):
            func grow(_ display: inout DeviceProfile.Display) {
                if request.orientation == .upright { display.height += extra } else { display.width += extra }
            }
            if request.posture != .cover, var inner = device.inner {
                grow(&inner)
                device.inner = inner
            } else {
                grow(&device.cover)
            }
            return .device(device)
        case .window(var window, let width):
            window.height += extra
            return .window(window, width: width)
        case .widget:
            return nil
        }
    }
}
