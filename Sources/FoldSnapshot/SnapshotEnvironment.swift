import CreaseInput

/// What rendered a reference (T11): the libraries that shape and paint its text and the font files it
/// loaded, each with its checksum. Recorded inside every reference it makes; a failure whose
/// environment differs from its reference's says so first, naming what changed, so that a Pango or
/// font upgrade does not read like a layout change. FoldSnapshot knows no renderer: whoever renders
/// says what it is (`SnapshotStore.Evidence`).
public struct SnapshotEnvironment: Hashable, Sendable, Codable {
    public struct Library: Hashable, Sendable, Codable {
        /// As people write it: `Cairo`, `Pango`, `HarfBuzz`, `FreeType`, `fontconfig`.
        public var name: String
        public var version: String
        public init(name: String, version: String) {
            self.name = name
            self.version = version
        }
    }

    public struct Font: Hashable, Sendable, Codable {
        /// The font file's name (its folder says nothing about what it draws).
        public var file: String
        /// `Checksum` of the file; `missing` when it could not be read.
        public var checksum: String
        public init(file: String, checksum: String) {
            self.file = file
            self.checksum = checksum
        }
    }

    public var libraries: [Library]
    public var fonts: [Font]

    public init(libraries: [Library], fonts: [Font]) {
        self.libraries = libraries
        self.fonts = fonts
    }

    /// The keyword of the PNG text chunk that carries it.
    public static let keyword = "crease-environment"

    /// What differs from `reference`, in words, library by library, then the fonts:
    /// `["Pango 1.56.3, the reference 1.54.0", "fonts unchanged"]`. Empty when nothing differs. The
    /// reference's names come from a file: each is written with control and bidi characters escaped.
    public func changes(from reference: SnapshotEnvironment) -> [String] {
        unsafeChanges(from: reference).map { OneLine.sanitize($0, limit: 300) }
    }

    func unsafeChanges(from reference: SnapshotEnvironment) -> [String] {
        var out: [String] = []
        let old = Dictionary(reference.libraries.map { ($0.name, $0.version) }, uniquingKeysWith: { a, _ in a })
        for library in libraries {
            guard let was = old[library.name] else {
                out.append("\(library.name) \(library.version), the reference records none")
                continue
            }
            if was != library.version { out.append("\(library.name) \(library.version), the reference \(was)") }
        }
        for library in reference.libraries where !libraries.contains(where: { $0.name == library.name }) {
            out.append("no \(library.name), the reference \(library.version)")
        }
        let fontsBefore = Dictionary(reference.fonts.map { ($0.file, $0.checksum) }, uniquingKeysWith: { a, _ in a })
        let fontsNow = Dictionary(fonts.map { ($0.file, $0.checksum) }, uniquingKeysWith: { a, _ in a })
        var fontChanges: [String] = []
        for font in fonts {
            if let was = fontsBefore[font.file] {
                if was != font.checksum { fontChanges.append("\(font.file) changed") }
            } else {
                fontChanges.append("\(font.file) is new")
            }
        }
        for font in reference.fonts where fontsNow[font.file] == nil { fontChanges.append("\(font.file) is gone") }
        guard !out.isEmpty || !fontChanges.isEmpty else { return [] }
        out.append(fontChanges.isEmpty ? "fonts unchanged" : "fonts: " + fontChanges.joined(separator: ", "))
        return out
    }

    /// One line per library and font, for `crease doctor`.
    public var lines: [String] {
        libraries.map { "\($0.name) \($0.version)" } + fonts.map { "font \($0.file) \($0.checksum)" }
    }
}
