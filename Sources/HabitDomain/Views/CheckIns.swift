import Foundation

extension Profile {
    /// Applies a tap on a habit's circle (D6): below the daily target it counts up; at the target
    /// it takes that day's check-in back. Only that day's record changes.
    public mutating func tap(_ habitID: UUID, on day: DayKey) throws(DomainError) {
        guard let habit = habit(habitID) else { throw DomainError.unknownHabit(habitID) }
        var log = logs[habitID] ?? CheckInLog()
        let count = log.count(on: day)
        log.set(count >= habit.dailyTarget ? 0 : count + 1, on: day)
        logs[habitID] = log
    }

    /// Runs a tap from a page, refusing it with no change when the page's account or day is no
    /// longer current (D7).
    public mutating func perform(_ command: CheckInCommand, now: Date) throws(DomainError) {
        guard command.account == account else { throw DomainError.staleAccount(page: command.account, current: account) }
        let today = day(of: now)
        guard command.pageDay == today else { throw DomainError.staleDay(page: command.pageDay, current: today) }
        guard let habit = habit(command.habitID) else { throw DomainError.unknownHabit(command.habitID) }
        let applicability = applicability(of: habit, on: today)
        if applicability == .unscheduled || applicability == .archived || applicability == .notStarted {
            throw DomainError.notCheckable(name: habit.name, reason: "it is not on today's list")
        }
        try tap(command.habitID, on: today)
    }

    /// Marks a monthly or free-form habit by hand in the library (D2).
    public mutating func markByHand(_ habitID: UUID, on day: DayKey) throws(DomainError) {
        try tap(habitID, on: day)
    }
}
