import CreaseCommandLine
import CreaseInput
import Foundation
import HabitDomain

/// `crease profile note`: a habit's private Day Note for a day, set or removed (J1).
public enum ProfileNoteCommand {
    static let text = Option<String>.text("text", placeholder: "text", help: "The note (trimmed); an empty text removes the day's note.")

    public static let command = Command(
        "profile note", summary: "Set or remove a habit's private Day Note for a day (J1: one per habit and day).",
        options: .of(Options.dataset, Options.habit, Options.day.described(default: "today in the profile's time zone"), text, Options.account,
                     Options.now, Options.lockTimeout),
        discussion: """
        A note names its day, so only the account is guarded (D7): a note sent for another account is
        refused. Days to come are refused; a new text replaces the day's note.
        """
    ) { args, context in
        let operations = try ProfileCommand.operations(args, context)
        let now = try ProfileCommand.now(args)
        let profile = try ProfileCommand.load(operations)
        let file = operations.store.url.path
        let habit = try ProfileCommand.habit(args, in: profile, file: file)
        let account = try args.value(Options.account) ?? profile.account
        let day = try args.value(Options.day) ?? profile.day(of: now)
        let note = try args.required(text)
        let had = profile.note(for: habit.id, on: day) != nil
        try ProfileCommand.run { () throws(ProfileStore.StoreError) in try operations.setNote(note, habit: habit.id, day: day, account: account) }
        let trimmed = note.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty {
            context.out(had ? "\(file): removed \(habit.name)'s Day Note for \(day)." : "\(file): \(habit.name) had no Day Note for \(day); nothing changed.")
        } else {
            context.out("\(file): \(had ? "replaced" : "set") \(habit.name)'s Day Note for \(day) (\(ProfileCommand.count(trimmed.count, "character"))).")
        }
        return 0
    }
}
