/// What assistive technology (VoiceOver, Voice Control) reads for a node (A1): a label, a value and
/// traits. Screens declare it with `.accessibility(label:value:traits:)`; a text node that declares
/// none reads its own string as static text.
public struct Accessibility: Hashable, Sendable {
    public enum Trait: String, Hashable, Sendable, CaseIterable {
        case button, header, selected, staticText = "static text", toggle, adjustable, textField = "text field", image

        /// A trait that makes the node something a person acts on.
        public var isInteractive: Bool { self == .button || self == .toggle || self == .adjustable || self == .textField }
    }

    public var label: String
    public var value: String?
    public var traits: [Trait]

    public init(label: String, value: String? = nil, traits: [Trait]) {
        self.label = label
        self.value = value
        self.traits = traits
    }

    /// Whether a person acts on the node (a button, a toggle): it needs a label and a 44×44 pt target (A3).
    public var isInteractive: Bool { traits.contains { $0.isInteractive } }
}

extension Node {
    /// Declares what assistive technology reads for the node (A1). Its text descendants are read as part
    /// of it, not on their own.
    public func accessibility(label: String, value: String? = nil, traits: [Accessibility.Trait]) -> Node {
        semantics(withSemantics { $0.accessibility = Accessibility(label: label, value: value, traits: traits) })
    }

    /// A sheet or dialog: while it shows, assistive technology reads only what is inside it.
    public func accessibilityModal() -> Node { semantics(withSemantics { $0.isModal = true }) }

    /// Puts assistive technology's focus on the node (a closed sheet returns it to what opened it).
    public func accessibilityFocus(_ on: Bool = true) -> Node {
        on ? semantics(withSemantics { $0.hasFocus = true }) : self
    }
}

/// One element in the reading order: what is read, and where it is.
public struct AccessibilityElement: Hashable, Sendable {
    public var id: String
    public var label: String
    public var value: String?
    public var traits: [Accessibility.Trait]
    public var frame: Rect
    /// Assistive technology's focus is on this element.
    public var hasFocus: Bool = false

    /// `label | value | traits | x y width height`, the accessibility snapshot's line (A2), and
    /// ` | focus` on the element that has the focus.
    public var line: String {
        let traitText = traits.map(\.rawValue).joined(separator: ", ")
        let box = [frame.x, frame.y, frame.width, frame.height].map(\.compactText).joined(separator: " ")
        return "\(label) | \(value ?? "") | \(traitText) | \(box)" + (hasFocus ? " | focus" : "")
    }
}

/// The reading order of a solved layout (A2): page by page in reading direction (left page first, or
/// the right page first right-to-left; top before bottom), and within a page in declaration order. While
/// a modal (sheet, dialog) shows, only the topmost modal's elements are read.
public enum ReadingOrder {
    public static func elements(_ surface: Surface, _ layout: SolvedLayout, direction: LayoutDirection) -> [AccessibilityElement] {
        let index = layout.index
        // Whether a node is, or lies inside, a node that satisfies `test`.
        func inside(_ node: SolvedNode, _ test: (SolvedNode) -> Bool) -> SolvedNode? {
            var current: SolvedNode? = node
            var hops = 0
            while let n = current, hops < 10_000 {
                if test(n) { return n }
                current = n.parent.flatMap { index[$0] }.map { layout.nodes[$0] }
                hops += 1
            }
            return nil
        }
        let modal = layout.nodes.last { $0.semantics.isModal && $0.opacity > 0 }
        var found: [(page: Int, order: Int, element: AccessibilityElement)] = []
        let pages = surface.pages.enumerated().sorted { a, b in
            let fa = a.element.frame, fb = b.element.frame
            if abs(fa.y - fb.y) > 0.5 { return fa.y < fb.y }
            return direction == .leftToRight ? fa.x < fb.x : fa.x > fb.x
        }.map(\.offset)
        for (order, node) in layout.nodes.enumerated() where node.opacity > 0 && node.role != .region {
            if let modal, inside(node, { $0.id == modal.id }) == nil { continue }
            let declared = node.semantics.accessibility
            if declared == nil {
                // A text node reads itself unless a labelled ancestor reads for it.
                guard let text = node.text, !text.content.string.isEmpty else { continue }
                if node.parent.flatMap({ index[$0] }).map({ layout.nodes[$0] }).flatMap({ inside($0) { $0.semantics.accessibility != nil } }) != nil {
                    continue
                }
            } else if let parent = node.parent.flatMap({ index[$0] }).map({ layout.nodes[$0] }),
                      inside(parent, { $0.semantics.accessibility != nil }) != nil {
                continue
            }
            let accessibility = declared ?? Accessibility(label: node.text?.content.string ?? "", traits: [.staticText])
            let page = surface.pages.firstIndex { $0.frame.contains(Rect(x: node.frame.midX, y: node.frame.midY, width: 0, height: 0)) }
            let rank = page.flatMap { pages.firstIndex(of: $0) } ?? pages.count
            found.append((rank, order, AccessibilityElement(id: node.id, label: accessibility.label, value: accessibility.value,
                                                            traits: accessibility.traits, frame: node.frame, hasFocus: node.semantics.hasFocus)))
        }
        return found.sorted { ($0.page, $0.order) < ($1.page, $1.order) }.map(\.element)
    }

    /// The accessibility snapshot: one line per element in reading order.
    public static func text(_ surface: Surface, _ layout: SolvedLayout, direction: LayoutDirection) -> String {
        elements(surface, layout, direction: direction).map(\.line).joined(separator: "\n") + "\n"
    }
}
