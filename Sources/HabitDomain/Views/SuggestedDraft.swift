import Foundation

/// A habit a goal's practice sheet suggests (D17, D18): drawn from the goal's title and target, never
/// saved until the user saves it from the editor it fills.
public struct SuggestedDraft: Hashable, Sendable {
    public var name: String
    public var cadence: Cadence
    public var partOfDay: PartOfDay
    /// The goal already has a practice of this name (ignoring case and spaces around it): Kept will not
    /// create a second one, so the draft cannot be used.
    public var isAlreadyPractice: Bool
}

extension Profile {
    /// The goal's practices, in Habits page order, and its builder's practices hidden while it is
    /// archived (D17).
    public func practices(of goalID: UUID) -> (shown: [Habit], hidden: [Habit]) {
        let linked = habits.filter { $0.goalID == goalID && !$0.isArchived }
        let hidden = linked.filter(isHidden)
        return (pageOrder.filter { $0.goalID == goalID }, hidden)
    }

    /// Suggested drafts for a goal: its title's verb practised daily for 20 minutes and three times a week, and a
    /// weekly review of its target (or, without one, of its title). None starts in Training (D18): a
    /// body goal's start on Non-negotiables, the others in the evening and the morning.
    public func suggestedDrafts(for goalID: UUID) -> [SuggestedDraft] {
        guard let goal = goal(goalID) else { return [] }
        let words = goal.title.split(separator: " ", omittingEmptySubsequences: true)
        guard let first = words.first else { return [] }
        // The title's verb with what it acts on (`Learn Spanish`), unless that holds the goal's count
        // (`Read 12 books`: a session of 20 minutes is not 12 books).
        let object = words.dropFirst().joined(separator: " ")
        let verb = object.isEmpty || object.contains(where: \.isNumber) ? String(first) : "\(first) \(object)"
        let body = goal.kind == .body
        let existing = Set(habits.filter { $0.goalID == goalID }.map { Self.practiceKey($0.name) })
        let made: [(String, Cadence, PartOfDay)] = [
            ("\(verb) for 20 minutes", .daily, body ? .core : .evening),
            ("\(verb) 3 times a week", .timesPerWeek(3), body ? .core : .morning),
            ("Weekly review: \(goal.target ?? goal.title)", .timesPerWeek(1), body ? .core : .evening),
        ]
        return made.map { SuggestedDraft(name: $0.0, cadence: $0.1, partOfDay: $0.2, isAlreadyPractice: existing.contains(Self.practiceKey($0.0))) }
    }

    /// How two practice names are compared (D17): ignoring case and the spaces around them.
    static func practiceKey(_ name: String) -> String { name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() }
}
