public struct SolvedRegion: Hashable, Sendable {
    public var frame: Rect
    public var contentHeight: Double
    /// How far its content is scrolled up (0: at its top, as a page opens).
    public var scrollOffset: Double = 0
    /// Rows of lazy lists in it whose heights `contentHeight` estimates (`SolvedList`): 0 when it is exact.
    public var estimatedRows = 0
    public var scrolls: Bool { contentHeight > frame.height + 0.5 }
}
