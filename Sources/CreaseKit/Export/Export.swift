import CreaseIO
import CreaseFixtures
import CreaseInput
import FoldImage
import FoldLayout
import FoldRender
import FoldSnapshot
import Foundation
import HabitScreens

/// The design-review export: a PNG for every state in a matrix, and the filmstrip and chart of
/// each gesture on each foldable device, written under one output folder.
public struct Export: Sendable {
    public var output: URL
    public var matrix: StateMatrix
    public var guides: Bool
    /// Gestures (names or files) for the gestures section, run on each foldable device of the matrix;
    /// none: no section.
    public var gestures: [String]
    /// A previous export to compare with (E2): each state is new, changed or unchanged, and the
    /// baseline's states this export no longer has are listed as removed.
    public var baseline: URL?
    /// Where to write the review book (E3), a PDF; none: no book.
    public var pdf: URL?
    /// Whether each gesture run also gets its explorer page (X1) in the gestures section.
    public var explorers: Bool

    /// With `guides`, each state is also written with the review guides under `guides/` (the index's
    /// full-size view shows it on G); the images under `images/` are always the plain screens.
    public init(output: URL, matrix: StateMatrix, guides: Bool = false, gestures: [String] = [], baseline: URL? = nil, pdf: URL? = nil,
                explorers: Bool = true) {
        self.output = output
        self.explorers = explorers
        self.matrix = matrix
        self.guides = guides
        self.gestures = gestures
        self.baseline = baseline
        self.pdf = pdf
    }

    /// One written image.
    public struct Item: Sendable, Hashable {
        public var key: StateKey
        /// Path relative to the output folder (`images/<name>.png`).
        public var file: String
        public var width: Int
        public var height: Int
        /// Against the baseline, when one was given.
        public var change: Change = .none
        /// The baseline's image (`baseline/<name>.png`) and the pixel diff (`diffs/<name>.png`) of a
        /// changed state.
        public var before: String?
        public var diff: String?
        /// The state with the review guides (`guides/<name>.png`), when the export draws them.
        public var guides: String?
    }

    /// What an export wrote.
    public struct Written: Sendable {
        public var items: [Item]
        public var sheets: [String]
        public var gestures: [GestureItem]
        public var index: URL
        /// The baseline's states this export does not have (their images copied to `baseline/`).
        public var removed: [String] = []
        /// Files the previous export into this folder wrote and this one did not, now removed.
        public var stale: [String] = []
        public var pdf: URL?
    }

    /// Renders every state and writes its PNG under `output/images`, one contact sheet per device
    /// under `output/sheets`, each gesture's filmstrip and chart per foldable device under
    /// `output/gestures`, and `output/index.html`. Nothing is written outside `output`.
    public func run(fixtures: Fixtures, progress: (@Sendable (Int, Int) -> Void)? = nil,
                    gestureProgress: (@Sendable (Int, Int) -> Void)? = nil) throws -> Written {
        let inputs = try matrix.inputs(fixtures)
        var seen = Set<StateKey>()
        let keys = try matrix.nonEmptyKeys(inputs, fixtures: fixtures, command: "export").filter { seen.insert($0).inserted }
        // Everything is checked before a folder is made: each state's surface and image size, and that no
        // two states would write one file.
        for key in keys { _ = try inputs.host(for: key) }
        try Self.checkDistinct(keys)
        let root = output.standardizedFileURL
        let baseline = try self.baseline.map { url throws(InputError) in try Baseline(folder: url) }
        // Read before anything is written: the files the last export here listed.
        let previous = Manifest.read(in: root)
        let images = try OutputFolder.folder("images", in: root)
        let readingOrders = try OutputFolder.folder("reading-order", in: root)
        let guidesFolder = guides ? try OutputFolder.folder("guides", in: root) : nil
        let review = try baseline.map { _ in (try OutputFolder.folder("baseline", in: root), try OutputFolder.folder("diffs", in: root)) }
        // Rendered grouped by scenario and text size (the worker's PageMemo); the items stay in matrix order.
        let items = try Batch.runGrouped(keys, inputs: inputs, progress: progress) { pipeline, key, state, host in
            // The baseline's image is read first: the baseline may be this folder.
            let before = baseline?.data(key.fileName)
            let (image, order) = try pipeline.renderReading(state, on: host, key.request)
            let data = PNGCodec.encode(image)
            try AtomicFile.write(data, to: try OutputFolder.file(key.fileName, in: images))
            // The accessibility snapshot of each image (A2): the reading order, one element per line,
            // under reading-order/ with the image's name (images/ holds only images).
            try AtomicFile.write(Data(order.utf8), to: try OutputFolder.file(Self.readingOrderFile(key.fileName), in: readingOrders))
            var item = Item(key: key, file: "images/" + key.fileName, width: image.width, height: image.height)
            if let guidesFolder {
                var request = key.request
                request.options.guides = true
                try AtomicFile.write(PNGCodec.encode(try pipeline.render(state, on: host, request)), to: try OutputFolder.file(key.fileName, in: guidesFolder))
                item.guides = "guides/" + key.fileName
            }
            if let review {
                let (change, diff) = try Baseline.compare(before: before, now: image, nowData: data, file: key.fileName)
                item.change = change
                if case .changed = change, let before {
                    try AtomicFile.write(before, to: try OutputFolder.file(key.fileName, in: review.0))
                    item.before = "baseline/" + key.fileName
                    if let diff {
                        try AtomicFile.write(PNGCodec.encode(diff), to: try OutputFolder.file(key.fileName, in: review.1))
                        item.diff = "diffs/" + key.fileName
                    }
                }
            }
            return item
        }
        var removed: [String] = []
        if let baseline, let review {
            let now = Set(keys.map(\.fileName))
            removed = baseline.images.subtracting(now).sorted()
            for name in removed {
                if let data = baseline.data(name) { try AtomicFile.write(data, to: try OutputFolder.file(name, in: review.0)) }
            }
        }
        let sheets = try contactSheets(items, root: root, inputs: inputs)
        let gestureItems = try gestureSection(fixtures: fixtures, inputs: inputs, root: root, progress: gestureProgress)
        if let pdf { try ReviewBook.write(items, to: pdf, inputs: inputs, root: root, removed: baseline == nil ? nil : removed) }
        let index = try OutputFolder.file("index.html", in: root)
        try AtomicFile.write(Data(try ExportIndex.html(items: items, sheets: sheets, gestures: gestureItems, removed: baseline == nil ? nil : removed, inputs: inputs).utf8),
                             to: index)
        var files = ["index.html"] + sheets + items.flatMap { [$0.file, $0.before, $0.diff, $0.guides].compactMap { $0 } }
        files += items.map { "reading-order/" + Self.readingOrderFile($0.key.fileName) }
        files += removed.map { "baseline/" + $0 } + gestureItems.flatMap { [$0.filmstrip, $0.plotSVG, $0.plotPNG] + $0.explorerFiles }
        if let pdf, pdf.standardizedFileURL.deletingLastPathComponent().path == root.path { files.append(pdf.lastPathComponent) }
        let manifest = Manifest(files: files)
        try manifest.write(in: root)
        let stale = manifest.removeStale(previous, in: root)
        return Written(items: items, sheets: sheets, gestures: gestureItems, index: index, removed: removed, stale: stale, pdf: pdf)
    }

    /// `name.png` → `name.reading-order.txt`: the accessibility snapshot of an image, in `reading-order/`.
    public static func readingOrderFile(_ imageFile: String) -> String {
        SnapshotStore.textReference(for: imageFile)
    }

    static let sheetRows = 12

    /// One sheet per device (and per device class's widgets, and per window) a person can read: columns
    /// labelled posture (or widget family, or width) · appearance, rows labelled scenario · size, every
    /// thumbnail at least 240 px wide; a long sheet is cut into parts (`<device>__part2.png`) of `sheetRows` rows.
    func contactSheets(_ items: [Item], root: URL, inputs: BatchInputs) throws -> [String] {
        let folder = try OutputFolder.folder("sheets", in: root)
        // Every part is planned first, then composed on the workers: a part reads and scales its
        // states' images and encodes one large PNG, which is most of an export's time after rendering.
        struct Part: Sendable {
            var title: String
            var rows: [String]
            var columns: [String]
            var cells: [[Item?]]
            var file: String
        }
        let sheets = Array(Set(items.map(\.key.sheet))).sorted()
        let sizes = ContentSize.allCases
        var planned: [Part] = []
        for sheetName in sheets {
            let mine = items.filter { $0.key.sheet == sheetName }
            var columns: [String] = []
            var rows: [String] = []
            for item in mine {
                let column = "\(Self.placement(item.key)) · \(item.key.appearance)"
                if !columns.contains(column) { columns.append(column) }
            }
            for item in mine.sorted(by: { ($0.key.scenario, sizes.firstIndex(of: $0.key.size) ?? 0) < ($1.key.scenario, sizes.firstIndex(of: $1.key.size) ?? 0) }) {
                let row = "\(item.key.scenario) · \(item.key.size)"
                if !rows.contains(row) { rows.append(row) }
            }
            var grid: [[Item?]] = Array(repeating: Array(repeating: nil, count: columns.count), count: rows.count)
            for item in mine {
                guard let r = rows.firstIndex(of: "\(item.key.scenario) · \(item.key.size)"),
                      let c = columns.firstIndex(of: "\(Self.placement(item.key)) · \(item.key.appearance)") else { continue }
                grid[r][c] = item
            }
            let name = Self.title(mine.first?.key, inputs: inputs) ?? sheetName
            // A device's sheet is cut into parts of at most `sheetRows` rows, so that one sheet stays a few
            // thousand pixels tall (a readable page, and a bounded image in memory).
            let parts = stride(from: 0, to: rows.count, by: Self.sheetRows).map { $0..<Swift.min(rows.count, $0 + Self.sheetRows) }
            for (p, range) in parts.enumerated() {
                let part = parts.count > 1 ? " (part \(p + 1) of \(parts.count))" : ""
                planned.append(Part(title: "\(name) — \(mine.count) states\(part)", rows: Array(rows[range]), columns: columns,
                                    cells: Array(grid[range]), file: StateKey.safe(sheetName) + (p == 0 ? "" : "__part\(p + 1)") + ".png"))
            }
        }
        let all = planned
        return try Batch.map(count: all.count) { pipeline, index in
            let part = all[index]
            // Each thumbnail is the state laid out again (its pages come from the worker's memo) and
            // painted as vectors at the sheet's scale: sharper than the full-size image scaled down, and
            // without reading it back.
            let states: [[(state: ScenarioState, host: SurfaceHost)?]] = try part.cells.map { row in
                try row.map { item in
                    guard let item else { return nil }
                    guard let state = inputs.states[item.key.scenario] else { throw inputs.notLoaded(item.key) }
                    return (state, try inputs.host(for: item.key))
                }
            }
            // Drawn and encoded one row of cells at a time, so a part of tens of megapixels is never whole in memory.
            let png = try LabelledSheet(title: part.title, rows: part.rows, columns: part.columns,
                                        sizes: part.cells.map { $0.map { $0.map { (width: $0.width, height: $0.height) } } })
                .encodedPNG(text: pipeline.painter.text) { (r: Int, c: Int, cell: SheetCell) throws(RenderError) in
                    guard let item = part.cells[r][c], let input = states[r][c] else { return }
                    let (surface, layout) = pipeline.solve(input.state, on: input.host, item.key.request)
                    pipeline.painter.paint(surface, layout, options: item.key.request.options, into: cell)
                }
            try AtomicFile.write(png, to: try OutputFolder.file(part.file, in: folder))
            return "sheets/" + part.file
        }
    }

    /// Throws when two different inputs would be written to one file: file names keep only letters,
    /// digits, `-` and `_` of a scenario's or device's base name, so `typical` and `other/typical.json`,
    /// or devices `a:b` and `a_b`, meet in one name, and the second image would replace the first.
    /// Refused before anything is rendered, naming both inputs (rename one of the files); a name given
    /// twice is the same input and is exported once.
    static func checkDistinct(_ keys: [StateKey]) throws(InputError) {
        var images: [String: StateKey] = [:]
        var sheets: [String: String] = [:]
        for key in keys {
            if let first = images[key.fileName], first != key {
                let (flag, a, b) = Self.difference(first, key)
                throw InputError(file: flag, message: "'\(a)' and '\(b)' would both be written as images/\(key.fileName); "
                                 + "give one of them a file name of its own")
            }
            images[key.fileName] = key
            let sheet = StateKey.safe(key.sheet) + ".png"
            if let first = sheets[sheet], first != key.sheet {
                throw InputError(file: "--devices", message: "'\(first)' and '\(key.sheet)' would both be written as sheets/\(sheet); "
                                 + "give one of them a file name of its own")
            }
            sheets[sheet] = key.sheet
        }
    }

    /// The option two states of one file name came from, and the two values it was given.
    static func difference(_ a: StateKey, _ b: StateKey) -> (String, String, String) {
        if a.scenario != b.scenario { return ("--scenarios", a.scenario, b.scenario) }
        if case .widget(let first) = a.surface, case .widget(let second) = b.surface, first != second { return ("--widgets", first, second) }
        switch b.surface {
        case .display: return ("--devices", a.device, b.device)
        case .widget: return ("--widget-classes", a.device, b.device)
        case .window: return ("--windows", a.device, b.device)
        }
    }

    /// A sheet's title: the device's or window's display name, or the device class's widgets.
    static func title(_ key: StateKey?, inputs: BatchInputs) -> String? {
        guard let key else { return nil }
        switch key.surface {
        case .display: return inputs.devices[key.device]?.displayName
        case .widget: return "Widgets on \(key.device)"
        case .window: return inputs.windows[key.device]?.displayName
        }
    }

    /// The posture (with `landscape`), the widget family, or the window width, as captions read.
    static func placement(_ k: StateKey) -> String {
        switch k.surface {
        case .display: k.posture.rawValue + (k.orientation == .landscape ? " landscape" : "")
        case .widget(let family): family
        case .window(let width): "\(width) pt"
        }
    }
}
