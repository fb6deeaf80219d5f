import FoldLayout

/// The shared canvas a simulation draws every posture in: the opened display, with the cover
/// display laid over its first page, so a card can move continuously between them (M5).
public enum MotionCanvas {
    public static func bounds(_ device: DeviceProfile, orientation: Orientation) -> Rect {
        let cover = Surface(device: device, posture: .cover, orientation: orientation).bounds
        let open = Surface(device: device, posture: .spread, orientation: orientation).bounds
        return Rect(x: 0, y: 0, width: Swift.max(cover.width, open.width), height: Swift.max(cover.height, open.height))
    }

    /// A posture's layout in canvas coordinates: the cover page sits where the opened display's first page is.
    public static func place(_ layout: SolvedLayout, device: DeviceProfile, posture: Posture, orientation: Orientation) -> SolvedLayout {
        SolvedLayout(bounds: bounds(device, orientation: orientation), nodes: layout.nodes, regions: layout.regions)
    }
}
