import CreaseInput
import CreaseTestSupport
import Foundation
import Testing
@testable import HabitDomain
#if canImport(Glibc)
import Glibc
#endif

/// D22: versioned JSON, validated on load, replaced atomically under an exclusive lock.
@Suite struct StoreTests {
    func freshStore() throws -> (ProfileStore, Profile) {
        let dir = TestSupport.temporaryFolder("store")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        var p = Make.profile([Make.habit(1, "Walk"), Make.habit(2, "Read", .timesPerWeek(3), part: .evening)])
        p.checkIn(1, ["2026-11-24", "2026-11-25"])
        let store = ProfileStore(url: dir.appendingPathComponent("profile.json"), lockTimeout: 0.2)
        try store.save(p)
        return (store, p)
    }

    @Test("D22: a saved profile loads back equal")
    func roundTrip() throws {
        let (store, p) = try freshStore()
        #expect(try store.load() == p)
    }

    @Test("D22: a write that fails midway leaves the old file intact and no temporary file")
    func failingWriter() throws {
        let (store, p) = try freshStore()
        let before = try Data(contentsOf: store.url)
        var changed = p
        try changed.tap(Make.id(2), on: Make.day("2026-11-26"))
        struct Crash: Error {}
        #expect(throws: ProfileStore.StoreError.self) {
            try store.save(changed) { data, url in
                try data.prefix(data.count / 2).write(to: url)
                throw Crash()
            }
        }
        #expect(try Data(contentsOf: store.url) == before)
        let files = try FileManager.default.contentsOfDirectory(atPath: store.url.deletingLastPathComponent().path)
        #expect(files.filter { $0.hasSuffix(".tmp") }.isEmpty)
        #expect(try store.load() == p)
    }

    @Test("D22: a save while another holder has the lock fails cleanly and changes nothing")
    func lockedStore() throws {
        let (store, p) = try freshStore()
        let before = try Data(contentsOf: store.url)
        // flock locks belong to an open file description: a second open in this process contends
        // exactly as another process would.
        let fd = open(store.url.path + ".lock", O_RDWR | O_CREAT, 0o644)
        #expect(fd >= 0)
        #expect(flock(fd, LOCK_EX) == 0)
        var changed = p
        changed.account = "someone-else"
        #expect(throws: ProfileStore.StoreError.locked(file: store.url.path)) { try store.save(changed) }
        #expect(try Data(contentsOf: store.url) == before)
        flock(fd, LOCK_UN)
        close(fd)
        try store.save(changed)
        #expect(try store.load().account == "someone-else")
    }

    @Test("D22: a corrupted file is refused with its name and is not overwritten by an update")
    func corrupted() throws {
        let (store, _) = try freshStore()
        let garbage = Data("{\"version\": 1, \"account\": ".utf8)
        try garbage.write(to: store.url)
        #expect(throws: ProfileStore.StoreError.self) { try store.load() }
        #expect(throws: (any Error).self) { _ = try store.update { $0.account = "x" } }
        #expect(try Data(contentsOf: store.url) == garbage)
    }

    @Test("D22: a future-version file is refused and never overwritten")
    func futureVersion() throws {
        let (store, p) = try freshStore()
        let future = Data(#"{"version": 99, "account": "a", "timeZone": "UTC", "locale": "en_GB"}"#.utf8)
        try future.write(to: store.url)
        do {
            _ = try store.load()
            Issue.record("a version-99 file loaded")
        } catch {
            #expect("\(error)".contains("version"))
            #expect("\(error)".contains(store.url.path))
        }
        #expect(throws: ProfileStore.StoreError.self) { try store.save(p) }
        #expect(try Data(contentsOf: store.url) == future)
    }

    @Test("D22: errors name the file and the JSON path of the bad field")
    func fieldPaths() throws {
        let json = #"{"version":1,"account":"a","timeZone":"UTC","locale":"en_GB","habits":[{"id":"00000000-0000-0000-0000-000000000001","name":"Walk","cadence":{"kind":"times-per-week","count":9},"startDay":"2026-11-01"}]}"#
        do {
            _ = try JSONInput.decode(Profile.self, from: Data(json.utf8), file: "p.json")
            Issue.record("decoded a 9-times-a-week habit")
        } catch {
            #expect(error.file == "p.json")
            #expect(error.field == "habits[0].cadence.count")
        }
        let badDay = json.replacingOccurrences(of: "2026-11-01", with: "2026-13-01")
        do {
            _ = try JSONInput.decode(Profile.self, from: Data(badDay.utf8), file: "p.json")
            Issue.record("decoded month 13")
        } catch {
            #expect(error.field == "habits[0].startDay")
        }
    }

    @Test("D22: long histories are written as logs runs, short ones as checkIns records, and load back equal")
    func compactHistories() throws {
        let (store, _) = try freshStore()
        var p = Make.profile([Make.habit(1, "Walk", start: "2016-01-01"), Make.habit(2, "Read", start: "2026-11-02")])
        let long = (0..<(Profile.recordsBeforeRuns + 1)).map { Make.day("2016-01-01").adding(days: 2 * $0).description }
        p.checkIn(1, long)
        p.checkIn(2, ["2026-11-24", "2026-11-25"])
        try store.save(p)
        #expect(try store.load() == p)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: store.url)) as? [String: Any])
        let runs = try #require(json["logs"] as? [[String: Any]])
        #expect(runs.map { $0["habit"] as? String } == [Make.id(1).uuidString])
        #expect((json["checkIns"] as? [[String: Any]])?.count == 2)
    }

    @Test("D22: a change to ten years of history keeps the file its size (was 60 times larger: one record a day)")
    func manyStaysSmall() throws {
        let dir = TestSupport.temporaryFolder("store")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent("many.json")
        try FileManager.default.copyItem(at: TestSupport.packageRoot.appendingPathComponent("Sources/CreaseFixtures/Bundled/datasets/many.json"), to: url)
        let before = try Data(contentsOf: url).count
        let operations = ProfileOperations(dataset: url, lockTimeout: 0.2)
        let habit = try #require(try operations.store.load().habits.first)
        try operations.setStreakGoal(30, habit: habit.id)
        #expect(try operations.store.load().habit(habit.id)?.streakGoal == 30)
        // The profile in runs as before, plus its journal (also runs): about twice the original, never per-day records.
        #expect(try Data(contentsOf: url).count < 3 * before)
    }
}
