import CreaseCommandLine
import CreaseInput
import Foundation
import HabitDomain

extension HabitKitImport.SameDay: ArgumentChoice {
    public init?(argument: String) { self.init(rawValue: argument) }
}

/// `crease profile import`: a HabitKit export (J7, J9) or an Open Habit backup (J10) added to a dataset.
public enum ProfileImportCommand {
    static let habitkit = Option<String>.text("habitkit", placeholder: "file", help: "A HabitKit export (its JSON file; format version 2, or an older one without a version).")
    static let openHabit = Option<String>.text("open-habit", placeholder: "file", help: "An Open Habit backup (format \"open-habit\", version 3).")
    static let sameDay = Option<HabitKitImport.SameDay>.choice(
        "same-day", help: "With --habitkit: what counts on a day several records name: their sum, the latest record's amount, or the largest.",
        default: "sum")

    public static let command = Command(
        "profile import", summary: "Add the habits, check-ins and Day Notes of a HabitKit export (J7, J9) or an Open Habit backup (J10).",
        options: .of(Options.dataset, habitkit, openHabit, sameDay, Options.dryRun, Options.now, Options.lockTimeout),
        discussion: """
        Give --habitkit or --open-habit. Whole or nothing: what cannot be mapped refuses the import,
        naming the field that stopped it; a HabitKit habit Crease cannot hold as HabitKit means it (an
        inverse habit, a custom value) is left out by name and the rest imported. Every decision the
        mapping made is printed ("decided: …"), and what the file holds that Crease does not keep.
        --dry-run maps the file against the dataset and changes nothing. The formats, field by field:
        docs/formats.md.
        """
    ) { args, context in
        let operations = try ProfileCommand.operations(args, context)
        let dryRun = args.flag(Options.dryRun)
        let kit = try args.value(habitkit), open = try args.value(openHabit)
        let source: URL
        let lines: [String]
        switch (kit, open) {
        case (let kit?, nil):
            source = context.url(kit)
            let policy = try args.value(sameDay, or: .sum)
            lines = try ProfileCommand.run { () throws(ProfileStore.StoreError) -> [String] in
                try operations.importHabitKit(from: source, dryRun: dryRun, sameDay: policy).lines
            }
        case (nil, let open?):
            source = context.url(open)
            if try args.value(sameDay) != nil { throw InputError(file: "--same-day", message: "applies to --habitkit only (an Open Habit backup holds one record a day)") }
            lines = try ProfileCommand.run { () throws(ProfileStore.StoreError) -> [String] in
                try operations.importOpenHabit(from: source, dryRun: dryRun).lines
            }
        default:
            throw InputError(file: "crease profile import", message: "give one of --habitkit FILE or --open-habit FILE")
        }
        context.out(dryRun ? "Importing \(source.path) into \(operations.store.url.path) would add:"
                           : "Imported \(source.path) into \(operations.store.url.path):")
        for line in lines { context.out("  " + line) }
        if dryRun { context.out("Nothing has been changed (a dry run).") }
        return 0
    }
}
