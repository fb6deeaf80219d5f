import CreaseCommandLine
import CreaseFixtures
import CreaseInput
import Foundation
import HabitDomain

/// `crease profile export|restore|import|merge|check-in|correct|note|streak-goal|delete-all`: a
/// dataset file's data (J1–J7), each a thin wrapper over `ProfileOperations`. Every write is whole
/// or nothing, under the file's lock (D22).
public enum ProfileCommand {
    static let subcommands = [ProfileExportCommand.command, ProfileRestoreCommand.command, ProfileImportCommand.command,
                              ProfileMergeCommand.command, ProfileCheckInCommand.command, ProfileCorrectCommand.command,
                              ProfileNoteCommand.command, ProfileStreakGoalCommand.command, ProfileMoveCommand.command,
                              ProfileLinkCommand.command, ProfileGroupCommand.command, ProfileDeleteAllCommand.command]

    public static let command = Command(
        "profile", summary: "Back up, restore, import, merge or change a dataset file: check-ins, corrections, Day Notes, streak goals.",
        positionals: [.init(name: "action", help: "One of the subcommands above.")],
        options: [],
        discussion: """
        Every subcommand works on the dataset file given by --dataset (a path: these commands change the
        file, so a fixture name is refused; copy the fixture first). Each change is recorded in the file's
        edit journal (J2) and written whole, under the file's lock, or not at all (D22). Restore and
        delete-all print what would change unless --confirm is given; import takes --dry-run.
        Bad input and refused changes are one line naming the file and field, exit 2.
        """,
        subcommands: subcommands
    ) { args, _ in
        let names = subcommands.map { String($0.name.dropFirst("profile ".count)) }
        throw InputError(file: "crease profile", message: "'\(args.positionals.first ?? "")' is not one of \(names.joined(separator: ", "))")
    }

    // MARK: Shared by the subcommands

    /// The dataset `--dataset` names: an existing file, by path.
    static func dataset(_ args: Arguments, _ context: CommandContext) throws(InputError) -> URL {
        let text = try args.required(Options.dataset)
        let url = context.url(text)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            var hint = ""
            if !Fixtures.isPath(text) {
                let known = (try? args.fixtures(context).url(text, kind: .datasets, label: "--dataset"))?.path ?? "a dataset file"
                hint = " (a fixture name is not taken here, since these commands change the file: copy \(known) and give the copy's path)"
            }
            throw InputError(file: url.path, message: "no such dataset file" + hint)
        }
        guard !isFolder.boolValue else { throw InputError(file: url.path, message: "is a folder, not a dataset file") }
        return url
    }

    /// Now: `--now`, else the clock.
    static func now(_ args: Arguments) throws(InputError) -> Date { try args.value(Options.now) ?? Date() }

    /// The operations on the dataset, with `--now` as their clock and `--lock-timeout`.
    static func operations(_ args: Arguments, _ context: CommandContext) throws(InputError) -> ProfileOperations {
        let url = try dataset(args, context)
        let fixed = try args.value(Options.now)
        let clock: @Sendable () -> Date = if let fixed { { fixed } } else { { Date() } }
        return ProfileOperations(dataset: url, lockTimeout: try args.setting(Options.lockTimeout), clock: clock)
    }

    /// The dataset's profile as the sending page shows it (habit names, today, the account). Its journal
    /// is checked by the operation itself, under the lock, so it is not replayed twice here.
    static func load(_ operations: ProfileOperations) throws(InputError) -> Profile {
        try JSONInput.load(Profile.self, from: operations.store.url)
    }

    /// The habit `--habit` names: by id, else by its exact name, which must be one habit's.
    static func habit(_ args: Arguments, in profile: Profile, file: String) throws(InputError) -> Habit {
        try pick(profile.habits, by: \.name, option: Options.habit, args, noun: "habit", file: file)
    }

    /// The one item an option names by its id or its exact name (`--habit`, `--group`; `--goal` by its
    /// title): an id first, else the name, which must be one item's alone.
    static func pick<T: Identifiable>(_ items: [T], by name: KeyPath<T, String>, option: Option<String>, _ args: Arguments,
                                      noun: String, nameWord: String = "name", namedWord: String = "named",
                                      file: String) throws(InputError) -> T where T.ID == UUID {
        let text = try args.required(option)
        if let id = UUID(uuidString: text), let item = items.first(where: { $0.id == id }) { return item }
        let named = items.filter { $0[keyPath: name] == text }
        guard let item = named.first else {
            throw InputError(file: "--\(option.name)", message: "'\(text)' is neither the id nor the exact \(nameWord) of a \(noun) in \(file)")
        }
        guard named.count == 1 else {
            throw InputError(file: "--\(option.name)", message: "\(named.count) \(noun)s in \(file) are \(namedWord) '\(text)'; give the id of one: "
                             + named.map(\.id.uuidString).joined(separator: ", "))
        }
        return item
    }

    /// What the sending page showed (D7): `--account` and `--page-day`, by default the dataset's
    /// account and today in its zone.
    static func page(_ args: Arguments, _ profile: Profile, now: Date) throws(InputError) -> (account: String, day: DayKey) {
        (try args.value(Options.account) ?? profile.account, try args.value(Options.pageDay) ?? profile.day(of: now))
    }

    /// Runs an operation; a refused change is reported against the option that carried the refused
    /// value (`--page-day` for a stale page), with the dataset's path.
    static func run<T>(_ body: () throws(ProfileStore.StoreError) -> T) throws -> T {
        do { return try body() } catch {
            guard case .refused(let file, let refusal) = error, let option = option(refusing: refusal) else { throw error }
            throw InputError(file: file, field: option, message: refusal.description)
        }
    }

    /// The option whose value a domain rule refused, if one did.
    static func option(refusing error: DomainError) -> String? {
        switch error {
        case .staleAccount: "--account"
        case .staleDay: "--page-day"
        case .futureDay, .beforeStart, .targetReached, .nothingToRemove: "--day"
        case .noteTooLong: "--text"
        case .streakGoalOutOfRange: "--goal"
        case .notCheckable, .notOnCalendar: "--habit"
        case .duplicatePractice: "--goal"
        default: nil
        }
    }

    /// "1 habit", "2 habits".
    static func count(_ n: Int, _ noun: String, _ plural: String? = nil) -> String { "\(n) \(n == 1 ? noun : plural ?? noun + "s")" }
}
