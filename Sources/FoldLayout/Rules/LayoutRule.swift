/// One numbered rule of SPEC.md as a check over a solved layout on its surface. Each rule lives in
/// a file named by its ID (`L07CheckOnFirstLine.swift`); `RuleBook` lists them for lint, the tests
/// and `crease lint --rules`.
public protocol LayoutRule: Sendable {
    /// The rule's ID in SPEC.md: `L7`.
    var id: String { get }
    /// What the rule asks, in a few words.
    var summary: String { get }
    /// Which screens it concerns, when not every one ("Habits rows").
    var scope: String { get }
    /// The file the rule is written in (`#filePath`).
    var source: String { get }
    /// Whether the rule holds on the in-between frames of a fold transition too (a simulation checks
    /// every frame it draws). A rule about what a settled screen shows says `false` and why in its scope.
    var holdsOnTransitionFrames: Bool { get }
    func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation]
}

extension LayoutRule {
    /// Most rules are about where things are, and that holds on every drawn frame.
    public var holdsOnTransitionFrames: Bool { true }
}

/// Helpers the rules share.
public enum RuleGeometry {
    /// Half a point: frames are compared with this much slack.
    public static let tolerance = 0.5

    /// The part of a node that shows: its frame inside its clip. Empty for nodes that cover the
    /// chrome on purpose, for regions, and for nodes clipped away.
    public static func visible(_ node: SolvedNode) -> Rect? {
        guard !node.semantics.coversChrome, node.role != .region, node.opacity > 0 else { return nil }
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
