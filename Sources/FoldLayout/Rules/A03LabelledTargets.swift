import CreaseInput
import Foundation

/// A3: every interactive node (a button, a toggle) has an accessibility label and a touch target of at
/// least 44×44 pt, at every text size, so VoiceOver can name it and a finger can hit it. A desktop
/// window is pointed at, not touched: its controls' least hit area is macOS's 28×28 pt (W3).
public struct A03LabelledTargets: LayoutRule {
    public init() {}
    public let id = "A3"
    public let summary = "Every interactive node has a label and at least a 44×44 pt target (28×28 pt in a window)"
    public let scope = "nodes whose accessibility traits make them interactive"
    public let source = RuleGeometry.relativeSource(#filePath)

    /// The smallest target on a touch screen, in points.
    public static let minimumTarget = 44.0
    /// The smallest target in a window a pointer clicks in, in points.
    public static let minimumPointerTarget = 28.0

    /// The smallest target on `surface`.
    public static func minimumTarget(on surface: Surface) -> Double {
        surface.kind == .window ? minimumPointerTarget : minimumTarget
    }

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        let minimum = Self.minimumTarget(on: surface)
        return layout.nodes.compactMap { node in
            guard let accessibility = node.semantics.accessibility, accessibility.isInteractive,
                  RuleGeometry.visible(node) != nil else { return nil }
            if accessibility.label.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                return Violation(rule: id, node: node.id, message: "an interactive node without an accessibility label")
            }
            if node.frame.width < minimum - 0.001 || node.frame.height < minimum - 0.001 {
                return Violation(rule: id, node: node.id,
                                 message: "\"\(accessibility.label)\" has a \(node.frame.width.compactText)×\(node.frame.height.compactText) pt target, under \(minimum.compactText)×\(minimum.compactText)")
            }
            return nil
        }
    }
}
