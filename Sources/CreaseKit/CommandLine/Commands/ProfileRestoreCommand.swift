import CreaseCommandLine
import CreaseIO
import CreaseInput
import Foundation
import HabitDomain

/// `crease profile restore`: a confirmed replacement of everything in a dataset by a backup (J5, J6).
public enum ProfileRestoreCommand {
    static let backup = Option<String>.text("backup", placeholder: "file", help: "The backup to restore (written by 'crease profile export').")

    public static let command = Command(
        "profile restore", summary: "Replace everything in the dataset with a backup of the same account; a dry run unless --confirm (J5, J6).",
        options: .of(Options.dataset, backup, Options.confirm, Options.now, Options.lockTimeout),
        discussion: """
        Without --confirm it prints what would change (habits, check-in days, Day Notes, groups, goals, zone;
        the habits removed, added and changed) and changes nothing. Confirmed, it is one atomic write under
        the dataset's lock that starts a new generation in its journal, so older offline edits cannot bring
        the replaced data back. A damaged, other-account or newer-version backup changes nothing and names
        the file and field.
        """
    ) { args, context in
        let operations = try ProfileCommand.operations(args, context)
        let backupURL = context.url(try args.required(backup))
        let confirm = args.flag(Options.confirm)
        let plan = try ProfileCommand.run { () throws(ProfileStore.StoreError) -> RestorePlan in
            try operations.restore(from: backupURL, confirm: confirm)
        }
        for line in plan.lines { context.out(line) }
        if !plan.applied {
            context.out("To restore: crease profile restore --dataset \(Shell.quote(operations.store.url.path)) "
                        + "--backup \(Shell.quote(backupURL.path)) --confirm")
        }
        return 0
    }
}
