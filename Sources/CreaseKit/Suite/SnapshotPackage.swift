import CreaseFixtures
import CreaseIO
import CreaseInput
import FoldLayout
import FoldSnapshot
import Foundation
import Synchronization

/// A Swift package's snapshot set-up (T9): its root, its fixtures over the bundled ones, the suite
/// it declares in `Snapshots/suite.json`, its references beside that file and failure artifacts
/// under `.build/snapshot-artifacts`. The tests' assertion and `crease snapshot` both start here,
/// so they act on the same cases.
public struct SnapshotPackage: Sendable {
    public var root: URL
    public var fixtures: Fixtures
    public var suiteFile: URL
    public var references: URL
    public var artifacts: URL

    public init(root: URL, fixtures: Fixtures? = nil, references: URL? = nil, artifacts: URL? = nil) {
        self.root = root.standardizedFileURL
        self.fixtures = fixtures ?? Fixtures(root: root.appendingPathComponent("Fixtures"))
        self.references = (references ?? root.appendingPathComponent("Snapshots")).standardizedFileURL
        self.suiteFile = self.references.appendingPathComponent("suite.json")
        self.artifacts = (artifacts ?? root.appendingPathComponent(".build/snapshot-artifacts")).standardizedFileURL
    }

    /// The package a test source file belongs to (`#filePath`).
    public static func of(filePath: String) -> SnapshotPackage { SnapshotPackage(root: PackageRoot.of(filePath: filePath)) }

    /// A store for this package's references whose failures print the command that accepts them.
    public func store(tolerance: Tolerance = .exact) -> SnapshotStore {
        let command = acceptCommandPrefix
        return SnapshotStore(references: references, artifacts: artifacts, tolerance: tolerance, captions: RendererCaptions()) { name in
            command + " --filter " + Shell.quote(SnapshotStore.stem(name))
        }
    }

    /// `swift run crease snapshot record`, plus `--references` when they are not in the package's own
    /// `Snapshots/`: run from the package's root, every path in it relative to that root (T16), so a
    /// command a CI runner prints works in a developer's checkout.
    public var acceptCommandPrefix: String { command("record") }

    /// The command that applies a report's saved decisions (T13), paths relative to the package (T16).
    public func applyCommand(report: URL) -> String {
        command("accept", " --decisions decisions.json --report " + Shell.quote(relative(report)))
    }

    func command(_ action: String, _ arguments: String = "") -> String {
        var command = "swift run crease snapshot \(action)" + arguments
        if references != root.appendingPathComponent("Snapshots").standardizedFileURL {
            command += " --references \(Shell.quote(relative(references)))"
        }
        return command
    }

    /// `url` as a path from the package's root; a path outside the package is given whole.
    public func relative(_ url: URL) -> String {
        let path = url.standardizedFileURL.path, base = root.path
        if path == base { return "." }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    // MARK: The suite file

    /// The suite as declared; a package without `Snapshots/suite.json` declares nothing yet.
    public func suite() throws(InputError) -> SnapshotSuite {
        guard FileManager.default.fileExists(atPath: suiteFile.path) else { return SnapshotSuite() }
        return try JSONInput.load(SnapshotSuite.self, from: suiteFile)
    }

    /// Every declared case, matrices expanded, with the device names checked against the fixtures.
    public func cases() throws(InputError) -> (suite: SnapshotSuite, cases: [SnapshotCase]) {
        let key = suiteFile.path
        let stamp = Self.stamp(suiteFile)
        if let hit = Self.cache.withLock({ $0[key] }), hit.stamp == stamp, hit.roots == fixtures.roots {
            return (hit.suite, hit.cases)
        }
        let suite = try suite()
        let fixtures = self.fixtures
        let cases: [SnapshotCase]
        do {
            // A name found nowhere gets the nearest name and every known one, as an unknown field does (I4,
            // T17); a file's own fault is its file's.
            func named<T>(_ kind: Fixtures.Kind, _ noun: String, _ load: () throws(InputError) -> T, _ name: String) throws(InputError) -> T {
                do throws(InputError) { return try load() } catch {
                    guard !SnapshotSuite.isFileFault(error) else { throw error }
                    throw InputError(file: "", message: InputError.unknownName(name, noun: noun, known: fixtures.names(kind)))
                }
            }
            cases = try suite.expanded(
                scenario: { (name: String) throws(InputError) in
                    _ = try named(.scenarios, "scenario", { () throws(InputError) in try fixtures.url(name, kind: .scenarios, label: "--scenario") }, name)
                },
                device: { (name: String) throws(InputError) -> DeviceProfile in
                    try named(.devices, "device", { () throws(InputError) in try fixtures.device(name) }, name)
                },
                widget: { (name: String) throws(InputError) -> PanelFamily in
                    try named(.widgets, "widget family", { () throws(InputError) in try fixtures.widgetFamily(name) }, name)
                },
                window: { (name: String) throws(InputError) -> WindowProfile in
                    try named(.windows, "window", { () throws(InputError) in try fixtures.window(name) }, name)
                })
        } catch {
            throw error.file.isEmpty ? error.inFile(suiteFile.path) : error
        }
        Self.cache.withLock { $0[key] = Cached(stamp: stamp, roots: fixtures.roots, suite: suite, cases: cases) }
        return (suite, cases)
    }

    /// Adds a case to the suite file unless it is declared already; returns whether it was added.
    /// Several tests may declare at once, in this process or others: the file is changed under its
    /// lock and replaced atomically.
    @discardableResult
    public func declare(_ newCase: SnapshotCase) throws -> Bool {
        try change { suite, cases in
            guard !cases.contains(where: { $0.fileName == newCase.fileName }) else { return false }
            suite.cases.append(newCase)
            suite.cases.sort { $0.fileName < $1.fileName }
            return true
        }
    }

    /// Makes the declared case `fileName` check its reading order too (A2); false when no case of
    /// `cases` has that name (a matrix declares it) or it already does.
    @discardableResult
    public func declareReadingOrder(_ fileName: String) throws -> Bool {
        try change { suite, _ in
            guard let i = suite.cases.firstIndex(where: { $0.fileName == fileName }), !suite.cases[i].readingOrder else { return false }
            suite.cases[i].readingOrder = true
            return true
        }
    }

    /// Adds an image reference name (one the tests render themselves) unless it is declared already.
    @discardableResult
    public func declare(image name: String) throws -> Bool {
        let file = name.hasSuffix(".png") ? name : name + ".png"
        return try change { suite, cases in
            guard !suite.referenceNames(cases).contains(file) else { return false }
            suite.images.append(file)
            suite.images.sort()
            return true
        }
    }

    func change(_ body: (inout SnapshotSuite, [SnapshotCase]) throws -> Bool) throws -> Bool {
        // The lock file lives under .build, which packages already keep out of version control.
        try FileLock(at: root.appendingPathComponent(".build/crease-suite.lock")).withLock {
            var (suite, cases) = try cases()
            guard try body(&suite, cases) else { return false }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try AtomicFile.write(try encoder.encode(suite) + Data("\n".utf8), to: suiteFile)
            return true
        }
    }

    struct Cached: Sendable {
        var stamp: String
        var roots: [URL]
        var suite: SnapshotSuite
        var cases: [SnapshotCase]
    }

    /// Expanded suites by file, valid while the file's size and modification time stay the same.
    static let cache = Mutex<[String: Cached]>([:])

    static func stamp(_ url: URL) -> String {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { return "absent" }
        let size = (attributes[.size] as? Int) ?? -1
        let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
        return "\(size)@\(date)"
    }
}
