import CreaseCommandLine
import CreaseIO
import CreaseInput
import Foundation
import HabitDomain

/// `crease profile delete-all`: Delete All Data, a confirmed replacement by an empty dataset (J5).
public enum ProfileDeleteAllCommand {
    public static let command = Command(
        "profile delete-all", summary: "Delete All Data: every habit, check-in, Day Note, group and goal; a dry run unless --confirm (J5).",
        options: .of(Options.dataset, Options.confirm, Options.now, Options.lockTimeout),
        discussion: """
        The account, time zone, locale and settings stay. Confirmed, it is one atomic write that starts a new
        dataset generation, so older offline edits cannot bring the data back, and the removed content is
        redacted from the journal. Without --confirm it prints what would go and changes nothing.
        """
    ) { args, context in
        let operations = try ProfileCommand.operations(args, context)
        let confirm = args.flag(Options.confirm)
        let plan = try ProfileCommand.run { () throws(ProfileStore.StoreError) -> RestorePlan in try operations.deleteAllData(confirm: confirm) }
        let file = operations.store.url.path
        if plan.applied {
            context.out("Deleted all data in \(file); a new dataset generation started:")
            for line in plan.countLines { context.out(line) }
        } else {
            context.out("Delete All Data would remove everything in \(file) (the account, time zone, locale and settings stay):")
            for line in plan.countLines { context.out(line) }
            context.out("Nothing has been changed. To delete: crease profile delete-all --dataset \(Shell.quote(file)) --confirm")
        }
        return 0
    }
}
