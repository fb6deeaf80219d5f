public func VStack(spacing: Double = 0, alignment: HorizontalAlignment = .fill,
                   @NodeBuilder _ content: () -> [Node]) -> Node {
    Node(.stack(axis: .vertical, spacing: spacing, alignment: .horizontal(alignment), children: content()))
}

public func HStack(spacing: Double = 0, alignment: VerticalAlignment = .top,
                   @NodeBuilder _ content: () -> [Node]) -> Node {
    Node(.stack(axis: .horizontal, spacing: spacing, alignment: .vertical(alignment), children: content()))
}

/// Children drawn on top of each other, each given the whole frame.
public func Layers(@NodeBuilder _ content: () -> [Node]) -> Node { Node(.layers(content())) }

/// Alternatives in order of preference: the solver draws the first that fits the width offered (no
/// word of its text split, nothing wider than the offer), else the last.
public func FirstFit(@NodeBuilder _ alternatives: () -> [Node]) -> Node { Node(.firstFit(alternatives())) }

/// The first alternative that fits the width offered and is no taller than `maxHeight` (a fixed panel
/// that cannot scroll shows fewer items instead of cutting one, P5); the last when none does.
public func FirstFit(maxHeight: Double, @NodeBuilder _ alternatives: () -> [Node]) -> Node {
    Node(.firstFit(alternatives(), maxHeight: maxHeight))
}

/// Alternatives in order of preference, each more accommodating than the one before, that every first
/// fit sharing `key` takes together: the latest that any of them needs alone (P13: one placement for a
/// list's controls, not trailing on one row and below on the next). The layout is solved again when
/// one of them needs a later alternative than the others took. A nil key shares with none (`FirstFit`).
public func FirstFit(sharing key: String?, @NodeBuilder _ alternatives: () -> [Node]) -> Node {
    Node(.firstFit(alternatives(), shared: key))
}

/// Alternatives in order of preference, judged at `width` (or the width offered, where that is
/// narrower) and laid out at the width offered: the choice a narrower page would make, made on every
/// page (a bar laid out one way on every page of a device, P13).
public func FirstFit(judgedAt width: Double, @NodeBuilder _ alternatives: () -> [Node]) -> Node {
    Node(.firstFit(alternatives(), judgedAt: width))
}

/// Text that wraps between words; a word wider than its line hyphenates in `language` (see
/// `TextContent`); with a `lineLimit`, text that needs more lines ends in an ellipsis.
public func Text(_ string: String, font: FontSpec, color: Paint = "text", alignment: TextAlignment = .natural,
                 language: String? = nil, lineLimit: Int? = nil) -> Node {
    Node(.text(TextContent(string, font: font, color: color, alignment: alignment, language: language, lineLimit: lineLimit)))
}

public func Spacer(minLength: Double = 0) -> Node { Node(.spacer(minLength: minLength)) }

/// A fixed-size box, optionally holding a child centred in it.
public func Box(width: Double? = nil, height: Double? = nil, _ child: Node? = nil) -> Node {
    Node(.frame(width: width, height: height, minHeight: nil, child: child))
}

public func Region(_ rect: Rect, _ child: Node) -> Node { Node(.region(rect, child)) }

/// A scroll view: its content at the width offered and its whole height, shown through a viewport that
/// gives up height (down to `minHeight`) where the stack it is in has less room than everything in it
/// needs. A sheet's body under its pinned header, an alert's message above its actions.
public func Scroll(minHeight: Double = 0, @NodeBuilder _ content: () -> [Node]) -> Node {
    let children = content()
    return Node(.scroll(children.count == 1 ? children[0] : VStack(spacing: 0) { children }, minHeight: minHeight))
}

/// A vertical list of `count` rows, made only when a solve needs them (`LazyRows`): a long list lays
/// out the rows its region can show, not all of them. `pinned`: a row made wherever it is (the focus).
/// A row may be several nodes (a separator and the row under it): they are stacked without spacing.
/// A list of at most `LazyRows.alwaysMade` rows, which every solve would make whole, is made now as
/// a `VStack` of them (of their nodes, when there is no spacing): the same frames without a pass per
/// row. Give rows ids of their own: a row without one is named by its place (`list/3` in a lazy list,
/// its path in a stack).
public func LazyVStack(count: Int, spacing: Double = 0, pinned: Int? = nil,
                       @NodeBuilder row: @escaping @Sendable (Int) -> [Node]) -> Node {
    let one: @Sendable (Int) -> Node = { k in
        let nodes = row(k)
        return nodes.count == 1 ? nodes[0] : VStack(spacing: 0) { nodes }
    }
    if count <= LazyRows.alwaysMade {
        let rows = 0..<Swift.max(0, count)
        return spacing == 0 ? VStack(spacing: 0) { rows.flatMap(row) } : VStack(spacing: spacing) { rows.map(one) }
    }
    return Node(.lazyStack(spacing: spacing, rows: LazyRows(count: count, pinned: pinned, row: one)))
}
