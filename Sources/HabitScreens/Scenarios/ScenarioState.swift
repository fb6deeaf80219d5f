import Foundation
import HabitDomain

/// A scenario with its profile loaded and its overrides applied: everything a screen needs.
public struct ScenarioState: Hashable, Sendable {
    public var scenario: Scenario
    public var profile: Profile
    public var now: Date
    /// The file the scenario was read from, for errors about it; empty for a state made in code.
    public var file: String = ""

    public init(scenario: Scenario, profile: Profile) {
        var profile = profile
        if let zone = scenario.timeZone, let tz = TimeZone(identifier: zone) { profile.timeZone = tz }
        if let locale = scenario.locale { profile.locale = locale }
        if let settings = scenario.settings { profile.settings = settings }
        let now = scenario.instant
        if let action = scenario.action {
            // The profile as it is after the action; the Undo message and the confirmation come from it.
            switch action.kind {
            case .archived:
                for id in action.habits { undo = try? profile.archive(id) }
            case .deleted:
                for id in action.habits { undo = try? profile.delete(id) }
            case .checkedIn:
                let day = profile.day(of: now)
                for id in action.habits {
                    if scenario.screen == .widget {
                        // A widget's tap records one completion (W4): a target of 8 goes from 3 of 8 to 4 of 8,
                        // as the same tap from a page does (P7).
                        try? profile.tap(id, on: day)
                        continue
                    }
                    // On a page, each named habit checked in to its daily target (a tap on a done habit
                    // would take it back): the moment the confirmation tells of.
                    let target = profile.habit(id)?.dailyTarget ?? 1
                    var taps = 0
                    while profile.log(id).count(on: day) < target, taps < 99 {
                        try? profile.tap(id, on: day)
                        taps += 1
                    }
                }
                if let last = action.habits.last { confirmation = profile.confirmation(afterCheckingIn: last, now: now) }
            case .archiveMenu, .deleteConfirmation:
                break
            }
        }
        self.scenario = scenario
        self.profile = profile
        self.now = now
    }

    /// The Undo an `archived` or `deleted` action offers (its message: `Walk · archived`).
    public var undo: Undo?
    /// A check-in's confirmation (`Walk · logged`, `All 3 habits logged today`).
    public var confirmation: String?

    public var today: DayKey { profile.day(of: now) }
}
