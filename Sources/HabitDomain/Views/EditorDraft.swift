import Foundation

/// A habit being edited (D19): it knows whether it changed and what Cancel, a swipe down and the
/// keyboard's Done do.
public struct EditorDraft: Hashable, Sendable {
    public enum Mode: String, Hashable, Sendable { case new, edit }

    /// The editable fields.
    public struct Fields: Hashable, Sendable {
        public var name: String
        public var cadence: Cadence
        public var partOfDay: PartOfDay
        public var time: TimeOfDay?
        public var groupID: UUID?
        public var dailyTarget: Int
        public var showsOnCalendar: Bool

        public init(name: String = "", cadence: Cadence = .daily, partOfDay: PartOfDay = .morning, time: TimeOfDay? = nil,
                    groupID: UUID? = nil, dailyTarget: Int = 1, showsOnCalendar: Bool = false) {
            self.name = name
            self.cadence = cadence
            self.partOfDay = partOfDay
            self.time = time
            self.groupID = groupID
            self.dailyTarget = dailyTarget
            self.showsOnCalendar = showsOnCalendar
        }
    }

    /// What Cancel leads to.
    public enum CancelOutcome: Hashable, Sendable {
        case close
        case confirm(Confirmation)
    }

    public struct Confirmation: Hashable, Sendable {
        public var title: String
        public var discard = "Discard"
        public var keepEditing = "Keep editing"
    }

    /// Stable identity: folding or unfolding keeps the same draft (L11).
    public var id: UUID
    public var mode: Mode
    public var habitID: UUID?
    public let original: Fields
    public var fields: Fields

    public init(id: UUID = UUID(), newHabit fields: Fields = Fields()) {
        self.id = id
        mode = .new
        habitID = nil
        original = fields
        self.fields = fields
    }

    public init(id: UUID = UUID(), editing habit: Habit, today: DayKey) {
        self.id = id
        mode = .edit
        habitID = habit.id
        let f = Fields(name: habit.name, cadence: habit.cadence(on: today), partOfDay: habit.partOfDay, time: habit.time,
                       groupID: habit.groupID, dailyTarget: habit.dailyTarget, showsOnCalendar: habit.showsOnCalendar)
        original = f
        fields = f
    }

    public var hasChanges: Bool { fields != original }

    /// Cancel on a changed draft asks first.
    public var cancel: CancelOutcome {
        guard hasChanges else { return .close }
        return .confirm(Confirmation(title: mode == .new ? "Discard this habit?" : "Discard your changes to this habit?"))
    }

    /// A swipe down closes only an unchanged draft.
    public var canSwipeToDismiss: Bool { !hasChanges }

    /// The keyboard's Done only puts the keyboard away: the draft is neither saved nor changed.
    public func keyboardDone() -> EditorDraft { self }
}
