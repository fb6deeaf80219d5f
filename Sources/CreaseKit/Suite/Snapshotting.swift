import CreaseIO
import CreaseInput
import FoldImage
import FoldRender
import FoldSnapshot
import Foundation

/// Snapshot checks without a test framework: each returns `nil` when the snapshot passes, else a
/// message to fail the test with — a mismatch, an error, or a reference that was just recorded
/// (T10: recording is never silent). `assertSnapshot` in FoldSnapshotTesting calls these.
public enum Snapshotting {
    /// Renders a case of `package` and compares it with its reference. A case the suite does not
    /// declare yet is added to `Snapshots/suite.json` when the record mode writes (so the command
    /// line checks the same cases as the tests), and fails under `never`.
    public static func verify(_ snapshot: SnapshotCase, in package: SnapshotPackage, record: RecordMode? = nil,
                              tolerance: Tolerance? = nil) -> String? {
        // The tolerance the test compares with is the case's: declared with it, so the command line
        // compares alike (T17).
        var snapshot = snapshot
        if let tolerance, snapshot.tolerance == nil { snapshot.tolerance = tolerance }
        let name = snapshot.fileName
        do {
            let mode = try RecordMode.resolve(record)
            let (suite, cases) = try package.cases()
            let declared = cases.first { $0.fileName == name }
            if let declared, declared.key != snapshot.key {
                return "Snapshot \(name) is declared in \(package.suiteFile.path) for another state (\(declared.key)); give this one its own name."
            }
            var note = ""
            if declared == nil {
                guard mode != .never else {
                    return "Snapshot \(name) is not declared in \(package.suiteFile.path) and the record mode is never. "
                        + "Run the test with recording on (outside CI, or CREASE_RECORD=missing) to declare and record it."
                }
                try package.declare(snapshot)
                note = "Declared \(name) in \(package.suiteFile.path), so `crease snapshot` checks it too; commit that file."
            }
            if snapshot.readingOrder, let declared, !declared.readingOrder {
                // The test asks for the reading order of a case declared without one: the suite must say so,
                // or the command line would not check it and prune would delete its reference.
                guard mode != .never else {
                    return "Snapshot \(name) checks its reading order, but \(package.suiteFile.path) declares it without one and the record mode is never. "
                        + "Run the test with recording on to declare it."
                }
                guard try package.declareReadingOrder(name) else {
                    return "Snapshot \(name) checks its reading order, but a matrix in \(package.suiteFile.path) declares it: add \"readingOrder\": true to that matrix."
                }
                note = "Declared the reading order of \(name) in \(package.suiteFile.path); commit that file."
            }
            // So must its tolerance: the command line compares with the declaration's.
            if let declared, let tolerance, case let theirs = declared.tolerance ?? suite.tolerance ?? .exact, theirs != tolerance {
                return "Snapshot \(name) compares with the tolerance \(tolerance), but \(package.suiteFile.path) declares it with "
                    + (declared.tolerance == nil ? "the suite's \(theirs)" : "\(theirs)") + ": "
                    + "make its declaration's \"tolerance\" the same, so the command line compares as the test does."
            }
            // Masks the test asks for must be the suite's too, or the command line would compare what the test masks.
            if let declared, !snapshot.masks.isEmpty, declared.masks != snapshot.masks {
                return "Snapshot \(name) masks \(snapshot.masks), but \(package.suiteFile.path) declares it with \(declared.masks): "
                    + "make its declaration's \"masks\" the same, so the command line compares what the test does."
            }
            let inputs = try BatchInputs.load([snapshot.key], fixtures: package.fixtures)
            let host = try inputs.host(for: snapshot.key)
            guard let state = inputs.states[snapshot.key.scenario] else { throw inputs.notLoaded(snapshot.key) }
            let rendered = try SnapshotEvidence.render(try Pipeline(), state, on: host, snapshot.key.request,
                                                       masks: declared?.masks ?? snapshot.masks)
            let store = package.store(tolerance: tolerance ?? declared?.tolerance ?? snapshot.tolerance ?? suite.tolerance ?? .exact)
            var messages = [message(store.verify(rendered.image, name: name, mode: mode, evidence: rendered.evidence), note: note)]
            // The accessibility snapshot (A2) and the layout snapshot (T12), when the case or its declaration asks.
            if let text = snapshot.readingOrderFileName ?? declared?.readingOrderFileName {
                messages.append(message(store.verifyText(rendered.readingOrder, name: text, mode: mode), note: ""))
            }
            if let text = declared?.layoutFileName ?? snapshot.layoutFileName {
                messages.append(message(store.verifyText(rendered.layoutText, name: text, mode: mode), note: ""))
            }
            let all = messages.compactMap { $0 }
            return all.isEmpty ? nil : all.joined(separator: "\n")
        } catch {
            return "Snapshot \(name) could not be checked: \(error)"
        }
    }

    /// Compares an image the test made itself with its reference `name` in `package`; the name is
    /// declared in the suite's `images` so that `crease snapshot prune` keeps it.
    public static func verify(_ image: PixelBuffer, named name: String, in package: SnapshotPackage, record: RecordMode? = nil,
                              tolerance: Tolerance? = nil) -> String? {
        let file = name.hasSuffix(".png") ? name : name + ".png"
        do {
            try SnapshotCase.validateName(SnapshotStore.stem(file), field: "named")
            let mode = try RecordMode.resolve(record)
            let (suite, cases) = try package.cases()
            var note = ""
            if !suite.referenceNames(cases).contains(file) {
                guard mode != .never else {
                    return "Snapshot \(file) is not declared in \(package.suiteFile.path) and the record mode is never. "
                        + "Run the test with recording on (outside CI, or CREASE_RECORD=missing) to declare and record it."
                }
                try package.declare(image: file)
                note = "Declared \(file) in \(package.suiteFile.path); commit that file."
            }
            var store = package.store(tolerance: tolerance ?? suite.tolerance ?? .exact)
            let command = "CREASE_RECORD=failed swift test"
            store.acceptCommand = { _ in command + " (the command line cannot render an image a test makes)" }
            return message(store.verify(image, name: file, mode: mode), note: note)
        } catch {
            return "Snapshot \(file) could not be checked: \(error)"
        }
    }

    /// The message for an outcome: nothing for a match, the failure, or the announced recording.
    static func message(_ outcome: SnapshotStore.Outcome, note: String) -> String? {
        switch outcome {
        case .matched: note.isEmpty ? nil : note
        case .recorded(let recording): recording.description + (note.isEmpty ? "" : "\n" + note)
        case .failed(let failure): failure.description + (note.isEmpty ? "" : "\n" + note)
        }
    }
}
