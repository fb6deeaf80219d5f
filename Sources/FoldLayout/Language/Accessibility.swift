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
