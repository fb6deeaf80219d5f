import CreaseCommandLine
import CreaseInput
import Foundation
import HabitDomain

/// `crease profile correct`: a past-day correction from a habit's calendar (J1), guarded like a page (D7).
public enum ProfileCorrectCommand {
    static let change = Option<PastDayCorrection.Change>.choice("change", help: "Add one completion to the day, or remove one.")

    public static let command = Command(
        "profile correct", summary: "Correct a day up to today: add or remove one completion (J1), guarded like a page (D7).",
        options: .of(Options.dataset, Options.habit, Options.day.described(default: "required"), change, Options.pageDay, Options.account,
                     Options.now, Options.lockTimeout),
        discussion: """
        Refused, with nothing written: a stale page (--account, --page-day; D7), a day to come or before the
        habit started, one the zone skipped, adding past the daily target, removing a check-in that is not there.
        """
    ) { args, context in
        let operations = try ProfileCommand.operations(args, context)
        let now = try ProfileCommand.now(args)
        let profile = try ProfileCommand.load(operations)
        let file = operations.store.url.path
        let habit = try ProfileCommand.habit(args, in: profile, file: file)
        let page = try ProfileCommand.page(args, profile, now: now)
        let day = try args.required(Options.day)
        let what = try args.required(change)
        let before = profile.log(habit.id).count(on: day)
        try ProfileCommand.run { () throws(ProfileStore.StoreError) in
            try operations.correct(PastDayCorrection(account: page.account, pageDay: page.day, habitID: habit.id, day: day, change: what))
        }
        let after = what == .add ? before + 1 : before - 1
        context.out("\(file): \(what == .add ? "added a check-in to" : "removed a check-in from") \(habit.name) on \(day): "
                    + "\(before) → \(after) of \(habit.dailyTarget).")
        return 0
    }
}
