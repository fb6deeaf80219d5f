import FoldImage
import FoldLayout
import FoldRender
import FoldSnapshot
import HabitScreens

/// What a rendered case tells its snapshot besides its pixels (T11, T12, T14): this machine's
/// environment, the layout as a record, the masks it asks for and, only when a failure asks, the rules
/// the layout breaks.
public enum SnapshotEvidence {
    /// This machine's renderer and fonts, worked out once per process.
    public static let environment: SnapshotEnvironment = {
        SnapshotEnvironment(libraries: RendererFingerprint.libraries().map { .init(name: $0.name, version: $0.version) },
                            fonts: RendererFingerprint.fonts(.standard).map { .init(file: $0.file, checksum: $0.checksum) })
    }()

    /// What a snapshot case checks, from one layout: the image, its reading order (A2), its layout as
    /// text (T12) and its evidence.
    public struct Rendered {
        public var image: PixelBuffer
        public var readingOrder: String
        public var evidence: SnapshotStore.Evidence
        /// The layout snapshot's text (T12), made when a case checks one, its masked nodes' words read
        /// `(masked)` (T17). The record a reference image carries keeps them: it finds the masks' places
        /// and names what changed.
        public var layoutText: String {
            guard let record = evidence.makeLayout() else { return "" }
            return evidence.masks.isEmpty ? record.text : SnapshotEvidence.masked(record, masks: evidence.masks).text
        }
    }

    public static func render(_ pipeline: Pipeline, _ state: ScenarioState, on host: SurfaceHost, _ request: RenderRequest,
                              masks: [String]) throws(RenderError) -> Rendered {
        let r = try pipeline.renderSolved(state, on: host, request)
        let readingOrder = masks.isEmpty ? r.readingOrder : maskedReadingOrder(r.surface, r.layout, masks: masks)
        return Rendered(image: r.image, readingOrder: readingOrder, evidence: of(r.surface, r.layout, scale: request.options.scale, masks: masks))
    }

    /// What a masked node reads in the text snapshots (T17): its place kept, its words not.
    public static let maskedText = "(masked)"

    /// The reading order with each element whose id a mask matches read as `(masked)` (label and value),
    /// in its place: what varies there fails the text snapshot no more than the image (T14, T17).
    static func maskedReadingOrder(_ surface: Surface, _ layout: SolvedLayout, masks: [String]) -> String {
        let filter = NameFilter(masks)
        return ReadingOrder.elements(surface, layout, direction: surface.direction, visibility: HabitsRules.book.visibility(surface, layout))
            .map { element in
                guard filter.matchesID(element.id) else { return element.line }
                var hidden = element
                hidden.label = maskedText
                hidden.value = element.value == nil ? nil : maskedText
                return hidden.line
            }
            .joined(separator: "\n") + "\n"
    }

    /// The evidence of one rendered layout.
    public static func of(_ surface: Surface, _ layout: SolvedLayout, scale: Double, masks: [String]) -> SnapshotStore.Evidence {
        SnapshotStore.Evidence(environment: environment, masks: masks, makeLayout: { record(layout, scale: scale) }) {
            HabitsRules.book.check(surface, layout).map(\.description)
        }
    }

    /// The layout as a record: every node with an id, in paint order, labelled by what it reads aloud,
    /// else its text, else by its first labelled part (a child whose id continues its own: a row by its
    /// `/name`). A repeated id is written `id#2`; lines are written without the spaces they end in.
    public static func record(_ layout: SolvedLayout, scale: Double) -> LayoutRecord {
        var seen: [String: Int] = [:]
        var childLabel: [String: String] = [:]
        var nodes: [LayoutRecord.Node] = []
        nodes.reserveCapacity(layout.nodes.count)
        for node in layout.nodes where !node.id.isEmpty {
            let count = seen[node.id, default: 0] + 1
            seen[node.id] = count
            let label = node.semantics.accessibility?.label ?? node.text?.content.string ?? ""
            if let parent = node.parent, !label.isEmpty, childLabel[parent] == nil, node.id.hasPrefix(parent + "/") { childLabel[parent] = label }
            nodes.append(LayoutRecord.Node(id: count == 1 ? node.id : "\(node.id)#\(count)", parent: node.parent ?? "",
                                           x: node.frame.x, y: node.frame.y, width: node.frame.width, height: node.frame.height, label: label,
                                           lines: node.text?.lines.map { String($0.text.reversed().drop { $0.isWhitespace }.reversed()) } ?? []))
        }
        // A node's label is still its own here: the empty ones take their first labelled part's.
        for i in nodes.indices where nodes[i].label.isEmpty { nodes[i].label = childLabel[nodes[i].id] ?? "" }
        return LayoutRecord(width: layout.bounds.width, height: layout.bounds.height, scale: scale, nodes: nodes)
    }

    /// `record` with each node a mask matches keeping its frame (a move still shows, as in the image)
    /// and losing its words (T17).
    public static func masked(_ record: LayoutRecord, masks: [String]) -> LayoutRecord {
        let filter = NameFilter(masks)
        var out = record
        for i in out.nodes.indices where filter.matchesID(out.nodes[i].id) {
            out.nodes[i].label = maskedText
            if !out.nodes[i].lines.isEmpty { out.nodes[i].lines = [maskedText] }
        }
        return out
    }
}
