extension Node {
    public func id(_ id: String) -> Node { Node(storage: storage.with(id: .some(id))) }
    public func role(_ role: Role) -> Node { Node(storage: storage.with(role: .some(role))) }
    public func attribute(_ key: String, _ value: String) -> Node {
        var attributes = storage.attributes
        attributes[key] = value
        return Node(storage: storage.with(attributes: attributes))
    }
    /// Several attributes at once (a long list of cells sets them in one step).
    public func attributes(_ more: [String: String]) -> Node {
        Node(storage: storage.with(attributes: storage.attributes.isEmpty ? more : storage.attributes.merging(more) { _, new in new }))
    }
    public func semantics(_ semantics: Semantics) -> Node { Node(storage: storage.with(semantics: semantics)) }
    /// Marks a container that must lie whole inside one page (L1).
    public func staysInOnePage() -> Node { semantics(withSemantics { $0.staysInOnePage = true }) }
    /// Marks a layer that deliberately covers the chrome (a scrim).
    public func coversChrome() -> Node { semantics(withSemantics { $0.coversChrome = true }) }
    /// A text sized by the fixed columns of a grid (P10).
    public func sizedByColumns() -> Node { semantics(withSemantics { $0.sizedByColumns = true }) }
    /// A glyph that sits in its scale's text's line and grows with it (P4).
    public func scales(_ scale: GlyphScale) -> Node { semantics(withSemantics { $0.glyph = scale }) }

    /// Declares that the node shows the state of `subject` (a habit on a day, say) as `state`: every node
    /// of a layout that shows the same subject must show the same state (P7).
    public func shows(_ subject: String, state: String) -> Node {
        attribute(P07OneTruthPerState.subjectKey, subject).attribute(P07OneTruthPerState.stateKey, state)
    }

    /// An overlay opened from node `id`: after the layout is solved it moves, with everything inside it,
    /// to stand next to that node (`SolvedLayout.anchored()`, P3).
    public func anchored(to id: String, _ placement: Semantics.Anchor.Placement = .below) -> Node {
        semantics(withSemantics { $0.anchor = Semantics.Anchor(id: id, placement: placement) })
    }
    /// Declares an overlay (P12): it shows whole on its page, with its title (`title`, a node's id) and
    /// every action visible.
    public func overlay(_ kind: Semantics.Overlay?) -> Node { semantics(withSemantics { $0.overlay = kind }) }
    /// Declares the part of an overlay the node is (P12, P15).
    public func overlayPart(_ part: Semantics.Part) -> Node { semantics(withSemantics { $0.part = part }) }
    /// Declares a control that accompanies text `text` in list or bar `group` (P13); `proportion`: its
    /// size over the text's point size at the default text size.
    public func accompanies(_ text: String, in group: String, proportion: Double? = nil) -> Node {
        semantics(withSemantics { $0.accessory = Semantics.Accessory(text: text, group: group, proportion: proportion) })
    }
    /// Declares a bar of controls and a title, of kind `kind` (P13).
    public func bar(_ kind: String) -> Node { semantics(withSemantics { $0.bar = kind }) }
    /// Declares a name someone gave (P14): never hyphenated.
    /// Marks a name (a habit's, a group's, a goal's: what the user wrote). A name's text is never
    /// hyphenated (P14): a word of it wider than its line breaks between two characters, as the
    /// platforms wrap it, and a screen that can offer a size that sets it whole does (`keepsWordsWhole`).
    public func isName() -> Node {
        var named = self
        if case .text(var content) = kind {
            content.hyphenates = false
            named = Node(storage: storage.with(kind: .text(content)))
        }
        return named.semantics(named.withSemantics { $0.isName = true })
    }
    /// Keeps the node's place and paints nothing of it (`Semantics.isHidden`).
    public func hidden() -> Node { semantics(withSemantics { $0.isHidden = true }) }
    /// Declares the screen a page's content belongs to (P15).
    public func purpose(_ screen: String) -> Node { semantics(withSemantics { $0.purpose = screen }) }
    /// Declares the node its page's quiet empty state (`Semantics.isQuiet`, P15).
    public func quiet() -> Node { semantics(withSemantics { $0.isQuiet = true }) }
    /// Declares the error a text reports (P15).
    public func reportsError(_ error: String) -> Node { semantics(withSemantics { $0.reportsError = error }) }
    /// Declares the error a control acts on (P15).
    public func actsOnError(_ error: String) -> Node { semantics(withSemantics { $0.actsOnError = error }) }
    /// Declares the smallest touch area the node may have (L12).
    public func touchTarget(minimum: Double) -> Node { semantics(withSemantics { $0.minimumTarget = minimum }) }
    /// Declares the design-review guide drawn for the node (R2).
    public func guide(_ guide: Semantics.Guide) -> Node { semantics(withSemantics { $0.guide = guide }) }
    /// Marks a button or short label whose words never break (L8).
    public func keepsWordsWhole() -> Node { semantics(withSemantics { $0.keepsWordsWhole = true }) }

    func withSemantics(_ change: (inout Semantics) -> Void) -> Semantics {
        var s = storage.semantics
        change(&s)
        return s
    }

    public func fillWidth(_ fills: Bool = true) -> Node { Node(storage: storage.with(fillsWidth: fills)) }
    public func hugContent() -> Node { Node(storage: storage.with(hugsContent: true)) }

    public func padding(_ value: Double) -> Node { padding(Insets(all: value)) }
    public func padding(_ insets: Insets) -> Node {
        Node(storage: Storage(kind: .padding(insets, self), id: nil, role: nil, decoration: nil, fillsWidth: fillsWidth,
                              hugsContent: false, attributes: [:]))
    }
    public func padding(horizontal: Double = 0, vertical: Double = 0) -> Node {
        padding(Insets(top: vertical, left: horizontal, bottom: vertical, right: horizontal))
    }

    public func frame(width: Double? = nil, height: Double? = nil, minHeight: Double? = nil, maxHeight: Double? = nil) -> Node {
        Node(.frame(width: width, height: height, minHeight: minHeight, maxHeight: maxHeight, child: self))
    }

    /// Draws a decoration behind the node's content: a fill, a stroke, a shape and a symbol.
    public func background(_ fill: Paint?, stroke: Paint? = nil, strokeWidth: Double = 1, cornerRadius: Double = 0,
                           shape: Decoration.Shape = .rectangle, symbol: Decoration.Symbol? = nil) -> Node {
        Node(storage: storage.with(decoration: .some(Decoration(fill: fill, stroke: stroke, strokeWidth: strokeWidth,
                                                                 cornerRadius: cornerRadius, shape: shape, symbol: symbol))))
    }
}
