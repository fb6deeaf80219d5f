import Foundation

extension Profile {
    func undoPoint(_ message: String) -> Undo { Undo(message: message, habits: habits, logs: logs, notes: notes) }

    /// Puts back exactly what an action changed.
    public mutating func apply(_ undo: Undo) {
        habits = undo.habits
        logs = undo.logs
        notes = undo.notes
    }

    /// D15: off Today and Habits on every day; history kept. Returns the Undo.
    @discardableResult
    public mutating func archive(_ id: UUID) throws(DomainError) -> Undo {
        guard let i = habits.firstIndex(where: { $0.id == id }) else { throw DomainError.unknownHabit(id) }
        let undo = undoPoint("\(habits[i].name) · archived")
        habits[i].isArchived = true
        // Archived on its own: restoring its goal will not bring it back (D17).
        habits[i].archivedSeparately = goal(habits[i].goalID) != nil
        return undo
    }

    /// D15: back to its place in the list (its part of day and order are kept while archived).
    @discardableResult
    public mutating func restore(_ id: UUID) throws(DomainError) -> Undo {
        guard let i = habits.firstIndex(where: { $0.id == id }) else { throw DomainError.unknownHabit(id) }
        let undo = undoPoint("\(habits[i].name) · restored")
        habits[i].isArchived = false
        habits[i].archivedSeparately = false
        return undo
    }

    /// D15: removes the habit and its history for good (after the app's confirmation); Undo restores both.
    @discardableResult
    public mutating func delete(_ id: UUID) throws(DomainError) -> Undo {
        guard let i = habits.firstIndex(where: { $0.id == id }) else { throw DomainError.unknownHabit(id) }
        let undo = undoPoint("\(habits[i].name) · deleted")
        habits.remove(at: i)
        logs[id] = nil
        notes = notes.filter { $0.key.habitID != id }
        return undo
    }

    // MARK: Groups (D16)

    public mutating func createGroup(_ name: String, id: UUID = UUID()) throws(DomainError) -> UUID {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw DomainError.emptyName }
        groups.append(HabitGroup(id: id, name: trimmed, order: (groups.map(\.order).max() ?? -1) + 1))
        return id
    }

    public mutating func renameGroup(_ id: UUID, to name: String) throws(DomainError) {
        guard let i = groups.firstIndex(where: { $0.id == id }) else { throw DomainError.unknownGroup(id) }
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw DomainError.emptyName }
        groups[i].name = trimmed
    }

    /// Archiving a group keeps its habits, their group and their history.
    public mutating func setGroupArchived(_ id: UUID, _ archived: Bool) throws(DomainError) {
        guard let i = groups.firstIndex(where: { $0.id == id }) else { throw DomainError.unknownGroup(id) }
        groups[i].isArchived = archived
    }

    /// Puts groups in the given order; groups not named keep their relative order after them.
    public mutating func reorderGroups(_ ids: [UUID]) {
        let rank = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
        let sorted = groups.sorted { (rank[$0.id] ?? ids.count + $0.order, $0.order) < (rank[$1.id] ?? ids.count + $1.order, $1.order) }
        groups = sorted.enumerated().map { i, g in var g = g; g.order = i; return g }
    }

    /// Moves a group in use to `position` (1 is first) among the groups in use, as its reorder handle
    /// drags it; the others keep their order.
    public mutating func moveGroup(_ id: UUID, toPosition position: Int) throws(DomainError) {
        guard groups.contains(where: { $0.id == id }) else { throw DomainError.unknownGroup(id) }
        var order = activeGroups.map(\.id).filter { $0 != id }
        order.insert(id, at: Swift.max(0, Swift.min(position - 1, order.count)))
        reorderGroups(order)
    }

    /// Manage groups' lists: the groups in use and the archived ones, each in the user's order.
    public var activeGroups: [HabitGroup] { groups.filter { !$0.isArchived }.sorted { $0.order < $1.order } }
    public var archivedGroups: [HabitGroup] { groups.filter(\.isArchived).sorted { $0.order < $1.order } }

    /// How many of the user's habits (archived habits too: a group keeps them all) carry a group.
    public func habitCount(inGroup id: UUID) -> Int { habits.count { $0.groupID == id } }

    /// The line under a group's name in Manage groups: `2 habits`, `1 habit`, `No habits`; an
    /// archived group says its habits are kept (D16): `1 habit kept with its history`.
    public func groupLine(_ group: HabitGroup) -> String {
        let n = habitCount(inGroup: group.id)
        let count = n == 0 ? "No habits" : n == 1 ? "1 habit" : "\(n) habits"
        guard group.isArchived, n > 0 else { return count }
        return count + (n == 1 ? " kept with its history" : " kept with their history")
    }

    // MARK: Goals (D17)

    /// Adds a practice to a goal; a second practice with the same name (ignoring case and spaces
    /// around it) is refused.
    public mutating func addPractice(_ habit: Habit, to goalID: UUID, from source: HabitSource) throws(DomainError) {
        guard let goal = goal(goalID) else { throw DomainError.unknownGoal(goalID) }
        let key = Self.practiceKey(habit.name)
        if habits.contains(where: { $0.goalID == goalID && Self.practiceKey($0.name) == key }) {
            throw DomainError.duplicatePractice(name: habit.name, goal: goal.title)
        }
        var practice = habit
        practice.goalID = goalID
        if source == .goalBuilder { practice.createdByGoalBuilder = true }
        try add(practice, from: source)
    }

    /// Link existing (a goal's page on Mac): an existing habit becomes one of the goal's practices,
    /// keeping its schedule, part of day and history. A habit of the same name as one of the goal's
    /// practices is refused, as Add practice refuses it (D17); relinking a habit moves its line.
    public mutating func linkExisting(_ habitID: UUID, to goalID: UUID) throws(DomainError) {
        guard let goal = goal(goalID) else { throw DomainError.unknownGoal(goalID) }
        guard let i = habits.firstIndex(where: { $0.id == habitID }) else { throw DomainError.unknownHabit(habitID) }
        let key = Self.practiceKey(habits[i].name)
        if habits.contains(where: { $0.id != habitID && $0.goalID == goalID && Self.practiceKey($0.name) == key }) {
            throw DomainError.duplicatePractice(name: habits[i].name.trimmingCharacters(in: .whitespacesAndNewlines), goal: goal.title)
        }
        habits[i].goalID = goalID
    }

    /// Archiving a goal hides the practice its builder created; restoring the goal brings it back
    /// unless the practice was archived separately.
    public mutating func setGoalArchived(_ id: UUID, _ archived: Bool) throws(DomainError) {
        guard let i = goals.firstIndex(where: { $0.id == id }) else { throw DomainError.unknownGoal(id) }
        goals[i].isArchived = archived
    }

    // MARK: New habits (D18)

    /// Adds a new habit. The app's own editors and plans never start one in Training (a body goal's
    /// practice starts on Core); a request from the assistant or an agent that picks Training is
    /// refused. Existing Training habits are never converted.
    public mutating func add(_ habit: Habit, from source: HabitSource) throws(DomainError) {
        var habit = habit
        habit.name = habit.name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !habit.name.isEmpty else { throw DomainError.emptyName }
        if habit.partOfDay == .training {
            switch source {
            case .assistant, .agent: throw DomainError.trainingNotAllowed
            case .editor, .plan, .goalBuilder:
                habit.partOfDay = defaultPartOfDay(for: habit)
            }
        }
        if source == .goalBuilder, goal(habit.goalID)?.kind == .body { habit.partOfDay = .core }
        // A new habit goes to the end of its part of day.
        let part = habit.partOfDay
        habit.order = (habits.filter { $0.partOfDay == part }.map(\.order).max() ?? -1) + 1
        habits.append(habit)
    }

    /// Where the app's own editors and plans put a new habit that asked for Training.
    func defaultPartOfDay(for habit: Habit) -> PartOfDay {
        goal(habit.goalID)?.kind == .body ? .core : .morning
    }
}
