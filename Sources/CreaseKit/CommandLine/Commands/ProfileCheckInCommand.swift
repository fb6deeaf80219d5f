import CreaseCommandLine
import CreaseInput
import Foundation
import HabitDomain

/// `crease profile check-in`: a tap on a habit's circle from a page (D6, D7); an earlier day is a
/// past-day correction that adds one completion (J1).
public enum ProfileCheckInCommand {
    public static let command = Command(
        "profile check-in", summary: "Check a habit in: today counts up to its daily target, then takes the day back (D6); an earlier --day adds one (J1).",
        options: .of(Options.dataset, Options.habit, Options.day.described(default: "today in the profile's time zone"), Options.pageDay,
                     Options.account, Options.now, Options.lockTimeout),
        discussion: """
        The page guard (D7): --account and --page-day say what the sending page showed. They default to the
        dataset's account and today; a page that shows another account or another day than today is
        refused, and nothing is written. Today's check-in must be on today's list (D8).
        """
    ) { args, context in
        let operations = try ProfileCommand.operations(args, context)
        let now = try ProfileCommand.now(args)
        let profile = try ProfileCommand.load(operations)
        let file = operations.store.url.path
        let habit = try ProfileCommand.habit(args, in: profile, file: file)
        let page = try ProfileCommand.page(args, profile, now: now)
        let today = profile.day(of: now)
        let day = try args.value(Options.day) ?? today
        let before = profile.log(habit.id).count(on: day)
        let target = habit.dailyTarget
        if day == today {
            let copy = try ProfileCommand.run { () throws(ProfileStore.StoreError) -> String in
                try operations.checkIn(CheckInCommand(account: page.account, pageDay: page.day, habitID: habit.id))
            }
            if before >= target {
                context.out("\(file): took back \(habit.name)'s check-in on \(day) (\(before) → 0 of \(target)).")
            } else {
                context.out("\(file): checked in \(habit.name) on \(day): \(before + 1) of \(target). \(copy)")
            }
        } else {
            try ProfileCommand.run { () throws(ProfileStore.StoreError) in
                try operations.correct(PastDayCorrection(account: page.account, pageDay: page.day, habitID: habit.id, day: day, change: .add))
            }
            context.out("\(file): added a check-in to \(habit.name) on \(day): \(before + 1) of \(target).")
        }
        return 0
    }
}
