import CreaseInput
import Foundation

/// A3: every interactive node (a button, a toggle) has an accessibility label and a touch target of at
/// least 44×44 pt, at every text size, so VoiceOver can name it and a finger can hit it.
public struct A03LabelledTargets: LayoutRule {
    public init() {}
    public let id = "A3"
    public let summary = "Every interactive node has a label and at least a 44×44 pt target"
    public let scope = "nodes whose accessibility traits make them interactive"
    public let source = RuleGeometry.relativeSource(#filePath)

    /// The smallest target, in points.
    public static let minimumTarget = 44.0

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        let minimum = Self.minimumTarget
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
