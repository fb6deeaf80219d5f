/// P8: the reading order names what each control acts on: no two controls read the same label and value
/// (eight "View progress" buttons must each say whose progress), and a page is read whole before the next
/// one (`ReadingOrder`, which ranks a node by the page whose region holds it).
public struct P08ReadingOrder: LayoutRule {
    public init() {}
    public let id = "P8"
    public let summary = "Reading order page by page; every control names what it acts on"
    public let scope = "every screen; settled frames only: assistive technology reads a settled screen, and a fold changes no label"
    public var holdsOnTransitionFrames: Bool { false }
    public let source = RuleGeometry.relativeSource(#filePath)

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        let elements = ReadingOrder.elements(surface, layout, direction: surface.direction)
        var seen: [String: [String]] = [:]
        for element in elements where element.traits.contains(where: \.isInteractive) {
            seen[element.label + "\u{1F}" + (element.value ?? ""), default: []].append(element.id)
        }
        return seen.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] }.map { ids in
            let element = elements.first { $0.id == ids[0] }
            return Violation(rule: id, node: ids[0],
                             message: "\(ids.count) controls read \"\(element?.label ?? "")\"\(element?.value.map { ", \($0)" } ?? ""), with nothing naming what each acts on (\(ids.prefix(3).joined(separator: ", ")))")
        }
    }
}
