import FoldLayout
import FoldRender
import Foundation

/// The export's review book (E3): one PDF page per device × scenario state (a posture, a widget
/// family or a window width), its text-size and appearance variants side by side (rows: size;
/// columns: appearance), each captioned; painted as vectors through Cairo's PDF surface.
enum ReviewBook {
    static func write(_ items: [Export.Item], to url: URL, inputs: BatchInputs) throws {
        struct Group: Hashable { var device: String, scenario: String, placement: String }
        var order: [Group] = []
        var groups: [Group: [Export.Item]] = [:]
        for item in items {
            let group = Group(device: item.key.device, scenario: item.key.scenario, placement: Export.placement(item.key))
            if groups[group] == nil { order.append(group) }
            groups[group, default: []].append(item)
        }
        let sizes = ContentSize.allCases
        order.sort { ($0.device, $0.scenario, $0.placement) < ($1.device, $1.scenario, $1.placement) }
        let pipeline = try Pipeline()
        var pages: [PDFBook.Page] = []
        for group in order {
            let variants = (groups[group] ?? []).sorted {
                (sizes.firstIndex(of: $0.key.size) ?? 0, $0.key.appearance == .light ? 0 : 1) < (sizes.firstIndex(of: $1.key.size) ?? 0, $1.key.appearance == .light ? 0 : 1)
            }
            guard let first = variants.first, let state = inputs.states[group.scenario] else { continue }
            var panels: [PDFBook.Panel] = []
            for item in variants {
                let host = try inputs.host(for: item.key)
                let (surface, layout) = pipeline.solve(state, on: host, item.key.request)
                panels.append(PDFBook.Panel(caption: "\(item.key.size) · \(item.key.appearance)", surface: surface, layout: layout,
                                            options: item.key.request.options))
            }
            let device = Export.title(first.key, inputs: inputs) ?? group.device
            let habits = state.profile.pageOrder.map(\.name)
            pages.append(PDFBook.Page(
                title: "\(device) · \(group.scenario) · \(group.placement)",
                subtitle: "\(state.scenario.screen.rawValue) screen, \(state.profile.locale) · "
                    + (habits.isEmpty ? "no habits" : "habits: " + habits.joined(separator: ", ")),
                columns: Set(variants.map(\.key.appearance)).count, panels: panels))
        }
        try PDFBook.write(pages, title: "Crease design review", painter: pipeline.painter, to: url)
    }
}
