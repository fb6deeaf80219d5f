import CreaseCommandLine
import CreaseInput
import Foundation
import HabitDomain

/// `crease profile move`: a habit's calendar chip moved to another time, for one day or every day
/// from it on (seed: press and hold the chip, then Just this day or Every day). Never a check-in.
public enum ProfileMoveCommand {
    static let to = Option<TimeOfDay>("to", placeholder: "HH:MM", help: "The time the chip moves to.") { (text: String) throws(InputError) -> TimeOfDay in
        guard let time = TimeOfDay(text) else { throw InputError(file: "--to", message: "'\(text)' is not a time of the form HH:MM") }
        return time
    }
    static let scope = Option<CalendarMoveScope>.choice("scope", help: "That day alone, or every day from it on.")

    public static let command = Command(
        "profile move", summary: "Move a habit's calendar chip to another time: just this day, or every day from it on.",
        options: .of(Options.dataset, Options.habit, Options.day.described(default: "today in the profile's time zone"), to, scope,
                     Options.now, Options.lockTimeout),
        discussion: "Moving never checks a habit in or takes a check-in back. Only a habit with a time and Show on calendar on has a chip, on the days it applies."
    ) { args, context in
        let operations = try ProfileCommand.operations(args, context)
        let now = try ProfileCommand.now(args)
        let profile = try ProfileCommand.load(operations)
        let file = operations.store.url.path
        let habit = try ProfileCommand.habit(args, in: profile, file: file)
        let day = try args.value(Options.day) ?? profile.day(of: now)
        let time = try args.required(to), where_ = try args.required(scope)
        let before = habit.time(on: day)?.display ?? "no time"
        _ = try ProfileCommand.run { () throws(ProfileStore.StoreError) -> Profile in
            try operations.apply { (p: inout Profile) throws(DomainError) in try p.moveOnCalendar(habit.id, on: day, to: time, scope: where_) }
        }
        let span = where_ == .justThisDay ? "on \(day) only" : "from \(day) on"
        context.out("\(file): moved \(habit.name) from \(before) to \(time.display) \(span); no check-in changed.")
        return 0
    }
}
