import FoldLayout

/// Full-page capture (T18): the whole scroll content of a page in one tall image. The display (or
/// window) the request shows is grown by what its scrolling regions hold beyond their frames, and laid
/// out again until nothing scrolls, so a screen cut at the viewport (a list at AX5 on a cover) is seen
/// whole, its content placed by the same layout and rules.
extension SolvedLayout {
    /// How far the tallest scrolling region's content runs past its frame, in points; 0 when none scrolls.
    public var overflow: Double { overflowing.map { $0.contentHeight - $0.frame.height } ?? 0 }

    /// The region whose content runs furthest past its frame, when one does.
    public var overflowing: SolvedRegion? {
        regions.filter { $0.contentHeight > $0.frame.height }.max { $0.contentHeight - $0.frame.height < $1.contentHeight - $1.frame.height }
    }
}

extension SurfaceHost {
    /// The host with the surface `request` shows grown `extra` points in the direction its content
    /// scrolls (the display held upright: its height; in landscape: its upright width, the held height).
    /// A fold across that direction below `region` (a clamshell's top page) moves down with it, so the
    /// page that scrolls is the one that grows. A widget's panel does not scroll: nil.
    public func grown(by extra: Double, for request: RenderRequest, region: Rect) -> SurfaceHost? {
        switch self {
        case .device(var device):
            let upright = request.orientation == .upright
            func grow(_ display: inout DeviceProfile.Display) {
                if upright { display.height += extra } else { display.width += extra }
            }
            if request.posture != .cover, var inner = device.inner {
                grow(&inner)
                device.inner = inner
                // Folds across the scroll direction lie along the held y: upright, horizontal ones; in
                // landscape, vertical ones (an upright x is a landscape y).
                let across: DeviceProfile.Fold.Axis = upright ? .horizontal : .vertical
                func move(_ fold: inout DeviceProfile.Fold) {
                    if fold.axis == across, fold.position > region.midY { fold.position += extra }
                }
                if var fold = device.fold { move(&fold); device.fold = fold }
                if var folds = device.folds { for i in folds.indices { move(&folds[i]) }; device.folds = folds }
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
