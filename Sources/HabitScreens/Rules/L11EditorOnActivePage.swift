import CreaseInput
import FoldLayout

/// L11: the editor opens over the active Habits page and stays on it; on a phone it opens at full
/// height (the page's content bottom), so the Schedule choices are never cut off at any text size:
/// every choice is inside the sheet's region or the region scrolls to it.
public struct L11EditorOnActivePage: LayoutRule {
    public init() {}
    public let id = "L11"
    public let summary = "The editor sits on the active page, full height on a phone, every Schedule choice reachable"
    public let scope = "the editor sheet"
    public let source = RuleGeometry.relativeSource(#filePath)

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        guard surface.kind == .display, let editor = layout.node(EditorSheet.sheetID), let page = surface.pages.first else { return [] }
        var out: [Violation] = []
        let t = RuleGeometry.tolerance
        let shown = editor.clip.map { editor.frame.intersection($0) } ?? editor.frame
        if !page.frame.inset(by: Insets(all: -t)).contains(shown) {
            out.append(Violation(rule: id, node: editor.id, message: "the editor \(shown) leaves the active page \(page.frame)"))
        }
        if surface.fold == nil, surface.pages.count == 1, let clip = editor.clip, clip.maxY < page.content.maxY - t {
            out.append(Violation(rule: id, node: editor.id, message: "the editor ends \((page.content.maxY - clip.maxY).compactText) pt above the page's bottom"))
        }
        for option in layout.nodes where option.role == .option && option.id.hasPrefix(EditorSheet.scheduleSectionID + "/") {
            // The region that clips the choice scrolls: the sheet's, or its body's under a pinned header.
            if let clip = option.clip, option.frame.maxY > clip.maxY + t, !layout.regions.contains(where: { $0.frame == clip && $0.scrolls }) {
                out.append(Violation(rule: id, node: option.id, message: "a Schedule choice is cut off and the sheet does not scroll"))
            }
        }
        return out
    }
}
