import CreaseCommandLine
import CreaseInput
import Foundation
import HabitDomain

/// `crease profile link`: Link existing (a goal's page on Mac): an existing habit becomes one of a
/// goal's practices, keeping its schedule and history (D17).
public enum ProfileLinkCommand {
    static let goal = Option<String>.text("goal", placeholder: "id|title", help: "The goal: its id, or its exact title.")

    public static let command = Command(
        "profile link", summary: "Link an existing habit to a goal as one of its practices (D17: never a second practice of the same name).",
        options: .of(Options.dataset, Options.habit, goal, Options.now, Options.lockTimeout)
    ) { args, context in
        let operations = try ProfileCommand.operations(args, context)
        let profile = try ProfileCommand.load(operations)
        let file = operations.store.url.path
        let habit = try ProfileCommand.habit(args, in: profile, file: file)
        let target = try ProfileCommand.pick(profile.goals, by: \.title, option: goal, args, noun: "goal", nameWord: "title",
                                             namedWord: "titled", file: file)
        _ = try ProfileCommand.run { () throws(ProfileStore.StoreError) -> Profile in
            try operations.apply { (p: inout Profile) throws(DomainError) in try p.linkExisting(habit.id, to: target.id) }
        }
        context.out("\(file): \(habit.name) is now a practice of \(target.title); its row reads 'for \(target.title)'.")
        return 0
    }
}
