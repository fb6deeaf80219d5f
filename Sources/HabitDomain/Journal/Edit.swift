import Foundation

/// One change to a profile (J2): addressed by a UUID, stamped with the time it was made, and made in
/// a dataset generation (J5). Journals order edits by time, the id breaking ties (J3).
public struct Edit: Hashable, Sendable, Comparable {
    public var id: UUID
    /// Milliseconds since 1970-01-01T00:00:00Z on the device that made the edit.
    public var at: Int64
    /// The id of the generation-start edit this edit was made in.
    public var generation: UUID
    public var change: EditChange

    /// An edit as made or as read from a journal.
    public init(id: UUID, at: Int64, generation: UUID, change: EditChange) {
        self.id = id
        self.at = at
        self.generation = generation
        self.change = change
    }

    /// Journal order: earlier first; at equal times the smaller id first, so the greater id wins a tie.
    public static func < (a: Edit, b: Edit) -> Bool {
        a.at != b.at ? a.at < b.at : a.id.precedes(b.id)
    }

    /// Whether the edit's content was removed (J5).
    public var isRedacted: Bool {
        if case .redacted = change { return true }
        return false
    }

    /// The edit with its content removed: kind, habit and (for a Day Note) day are kept as markers.
    /// Generation starts and deletions carry no content and stay as they are.
    public func redacted() -> Edit {
        switch change {
        case .startGeneration, .deleteHabit, .redacted: return self
        case .setNote(let habit, let day, _):
            return Edit(id: id, at: at, generation: generation, change: .redacted(EditMarker(kind: .note, habitID: habit, day: day)))
        default:
            return Edit(id: id, at: at, generation: generation,
                        change: .redacted(EditMarker(kind: change.kind, habitID: change.habitID, day: nil)))
        }
    }

    /// The day a Day Note edit (or its marker) is about.
    var noteDay: DayKey? {
        switch change {
        case .setNote(_, let day, _): day
        case .redacted(let marker) where marker.kind == .note: marker.day
        default: nil
        }
    }
}
