import CreaseIO
import CreaseInput
import FoldImage
import FoldRender
import FoldSnapshot
import Foundation

extension Export {
    /// The export's record of the files it wrote (E4), `crease-export.json` in the output folder. A new
    /// export into the same folder removes the files the last one listed and this one did not write;
    /// nothing it did not list is ever removed (a user's own files in the folder are left alone).
    public struct Manifest: Codable, Sendable, Equatable {
        public static let fileName = "crease-export.json"
        public var version = 1
        public var tool = "crease export"
        /// Paths relative to the output folder, sorted.
        public var files: [String]

        public init(files: [String]) { self.files = Array(Set(files)).sorted() }

        /// The folders an export writes into; a listed path is only ever one of these, one level deep,
        /// or a file at the top of the folder.
        static let folders: Set<String> = ["images", "reading-order", "sheets", "gestures", "baseline", "diffs", "guides"]

        /// The manifest in `root`, or none when there is none or it is not one this tool wrote (then
        /// nothing is removed: an unreadable manifest never makes the export delete anything).
        static func read(in root: URL) -> Manifest? {
            guard let data = try? Data(contentsOf: root.appendingPathComponent(fileName)),
                  let manifest = try? JSONDecoder().decode(Manifest.self, from: data),
                  manifest.version == 1, manifest.tool == "crease export" else { return nil }
            return manifest
        }

        /// `path` as a file inside `root` when it has the shape of a file this tool writes (`index.html`,
        /// a PDF at the top, a file directly in one of `folders`, or an explorer page's file under
        /// `gestures/<run>-explore/`): never outside `root`, never a folder.
        static func confined(_ path: String, in root: URL) -> URL? {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard let name = parts.last, !name.isEmpty, !name.hasPrefix("."), name != fileName else { return nil }
            switch parts.count {
            case 1:
                guard name == "index.html" || name.hasSuffix(".pdf") else { return nil }
                return try? OutputFolder.file(name, in: root)
            case 2:
                guard folders.contains(parts[0]) else { return nil }
                return try? OutputFolder.file(name, in: root.appendingPathComponent(parts[0]))
            case 3, 4:
                // An explorer page (X1): gestures/<run>-explore/index.html and its frames/<frame>.png.
                guard parts[0] == "gestures", parts[1].hasSuffix("-explore"),
                      parts.count == 3 ? name == "index.html" : parts[2] == "frames" && name.hasSuffix(".png"),
                      let gestures = try? OutputFolder.file("gestures", in: root),
                      let page = try? OutputFolder.file(parts[1], in: gestures) else { return nil }
                let folder = parts.count == 3 ? page : (try? OutputFolder.file("frames", in: page))
                return folder.flatMap { try? OutputFolder.file(name, in: $0) }
            default: return nil
            }
        }

        /// Removes the files `previous` listed that `self` does not, and returns their paths. Only
        /// regular files are removed; a listed path that is now a folder or a link is left alone.
        func removeStale(_ previous: Manifest?, in root: URL) -> [String] {
            guard let previous else { return [] }
            let keep = Set(files)
            var removed: [String] = []
            for path in previous.files where !keep.contains(path) {
                guard let url = Self.confined(path, in: root),
                      let kind = try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType,
                      kind == .typeRegular else { continue }
                if (try? FileManager.default.removeItem(at: url)) != nil { removed.append(path) }
                // An explorer page's folders go with their last file (only when empty).
                var folder = url.deletingLastPathComponent()
                while folder.path.hasPrefix(root.standardizedFileURL.path + "/gestures/"),
                      (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true,
                      (try? FileManager.default.removeItem(at: folder)) != nil {
                    folder = folder.deletingLastPathComponent()
                }
            }
            return removed
        }

        func write(in root: URL) throws {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try AtomicFile.write(try encoder.encode(self), to: try OutputFolder.file(Self.fileName, in: root))
        }
    }

    /// A state compared with a baseline export (E2).
    public enum Change: Sendable, Hashable {
        /// No baseline was given.
        case none
        case new
        case unchanged
        /// Pixels that differ (the snapshot comparison's count, exact threshold); a state whose size
        /// changed counts every pixel of the larger image.
        case changed(pixels: Int)

        public var label: String? {
            switch self {
            case .none: nil
            case .new: "new"
            case .unchanged: "unchanged"
            case .changed: "changed"
            }
        }
    }

    /// The baseline export a new one is compared with: its `images/` folder, read by file name.
    public struct Baseline: Sendable {
        public var folder: URL
        /// The baseline's state images by file name.
        public var images: Set<String>

        /// Reads the baseline's image list; a folder that is not an export (no `images/` folder of
        /// PNGs) is refused with one line naming it.
        public init(folder: URL) throws(InputError) {
            self.folder = folder.standardizedFileURL
            let imagesFolder = self.folder.appendingPathComponent("images")
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: imagesFolder.path, isDirectory: &isFolder), isFolder.boolValue,
                  let names = try? FileManager.default.contentsOfDirectory(atPath: imagesFolder.path) else {
                throw InputError(file: "--baseline", message: "'\(folder.path)' is not a crease export (it has no images/ folder)")
            }
            images = Set(names.filter { $0.hasSuffix(".png") && !$0.hasPrefix(".") })
        }

        /// The baseline's image of a state, read before the new export writes over it (the baseline may
        /// be the output folder itself).
        func data(_ fileName: String) -> Data? {
            guard images.contains(fileName), let url = try? OutputFolder.file(fileName, in: folder.appendingPathComponent("images")) else { return nil }
            return try? Data(contentsOf: url)
        }

        /// How `now` (a state's new PNG) differs from the baseline's `before`: equal bytes are unchanged
        /// at once; otherwise both are decoded and compared pixel by pixel (exact), and a diff image is
        /// returned for a changed state.
        static func compare(before: Data?, now: PixelBuffer, nowData: Data, file: String) throws -> (Change, PixelBuffer?) {
            guard let before else { return (.new, nil) }
            if before == nowData { return (.unchanged, nil) }
            let old = try PNGCodec.decode(before, file: "--baseline images/" + file)
            guard old.width == now.width, old.height == now.height else {
                return (.changed(pixels: Swift.max(old.width * old.height, now.width * now.height)), nil)
            }
            let result = try Tolerance.exact.comparison.compare(old, now, makeDiff: true)
            return result.mismatched == 0 ? (.unchanged, nil) : (.changed(pixels: result.mismatched), result.diff)
        }
    }
}
