import CreaseCommandLine
import CreaseInput
import Foundation
import HabitDomain

/// `crease profile merge`: another copy's edit journal merged into a dataset's (J3–J5).
public enum ProfileMergeCommand {
    static let from = Option<String>.text("from", placeholder: "file", help: "Another copy of the dataset, a backup of it, or a journal file.")

    public static let command = Command(
        "profile merge", summary: "Merge the edit journal of another copy of the dataset into this one (J3–J5).",
        options: .of(Options.dataset, from, Options.now, Options.lockTimeout),
        discussion: """
        Both must be the same account's and share a generation (copies of one journaled dataset, or their
        backups); the dataset becomes the merged journal's replay, the same whichever way round two copies
        meet. A dataset that has recorded no edits yet has no journal to merge into: restore a backup instead.
        """
    ) { args, context in
        let operations = try ProfileCommand.operations(args, context)
        let other = context.url(try args.required(from))
        let summary = try ProfileCommand.run { () throws(ProfileStore.StoreError) -> ProfileOperations.MergeSummary in
            try operations.merge(from: other)
        }
        if summary.newEdits == 0 {
            context.out("\(operations.store.url.path): \(other.path) holds no edit it lacks; nothing changed.")
        } else {
            context.out("Merged \(other.path) into \(operations.store.url.path): \(ProfileCommand.count(summary.newEdits, "new edit")); "
                        + "habits \(summary.habitsBefore) → \(summary.habitsAfter).")
        }
        return 0
    }
}
