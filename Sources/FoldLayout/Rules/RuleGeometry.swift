/// Helpers the rules share.
public enum RuleGeometry {
    /// Half a point: frames are compared with this much slack.
    public static let tolerance = 0.5

    /// The part of a node that shows: its frame inside its clip. Empty for nodes that cover the
    /// chrome on purpose, for regions, and for nodes clipped away.
    public static func visible(_ node: SolvedNode) -> Rect? {
        guard !node.semantics.coversChrome, !node.isRegion, node.opacity > 0 else { return nil }
        let visible = node.clip.map { node.frame.intersection($0) } ?? node.frame
        return visible.isEmpty ? nil : visible
    }

    /// The page whose frame holds the middle of `rect`.
    public static func page(holding rect: Rect, on surface: Surface) -> Surface.Page? {
        surface.pages.first { $0.frame.contains(Rect(x: rect.midX, y: rect.midY, width: 0, height: 0)) }
    }

    /// `#filePath` from `Sources/` on, for listings.
    public static func relativeSource(_ path: String) -> String {
        guard let range = path.range(of: "/Sources/", options: .backwards) else { return path }
        return "Sources/" + path[range.upperBound...]
    }
}
