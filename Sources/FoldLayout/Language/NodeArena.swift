/// A declared tree's nodes in preorder, each as the few plain fields a solve reads, in one array.
///
/// A solve visits every node several times (sized, perhaps sized again for another width, placed).
/// Walking the declared nodes themselves means loading each child from an address held in its
/// parent: on a long list, whose tree is far larger than the processor's caches, every one of those
/// loads waits on memory before the next can start. Here a node's children follow it (the first at
/// `i + 1`, each next one `count` further on), so a solve reads the tree front to back, and the
/// processor fetches the records ahead of it. The arena is made on a tree's first solve and kept with
/// its root (`Node.Storage.arena`), so solving the same tree again starts from it.
///
/// The records are plain numbers. What a solve reads rarely (identities) and solved nodes read later
/// (role, decoration, attributes, semantics, text) is in `declared`, by the same preorder number: a
/// solved node keeps the arena and its number, the arena keeps the declarations. The root is kept as
/// a copy of itself (`Node.Storage.arena` caches the arena in the root, which would otherwise hold
/// itself); its children, which never hold their parent, are kept as they are.
final class NodeArena: Sendable {
    struct Flags: OptionSet {
        let rawValue: UInt16
        static let fillsWidth = Flags(rawValue: 1 << 0)
        static let hugsContent = Flags(rawValue: 1 << 1)
        static let flexible = Flags(rawValue: 1 << 2)
        static let identified = Flags(rawValue: 1 << 3)
        static let hasID = Flags(rawValue: 1 << 4)
        static let keepsWordsWhole = Flags(rawValue: 1 << 5)
        static let hasFixedWidth = Flags(rawValue: 1 << 6)
        static let hasFixedHeight = Flags(rawValue: 1 << 7)
        static let hasMinHeight = Flags(rawValue: 1 << 8)
        static let hasMaxHeight = Flags(rawValue: 1 << 9)
        /// A `firstFit` that shares its choice (`FirstFit(sharing:)`): its key's place in `choiceGroups` is in `a`.
        static let sharesChoice = Flags(rawValue: 1 << 10)
        /// Paints nothing of itself or what is inside it (`Semantics.isHidden`).
        static let hidden = Flags(rawValue: 1 << 11)
    }

    /// One node: 48 bytes, so a list row of about 22 nodes is some 17 cache lines.
    struct Record {
        /// The shape's numbers: a stack's spacing or a spacer's minimum length in `a`; a padding's
        /// insets as top, left, bottom, right; a frame's fixed width, fixed height and minimum
        /// height (each present when its flag says so); a region's frame as x, y, width, height;
        /// a text's position in the arena's `texts` in `a` (a whole number, exact in a `Double`).
        let a: Double, b: Double, c: Double, d: Double
        /// Nodes in the subtree, itself included: the next sibling is `count` records on.
        let count: Int32
        let childCount: Int32
        let shape: Node.Storage.Shape
        let flags: Flags
        let alignment: Node.StackAlignment

        var fillsWidth: Bool { flags.contains(.fillsWidth) }
        var hugsContent: Bool { flags.contains(.hugsContent) }
        var flexible: Bool { flags.contains(.flexible) }
        var identified: Bool { flags.contains(.identified) }
        var hasID: Bool { flags.contains(.hasID) }
        var keepsWordsWhole: Bool { flags.contains(.keepsWordsWhole) }
        var isText: Bool { shape == .text }
        var isSpacer: Bool { shape == .spacer }
        var spacing: Double { a }
        var insets: Insets { Insets(top: a, left: b, bottom: c, right: d) }
        var fixedWidth: Double? { flags.contains(.hasFixedWidth) ? a : nil }
        var fixedHeight: Double? { flags.contains(.hasFixedHeight) ? b : nil }
        var minHeight: Double? { flags.contains(.hasMinHeight) ? c : nil }
        /// A frame's maximum height.
        var maxHeight: Double? { flags.contains(.hasMaxHeight) ? d : nil }
        /// A scroll view's least height.
        var scrollMinimum: Double { c }
        var regionFrame: Rect { Rect(x: a, y: b, width: c, height: d) }
        /// A text node's position in `texts`.
        var textIndex: Int { Int(a) }
        /// A shared first fit's key, by its place in the arena's `choiceGroups`; -1 for any other node.
        var choiceGroup: Int { flags.contains(.sharesChoice) ? Int(a) : -1 }
        /// A first fit's width to judge its alternatives at (`FirstFit(judgedAt:)`).
        var judgedWidth: Double? { flags.contains(.hasFixedWidth) ? c : nil }

        /// The record of `n`; a text node's `text` is its position in the arena's `texts`, a shared first
        /// fit's `group` its key's place in `choiceGroups`.
        init(_ n: Node.Storage, text: Int, group: Int = -1) {
            var flags: Flags = []
            if n.fillsWidth { flags.insert(.fillsWidth) }
            if n.hugsContent { flags.insert(.hugsContent) }
            if n.flexible { flags.insert(.flexible) }
            if n.identified { flags.insert(.identified) }
            if n.hasID { flags.insert(.hasID) }
            if n.semantics.keepsWordsWhole { flags.insert(.keepsWordsWhole) }
            if n.semantics.isHidden { flags.insert(.hidden) }
            var numbers = (0.0, 0.0, 0.0, 0.0)
            switch n.shape {
            case .verticalStack, .horizontalStack, .spacer, .lazyStack:
                numbers.0 = n.spacing
            case .padding:
                numbers = (n.insets.top, n.insets.left, n.insets.bottom, n.insets.right)
            case .frame:
                if let w = n.fixedWidth { flags.insert(.hasFixedWidth); numbers.0 = w }
                if let h = n.fixedHeight { flags.insert(.hasFixedHeight); numbers.1 = h }
                if let m = n.minHeight { flags.insert(.hasMinHeight); numbers.2 = m }
                if let most = n.maxHeight { flags.insert(.hasMaxHeight); numbers.3 = most }
            case .scroll:
                numbers.2 = n.minHeight ?? 0
            case .region:
                let r = n.regionFrame
                numbers = (r.x, r.y, r.width, r.height)
            case .text:
                numbers.0 = Double(text)
            case .firstFit:
                if let h = n.fixedHeight { flags.insert(.hasFixedHeight); numbers.1 = h }
                if group >= 0 { flags.insert(.sharesChoice); numbers.0 = Double(group) }
                if let w = n.fixedWidth { flags.insert(.hasFixedWidth); numbers.2 = w }
            case .layers:
                break
            }
            (a, b, c, d) = numbers
            // A tree of 2^31 nodes would not fit in memory; the check only keeps the narrowing honest.
            precondition(n.count <= Int(Int32.max), "a tree too large to solve")
            count = Int32(truncatingIfNeeded: n.count)
            childCount = Int32(truncatingIfNeeded: n.childRefs.count)
            shape = n.shape
            self.flags = flags
            alignment = n.alignment
        }
    }

    /// What the paint plan and the visibility model ask of each declared node, read once when the arena
    /// is made (a byte each) instead of from its declaration on every solve: a role is a string, and a
    /// decoration's fill a string too (P11; the typical spread with visibility: 37.9 µs before).
    struct PaintFlags: OptionSet {
        let rawValue: UInt8
        /// A page, an overlay's region or a scroll view (`SolvedNode.isRegion`).
        static let region = PaintFlags(rawValue: 1 << 0)
        /// It paints a fill (not a hairline).
        static let fills = PaintFlags(rawValue: 1 << 1)
        /// A scrim: it dims what lies under it.
        static let coversChrome = PaintFlags(rawValue: 1 << 2)

        init(rawValue: UInt8) { self.rawValue = rawValue }
        init(_ n: Node.Storage) {
            var flags: PaintFlags = []
            if n.shape == .region || n.shape == .scroll || n.solvedRole == .region { flags.insert(.region) }
            if let d = n.decoration, d.fill != nil, d.shape != .hairline { flags.insert(.fills) }
            if n.semantics.coversChrome { flags.insert(.coversChrome) }
            self = flags
        }
    }

    /// Every node of the tree in preorder; the root is record 0.
    let records: [Record]
    /// Each node's `PaintFlags`, by the same preorder number.
    let paint: [PaintFlags]
    /// The declared nodes in the same order (the root as a copy of itself): what solved nodes read.
    let declared: [Node.Storage]
    /// The keys of the tree's shared first fits (`FirstFit(sharing:)`), each once, in preorder.
    let choiceGroups: [String]
    /// The texts of the text nodes, in preorder: measuring reads them front to back here, instead of
    /// from each node's declaration (the solve would otherwise touch a text's declaration for it alone).
    let texts: [TextContent]

    /// Text `t` measured at `width`, truncated when it has a line limit.
    func measure(text t: Int, width: Double?, measurer: any TextMeasuring) -> TextMeasurement {
        texts[t].lineLimit == nil ? measurer.measure(texts[t], width: width)
            : TextTruncation.measure(texts[t], width: width, measurer: measurer)
    }

    /// The arena of `root`'s tree. `keepsRoot`: the arena may hold `root` itself, because `root` does
    /// not cache it (a node made by hand for a solved node of its own); else it holds a copy.
    init(root: Node.Storage, keepsRoot: Bool = false) {
        var records: [Record] = []
        var declared: [Node.Storage] = []
        var texts: [TextContent] = []
        var paint: [PaintFlags] = []
        paint.reserveCapacity(root.count)
        // Equal strings made apart (a schedule's copy on many rows) are kept as one: a measurement
        // cache then finds a text by comparing two references to one string, not two strings' bytes.
        // Found by the hash each text already carries (hashing strings again cost more than the
        // rest of the arena); of texts with one hash, the first is the one shared.
        var firstWithHash: [Int: Int] = [:]
        var groups: [String] = []
        records.reserveCapacity(root.count)
        declared.reserveCapacity(root.count)
        // Preorder without recursion: children are pushed last first, so the first is taken next.
        var pending = [root]
        while let n = pending.popLast() {
            if let text = n.text {
                var stored = text
                if let k = firstWithHash[text.stringHash] {
                    let one = texts[k].string
                    if one.hasSameCodeUnits(as: text.string) { stored = text.sharingString(with: one) }
                } else {
                    firstWithHash[text.stringHash] = texts.count
                }
                records.append(Record(n, text: texts.count))
                texts.append(stored)
            } else if let key = n.choiceGroup {
                let group = groups.firstIndex(of: key) ?? groups.count
                if group == groups.count { groups.append(key) }
                records.append(Record(n, text: -1, group: group))
            } else {
                records.append(Record(n, text: -1))
            }
            declared.append(n === root && !keepsRoot ? n.with() : n)
            paint.append(PaintFlags(n))
            for k in n.childRefs.indices.reversed() { pending.append(n.childRefs[k]) }
        }
        self.records = records
        self.declared = declared
        self.paint = paint
        self.texts = texts
        choiceGroups = groups
        _checkInvariants()
    }

    /// Checks, in debug builds, that the records are the tree's preorder: each subtree's count
    /// matches the records its children take.
    func _checkInvariants() {
        #if DEBUG
        precondition(declared.count == records.count, "an arena declares \(declared.count) nodes for \(records.count) records")
        precondition(records.count == Int(records.first?.count ?? 0), "an arena holds \(records.count) records for a tree of \(records.first?.count ?? 0)")
        for i in records.indices {
            var next = i + 1
            for _ in 0..<Int(records[i].childCount) { next += Int(records[next].count) }
            precondition(next == i + Int(records[i].count), "record \(i)'s children do not fill its subtree")
        }
        #endif
    }
}
