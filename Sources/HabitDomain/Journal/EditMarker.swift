import Foundation

/// What is left of a redacted edit (J5): its kind and, as causality markers, the habit it was about
/// and, for a Day Note, its day (a later note for the same day supersedes it).
public struct EditMarker: Hashable, Sendable {
    public var kind: EditKind
    public var habitID: UUID?
    public var day: DayKey?

    /// A marker of an edit of `kind` about `habitID` (and, for a note, `day`).
    public init(kind: EditKind, habitID: UUID?, day: DayKey?) {
        self.kind = kind
        self.habitID = habitID
        self.day = day
    }
}
