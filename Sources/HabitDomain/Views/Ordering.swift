import Foundation

extension Profile {
    /// Habits that are shown at all: not archived, and not hidden with their goal (D15, D17).
    public var activeHabits: [Habit] {
        habits.filter { !isHidden($0) }
    }

    /// Whether a habit is off Today and Habits: archived itself, or a builder's practice of an
    /// archived goal (unless it was archived separately, D17).
    public func isHidden(_ habit: Habit) -> Bool {
        if habit.isArchived { return true }
        if habit.createdByGoalBuilder, let goal = goal(habit.goalID), goal.isArchived { return true }
        return false
    }

    /// Habits page order (D13): Morning, Core, Evening, then anything else; the user's order within each.
    public var pageOrder: [Habit] {
        // Sorts places by small keys, not the habits themselves: moving 20,000 habits about while
        // sorting cost a long list 7% of its render. The sort is stable, as before.
        let active = activeHabits
        let keys = active.map { (rank: $0.partOfDay.pageRank, order: $0.order) }
        let places = active.indices.sorted { i, j in
            if keys[i].rank != keys[j].rank { return keys[i].rank < keys[j].rank }
            if keys[i].order != keys[j].order { return keys[i].order < keys[j].order }
            return active[i].name < active[j].name
        }
        return places.map { active[$0] }
    }

    /// Archived habits for the section at the bottom of Habits (L13), in the user's order.
    public var archivedHabits: [Habit] {
        habits.filter(\.isArchived).sorted { ($0.order, $0.name) < ($1.order, $1.name) }
    }
}
