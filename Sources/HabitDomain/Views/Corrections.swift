import Foundation

extension Profile {
    /// The count a correction leaves on its day, or the reason it is refused: another account's or
    /// another day's page (D7), a day to come, before the habit, or one the zone skipped; adding past
    /// the daily target or removing a check-in that is not there.
    public func correctedCount(_ correction: PastDayCorrection, now: Date) throws(DomainError) -> Int {
        guard correction.account == account else { throw DomainError.staleAccount(page: correction.account, current: account) }
        let today = day(of: now)
        guard correction.pageDay == today else { throw DomainError.staleDay(page: correction.pageDay, current: today) }
        guard let habit = habit(correction.habitID) else { throw DomainError.unknownHabit(correction.habitID) }
        guard correction.day <= today else { throw DomainError.futureDay(correction.day) }
        guard correction.day >= habit.startDay else { throw DomainError.beforeStart(name: habit.name, day: correction.day) }
        guard correction.day.exists(in: timeZone) else {
            throw DomainError.notCheckable(name: habit.name, reason: "\(correction.day) did not happen in \(timeZone.identifier)")
        }
        let count = log(habit.id).count(on: correction.day)
        switch correction.change {
        case .add:
            guard count < habit.dailyTarget else {
                throw DomainError.targetReached(name: habit.name, day: correction.day, target: habit.dailyTarget)
            }
            return count + 1
        case .remove:
            guard count > 0 else { throw DomainError.nothingToRemove(name: habit.name, day: correction.day) }
            return count - 1
        }
    }

    /// Applies a past-day correction (J1); a refused one changes nothing. Only that day's record changes (D6).
    public mutating func apply(_ correction: PastDayCorrection, now: Date) throws(DomainError) {
        let count = try correctedCount(correction, now: now)
        var log = logs[correction.habitID] ?? CheckInLog()
        log.set(count, on: correction.day)
        logs[correction.habitID] = log
    }
}
