import CreaseRandom
import CreaseTestSupport
import CreaseToolTestSupport
import Foundation
import HabitDomain
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 17's acceptance: killing `crease profile …` with SIGKILL at random points during 50 writes
/// leaves a file that loads, equal either to the state before the write or the state after it (D22).
///
/// Each write starts from the same journaled dataset (its bytes are the "before" state) and is one of
/// eight writes, run by the built executable in a process of its own. The "after" state of each is
/// computed beforehand by running the same command in-process on a copy. Half the kills land after a
/// seeded random delay since launch; the other half after a seeded random delay once the write's
/// temporary file has appeared, so that some land between the temporary file and the rename. Only the
/// outcome is asserted, which must hold wherever a kill lands; no timing is.
@Suite struct ProfileKillTests {
    static let now = "--now=2026-11-26T09:00:00Z"
    static let writes = 50

    /// Where a kill landed, as the folder and the file tell it afterwards.
    enum Outcome: String, CaseIterable {
        /// Killed before the temporary file was written: the old file.
        case beforeWrite = "killed before writing"
        /// Killed with the temporary file on disk, before the rename: the old file.
        case midWrite = "killed mid-write (temporary file left)"
        /// Killed after the rename: the new file.
        case afterRename = "killed after the rename"
        /// The write finished before the kill.
        case finished = "finished first"
    }

    /// A loaded dataset reduced to what the before and after states are compared by: the profile, and
    /// the journal's size (edit ids are random in each run).
    struct State: Equatable {
        var profile: Profile
        var edits: Int
        init(_ document: ProfileDocument) {
            profile = document.profile
            edits = document.journal?.edits.count ?? 0
        }
    }

    @Test("D22, J5, J6, J7: SIGKILL at random points during 50 crease profile writes leaves a file that loads, equal to the before or the after state")
    func killedWrites() throws {
        let executable = TestSupport.creaseExecutable
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "the crease executable is built with the tests: \(executable.path)")
        let source = ProcessInfo.processInfo.environment["CREASE_KILL_DATASET"].flatMap { $0.isEmpty ? nil : $0 } ?? "typical"
        let folder = TestSupport.temporaryFolder("profile-kill")
        let dataset = folder.appendingPathComponent("dataset.json")
        try FileManager.default.copyItem(at: TestSupport.fixtureURL(source, .datasets), to: dataset)

        // The before state: the dataset with a journal, so the first write is not the one that starts it.
        let today = try ProfileStore(url: dataset).load().day(of: try #require(ISOInstant.parse("2026-11-26T09:00:00Z")))
        let first = try #require(try ProfileStore(url: dataset).load().habits.first { !$0.isArchived && $0.cadence(on: today) == .daily })
        try run(["streak-goal", "--habit", first.id.uuidString, "--goal", "7"], dataset: "dataset.json", in: folder)
        // Another copy that has moved on, to merge from and restore.
        let other = folder.appendingPathComponent("other.json")
        try FileManager.default.copyItem(at: dataset, to: other)
        try run(["note", "--habit", first.id.uuidString, "--day", "2026-11-20", "--text", "Elsewhere"], dataset: "other.json", in: folder)
        try run(["export", "--output", "backup.json"], dataset: "other.json", in: folder)
        let before = try Data(contentsOf: dataset)
        let beforeState = State(try ProfileStore(url: dataset).loadDocument())
        let profile = beforeState.profile
        let checked = try #require((1...365).map { today.adding(days: -$0) }.first { profile.log(first.id).count(on: $0) > 0 && $0 >= first.startDay })

        let operations: [[String]] = [
            ["check-in", "--habit", first.id.uuidString],
            ["correct", "--habit", first.id.uuidString, "--day", checked.description, "--change", "remove"],
            ["note", "--habit", first.id.uuidString, "--text", "Killed?"],
            ["streak-goal", "--habit", first.id.uuidString, "--clear"],
            ["import", "--habitkit", TestSupport.packageRoot.appendingPathComponent("Fixtures/imports/habitkit-v2.json").path],
            ["restore", "--backup", "backup.json", "--confirm"],
            ["merge", "--from", "other.json"],
            ["delete-all", "--confirm"],
        ]
        // Each write's after state, in-process on a copy of the before state.
        var afterStates: [State] = []
        for (i, operation) in operations.enumerated() {
            let copy = folder.appendingPathComponent("after-\(i).json")
            try before.write(to: copy)
            try run(operation, dataset: copy.lastPathComponent, in: folder)
            let after = State(try ProfileStore(url: copy).loadDocument())
            #expect(after != beforeState, "\(operation[0]) changes the dataset")
            afterStates.append(after)
        }

        // One uninterrupted run in a process of its own: it must agree with the in-process one, and its
        // length bounds the random delays.
        let started = Date()
        let calibration = try launch(executable, operations[0], dataset: dataset, in: folder)
        calibration.waitUntilExit()
        let span = max(Date().timeIntervalSince(started), 0.01)
        #expect(calibration.terminationReason == .exit && calibration.terminationStatus == 0)
        #expect(State(try ProfileStore(url: dataset).loadDocument()) == afterStates[0])

        var random = SeededRandom(seed: 17)
        var outcomes: [Outcome: Int] = [:]
        for i in 0..<Self.writes {
            let index = i % operations.count
            try before.write(to: dataset)
            let process = try launch(executable, operations[index], dataset: dataset, in: folder)
            if i.isMultiple(of: 2) {
                usleep(UInt32(Double.random(in: 0...(span * 1.2), using: &random) * 1_000_000))
            } else {
                // Wait for the write's temporary file (or the end), then a little more.
                while process.isRunning, try temporaries(in: folder).isEmpty { usleep(100) }
                usleep(UInt32.random(in: 0...2_000, using: &random))
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()

            let leftovers = try temporaries(in: folder)
            let document: ProfileDocument
            do { document = try ProfileStore(url: dataset).loadDocument() } catch {
                Issue.record("write \(i) (\(operations[index][0])) left a file that does not load: \(error)")
                continue
            }
            let isBefore = try Data(contentsOf: dataset) == before
            let isAfter = State(document) == afterStates[index]
            #expect(isBefore || isAfter, "write \(i) (\(operations[index][0])) left a file that is neither the before nor the after state")
            let outcome: Outcome
            if process.terminationReason == .exit {
                #expect(process.terminationStatus == 0 && isAfter, "write \(i) (\(operations[index][0])) finished with status \(process.terminationStatus)")
                outcome = .finished
            } else if !leftovers.isEmpty {
                #expect(isBefore, "a kill before the rename left the old file")
                outcome = .midWrite
            } else {
                outcome = isBefore ? .beforeWrite : .afterRename
            }
            outcomes[outcome, default: 0] += 1
            for name in leftovers { try FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }
        }
        let summary = Outcome.allCases.map { "\($0.rawValue): \(outcomes[$0] ?? 0)" }.joined(separator: ", ")
        print("SIGKILL during \(Self.writes) writes of \(source) (an uninterrupted write took \(Int(span * 1000)) ms): \(summary)")
    }

    /// `crease profile <operation> --dataset <dataset> --now …`, in-process; it must succeed.
    func run(_ operation: [String], dataset: String, in folder: URL) throws {
        let result = try TestSupport.crease(["profile"] + operation + ["--dataset", dataset, Self.now], in: folder)
        try #require(result.status == 0, "crease profile \(operation.joined(separator: " ")): \(result.stderr)")
    }

    /// Starts the executable on the dataset; its output is discarded.
    func launch(_ executable: URL, _ operation: [String], dataset: URL, in folder: URL) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["profile"] + operation + ["--dataset", dataset.path, Self.now]
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Temporary files the atomic writer leaves when it is killed between writing and renaming.
    func temporaries(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".dataset.json.") && $0.hasSuffix(".tmp") }
    }
}
