import CreaseIO
import CreaseFixtures
import CreaseInput
import FoldLayout
import FoldRender
import Foundation

/// The design-review export: a PNG for every state in a matrix, and the filmstrip and chart of
/// each gesture on each foldable device, written under one output folder.
public struct Export: Sendable {
    public var output: URL
    public var matrix: StateMatrix
    public var guides: Bool
    /// Gestures (names or files) for the gestures section, run on each foldable device of the matrix;
    /// none: no section.
    public var gestures: [String]

    public init(output: URL, matrix: StateMatrix, guides: Bool = false, gestures: [String] = []) {
        self.output = output
        self.matrix = matrix
        self.guides = guides
        self.gestures = gestures
    }

    /// One written image.
    public struct Item: Sendable, Hashable {
        public var key: StateKey
        /// Path relative to the output folder (`images/<name>.png`).
        public var file: String
        public var width: Int
        public var height: Int
    }

    /// What an export wrote.
    public struct Written: Sendable {
        public var items: [Item]
        public var sheets: [String]
        public var gestures: [GestureItem]
        public var index: URL
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
        let images = try OutputFolder.folder("images", in: root)
        let guides = self.guides
        let items = try Batch.run(keys, inputs: inputs, progress: progress) { pipeline, key, state, host in
            var request = key.request
            request.options.guides = guides
            let image = try pipeline.render(state, on: host, request)
            try AtomicFile.write(PNGCodec.encode(image), to: try OutputFolder.file(key.fileName, in: images))
            // The accessibility snapshot beside the image (A2): the reading order, one element per line.
            let (surface, solved) = pipeline.solve(state, on: host, request)
            let order = ReadingOrder.text(surface, solved, direction: surface.direction)
            try AtomicFile.write(Data(order.utf8), to: try OutputFolder.file(Self.readingOrderFile(key.fileName), in: images))
            return Item(key: key, file: "images/" + key.fileName, width: image.width, height: image.height)
        }
        let sheets = try contactSheets(items, root: root, inputs: inputs)
        let gestureItems = try gestureSection(fixtures: fixtures, inputs: inputs, root: root, progress: gestureProgress)
        let index = try OutputFolder.file("index.html", in: root)
        try AtomicFile.write(Data(try ExportIndex.html(items: items, sheets: sheets, gestures: gestureItems, inputs: inputs).utf8), to: index)
        return Written(items: items, sheets: sheets, gestures: gestureItems, index: index)
    }

    /// `name.png` → `name.reading-order.txt`: the accessibility snapshot written beside an image.
    public static func readingOrderFile(_ imageFile: String) -> String {
        (imageFile.hasSuffix(".png") ? String(imageFile.dropLast(4)) : imageFile) + ".reading-order.txt"
    }

    /// One sheet per device (and per device class's widgets, and per window): its states in a grid, each
    /// captioned scenario · posture (or widget family, or width) · size · appearance.
    func contactSheets(_ items: [Item], root: URL, inputs: BatchInputs) throws -> [String] {
        let folder = try OutputFolder.folder("sheets", in: root)
        let sheets = Array(Set(items.map(\.key.sheet))).sorted()
        let text = try TextEngine()
        var written: [String] = []
        for sheetName in sheets {
            let mine = items.filter { $0.key.sheet == sheetName }
            let widest = Double(mine.map(\.width).max() ?? 1)
            let scale = Swift.min(1, 180 / widest)
            let columns = Swift.max(1, Swift.min(12, Int((2400 / (widest * scale + 16)).rounded(.down))))
            let name = Self.title(mine.first?.key, inputs: inputs) ?? sheetName
            let largest = (mine.map(\.width).max() ?? 1, mine.map(\.height).max() ?? 1)
            let sheet = try ContactSheet(columns: columns, scale: scale, title: "\(name) — \(mine.count) states")
                .compose(count: mine.count, largest: largest, text: text) { (i: Int) throws(RenderError) -> ContactSheet.Cell in
                    let item = mine[i]
                    let k = item.key
                    return ContactSheet.Cell(image: try PNGCodec.read(root.appendingPathComponent(item.file)),
                                             caption: "\(k.scenario) · \(Self.placement(k)) · \(k.size) · \(k.appearance)")
                }
            let file = StateKey.safe(sheetName) + ".png"
            try AtomicFile.write(PNGCodec.encode(sheet), to: try OutputFolder.file(file, in: folder))
            written.append("sheets/" + file)
        }
        return written
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
