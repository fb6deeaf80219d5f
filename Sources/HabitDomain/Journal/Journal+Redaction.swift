import Foundation

extension Journal {
    /// Removes content that a deletion or a replacement took away (J5), keeping causality markers:
    /// every edit of a superseded generation; every edit about a habit deleted in its generation; a
    /// Day Note replaced or removed by a later note for the same habit and day. What is redacted
    /// depends only on markers that redaction keeps, so it is the same whichever journal did it first.
    static func redact(_ edits: [Edit]) -> [Edit] {
        var winner: (number: Int, edit: Edit)?
        var tombstones = Set<GenerationHabit>()
        var latestNote: [NoteAddress: Int] = [:]
        for (i, edit) in edits.enumerated() {
            switch edit.change {
            case .startGeneration(let start):
                if let w = winner, (start.number, edit) < (w.number, w.edit) { break }
                winner = (start.number, edit)
            case .deleteHabit(let id):
                tombstones.insert(GenerationHabit(generation: edit.generation, habit: id))
            default:
                if let day = edit.noteDay, let habit = edit.change.habitID {
                    // Edits are in order, so the last one seen is the latest.
                    latestNote[NoteAddress(generation: edit.generation, habit: habit, day: day)] = i
                }
            }
        }
        guard let current = winner?.edit.id else { return edits }
        var out = edits
        for (i, edit) in edits.enumerated() where !edit.isRedacted {
            switch edit.change {
            case .startGeneration, .deleteHabit: continue
            default: break
            }
            var remove = edit.generation != current
            if !remove, let habit = edit.change.habitID {
                remove = tombstones.contains(GenerationHabit(generation: edit.generation, habit: habit))
                if !remove, let day = edit.noteDay {
                    remove = (latestNote[NoteAddress(generation: edit.generation, habit: habit, day: day)] ?? i) != i
                }
            }
            if remove { out[i] = edit.redacted() }
        }
        return out
    }

    /// A habit within a generation: where a tombstone applies.
    private struct GenerationHabit: Hashable {
        var generation: UUID
        var habit: UUID
    }

    /// A Day Note's address within a generation.
    private struct NoteAddress: Hashable {
        var generation: UUID
        var habit: UUID
        var day: DayKey
    }
}
