import CreaseFixtures
import CreaseIO
import CreaseInput
import FoldLayout
import FoldMotion
import Foundation
import HabitScreens

extension Export {
    /// One gesture on one foldable device in the export's gestures section: its filmstrip and its
    /// chart (SVG and PNG) under `gestures/`, and what the run did.
    public struct GestureItem: Sendable, Hashable {
        public var gesture: String
        public var device: String
        public var deviceName: String
        public var scenario: String
        /// Paths relative to the output folder.
        public var filmstrip: String
        public var plotSVG: String
        public var plotPNG: String
        public var filmstripSize: [Int]
        public var plotSize: [Int]
        /// The run's explorer page (X1), relative to the output folder, and every file it wrote.
        public var explorer: String?
        public var explorerFiles: [String] = []
        /// The run's summary (`crease simulate`'s) and its one-line verdict.
        public var summary: String
        public var verdict: String
        /// Set when the gesture's own scenario (or `typical`) is not in these fixtures and the run
        /// showed the export's first scenario instead.
        public var note: String?
    }

    /// The foldable devices among the export's, in its order: the gestures section runs on these.
    static func foldableDevices(_ names: [String], inputs: BatchInputs) -> [String] {
        var seen = Set<String>()
        return names.filter { name in
            guard let device = inputs.devices[name], device.isFoldable else { return false }
            return seen.insert(name).inserted
        }
    }

    /// The scenario a gesture runs on in the export: its own, else `typical`, as `crease simulate`
    /// picks; when the fixtures do not list such a scenario (a package of its own, running the
    /// bundled gestures: its review shows its own scenarios, not the bundled examples), the
    /// export's first scenario, with a note saying so. A scenario that is found but cannot be read
    /// is an error.
    func gestureState(_ gesture: Gesture, file: URL, fixtures: Fixtures, inputs: BatchInputs) throws -> (ScenarioState, String?) {
        let name = gesture.scenario ?? "typical"
        func fallback() -> (ScenarioState, String?)? {
            guard let first = matrix.scenarios.first(where: { inputs.states[$0] != nil }), let state = inputs.states[first] else { return nil }
            let wanted = gesture.scenario.map { "its scenario '\($0)'" } ?? "'typical'"
            return (state, "\(wanted) is not in these fixtures: shown on '\(state.scenario.name)'")
        }
        if !Fixtures.isPath(name), !fixtures.names(.scenarios).contains(name), let shown = fallback() { return shown }
        do {
            return (try Simulate.state(for: gesture, from: file, override: nil, fixtures: fixtures), nil)
        } catch {
            let notFound = error.file == "--scenario" || (error.file == file.path && error.field == "scenario")
            guard notFound, let shown = fallback() else { throw error }
            return shown
        }
    }

    /// Simulates every gesture in `gestures` on every foldable device of the export (each on
    /// `gestureState`'s scenario) and writes the filmstrips and charts under `output/gestures`, and
    /// (with `explorers`) each run's explorer page (X1) under `output/gestures/<run>-explore/`, at the
    /// export's first text size and appearance, Reduce Motion off and on.
    /// Every gesture and scenario is read, and names that would share a file are refused, before
    /// anything runs.
    func gestureSection(fixtures: Fixtures, inputs: BatchInputs, root: URL,
                        progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> [GestureItem] {
        let devices = Self.foldableDevices(matrix.devices, inputs: inputs)
        guard !gestures.isEmpty, !devices.isEmpty else { return [] }
        struct Task: Sendable {
            var gesture: Gesture
            var device: DeviceProfile
            var state: ScenarioState
            var note: String?
            var base: String
        }
        var loaded: [(Gesture, ScenarioState, String?, String)] = []
        var bases: [String: String] = [:]
        for name in gestures {
            let file = try fixtures.url(name, kind: .gestures, label: "--gestures")
            // The file found above is read as it is, not looked up again by name.
            let gesture = try fixtures.loadGesture(file.path).gesture
            let (state, note) = try gestureState(gesture, file: file, fixtures: fixtures, inputs: inputs)
            let base = StateKey.safe(name)
            if let other = bases[base], other != name {
                throw InputError(file: "--gestures", message: "'\(other)' and '\(name)' would both be written as gestures/\(base)__…; rename one")
            }
            bases[base] = name
            loaded.append((gesture, state, note, base))
        }
        var tasks: [Task] = []
        for (gesture, state, note, base) in loaded {
            for name in devices {
                // A gesture that moves a second fold (S7) runs on the devices that have one.
                guard let device = inputs.devices[name], gesture.foldsMoved <= device.everyFold.count else { continue }
                tasks.append(Task(gesture: gesture, device: device, state: state, note: note,
                                  base: base + "__" + StateKey.safe(name)))
            }
        }
        let folder = try OutputFolder.folder("gestures", in: root)
        let all = tasks
        return try Batch.map(count: all.count, progress: progress) { pipeline, index in
            let task = all[index]
            let review = try GestureReview(gesture: task.gesture, device: task.device, state: task.state, pipeline: pipeline)
            try review.write(into: folder, name: task.base)
            var explorer: GestureExplorer.Report?
            if explorers {
                let page = GestureExplorer(simulate: review.simulate, sizes: Array(matrix.sizes.prefix(1)),
                                           appearances: Array(matrix.appearances.prefix(1)))
                explorer = try page.write(into: try OutputFolder.folder(task.base + "-explore", in: folder), pipeline: pipeline)
            }
            return GestureItem(gesture: task.gesture.name, device: task.device.name, deviceName: task.device.displayName,
                               scenario: task.state.scenario.name,
                               filmstrip: "gestures/\(task.base)-filmstrip.png", plotSVG: "gestures/\(task.base)-plot.svg",
                               plotPNG: "gestures/\(task.base)-plot.png",
                               filmstripSize: [review.filmstrip.width, review.filmstrip.height],
                               plotSize: [Int(review.plot.width.rounded()), Int(review.plot.height.rounded())],
                               explorer: explorer.map { _ in "gestures/\(task.base)-explore/index.html" },
                               explorerFiles: explorer?.files.map { "gestures/\(task.base)-explore/" + $0 } ?? [],
                               summary: review.summary, verdict: SimulationStory(review.result).verdict, note: task.note)
        }
    }
}
