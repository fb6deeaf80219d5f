extension Node {
    /// Declares what assistive technology reads for the node (A1). Its text descendants are read as part
    /// of it, not on their own.
    public func accessibility(label: String, value: String? = nil, traits: [Accessibility.Trait]) -> Node {
        semantics(withSemantics { $0.accessibility = Accessibility(label: label, value: value, traits: traits) })
    }

    /// A sheet or dialog: while it shows, assistive technology reads only what is inside it.
    public func accessibilityModal() -> Node { semantics(withSemantics { $0.isModal = true }) }

    /// Puts assistive technology's focus on the node (a closed sheet returns it to what opened it), its
    /// ring rounded by `cornerRadius` where given (`Semantics.focusCornerRadius`).
    public func accessibilityFocus(_ on: Bool = true, cornerRadius: Double? = nil) -> Node {
        on ? semantics(withSemantics { $0.hasFocus = true; $0.focusCornerRadius = cornerRadius }) : self
    }
}
