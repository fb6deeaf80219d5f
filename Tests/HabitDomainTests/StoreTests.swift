import CreaseInput
import Foundation
import Testing
@testable import HabitDomain
#if canImport(Glibc)
import Glibc
#endif

/// D22: versioned JSON, validated on load, replaced atomically under an exclusive lock.
@Suite struct StoreTests {
    func freshStore() throws -> (ProfileStore, Profile) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID().uuidString)")
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
}
