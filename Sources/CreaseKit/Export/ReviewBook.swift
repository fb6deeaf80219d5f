import FoldImage
import FoldLayout
import FoldRender
import Foundation

/// The export's review book (E3): one PDF page per device × scenario state (a posture, a widget
/// family or a window width), its text-size and appearance variants side by side (rows: size;
/// columns: appearance), each captioned; painted as vectors through Cairo's PDF surface. Against a
/// baseline (E2) the book opens with what changed — changed states with their pixel counts, new ones,
/// removed ones — and a page per changed state, the baseline's image beside the new layout.
enum ReviewBook {
    static func write(_ items: [Export.Item], to url: URL, inputs: BatchInputs, root: URL, removed: [String]? = nil) throws {
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
        var pages: [PDFBook.Page] = try removed.map { try changePages(items, removed: $0, inputs: inputs, root: root, pipeline: pipeline) } ?? []
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
                columns: Set(variants.map(\.key.appearance)).count, panels: panels, section: device))
        }
        try PDFBook.write(pages, title: "Crease design review", painter: pipeline.painter, to: url)
    }

    /// A state's name in the book: `Surface Duo · typical · spread · L · light`.
    static func name(_ key: StateKey, inputs: BatchInputs) -> String {
        "\(Export.title(key, inputs: inputs) ?? key.device) · \(key.scenario) · \(Export.placement(key)) · \(key.size) · \(key.appearance)"
    }

    /// What changed since the baseline (E2): a summary page, then each changed state before and after.
    static func changePages(_ items: [Export.Item], removed: [String], inputs: BatchInputs, root: URL, pipeline: Pipeline) throws -> [PDFBook.Page] {
        var changed: [(Export.Item, Int)] = []
        for item in items { if case .changed(let pixels) = item.change { changed.append((item, pixels)) } }
        changed.sort { ($0.1, $1.0.file) > ($1.1, $0.0.file) }
        let new = items.filter { $0.change == .new }
        let unchanged = items.count { $0.change == .unchanged }
        func pixels(_ n: Int) -> String { n == 1 ? "1 pixel" : "\(n.formatted()) pixels" }
        var lines: [String] = []
        lines.append(changed.isEmpty ? "Changed: none" : "Changed (\(changed.count)), most pixels first:")
        lines += changed.map { "    \(name($0.0.key, inputs: inputs)) — \(pixels($0.1)) differ" }
        lines.append(new.isEmpty ? "New: none" : "New (\(new.count)):")
        lines += new.map { "    " + name($0.key, inputs: inputs) }
        lines.append(removed.isEmpty ? "Removed: none" : "Removed (\(removed.count)):")
        lines += removed.map { "    " + ($0.hasSuffix(".png") ? String($0.dropLast(4)) : $0) }
        lines.append("Unchanged: \(unchanged) state\(unchanged == 1 ? "" : "s")")
        var pages = [PDFBook.Page(title: "What changed since the baseline",
                                  subtitle: "\(changed.count) changed, \(new.count) new, \(removed.count) removed, \(unchanged) unchanged",
                                  columns: 1, panels: [], lines: lines)]
        for (item, count) in changed {
            guard let state = inputs.states[item.key.scenario], let before = item.before else { continue }
            let host = try inputs.host(for: item.key)
            let (surface, layout) = pipeline.solve(state, on: host, item.key.request)
            var panels: [PDFBook.Panel] = []
            if let image = try? PNGCodec.read(root.appendingPathComponent(before)) {
                panels.append(PDFBook.Panel(caption: "Before (the baseline)", surface: surface, layout: layout, options: item.key.request.options, image: image))
            }
            panels.append(PDFBook.Panel(caption: "After", surface: surface, layout: layout, options: item.key.request.options))
            pages.append(PDFBook.Page(title: "Changed: " + name(item.key, inputs: inputs), subtitle: "\(pixels(count)) differ from the baseline",
                                      columns: 2, panels: panels, section: "What changed since the baseline"))
        }
        return pages
    }
}
