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
/// ones and overrides them by name (I3): an argument that names an existing file is that file;
/// anything else with a `/` or a file extension (`.json`, `.csv`, `.jsonl`) is a path; only a bare
/// name is `<folder>/<kind>/<name>.json` in the first folder that has it (a gesture may also be a
/// sensor log, `<name>.csv` or `<name>.jsonl`).
public struct Fixtures: Sendable {
    /// The folders searched, first to last.
    public var roots: [URL]
    /// The folder a relative path is read from (a command's working folder); nil: the process's.
    public var directory: URL?

    public init(roots: [URL], directory: URL? = nil) {
        self.roots = roots
        self.directory = directory
    }

    /// A package's fixtures folder over the bundled profiles, gestures, widget families and windows.
    public init(root: URL, directory: URL? = nil) { self.init(roots: [root] + Self.bundledRoots, directory: directory) }

    /// Only what ships with the tool: the device profiles, gestures, widget families and windows, and the example scenarios and datasets.
    public static var bundled: Fixtures { Fixtures(roots: bundledRoots) }

    /// The bundled folder (`devices/`, `gestures/`, `widgets/`, `windows/`, `scenarios/`, `datasets/`), a resource of this module.
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
            return Fixtures(root: URL(fileURLWithPath: override, relativeTo: directory).standardizedFileURL, directory: directory)
        }
        if let path = environment["CREASE_FIXTURES"], !path.isEmpty {
            return Fixtures(root: URL(fileURLWithPath: path, relativeTo: directory).standardizedFileURL, directory: directory)
        }
        let package = PackageRoot.enclosing(directory) ?? directory
        return Fixtures(root: package.appendingPathComponent("Fixtures"), directory: directory)
    }

    /// A kind of fixture: its folder's name.
    public enum Kind: String, Sendable, CaseIterable {
        case devices, scenarios, datasets, gestures, widgets, windows

        /// The file extensions a fixture of this kind has, the first preferred.
        public var extensions: [String] { self == .gestures ? ["json"] + SensorLog.extensions : ["json"] }

        /// Kinds whose bundled files are examples: listed (for a matrix's default set) only where no
        /// package folder has any of its own, so a package's review shows its own scenarios.
        var bundledAreExamples: Bool { self == .scenarios || self == .datasets }
    }

    /// The file a name or path refers to (I3). A bare name is looked up in each root in turn; it may
    /// not climb out of them. `label` is the option the value came from, for errors.
    public func url(_ nameOrPath: String, kind: Kind, label: String) throws(InputError) -> URL {
        guard !nameOrPath.isEmpty else { throw InputError(file: label, message: "needs a name or a path") }
        let asFile = Self.file(nameOrPath, in: directory)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: asFile.path, isDirectory: &isFolder), !isFolder.boolValue { return asFile }
        if Self.isPath(nameOrPath) { return asFile }
        guard nameOrPath != "..", nameOrPath != "." else { throw InputError(file: label, message: "'\(nameOrPath)' is not a name") }
        for root in roots {
            for ext in kind.extensions {
                let candidate = root.appendingPathComponent(kind.rawValue).appendingPathComponent(nameOrPath + "." + ext)
                if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            }
        }
        let known = names(kind, in: roots)
        let where_ = roots.map { $0.appendingPathComponent(kind.rawValue).path }.joined(separator: ", ")
        throw InputError(file: label, message: "'\(nameOrPath)' is no \(Self.noun(kind)) in \(where_.isEmpty ? "any fixtures folder" : where_)"
                         + "; give a \(Self.noun(kind)) file's path, or another fixtures folder with --fixtures DIR or CREASE_FIXTURES=DIR"
                         + (known.isEmpty ? "" : " (known: \(known.joined(separator: ", ")))"))
    }

    /// A path as given, read from `directory` (the process's working folder when nil) when relative.
    static func file(_ path: String, in directory: URL?) -> URL {
        guard !path.hasPrefix("/"), let directory else { return URL(fileURLWithPath: path).standardizedFileURL }
        return directory.appendingPathComponent(path).standardizedFileURL
    }

    /// Whether a command-line value is written as a path (a `/`, or a fixture file's extension) rather than a name.
    public static func isPath(_ value: String) -> Bool {
        value.contains("/") || value.hasSuffix(".json") || SensorLog.isLog(value)
    }

    /// Names of the fixtures of a kind, sorted, each once: across every root, except that a kind
    /// whose bundled files are examples lists only the package's own when it has some.
    public func names(_ kind: Kind) -> [String] {
        let bundled = Set(Self.bundledRoots.map(\.standardizedFileURL.path))
        if kind.bundledAreExamples {
            let own = names(kind, in: roots.filter { !bundled.contains($0.standardizedFileURL.path) })
            if !own.isEmpty { return own }
        }
        return names(kind, in: roots)
    }

    func names(_ kind: Kind, in roots: [URL]) -> [String] {
        var names = Set<String>()
        for root in roots {
            let dir = root.appendingPathComponent(kind.rawValue)
            let files = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
            for file in files where !file.hasPrefix(".") {
                let ext = (file as NSString).pathExtension
                if kind.extensions.contains(ext) { names.insert((file as NSString).deletingPathExtension) }
            }
        }
        return names.sorted()
    }

    public func device(_ nameOrPath: String) throws(InputError) -> DeviceProfile {
        try load(DeviceProfile.self, nameOrPath, kind: .devices)
    }

    /// A gesture; a file larger than `Gesture.Limits.fileBytes` is refused before it is read.
    public func gesture(_ nameOrPath: String) throws(InputError) -> Gesture { try loadGesture(nameOrPath).gesture }

    /// A gesture file or a sensor log (`.csv`, `.jsonl`, dumpsys text: I2, I5), with the file it was read
    /// from and the notes of what reading a log cleaned (none for a gesture file). `log`: how to read a
    /// log where the file alone does not say (which sensor, unit or part).
    public func loadGesture(_ nameOrPath: String, log options: SensorLog.Options = SensorLog.Options()) throws(InputError) -> (gesture: Gesture, notes: [String], file: URL) {
        let file = try url(nameOrPath, kind: .gestures, label: "--gesture")
        if let size = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? Int, size > Gesture.Limits.fileBytes {
            throw InputError(file: file.path, message: "is \(size) bytes; a gesture file holds at most \(Gesture.Limits.fileBytes) bytes (8 MiB)")
        }
        guard SensorLog.isLog(file.path) else { return (try load(Gesture.self, at: file, kind: .gestures), [], file) }
        let data: Data
        do { data = try Data(contentsOf: file) } catch {
            throw InputError(file: file.path, message: FileManager.default.fileExists(atPath: file.path) ? "could not be read" : "no such gesture file")
        }
        let log = try SensorLog.read(data, file: file.path, options: options)
        return (log.gesture, log.notes, file)
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
        try load(T.self, at: try url(nameOrPath, kind: kind, label: "--\(Self.noun(kind))"), kind: kind)
    }

    /// A fixture file already found.
    func load<T: Decodable>(_ type: T.Type, at url: URL, kind: Kind) throws(InputError) -> T {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw InputError(file: url.path, message: "no such \(Self.noun(kind)) file")
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
                                        ("history.habit", scenario.history?.habit), ("calendar.held", scenario.calendar?.held),
                                        ("expanded", scenario.expanded)]
            + (scenario.action?.habits ?? []).map { id -> (String, UUID?) in ("action.habits", id) }
        for (field, id) in named {
            if let id, profile.habit(id) == nil {
                throw InputError(file: scenarioFile.path, field: field, message: "names no habit in dataset \(scenario.dataset)")
            }
        }
        if let goal = scenario.goal, profile.goal(goal) == nil {
            throw InputError(file: scenarioFile.path, field: "goal", message: "names no goal in dataset \(scenario.dataset)")
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
        if let setup = scenario.calendar, let held = setup.held, let habit = profile.habit(held) {
            let day = setup.shownDay(today: state.today)
            if !state.profile.calendarChips(on: day).contains(where: { $0.habitID == held }) {
                throw InputError(file: scenarioFile.path, field: "calendar.held",
                                 message: DomainError.notOnCalendar(name: habit.name, day: day).description)
            }
        }
        return state
    }
}
