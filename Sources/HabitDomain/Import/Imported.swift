/// What the importers (HabitKit, Open Habit) share: counted words for their summaries, and placing
/// imported habits and groups after the ones a profile already has.
enum Imported {
    /// "1 habit", "2 habits"; `many` when the plural is not the noun and an s ("2 habit-days have").
    static func count(_ n: Int, _ one: String, _ many: String? = nil) -> String { "\(n) \(n == 1 ? one : many ?? one + "s")" }

    /// `added` in their own order, placed after the `existing` ones (their `order` shifted past the largest).
    static func placed<T>(_ added: [T], after existing: [T], order: WritableKeyPath<T, Int>) -> [T] {
        let base = (existing.map { $0[keyPath: order] }.max() ?? -1) + 1
        return added.map { var item = $0; item[keyPath: order] += base; return item }
    }
}
