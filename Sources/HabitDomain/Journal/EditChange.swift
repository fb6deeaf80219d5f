import Foundation

/// What one edit does (J2). Additions are addressed by their edit's id, so distinct additions merge
/// and a removal takes back exactly the additions it saw (J3); deletion is a tombstone (J4).
public enum EditChange: Hashable, Sendable {
    /// Starts a dataset generation: the journal's first edit, Restore and Delete All Data (J5).
    case startGeneration(GenerationStart)
    indirect case addHabit(Habit)
    case editHabit(UUID, [HabitProperty])
    /// Archive state, a register of its own: independent of property edits (J3).
    case setArchived(UUID, archived: Bool, separately: Bool)
    /// A tombstone: nothing of the habit comes back from any edit of its generation (J4).
    case deleteHabit(UUID)
    /// Completions added on one day.
    case addCheckIns(UUID, day: DayKey, count: Int)
    /// A whole history added at once (a bootstrap, a Restore or an import).
    indirect case addLog(UUID, CheckInLog)
    /// Takes back, on one day, the contributions of the additions listed (the ones its page saw).
    case removeCheckIns(UUID, day: DayKey, additions: [UUID])
    /// A Day Note's text; `nil` removes it (J1).
    case setNote(UUID, day: DayKey, text: String?)
    case putGroup(HabitGroup)
    case putGoal(Goal)
    case setSettings(ModuleSettings)
    /// The profile's zone, locale and week start (D4, D5), a register of its own.
    case setZone(timeZone: String, locale: String, weekStart: Weekday?)
    /// An edit whose content was removed (J5): only what orders and addresses it is left.
    case redacted(EditMarker)

    /// The kind of change, as the journal writes it.
    public var kind: EditKind {
        switch self {
        case .startGeneration: .generation
        case .addHabit: .habit
        case .editHabit: .habitEdit
        case .setArchived: .archive
        case .deleteHabit: .delete
        case .addCheckIns: .checkIn
        case .addLog: .log
        case .removeCheckIns: .uncheck
        case .setNote: .note
        case .putGroup: .group
        case .putGoal: .goal
        case .setSettings: .settings
        case .setZone: .zone
        case .redacted(let marker): marker.kind
        }
    }

    /// The habit the change is about, if any: what a tombstone reaches.
    public var habitID: UUID? {
        switch self {
        case .startGeneration, .putGroup, .putGoal, .setSettings, .setZone: nil
        case .addHabit(let habit): habit.id
        case .editHabit(let id, _), .setArchived(let id, _, _), .deleteHabit(let id), .addCheckIns(let id, _, _),
             .addLog(let id, _), .removeCheckIns(let id, _, _), .setNote(let id, _, _):
            id
        case .redacted(let marker): marker.habitID
        }
    }
}
