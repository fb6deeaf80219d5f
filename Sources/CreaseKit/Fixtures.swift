import CreaseInput
import FoldLayout
import FoldMotion
import Foundation
import HabitDomain
import HabitScreens

/// Where bundled fixtures live, and how names given on the command line resolve to files:
/// a bare name is `Fixtures/<kind>/<name>.json`, anything with a `/` or ending in `.json` is a path.
public struct Fixtures: Sendable {
    public var root: URL

    public init(root: URL) { self.root = root }

    /// `$CREASE_FIXTURES`, else `./Fixtures`, else the package's `Fixtures` beside the executable's build folder.
    public static func locate() -> Fixtures {
        let env = ProcessInfo.processInfo.environment
        if let path = env["CREASE_FIXTURES"], !path.isEmpty { return Fixtures(root: URL(fileURLWithPath: path)) }
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Fixtures")
        if FileManager.default.fileExists(atPath: cwd.path) { return Fixtures(root: cwd) }
        var dir = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            let candidate = dir.appendingPathComponent("Fixtures")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("devices").path) {
                return Fixtures(root: candidate)
            }
            dir.deleteLastPathComponent()
        }
        return Fixtures(root: cwd)
    }

    public enum Kind: String, Sendable { case devices, scenarios, datasets, gestures }

    /// The file a name or path refers to. Bare names may not climb out of the fixtures folder.
    public func url(_ nameOrPath: String, kind: Kind, label: String) throws(InputError) -> URL {
        guard !nameOrPath.isEmpty else { throw InputError(file: label, message: "needs a name or a path") }
        if nameOrPath.contains("/") || nameOrPath.hasSuffix(".json") {
            return URL(fileURLWithPath: nameOrPath)
        }
        guard nameOrPath != "..", nameOrPath != "." else { throw InputError(file: label, message: "'\(nameOrPath)' is not a name") }
        return root.appendingPathComponent(kind.rawValue).appendingPathComponent(nameOrPath + ".json")
    }

    /// Names of the bundled files of a kind, sorted.
    public func names(_ kind: Kind) -> [String] {
        let dir = root.appendingPathComponent(kind.rawValue)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    public func device(_ nameOrPath: String) throws(InputError) -> DeviceProfile {
        try load(DeviceProfile.self, nameOrPath, kind: .devices, noun: "device")
    }

    public func gesture(_ nameOrPath: String) throws(InputError) -> Gesture {
        try load(Gesture.self, nameOrPath, kind: .gestures, noun: "gesture")
    }

    public func scenario(_ nameOrPath: String) throws(InputError) -> Scenario {
        try load(Scenario.self, nameOrPath, kind: .scenarios, noun: "scenario")
    }

    /// Reads a fixture by name or path; a missing file lists the bundled names of its kind.
    func load<T: Decodable>(_ type: T.Type, _ nameOrPath: String, kind: Kind, noun: String) throws(InputError) -> T {
        let url = try url(nameOrPath, kind: kind, label: "--\(noun)")
        guard FileManager.default.fileExists(atPath: url.path) else {
            let known = names(kind).joined(separator: ", ")
            throw InputError(file: url.path, message: "no such \(noun) file" + (known.isEmpty ? "" : " (bundled: \(known))"))
        }
        return try JSONInput.load(T.self, from: url)
    }

    /// A scenario with its dataset loaded; a missing dataset names the scenario's `dataset` field.
    public func state(_ nameOrPath: String) throws(InputError) -> ScenarioState {
        let scenario = try scenario(nameOrPath)
        let scenarioFile = try url(nameOrPath, kind: .scenarios, label: "--scenario").path
        let datasetURL: URL
        if scenario.dataset.contains("/") || scenario.dataset.hasSuffix(".json") {
            // Relative dataset paths are read from the scenario's own folder.
            datasetURL = URL(fileURLWithPath: scenario.dataset,
                             relativeTo: URL(fileURLWithPath: scenarioFile).deletingLastPathComponent())
        } else {
            datasetURL = root.appendingPathComponent("datasets").appendingPathComponent(scenario.dataset + ".json")
        }
        guard FileManager.default.fileExists(atPath: datasetURL.path) else {
            throw InputError(file: scenarioFile, field: "dataset", message: "names \(datasetURL.path), which does not exist")
        }
        let profile = try JSONInput.load(Profile.self, from: datasetURL)
        for (field, id) in [("editor.habit", scenario.editor?.habit), ("progressHabit", scenario.progressHabit)] {
            if let id, profile.habit(id) == nil {
                throw InputError(file: scenarioFile, field: field, message: "names no habit in dataset \(scenario.dataset)")
            }
        }
        return ScenarioState(scenario: scenario, profile: profile)
    }
}
