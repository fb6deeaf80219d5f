/// P2: the shell rail, the side dock and every other fixed element of the surface end before a hinge or
/// crease, whichever way the fold runs: none of them runs across it.
public struct P02ChromeClearOfFolds: LayoutRule {
    public init() {}
    public let id = "P2"
    public let summary = "Chrome ends before every fold"
    public let scope = "displays with a fold"
    public let source = RuleGeometry.relativeSource(#filePath)

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        guard !surface.folds.isEmpty else { return [] }
        var chrome: [(String, Rect)] = surface.rails.enumerated().map { ("rail/\($0.offset)", $0.element) }
        chrome += surface.docks.enumerated().map { ("dock/\($0.offset)", $0.element) }
        if let sidebar = surface.sidebar { chrome.append(("sidebar", sidebar)) }
        if let bar = surface.titleBar { chrome.append(("title-bar", bar)) }
        return chrome.flatMap { name, rect in
            surface.folds.filter { Self.crosses(rect, $0) }.map { fold in
                Violation(rule: id, node: name, message: "\(rect) runs across the \(fold.isHinge ? "hinge" : "crease") at \(fold.frame)")
            }
        }
    }

    /// Whether `rect` lies on both sides of the fold, or inside a hinge.
    static func crosses(_ rect: Rect, _ fold: Surface.FoldBand) -> Bool {
        let t = RuleGeometry.tolerance
        let f = fold.frame
        return fold.axis == .horizontal
            ? rect.minY < f.maxY - t && rect.maxY > f.minY + t && rect.width > 0
            : rect.minX < f.maxX - t && rect.maxX > f.minX + t && rect.height > 0
    }
}
