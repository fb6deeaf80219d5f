import CreaseCommandLine
import CreaseInput
import Foundation
import HabitDomain

/// `crease profile import`: a HabitKit version 2 export added to a dataset, whole or not at all (J7).
public enum ProfileImportCommand {
    static let habitkit = Option<String>.text("habitkit", placeholder: "file", help: "A HabitKit version 2 export (its JSON file).")

    public static let command = Command(
        "profile import", summary: "Add the habits, check-ins, Day Notes and archive state of a HabitKit version 2 export (J7).",
        options: .of(Options.dataset, habitkit, Options.dryRun, Options.now, Options.lockTimeout),
        discussion: """
        All or nothing: anything that cannot be mapped refuses the whole import, naming the field that
        stopped it. --dry-run maps the export against the dataset and changes nothing. What is imported,
        what is refused and what is left out: docs/formats.md (HabitKit export).
        """
    ) { args, context in
        let operations = try ProfileCommand.operations(args, context)
        let exportURL = context.url(try args.required(habitkit))
        let dryRun = args.flag(Options.dryRun)
        let summary = try ProfileCommand.run { () throws(ProfileStore.StoreError) -> HabitKitImport.Summary in
            try operations.importHabitKit(from: exportURL, dryRun: dryRun)
        }
        context.out(dryRun ? "Importing \(exportURL.path) into \(operations.store.url.path) would add:"
                           : "Imported \(exportURL.path) into \(operations.store.url.path):")
        for line in summary.lines { context.out("  " + line) }
        if dryRun { context.out("Nothing has been changed (a dry run).") }
        return 0
    }
}
