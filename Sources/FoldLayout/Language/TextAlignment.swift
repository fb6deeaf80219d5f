public enum TextAlignment: Hashable, Sendable {
    case natural, center, trailing

    /// Where a line `width` wide starts in `box`. `natural` is where the measurer put it (Pango aligns
    /// right-to-left paragraphs right); a right-to-left layout sets natural text flush right.
    public func lineX(width: Double, in box: Rect, direction: LayoutDirection, natural: Double) -> Double {
        switch self {
        case .center: box.x + (box.width - width) / 2
        case .trailing: direction == .leftToRight ? box.maxX - width : box.minX
        case .natural: direction == .leftToRight ? natural : box.maxX - width
        }
    }
}
