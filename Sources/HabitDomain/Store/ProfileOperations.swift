import CreaseIO
import CreaseInput
import Foundation

/// The profile commands as a library (`crease profile export|restore|import|merge|check-in|note`):
/// each takes a dataset file, works through its locked, atomic `ProfileStore`, and either writes the
/// whole new file or nothing. Every change is recorded in the file's edit journal (J2), which is
/// started from the file's profile the first time one is needed.
public struct ProfileOperations: Sendable {
    public let store: ProfileStore
    private let clock: @Sendable () -> Date
    private let seed: UInt64?

    /// Operations on the dataset at `dataset`. `clock` is "now" for pages, edits and backups; `seed`
    /// makes edit ids reproducible (tests).
    public init(dataset: URL, lockTimeout: TimeInterval = 2, clock: @escaping @Sendable () -> Date = { Date() }, seed: UInt64? = nil) {
        store = ProfileStore(url: dataset, lockTimeout: lockTimeout)
        self.clock = clock
        self.seed = seed
    }

    var file: String { store.url.path }

    /// `profile export`: writes a complete, versioned backup of the profile and its journal to
    /// `destination`, atomically (J6). Returns the backup written.
    @discardableResult
    public func exportBackup(to destination: URL) throws(ProfileStore.StoreError) -> Backup {
        let document = try store.loadDocument()
        let backup = Backup(exported: clock(), profile: document.profile, journal: document.journal)
        let data = try backup.encoded()
        do { try AtomicFile.write(data, to: destination) } catch { throw .write(file: destination.path, message: error.message) }
        return backup
    }

    /// `profile restore`: replaces everything in the dataset with the backup at `backupURL` (J6). Without
    /// `confirm` it is a dry run that changes nothing and returns what would change; confirmed, the
    /// replacement is one atomic write under the lock that starts a new dataset generation (J5). A
    /// damaged, foreign or newer backup changes nothing and names the file and field.
    public func restore(from backupURL: URL, confirm: Bool) throws(ProfileStore.StoreError) -> RestorePlan {
        let backup: Backup
        do { backup = try Backup.read(from: backupURL) } catch { throw .invalid(error) }
        guard confirm else {
            let current = try store.loadDocument().profile
            try refuseOtherAccount(backup, current: current, backupURL: backupURL)
            return RestorePlan(file: file, backup: backupURL.path, exported: backup.exported, current: current,
                               restored: backup.profile.canonical(), applied: false)
        }
        return try change { (document: inout ProfileDocument, stamper: inout EditStamper) throws(ProfileStore.StoreError) -> RestorePlan in
            try refuseOtherAccount(backup, current: document.profile, backupURL: backupURL)
            var (current, journal) = document.journaled(stamper: &stamper)
            journal.replace(with: backup.profile.canonical(), stamper: &stamper)
            document = ProfileDocument(profile: journal.replay(), journal: journal)
            current = current.canonical()
            return RestorePlan(file: file, backup: backupURL.path, exported: backup.exported, current: current,
                               restored: document.profile, applied: true)
        }
    }

    /// `profile import --habitkit`: adds the habits, check-ins, Day Notes and archive state of a HabitKit
    /// export (J7, J9), counting several records of one day as `sameDay` says. A dry run only maps the
    /// file. A habit Crease cannot hold is left out by name; anything else that cannot be mapped refuses
    /// the whole import.
    public func importHabitKit(from exportURL: URL, dryRun: Bool, sameDay: HabitKitImport.SameDay = .sum) throws(ProfileStore.StoreError) -> HabitKitImport.Summary {
        let current = try store.loadDocument().profile
        let imported: HabitKitImport
        do { imported = try HabitKitImport.read(from: exportURL, timeZone: current.timeZone, sameDay: sameDay) } catch { throw .invalid(error) }
        try add(to: current, dryRun: dryRun) { (profile: inout Profile) throws(InputError) in try imported.add(to: &profile, file: exportURL.path) }
        return imported.summary
    }

    /// `profile import --open-habit`: adds the habits, groups, check-ins and Day Notes of an Open Habit
    /// version 3 backup and takes its week start (J10). A dry run only maps the file.
    public func importOpenHabit(from backupURL: URL, dryRun: Bool) throws(ProfileStore.StoreError) -> OpenHabitImport.Summary {
        let current = try store.loadDocument().profile
        let imported: OpenHabitImport
        do { imported = try OpenHabitImport.read(from: backupURL, timeZone: current.timeZone) } catch { throw .invalid(error) }
        try add(to: current, dryRun: dryRun) { (profile: inout Profile) throws(InputError) in try imported.add(to: &profile, file: backupURL.path) }
        return imported.summary
    }

    /// Applies an import mapped for `read` (the profile as it was when the file was read): to that copy
    /// for a dry run, else as one recorded change.
    private func add(to read: Profile, dryRun: Bool, _ apply: (inout Profile) throws(InputError) -> Void) throws(ProfileStore.StoreError) {
        if dryRun {
            var profile = read
            do throws(InputError) { try apply(&profile) } catch { throw .invalid(error) }
            return
        }
        try recordChange { (profile: inout Profile) throws(ProfileStore.StoreError) in
            guard profile.timeZone == read.timeZone else {
                throw .invalid(InputError(file: file, field: "timeZone", message: "changed while the file was read; run the import again"))
            }
            do throws(InputError) { try apply(&profile) } catch { throw .invalid(error) }
        }
    }

    /// `profile export --format open-habit`: writes the profile as an Open Habit version 3 backup to
    /// `destination`, atomically (J10). Returns what was written and what Open Habit cannot hold.
    @discardableResult
    public func exportOpenHabit(to destination: URL) throws(ProfileStore.StoreError) -> OpenHabitExport {
        let profile = try store.loadDocument().profile
        let export: OpenHabitExport
        let data: Data
        do throws(InputError) {
            export = try OpenHabitExport(profile, exported: clock())
            data = try export.backup.encoded()
        } catch { throw .invalid(error) }
        do { try AtomicFile.write(data, to: destination) } catch { throw .write(file: destination.path, message: error.message) }
        return export
    }

    /// What a merge brought in.
    public struct MergeSummary: Hashable, Sendable {
        /// Edits the dataset's journal did not hold before.
        public var newEdits: Int
        public var habitsBefore: Int
        public var habitsAfter: Int
    }

    /// `profile merge`: merges the journal of another dataset, backup or journal file of the same
    /// account into this dataset's (J3); the profile becomes the merged journal's replay. Journals that
    /// share no generation were started apart, and merging them would keep only one side: refused.
    public func merge(from otherURL: URL) throws(ProfileStore.StoreError) -> MergeSummary {
        let other = try Self.journal(in: otherURL)
        return try change { (document: inout ProfileDocument, stamper: inout EditStamper) throws(ProfileStore.StoreError) -> MergeSummary in
            guard let journal = document.journal else {
                throw .invalid(InputError(file: file, field: "journal",
                                          message: "is missing: this dataset has recorded no edits yet, so it shares no history to merge with; restore a backup instead"))
            }
            let before = document.profile
            let mine = Set(journal.edits.filter { $0.id == $0.generation }.map(\.id))
            guard other.edits.contains(where: { $0.id == $0.generation && mine.contains($0.id) }) else {
                throw .invalid(InputError(file: otherURL.path, field: "journal",
                                          message: "shares no generation with \(file): the two were started apart and a merge would keep only one; restore a backup instead"))
            }
            let merged: Journal
            do throws(DomainError) { merged = try journal.merged(with: other) } catch {
                throw .invalid(InputError(file: otherURL.path, field: "account", message: error.description))
            }
            document = ProfileDocument(profile: merged.replay(), journal: merged)
            return MergeSummary(newEdits: Set(merged.edits.map(\.id)).subtracting(journal.edits.map(\.id)).count,
                                habitsBefore: before.habits.count, habitsAfter: document.profile.habits.count)
        }
    }

    /// `profile check-in`: a tap from a page that showed `command.account` and `command.pageDay` (D6,
    /// D7): it counts up to the daily target, then takes the day's check-in back. A stale page is
    /// refused and nothing is written. Returns the confirmation copy (D14).
    @discardableResult
    public func checkIn(_ command: CheckInCommand) throws(ProfileStore.StoreError) -> String {
        let now = clock()
        let profile = try recordChange { (profile: inout Profile) throws(ProfileStore.StoreError) in
            do throws(DomainError) { try profile.perform(command, now: now) } catch { throw .refused(file: file, error) }
        }
        return profile.confirmation(afterCheckingIn: command.habitID, now: now)
    }

    /// `profile check-in --day`: a past-day correction (J1), guarded like a page (D7).
    public func correct(_ correction: PastDayCorrection) throws(ProfileStore.StoreError) {
        let now = clock()
        try recordChange { (profile: inout Profile) throws(ProfileStore.StoreError) in
            do throws(DomainError) { try profile.apply(correction, now: now) } catch { throw .refused(file: file, error) }
        }
    }

    /// `profile note`: sets a habit's private Day Note for a day, or removes it with empty text (J1).
    /// `account` is the account the note was written for; another account's is refused (D7).
    public func setNote(_ text: String, habit habitID: UUID, day: DayKey, account: String) throws(ProfileStore.StoreError) {
        let now = clock()
        try recordChange { (profile: inout Profile) throws(ProfileStore.StoreError) in
            guard account == profile.account else { throw .refused(file: file, .staleAccount(page: account, current: profile.account)) }
            do throws(DomainError) { try profile.setNote(text, for: habitID, on: day, now: now) } catch { throw .refused(file: file, error) }
        }
    }

    /// A domain change the journal records as edits (a calendar move, a link, a group's rename,
    /// archive, restore or place); a refusal names the dataset.
    @discardableResult
    public func apply(_ body: (inout Profile) throws(DomainError) -> Void) throws(ProfileStore.StoreError) -> Profile {
        try recordChange { (profile: inout Profile) throws(ProfileStore.StoreError) in
            do throws(DomainError) { try body(&profile) } catch { throw .refused(file: file, error) }
        }
    }

    /// Sets or clears a habit's streak goal (J1).
    public func setStreakGoal(_ goal: Int?, habit habitID: UUID) throws(ProfileStore.StoreError) {
        try recordChange { (profile: inout Profile) throws(ProfileStore.StoreError) in
            do throws(DomainError) { try profile.setStreakGoal(goal, for: habitID) } catch { throw .refused(file: file, error) }
        }
    }

    /// Delete All Data (J5): with `confirm`, a new generation with no habits, check-ins, notes, groups or
    /// goals; without, nothing changes and the plan says what would go.
    public func deleteAllData(confirm: Bool) throws(ProfileStore.StoreError) -> RestorePlan {
        guard confirm else {
            let current = try store.loadDocument().profile
            return RestorePlan(file: file, backup: "nothing", exported: clock(), current: current,
                               restored: Self.emptied(current), applied: false)
        }
        return try change { (document: inout ProfileDocument, stamper: inout EditStamper) throws(ProfileStore.StoreError) -> RestorePlan in
            var (current, journal) = document.journaled(stamper: &stamper)
            journal.deleteAllData(stamper: &stamper)
            document = ProfileDocument(profile: journal.replay(), journal: journal)
            current = current.canonical()
            return RestorePlan(file: file, backup: "nothing", exported: clock(), current: current, restored: document.profile, applied: true)
        }
    }

    // MARK: Plumbing

    /// Runs `body` on the locked document with a stamper; the file is written only if `body` returns.
    func change<T>(_ body: (inout ProfileDocument, inout EditStamper) throws(ProfileStore.StoreError) -> T) throws(ProfileStore.StoreError) -> T {
        var stamper = EditStamper(clock: clock, seed: seed)
        do {
            return try store.updateDocument { document in try body(&document, &stamper) }
        } catch let error as ProfileStore.StoreError {
            throw error
        } catch {
            throw .write(file: file, message: "\(error)")
        }
    }

    /// Applies a domain change to the profile and records it in the journal as edits.
    @discardableResult
    func recordChange(_ body: (inout Profile) throws(ProfileStore.StoreError) -> Void) throws(ProfileStore.StoreError) -> Profile {
        try change { (document: inout ProfileDocument, stamper: inout EditStamper) throws(ProfileStore.StoreError) -> Profile in
            var (before, journal) = document.journaled(stamper: &stamper)
            var after = before
            try body(&after)
            do throws(DomainError) { try journal.record(from: before, to: after, stamper: &stamper) } catch { throw .refused(file: file, error) }
            before = journal.replay()
            document = ProfileDocument(profile: before, journal: journal)
            return before
        }
    }

    func refuseOtherAccount(_ backup: Backup, current: Profile, backupURL: URL) throws(ProfileStore.StoreError) {
        guard backup.profile.account == current.account else {
            throw .invalid(InputError(file: backupURL.path, field: "profile.account",
                                      message: "is \(backup.profile.account), but \(file) is \(current.account)'s; a restore replaces an account's own data only"))
        }
    }

    static func emptied(_ profile: Profile) -> Profile {
        Profile(account: profile.account, timeZone: profile.timeZone, locale: profile.locale,
                weekStartOverride: profile.weekStartOverride, settings: profile.settings)
    }

    /// The journal in a dataset file, a backup or a bare journal file.
    static func journal(in url: URL) throws(ProfileStore.StoreError) -> Journal {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .invalid(InputError(file: url.path, message: FileManager.default.fileExists(atPath: url.path) ? "cannot be read" : "no such file"))
        }
        let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        do throws(InputError) {
            if object?["format"] as? String == Backup.format {
                let backup = try JSONInput.decode(Backup.self, from: data, file: url.path)
                guard let journal = backup.journal else {
                    throw InputError(file: url.path, field: "journal", message: "is missing: this backup has no journal to merge")
                }
                return journal
            }
            if object?["edits"] != nil, object?["habits"] == nil {
                return try JSONInput.decode(Journal.self, from: data, file: url.path)
            }
            let document = try JSONInput.decode(ProfileDocument.self, from: data, file: url.path)
            guard let journal = document.journal else {
                throw InputError(file: url.path, field: "journal", message: "is missing: this dataset has recorded no edits to merge")
            }
            return journal
        } catch {
            throw .invalid(error)
        }
    }
}
