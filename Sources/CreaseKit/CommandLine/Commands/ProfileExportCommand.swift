import CreaseCommandLine
import CreaseInput
import Foundation
import HabitDomain

/// `crease profile export`: a complete, versioned JSON backup of a dataset and its journal (J6).
public enum ProfileExportCommand {
    static let output = Option<String>.text("output", placeholder: "file", help: "Where to write the backup (replaced whole, atomically).")

    public static let command = Command(
        "profile export", summary: "Write a complete, versioned JSON backup of the dataset and its edit journal (J6).",
        options: .of(Options.dataset, output, Options.now),
        discussion: "The backup's format (crease-backup, version 1) is in docs/formats.md; 'crease profile restore' reads it."
    ) { args, context in
        let operations = try ProfileCommand.operations(args, context)
        let destination = context.url(try args.required(output))
        guard destination.path != operations.store.url.path else {
            throw InputError(file: "--output", message: "is the dataset itself; a backup goes to a file of its own")
        }
        let backup = try ProfileCommand.run { () throws(ProfileStore.StoreError) -> Backup in try operations.exportBackup(to: destination) }
        let tally = RestorePlan.Tally(backup.profile)
        context.out("Exported \(operations.store.url.path) to \(destination.path): \(ProfileCommand.count(tally.habits, "habit")) "
                    + "(\(tally.archived) archived), \(ProfileCommand.count(tally.checkInDays, "check-in day")), "
                    + "\(ProfileCommand.count(tally.notes, "Day Note")), \(ProfileCommand.count(backup.journal?.edits.count ?? 0, "journal edit")).")
        return 0
    }
}
