import CreaseIO
import FoldLayout
import Foundation
import HabitScreens

/// The export's `index.html`: every image with its caption, filterable by device, scenario,
/// posture (or widget family, or window width), size, appearance and surface (display, widget,
/// window), the habits each scenario shows, and a gestures section (each gesture's chart, filmstrip
/// and summary per foldable device, filterable by gesture and device). Offline: no network, no
/// external assets. The page is a template (a resource of this module) that builds itself from
/// embedded JSON (`Escape.scriptJSON`) with text nodes, so no name from data can become markup; the
/// files it links are relative URLs (`Escape.urlPath`), so no name can become a scheme or a query. `?selftest=1` checks that
/// every image loaded and that a filter works, and writes the result into the page.
public enum ExportIndex {
    struct Data: Encodable {
        struct Filter: Encodable {
            var key: String
            var label: String
            var values: [String]
        }
        struct Item: Encodable {
            var file: String
            var width: Int
            var height: Int
            var caption: String
            var facets: [String: String]
            /// The state's id in the URL fragment: its file name without `.png`.
            var id: String
            /// `new`, `changed` or `unchanged` against a baseline; absent without one.
            var status: String?
            var pixels: Int?
            var before: String?
            var diff: String?
            var guides: String?
        }
        struct Removed: Encodable {
            var name: String
            var file: String
        }
        struct Sheet: Encodable {
            var file: String
            var name: String
        }
        struct Scenario: Encodable {
            var name: String
            var screen: String
            var locale: String
            var habits: [String]
        }
        struct Gesture: Encodable {
            var gesture: String
            var device: String
            var deviceName: String
            var scenario: String
            var filmstrip: String
            var filmstripSize: [Int]
            var plotSVG: String
            var plotPNG: String
            var plotSize: [Int]
            var summary: String
            var verdict: String
            var note: String?
            var explorer: String?
        }
        var filters: [Filter]
        var items: [Item]
        var sheets: [Sheet]
        var scenarios: [Scenario]
        var gestures: [Gesture]
        /// Whether the export was compared with a baseline, and the baseline's states it no longer has.
        var baseline: Bool
        var removed: [Removed]
    }

    public static func html(items: [Export.Item], sheets: [String], gestures: [Export.GestureItem] = [], removed: [String]? = nil,
                            inputs: BatchInputs) throws -> String {
        let sorted = { (values: [String]) in Array(Set(values)).sorted() }
        // A device given as a file (`--devices devices/my-flip.json`) is labelled by the name inside it.
        func device(_ k: StateKey) -> String {
            switch k.surface {
            case .display: inputs.devices[k.device]?.name ?? k.device
            case .window: inputs.windows[k.device]?.name ?? k.device
            case .widget: k.device
            }
        }
        let filters = [
            Data.Filter(key: "device", label: "Device", values: sorted(items.map { device($0.key) })),
            Data.Filter(key: "scenario", label: "Scenario", values: sorted(items.map(\.key.scenario))),
            Data.Filter(key: "posture", label: "Posture", values: sorted(items.map { Export.placement($0.key) })),
            Data.Filter(key: "size", label: "Size",
                        values: ContentSize.allCases.map(\.rawValue).filter { s in items.contains { $0.key.size.rawValue == s } }),
            Data.Filter(key: "appearance", label: "Appearance", values: sorted(items.map(\.key.appearance.rawValue))),
            Data.Filter(key: "surface", label: "Surface",
                        values: ["display", "widget", "window"].filter { s in items.contains { $0.key.surface.label == s } }),
        ]
        let entries = items.map { item in
            let k = item.key
            return Data.Item(file: Escape.urlPath(item.file), width: item.width, height: item.height,
                             caption: "\(k.scenario) · \(Export.placement(k)) · \(k.size) · \(k.appearance)",
                             facets: ["device": device(k), "scenario": k.scenario, "posture": Export.placement(k), "size": k.size.rawValue,
                                      "appearance": k.appearance.rawValue, "surface": k.surface.label],
                             id: String(k.fileName.dropLast(4)), status: item.change.label,
                             pixels: { if case .changed(let n) = item.change { n } else { nil } }(),
                             before: item.before.map(Escape.urlPath), diff: item.diff.map(Escape.urlPath), guides: item.guides.map(Escape.urlPath))
        }
        let scenarios = sorted(items.map(\.key.scenario)).compactMap { name -> Data.Scenario? in
            guard let state = inputs.states[name] else { return nil }
            return Data.Scenario(name: name, screen: state.scenario.screen.rawValue, locale: state.profile.locale,
                                 habits: state.profile.pageOrder.map(\.name))
        }
        let runs = gestures.map {
            Data.Gesture(gesture: $0.gesture, device: $0.device, deviceName: $0.deviceName, scenario: $0.scenario,
                         filmstrip: Escape.urlPath($0.filmstrip), filmstripSize: $0.filmstripSize, plotSVG: Escape.urlPath($0.plotSVG), plotPNG: Escape.urlPath($0.plotPNG),
                         plotSize: $0.plotSize, summary: $0.summary, verdict: $0.verdict, note: $0.note,
                         explorer: $0.explorer.map(Escape.urlPath))
        }
        let data = Data(filters: filters, items: entries,
                        sheets: sheets.map { Data.Sheet(file: Escape.urlPath($0), name: ($0 as NSString).lastPathComponent) }, scenarios: scenarios,
                        gestures: runs, baseline: removed != nil || items.contains { $0.change != .none },
                        removed: (removed ?? []).map { Data.Removed(name: String($0.dropLast(4)), file: Escape.urlPath("baseline/" + $0)) })
        return try ScriptData.fill(try PageTemplate.text("export-index"), with: data)
    }
}
