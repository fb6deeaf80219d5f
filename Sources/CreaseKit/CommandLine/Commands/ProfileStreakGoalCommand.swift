import CreaseCommandLine
import CreaseInput
import Foundation
import HabitDomain

/// `crease profile streak-goal`: a habit's target streak length, set or cleared (J1).
public enum ProfileStreakGoalCommand {
    static let goal = Option<Int>.integer("goal", placeholder: "days", help: "The streak length to aim for.",
                                          in: Habit.streakGoalRange)
    static let clear = Flag("clear", help: "Remove the habit's streak goal.")

    public static let command = Command(
        "profile streak-goal", summary: "Set (--goal) or clear (--clear) a habit's streak goal (J1).",
        options: .of(Options.dataset, Options.habit, goal, clear, Options.now, Options.lockTimeout)
    ) { args, context in
        let wanted = try args.value(goal)
        if wanted != nil, args.flag(clear) { throw InputError(file: "--clear", message: "cannot be given with --goal") }
        if wanted == nil, !args.flag(clear) { throw InputError(file: "crease profile streak-goal", message: "needs --goal <days> or --clear") }
        let operations = try ProfileCommand.operations(args, context)
        let profile = try ProfileCommand.load(operations)
        let file = operations.store.url.path
        let habit = try ProfileCommand.habit(args, in: profile, file: file)
        try ProfileCommand.run { () throws(ProfileStore.StoreError) in try operations.setStreakGoal(wanted, habit: habit.id) }
        let text = { (goal: Int?) in goal.map { ProfileCommand.count($0, "day") } ?? "none" }
        context.out("\(file): \(habit.name)'s streak goal: \(text(habit.streakGoal)) → \(text(wanted)).")
        return 0
    }
}
