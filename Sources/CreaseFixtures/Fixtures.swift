import CreaseInput
import FoldLayout
import FoldMotion
import Foundation
import HabitDomain
import HabitScreens

/// Where fixtures come from, and how names given on the command line resolve to files.
///
/// Fixtures are looked up in folders searched in order — usually a package's own `Fixtures/` and
/// then the device profiles and gestures bundled with the tool — so a package adds to the bundled
/// ones and overrides them by name. A bare name is `<folder>/<kind>/<name>.json` in the first folder
/// that has it; anything with a `/` or ending in `.json` is a path.
public struct Fixtures: Sendable {
    /// The folders searched, first to last.
    public var roots: [URL]

    public init(roots: [URL]) { self.roots = roots }

    /// A package's fixtures folder over the bundled profiles, gestures, widget families and windows.
    public init(root: URL) { self.init(roots: [root] + Self.bundledRoots) }

    /// Only what ships with the tool: the device profiles and gestures.
    public static var bundled: Fixtures { Fixtures(roots: bundledRoots) }

    /// The bundled folder (`devices/`, `gestures/`, `widgets/`, `windows/`), a resource of this module.
    public static var bundledRoots: [URL] {
        Bundle.module.url(forResource: "Bundled", withExtension: nil).map { [$0] } ?? []
    }

    /// The fixtures for a command run in `directory`: `override` (`--fixtures`), else
    /// `$CREASE_FIXTURES`, else the `Fixtures/` folder of the package that holds `directory` (the
    /// nearest folder upwards with a `Package.swift`), each over the bundled profiles and gestures.
    public static func locate(override: String? = nil,
                              environment: [String: String] = ProcessInfo.processInfo.environment,
                              directory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) -> Fixtures {
        if let override, !override.isEmpty {
            return Fixtures(root: URL(fileURLWithPath: override, relativeTo: directory).standardizedFileURL)
        }
        if let path = environment["CREASE_FIXTURES"], !path.isEmpty {
            return Fixtures(root: URL(fileURLWithPath: path, relativeTo: directory).standardizedFileURL)
        }
        let package = PackageRoot.enclosing(directory) ?? directory
        return Fixtures(root: package.appendingPathComponent("Fixtures"))
    }

    /// A kind of fixture: its folder's name.
    public enum Kind: String, Sendable, CaseIterable { case devices, scenarios, datasets, gestures, widgets, windows }

    /// The file a name or path refers to. A bare name is looked up in each root in turn; it may not
    /// climb out of them.
    public func url(_ nameOrPath: String, kind: Kind, label: String) throws(InputError) -> URL {
        guard !nameOrPath.isEmpty else { throw InputError(file: label, message: "needs a name or a path") }
        if Self.isPath(nameOrPath) { return URL(fileURLWithPath: nameOrPath).standardizedFileURL }
        guard nameOrPath != "..", nameOrPath != "." else { throw InputError(file: label, message: "'\(nameOrPath)' is not a name") }
        for root in roots {
            let candidate = root.appendingPathComponent(kind.rawValue).appendingPathComponent(nameOrPath + ".json")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        let known = names(kind)
        let where_ = roots.map { $0.appendingPathComponent(kind.rawValue).path }.joined(separator: ", ")
        throw InputError(file: label, message: "'\(nameOrPath)' is no \(Self.noun(kind)) in \(where_.isEmpty ? "any fixtures folder" : where_)"
                         + (known.isEmpty ? "" : " (known: \(known.joined(separator: ", ")))"))
    }

    /// Whether a command-line value names a file rather than a fixture.
    public static func isPath(_ value: String) -> Bool { value.contains("/") || value.hasSuffix(".json") }

    /// Names of the fixtures of a kind across every root, sorted, each once.
    public func names(_ kind: Kind) -> [String] {
        var names = Set<String>()
        for root in roots {
            let dir = root.appendingPathComponent(kind.rawValue)
            let files = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
            for file in files where file.hasSuffix(".json") && !file.hasPrefix(".") { names.insert(String(file.dropLast(5))) }
        }
        return names.sorted()
    }

    public func device(_ nameOrPath: String) throws(InputError) -> DeviceProfile {
        try load(DeviceProfile.self, nameOrPath, kind: .devices)
    }

    /// A gesture; a file larger than `Gesture.Limits.fileBytes` is refused before it is read.
    public func gesture(_ nameOrPath: String) throws(InputError) -> Gesture {
        let file = try url(nameOrPath, kind: .gestures, label: "--gesture")
        if let size = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? Int, size > Gesture.Limits.fileBytes {
            throw InputError(file: file.path, message: "is \(size) bytes; a gesture file holds at most \(Gesture.Limits.fileBytes) bytes (8 MiB)")
        }
        return try load(Gesture.self, nameOrPath, kind: .gestures)
    }

    public func scenario(_ nameOrPath: String) throws(InputError) -> Scenario {
        try load(Scenario.self, nameOrPath, kind: .scenarios)
    }

    /// A widget family (`widgets/<name>.json`): its sizes per device class, content margin and corner radius.
    public func widgetFamily(_ nameOrPath: String) throws(InputError) -> PanelFamily {
        try load(PanelFamily.self, nameOrPath, kind: .widgets)
    }

    /// A window profile (`windows/<name>.json`): its height, widths, title bar and sidebar.
    public func window(_ nameOrPath: String) throws(InputError) -> WindowProfile {
        try load(WindowProfile.self, nameOrPath, kind: .windows)
    }

    static func noun(_ kind: Kind) -> String {
        switch kind {
        case .devices: "device"
        case .scenarios: "scenario"
        case .datasets: "dataset"
        case .gestures: "gesture"
        case .widgets: "widget"
        case .windows: "window"
        }
    }

    /// Reads a fixture by name or path.
    func load<T: Decodable>(_ type: T.Type, _ nameOrPath: String, kind: Kind) throws(InputError) -> T {
        let noun = Self.noun(kind)
        let url = try url(nameOrPath, kind: kind, label: "--\(noun)")
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw InputError(file: url.path, message: "no such \(noun) file")
        }
        return try JSONInput.load(T.self, from: url)
    }

    /// The dataset a scenario names. A path is read relative to the scenario file; a bare name is
    /// looked for in the `datasets/` folder beside the scenario's own folder (a fixtures folder's
    /// layout), then beside the scenario (`<name>.json`, never the scenario itself), then in the roots.
    public func datasetURL(_ dataset: String, scenarioFile: URL) throws(InputError) -> URL {
        let folder = scenarioFile.deletingLastPathComponent()
        if Self.isPath(dataset) {
            let url = URL(fileURLWithPath: dataset, relativeTo: folder).standardizedFileURL
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw InputError(file: scenarioFile.path, field: "dataset", message: "names \(url.path), which does not exist")
            }
            return url
        }
        guard !dataset.contains(".."), !dataset.isEmpty else {
            throw InputError(file: scenarioFile.path, field: "dataset", message: "'\(dataset)' is not a dataset name")
        }
        let candidates = [folder.deletingLastPathComponent().appendingPathComponent("datasets/\(dataset).json"),
                          folder.appendingPathComponent(dataset + ".json")]
            + roots.map { $0.appendingPathComponent("datasets/\(dataset).json") }
        let scenario = scenarioFile.standardizedFileURL.path
        if let found = candidates.first(where: { $0.standardizedFileURL.path != scenario && FileManager.default.fileExists(atPath: $0.path) }) {
            return found.standardizedFileURL
        }
        throw InputError(file: scenarioFile.path, field: "dataset",
                         message: "names '\(dataset)', found in none of \(candidates.map(\.path).joined(separator: ", "))")
    }

    /// A scenario with its dataset loaded; a missing dataset names the scenario's `dataset` field.
    public func state(_ nameOrPath: String) throws(InputError) -> ScenarioState {
        let scenarioFile = try url(nameOrPath, kind: .scenarios, label: "--scenario")
        let scenario = try scenario(nameOrPath)
        let datasetURL = try datasetURL(scenario.dataset, scenarioFile: scenarioFile)
        let profile = try JSONInput.load(Profile.self, from: datasetURL)
        let named: [(String, UUID?)] = [("editor.habit", scenario.editor?.habit), ("progressHabit", scenario.progressHabit),
                                        ("history.habit", scenario.history?.habit)]
            + (scenario.action?.habits ?? []).map { id -> (String, UUID?) in ("action.habits", id) }
        for (field, id) in named {
            if let id, profile.habit(id) == nil {
                throw InputError(file: scenarioFile.path, field: field, message: "names no habit in dataset \(scenario.dataset)")
            }
        }
        if let editor = scenario.editor {
            // The empty invitation shows only while there are no habits; a name is on the page only while its habit is active.
            if editor.openedFrom == .invitation, !profile.pageOrder.isEmpty {
                throw InputError(file: scenarioFile.path, field: "editor.openedFrom",
                                 message: "invitation: the invitation shows only while there are no habits, and dataset \(scenario.dataset) has \(profile.pageOrder.count)")
            }
            if editor.openedFrom == .habitName, let id = editor.habit, !profile.pageOrder.contains(where: { $0.id == id }) {
                throw InputError(file: scenarioFile.path, field: "editor.openedFrom",
                                 message: "habit-name: the habit is not on the Habits page (archived habits open from Archived)")
            }
        }
        var state = ScenarioState(scenario: scenario, profile: profile)
        state.file = scenarioFile.path
        return state
    }
}
