import CreaseCommandLine
import CreaseIO
import CreaseInput
import FoldLayout
import Foundation

/// `crease export`: the design review — a PNG for every state, contact sheets and an index.
public enum ExportCommand {
    static let output = Option<String>.text("output", placeholder: "dir", help: "Folder to write into; nothing is written outside it.")
    static let gestures = Option<String>.text("gestures", placeholder: "list|none",
                                              help: "Gestures for the gestures section: each one's chart and filmstrip on each foldable device of --devices.",
                                              default: "every known gesture")

    static let baseline = Option<String>.text("baseline", placeholder: "dir",
                                              help: "A previous export to compare with: each state is new, changed (with its pixel count) or unchanged, removed states are listed, and the index opens on the changes.")
    static let pdf = Option<String>.text("pdf", placeholder: "file.pdf",
                                         help: "Also write a review book: one PDF page per device and scenario state, vector with selectable text.")
    static let noExplorers = Flag("no-explorers", help: "Leave out each gesture run's frame-by-frame explorer page (gestures/<run>-explore/, X1): a smaller, quicker export.")
    /// What the export covers when its options do not say (E5).
    public enum Preset: String, ArgumentChoice {
        /// Upright, L and AX5, light and dark, displays only: the quick review.
        case standard
        /// Every surface a designer signs off: upright and landscape, every text size, every widget
        /// family and window besides the displays.
        case everything
        public init?(argument: String) { self.init(rawValue: argument) }
    }

    static let preset = Option<Preset>.choice("preset", help: "What to cover where the options do not say: standard (upright, L and AX5, displays) or everything (landscape too, every text size, every widget family and window).").defaulting(to: .standard)
    static let guides = Flag("guides", help: "Also write each state with the design-review guides (guides/); the index's full-size view shows them on G.")

    public static let command = Command(
        "export", summary: "Export the design review: a PNG for every state of the package's scenarios on every device.",
        options: .of(output, Options.fixtures, Options.devices, Options.scenarios, Options.postures,
                     Options.orientations.described(default: "upright"), Options.sizes.described(default: "L,AX5"),
                     Options.appearances, Options.scale, preset, guides, Options.widgets, Options.widgetClasses, Options.windows, Options.widths, gestures,
                     noExplorers, baseline, pdf)
    ) { args, context in
        let fixtures = try args.fixtures(context)
        let folder = context.url(try args.required(output))
        try OutputFolder.check(folder, label: "--output")
        let postures = try args.list(Options.postures)
        let orientations = try args.list(Options.orientations)
        let sizes = try args.list(Options.sizes)
        let appearances = try args.list(Options.appearances)
        let everything = try args.setting(preset) == .everything
        var surfaces = try args.surfaces(fixtures)
        if everything {
            if !args.has(Options.widgets) { surfaces.widgets = fixtures.names(.widgets) }
            if !args.has(Options.windows) { surfaces.windows = fixtures.names(.windows) }
        }
        let gestureNames = try args.names(gestures, or: fixtures.names(.gestures))
        let export = Export(output: folder, matrix: StateMatrix(
            devices: try args.names(Options.devices, or: fixtures.names(.devices)),
            scenarios: try args.names(Options.scenarios, or: fixtures.names(.scenarios)),
            postures: postures.isEmpty ? nil : postures,
            orientations: orientations.isEmpty ? (everything ? [.upright, .landscape] : [.upright]) : orientations,
            sizes: sizes.isEmpty ? (everything ? ContentSize.allCases : [.L, .AX5]) : sizes,
            appearances: appearances.isEmpty ? [.light, .dark] : appearances,
            scale: try args.scale(on: nil),
            widgets: surfaces.widgets, widgetClasses: surfaces.classes, windows: surfaces.windows, windowWidths: surfaces.widths),
            guides: args.flag(guides), gestures: gestureNames == ["none"] ? [] : gestureNames,
            baseline: try args.value(baseline).map(context.url), pdf: try args.value(pdf).map(context.url),
            explorers: !args.flag(noExplorers))
        let started = Date()
        let written = try export.run(fixtures: fixtures, progress: context.progress, gestureProgress: context.progress(of: "gesture runs"))
        context.finishProgress()
        let seconds = Date().timeIntervalSince(started)
        let runs = written.gestures.isEmpty ? "" : ", and \(written.gestures.count) gesture runs (chart, filmstrip\(export.explorers ? " and explorer page" : "") each)"
        context.out("Wrote \(written.items.count) images and \(written.sheets.count) contact sheets\(runs) in \(String(format: "%.1f", seconds)) s")
        if let base = export.baseline {
            let changed = written.items.filter { if case .changed = $0.change { true } else { false } }.count
            let new = written.items.filter { $0.change == .new }.count
            context.out("Against \(base.path): \(changed) changed, \(new) new, \(written.removed.count) removed")
        }
        if !written.stale.isEmpty { context.out("Removed \(written.stale.count) files of the last export here that this one did not write") }
        if let book = written.pdf { context.out("Review book \(book.path)") }
        context.out("Open \(written.index.path)")
        return 0
    }
}
