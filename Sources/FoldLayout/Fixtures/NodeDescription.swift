import CreaseInput

/// A node tree written as JSON, for layout fixtures: the solver's tests and benchmarks read the same
/// files (taffy keeps its layout cases the same way). Each object is one node: its kind is its one
/// kind key, and `id`, `role`, `fillWidth` and `hug` may be added to any.
///
/// `{"text": "Walk", "size": 10}` · `{"vstack": [...], "spacing": 4, "align": "leading"}` ·
/// `{"hstack": [...], "spacing": 8, "align": "firstLine"}` · `{"layers": [...]}` ·
/// `{"box": {...}?, "width": 44, "height": 44}` · `{"spacer": 0}` ·
/// `{"region": [x, y, w, h], "child": {...}}` · `{"padding": [top, left, bottom, right], "child": {...}}` ·
/// `{"frame": {"width": 50, "height": 20, "minHeight": 44, "maxHeight": 300}, "child": {...}}` ·
/// `{"firstFit": [...], "maxHeight": 120, "shared": "rows", "judgedAt": 300}` ·
/// `{"lazy": [...rows], "spacing": 4, "pinned": 7}` (a `LazyVStack` of those rows) ·
/// `{"scroll": {...}, "minHeight": 40}` (a scroll view)
public indirect enum NodeDescription: Sendable, Decodable {
    case text(String, size: Double)
    case vstack([NodeDescription], spacing: Double, align: HorizontalAlignment)
    case hstack([NodeDescription], spacing: Double, align: VerticalAlignment)
    case layers([NodeDescription])
    case box(NodeDescription?, width: Double?, height: Double?)
    case spacer(Double)
    case region(Rect, NodeDescription)
    case padding(Insets, NodeDescription)
    case frame(width: Double?, height: Double?, minHeight: Double?, maxHeight: Double?, NodeDescription)
    case firstFit([NodeDescription], maxHeight: Double?, shared: String?, judgedAt: Double?)
    case scroll(NodeDescription, minHeight: Double)
    case lazy([NodeDescription], spacing: Double, pinned: Int?)
    /// Any kind with the modifiers that apply to every node.
    case modified(NodeDescription, id: String?, role: String?, fillWidth: Bool, hug: Bool)

    enum Key: String, CodingKey {
        case text, size, vstack, hstack, layers, box, spacer, region, padding, frame, child, spacing, align, width, height, minHeight
        case firstFit, lazy, pinned, scroll, maxHeight, shared, judgedAt
        case id, role, fillWidth, hug
    }

    struct FrameSpec: Decodable {
        var width: Double?
        var height: Double?
        var minHeight: Double?
        var maxHeight: Double?
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        let base: NodeDescription
        func child() throws -> NodeDescription { try c.decode(NodeDescription.self, forKey: .child) }
        func rect(_ key: Key) throws -> [Double] {
            let values = try c.decode([Double].self, forKey: key)
            guard values.count == 4 else {
                throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "needs four numbers")
            }
            return values
        }
        if let string = try c.decodeIfPresent(String.self, forKey: .text) {
            base = .text(string, size: try c.decodeIfPresent(Double.self, forKey: .size) ?? 10)
        } else if let children = try c.decodeIfPresent([NodeDescription].self, forKey: .vstack) {
            let align = try c.decodeIfPresent(String.self, forKey: .align) ?? "fill"
            guard let alignment = ["leading": HorizontalAlignment.leading, "center": .center, "trailing": .trailing, "fill": .fill][align] else {
                throw DecodingError.dataCorruptedError(forKey: .align, in: c, debugDescription: "has an unknown value \"\(align)\"")
            }
            base = .vstack(children, spacing: try c.decodeIfPresent(Double.self, forKey: .spacing) ?? 0, align: alignment)
        } else if let children = try c.decodeIfPresent([NodeDescription].self, forKey: .hstack) {
            let align = try c.decodeIfPresent(String.self, forKey: .align) ?? "top"
            let table: [String: VerticalAlignment] = ["top": .top, "center": .center, "bottom": .bottom, "fill": .fill, "firstLine": .firstLine]
            guard let alignment = table[align] else {
                throw DecodingError.dataCorruptedError(forKey: .align, in: c, debugDescription: "has an unknown value \"\(align)\"")
            }
            base = .hstack(children, spacing: try c.decodeIfPresent(Double.self, forKey: .spacing) ?? 0, align: alignment)
        } else if let children = try c.decodeIfPresent([NodeDescription].self, forKey: .layers) {
            base = .layers(children)
        } else if let children = try c.decodeIfPresent([NodeDescription].self, forKey: .firstFit) {
            base = .firstFit(children, maxHeight: try c.decodeIfPresent(Double.self, forKey: .maxHeight),
                             shared: try c.decodeIfPresent(String.self, forKey: .shared),
                             judgedAt: try c.decodeIfPresent(Double.self, forKey: .judgedAt))
        } else if let rows = try c.decodeIfPresent([NodeDescription].self, forKey: .lazy) {
            base = .lazy(rows, spacing: try c.decodeIfPresent(Double.self, forKey: .spacing) ?? 0, pinned: try c.decodeIfPresent(Int.self, forKey: .pinned))
        } else if c.contains(.box) {
            let inner = try c.decodeNil(forKey: .box) ? nil : try c.decode(NodeDescription.self, forKey: .box)
            base = .box(inner, width: try c.decodeIfPresent(Double.self, forKey: .width), height: try c.decodeIfPresent(Double.self, forKey: .height))
        } else if let length = try c.decodeIfPresent(Double.self, forKey: .spacer) {
            base = .spacer(length)
        } else if c.contains(.region) {
            let r = try rect(.region)
            base = .region(Rect(x: r[0], y: r[1], width: r[2], height: r[3]), try child())
        } else if c.contains(.padding) {
            let p = try rect(.padding)
            base = .padding(Insets(top: p[0], left: p[1], bottom: p[2], right: p[3]), try child())
        } else if let spec = try c.decodeIfPresent(FrameSpec.self, forKey: .frame) {
            base = .frame(width: spec.width, height: spec.height, minHeight: spec.minHeight, maxHeight: spec.maxHeight, try child())
        } else if c.contains(.scroll) {
            base = .scroll(try c.decode(NodeDescription.self, forKey: .scroll), minHeight: try c.decodeIfPresent(Double.self, forKey: .minHeight) ?? 0)
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath,
                                                    debugDescription: "names no kind (text, vstack, hstack, layers, firstFit, lazy, box, spacer, region, padding, frame or scroll)"))
        }
        let id = try c.decodeIfPresent(String.self, forKey: .id)
        let role = try c.decodeIfPresent(String.self, forKey: .role)
        let fillWidth = try c.decodeIfPresent(Bool.self, forKey: .fillWidth) ?? false
        let hug = try c.decodeIfPresent(Bool.self, forKey: .hug) ?? false
        self = id == nil && role == nil && !fillWidth && !hug ? base : .modified(base, id: id, role: role, fillWidth: fillWidth, hug: hug)
    }

    /// The node the description declares.
    public var node: Node {
        switch self {
        case .text(let string, let size): Text(string, font: FontSpec(size: size))
        case .vstack(let children, let spacing, let align): VStack(spacing: spacing, alignment: align) { children.map(\.node) }
        case .hstack(let children, let spacing, let align): HStack(spacing: spacing, alignment: align) { children.map(\.node) }
        case .layers(let children): Layers { children.map(\.node) }
        case .firstFit(let children, let maxHeight, let shared, let judgedAt):
            Node(.firstFit(children.map(\.node), maxHeight: maxHeight, shared: shared, judgedAt: judgedAt))
        case .scroll(let child, let minHeight): Scroll(minHeight: minHeight) { child.node }
        case .lazy(let rows, let spacing, let pinned): LazyVStack(count: rows.count, spacing: spacing, pinned: pinned) { rows[$0].node }
        case .box(let child, let width, let height): Box(width: width, height: height, child?.node)
        case .spacer(let length): Spacer(minLength: length)
        case .region(let rect, let child): Region(rect, child.node)
        case .padding(let insets, let child): child.node.padding(insets)
        case .frame(let width, let height, let minHeight, let maxHeight, let child):
            child.node.frame(width: width, height: height, minHeight: minHeight, maxHeight: maxHeight)
        case .modified(let base, let id, let role, let fillWidth, let hug):
            Self.modify(base.node, id: id, role: role, fillWidth: fillWidth, hug: hug)
        }
    }

    static func modify(_ node: Node, id: String?, role: String?, fillWidth: Bool, hug: Bool) -> Node {
        var out = node
        if let id { out = out.id(id) }
        if let role { out = out.role(Role(role)) }
        if fillWidth { out = out.fillWidth() }
        if hug { out = out.hugContent() }
        return out
    }
}
