import Synchronization

extension Node {
    /// Everything a node declares, plus what the solver derives from its subtree. Never mutated:
    /// a modifier makes a new one.
    final class Storage: Sendable {
        // What an arena's records take (`NodeArena.Record`) comes first; a solve reads those records,
        // not these fields.

        /// The kind again, as plain fields read without copying the enum's payload.
        enum Shape: UInt8 { case text, verticalStack, horizontalStack, layers, padding, frame, spacer, region, firstFit, lazyStack, scroll }
        let shape: Shape
        let fillsWidth: Bool
        let hugsContent: Bool
        /// Whether the node grows to take the width it is offered.
        let flexible: Bool
        /// Drawn (given a solved node) when it has an identity, a role or a decoration.
        let identified: Bool
        /// Whether `id` is set (read without loading the string).
        let hasID: Bool
        /// Whether the subtree holds a `firstFit` or a `lazyStack`, so a solve may draw fewer nodes
        /// than `emitCount` (or, with a lazy list's rows, more).
        let containsChoice: Bool
        /// A lazy list's rows.
        let lazyRows: LazyRows?
        /// A `firstFit`'s shared key: the first fits with the same one take one alternative in a solve.
        let choiceGroup: String?
        /// Nodes in this subtree, itself included: in an arena, a node's descendants take the next
        /// `count - 1` records.
        let count: Int
        /// The children in declaration order, as `kind` holds them: making an arena walks the tree
        /// through these without taking each kind's payload apart; up to three are held in the node
        /// itself (`NodeChildren`).
        let childRefs: NodeChildren
        /// A stack's spacing, or a spacer's minimum length.
        let spacing: Double
        let alignment: StackAlignment
        let insets: Insets
        let fixedWidth: Double?
        let fixedHeight: Double?
        let minHeight: Double?
        /// A frame's maximum height, or a scroll view's minimum.
        let maxHeight: Double?
        let regionFrame: Rect
        /// Solved nodes this subtree gives at most (those drawn: identified nodes and all text; of a
        /// `firstFit`, only the alternative chosen is drawn).
        let emitCount: Int

        // What a solve reads only for text and identities, and what solved nodes read later.
        let id: String?
        let text: TextContent?
        let kind: Kind
        let role: Role?
        /// The role a solved node reports: the declared one, else "text" for text and `region` for regions.
        let solvedRole: Role?
        let decoration: Decoration?
        let attributes: [String: String]
        let semantics: Semantics
        /// The subtree's nodes in preorder as a solve reads them, made when the node is first solved
        /// as a root and kept with it (`NodeArena`).
        /// An atomic reference set once, not a lock: every node is made with one (each modifier makes a
        /// node), and few are ever solved as a root. A lock here was an object, an `NSLock` and a
        /// pthread mutex made and destroyed per node: 3 allocations of the ~12 a modifier cost, and
        /// lint spent 0.5% of its time in `pthread_mutex_destroy` alone.
        private let arenaCache = AtomicLazyReference<NodeArena>()

        /// The subtree as an arena, made on first use. Two tasks solving a new tree at once may each
        /// make one; the first stored is kept and both use it (an arena is a pure function of the tree).
        var arena: NodeArena {
            if let cached = arenaCache.load() { return cached }
            return arenaCache.storeIfNil(NodeArena(root: self))
        }

        var isText: Bool { shape == .text }
        var isSpacer: Bool { shape == .spacer }

        init(kind: Kind, id: String?, role: Role?, decoration: Decoration?, fillsWidth: Bool, hugsContent: Bool,
             attributes: [String: String], semantics: Semantics = .none) {
            self.kind = kind
            self.id = id
            self.role = role
            self.decoration = decoration
            self.fillsWidth = fillsWidth
            self.hugsContent = hugsContent
            self.attributes = attributes
            self.semantics = semantics
            var spacing = 0.0, alignment = StackAlignment.horizontal(.fill), insets = Insets()
            var fixedWidth: Double?, fixedHeight: Double?, minHeight: Double?, maxHeight: Double?
            var regionFrame = Rect(x: 0, y: 0, width: 0, height: 0)
            var text: TextContent?
            var lazyRows: LazyRows?
            var choiceGroup: String?
            let children: [Node]
            switch kind {
            case .stack(let axis, let s, let a, let c):
                shape = axis == .vertical ? .verticalStack : .horizontalStack
                spacing = s
                alignment = a
                children = c
            case .layers(let c):
                shape = .layers
                children = c
            case .firstFit(let c, let most, let shared, let judged):
                shape = .firstFit
                choiceGroup = shared
                // A choice's height limit is kept as a frame's height is, the width it is judged at as
                // a frame's width.
                fixedHeight = most
                fixedWidth = judged
                children = c
            case .padding(let i, let c):
                shape = .padding
                insets = i
                children = [c]
            case .region(let r, let c):
                shape = .region
                regionFrame = r
                children = [c]
            case .frame(let w, let h, let m, let most, let c):
                shape = .frame
                fixedWidth = w
                fixedHeight = h
                minHeight = m
                maxHeight = most
                children = c.map { [$0] } ?? []
            case .scroll(let c, let least):
                shape = .scroll
                minHeight = least
                children = [c]
            case .text(let content):
                shape = .text
                text = content
                children = []
            case .spacer(let minLength):
                shape = .spacer
                spacing = minLength
                children = []
            case .lazyStack(let s, let rows):
                shape = .lazyStack
                spacing = s
                lazyRows = rows
                children = []
            }
            self.lazyRows = lazyRows
            self.choiceGroup = choiceGroup
            self.spacing = spacing
            self.alignment = alignment
            self.insets = insets
            self.fixedWidth = fixedWidth
            self.fixedHeight = fixedHeight
            self.minHeight = minHeight
            self.maxHeight = maxHeight
            self.regionFrame = regionFrame
            self.text = text
            self.childRefs = NodeChildren(children.map(\.storage))
            self.count = children.reduce(1) { $0 + $1.storage.count }
            self.identified = Self.isIdentified(id: id, role: role, decoration: decoration, semantics: semantics) || shape == .scroll
            self.hasID = id != nil
            self.solvedRole = Self.solvedRole(role, shape: shape)
            let own = Self.ownEmitCount(identified: identified, shape: shape)
            self.emitCount = shape == .firstFit
                ? own + (children.map(\.storage.emitCount).max() ?? 0)
                : children.reduce(own) { $0 + $1.storage.emitCount }
            self.containsChoice = shape == .firstFit || shape == .lazyStack || children.contains { $0.storage.containsChoice }
            flexible = Self.isFlexible(shape: shape, hugsContent: hugsContent, fillsWidth: fillsWidth, fixedWidth: fixedWidth,
                                       anyChild: children.contains { $0.storage.flexible }, firstChild: children.first?.storage.flexible ?? false)
            _checkInvariants()
        }

        /// A node like `other` with new modifiers on the same kind: what comes from the kind and the
        /// children (their links and counts) is taken over, not derived again. Modifiers are most of
        /// what building a screen allocates, and deriving links made each of them allocate twice.
        private init(modifying other: Storage, id: String?, role: Role?, decoration: Decoration?, fillsWidth: Bool,
                     hugsContent: Bool, attributes: [String: String], semantics: Semantics) {
            kind = other.kind
            self.id = id
            self.role = role
            self.decoration = decoration
            self.fillsWidth = fillsWidth
            self.hugsContent = hugsContent
            self.attributes = attributes
            self.semantics = semantics
            shape = other.shape
            spacing = other.spacing
            alignment = other.alignment
            insets = other.insets
            fixedWidth = other.fixedWidth
            fixedHeight = other.fixedHeight
            minHeight = other.minHeight
            maxHeight = other.maxHeight
            regionFrame = other.regionFrame
            text = other.text
            lazyRows = other.lazyRows
            choiceGroup = other.choiceGroup
            childRefs = other.childRefs
            count = other.count
            containsChoice = other.containsChoice
            identified = Self.isIdentified(id: id, role: role, decoration: decoration, semantics: semantics) || other.shape == .scroll
            hasID = id != nil
            solvedRole = Self.solvedRole(role, shape: other.shape)
            // The children's drawn nodes are the other's without its own.
            let otherOwn = Self.ownEmitCount(identified: other.identified, shape: other.shape)
            let own = Self.ownEmitCount(identified: identified, shape: shape)
            emitCount = other.emitCount - otherOwn + own
            flexible = Self.isFlexible(shape: other.shape, hugsContent: hugsContent, fillsWidth: fillsWidth, fixedWidth: other.fixedWidth,
                                       anyChild: other.childRefs.contains { $0.flexible },
                                       firstChild: other.childRefs.first?.flexible ?? false)
            _checkInvariants()
        }

        /// Drawn (given a solved node) when it has an identity, a role, a decoration or an accessibility element.
        static func isIdentified(id: String?, role: Role?, decoration: Decoration?, semantics: Semantics) -> Bool {
            id != nil || role != nil || decoration != nil || semantics.accessibility != nil || semantics.isModal
                || semantics.overlay != nil || semantics.part != nil || semantics.accessory != nil || semantics.bar != nil
                || semantics.purpose != nil || semantics.isQuiet || semantics.reportsError != nil || semantics.actsOnError != nil
        }

        /// The solved nodes a node gives for itself, not counting its children's: 1 when it is drawn
        /// (identified, or text), else 0.
        static func ownEmitCount(identified: Bool, shape: Shape) -> Int {
            identified || shape == .text ? 1 : 0
        }

        /// The role a solved node reports: the declared one, else "text" for text and `region` for regions.
        static func solvedRole(_ role: Role?, shape: Shape) -> Role? {
            role ?? (shape == .text ? Role.text : shape == .region || shape == .scroll ? Role.region : nil)
        }

        /// Whether a node grows to the width it is offered: never when it hugs its content, always when it
        /// fills the width, else text and spacers do, and containers do when a child does (a frame
        /// without a fixed width, when its child does).
        static func isFlexible(shape: Shape, hugsContent: Bool, fillsWidth: Bool, fixedWidth: Double?, anyChild: Bool, firstChild: Bool) -> Bool {
            if hugsContent { return false }
            if fillsWidth { return true }
            switch shape {
            case .text, .spacer, .lazyStack, .scroll: return true
            case .verticalStack, .horizontalStack, .layers, .padding, .firstFit: return anyChild
            case .frame: return fixedWidth == nil && firstChild
            case .region: return false
            }
        }

        func with(kind: Kind? = nil, id: String?? = nil, role: Role?? = nil, decoration: Decoration?? = nil,
                  fillsWidth: Bool? = nil, hugsContent: Bool? = nil, attributes: [String: String]? = nil,
                  semantics: Semantics? = nil) -> Storage {
            if let kind {
                return Storage(kind: kind, id: id ?? self.id, role: role ?? self.role, decoration: decoration ?? self.decoration,
                               fillsWidth: fillsWidth ?? self.fillsWidth, hugsContent: hugsContent ?? self.hugsContent,
                               attributes: attributes ?? self.attributes, semantics: semantics ?? self.semantics)
            }
            return Storage(modifying: self, id: id ?? self.id, role: role ?? self.role, decoration: decoration ?? self.decoration,
                           fillsWidth: fillsWidth ?? self.fillsWidth, hugsContent: hugsContent ?? self.hugsContent,
                           attributes: attributes ?? self.attributes, semantics: semantics ?? self.semantics)
        }
    }
}
