import CreaseCommandLine
import CreaseInput
import Foundation
import HabitDomain

/// `crease profile export`: a complete, versioned JSON backup of a dataset and its journal (J6), or
/// the dataset as an Open Habit backup (J10).
public enum ProfileExportCommand {
    /// What a backup is written as.
    enum Format: String, CaseIterable, ArgumentChoice {
        case crease
        case openHabit = "open-habit"
        init?(argument: String) { self.init(rawValue: argument) }
    }

    static let output = Option<String>.text("output", placeholder: "file", help: "Where to write the backup (replaced whole, atomically).")
    static let format = Option<Format>.choice("format", help: "crease: Crease's own complete backup; open-habit: an Open Habit version 3 backup.", default: "crease")

    public static let command = Command(
        "profile export", summary: "Write a complete, versioned JSON backup of the dataset and its journal (J6), or an Open Habit backup (J10).",
        options: .of(Options.dataset, output, format, Options.now),
        discussion: """
        The backup's format (crease-backup, version 1) is in docs/formats.md; 'crease profile restore' reads it.
        --format open-habit writes what Open Habit can hold and lists what it cannot ("not carried: …").
        """
    ) { args, context in
        let operations = try ProfileCommand.operations(args, context)
        let destination = context.url(try args.required(output))
        guard destination.path != operations.store.url.path else {
            throw InputError(file: "--output", message: "is the dataset itself; a backup goes to a file of its own")
        }
        if try args.value(format, or: .crease) == .openHabit {
            let export = try ProfileCommand.run { () throws(ProfileStore.StoreError) -> OpenHabitExport in try operations.exportOpenHabit(to: destination) }
            let backup = export.backup
            context.out("Exported \(operations.store.url.path) to \(destination.path) as an Open Habit backup: \(ProfileCommand.count(backup.habits.count, "habit")) "
                        + "(\(backup.habits.filter(\.archived).count) archived), \(ProfileCommand.count(backup.categories?.count ?? 0, "category", "categories")), "
                        + "\(ProfileCommand.count(backup.days.count, "day")).")
            for line in export.notCarried { context.out("  not carried: " + line) }
            return 0
        }
        let backup = try ProfileCommand.run { () throws(ProfileStore.StoreError) -> Backup in try operations.exportBackup(to: destination) }
        let tally = RestorePlan.Tally(backup.profile)
        context.out("Exported \(operations.store.url.path) to \(destination.path): \(ProfileCommand.count(tally.habits, "habit")) "
                    + "(\(tally.archived) archived), \(ProfileCommand.count(tally.checkInDays, "check-in day")), "
                    + "\(ProfileCommand.count(tally.notes, "Day Note")), \(ProfileCommand.count(backup.journal?.edits.count ?? 0, "journal edit")).")
        return 0
    }
}
