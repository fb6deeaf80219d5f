import CreaseInput
import Foundation
import HabitDomain

/// A reproducible screen state: which dataset, which instant, zone and locale, and what is open.
/// Loaded from `Fixtures/scenarios/<name>.json`.
public struct Scenario: Hashable, Sendable, Codable, Validating {
    public enum Screen: String, Hashable, Sendable, Codable, CaseIterable {
        case habits, today, editor, discard, progress
        /// The Habits widget (W1): shown on a widget family's panel, never on a display.
        case widget
        /// A habit's month calendar and year of history (W2).
        case history
    }
    public enum Loading: String, Hashable, Sendable, Codable { case loaded, loading, failed }

    /// An open editor: a new habit or an existing one, and whether the draft changed.
    public struct Editor: Hashable, Sendable, Codable {
        public enum Mode: String, Hashable, Sendable, Codable { case new, edit }
        public var mode: Mode
        public var habit: UUID?
        public var changed: Bool
        public var draftName: String?

        public init(mode: Mode, habit: UUID? = nil, changed: Bool = false, draftName: String? = nil) {
            self.mode = mode
            self.habit = habit
            self.changed = changed
            self.draftName = draftName
        }
    }

    public var version: Int
    public var name: String
    /// A dataset name under `Fixtures/datasets/` or a path to a profile file.
    public var dataset: String
    public var now: String
    public var timeZone: String?
    public var locale: String?
    public var screen: Screen
    public var loading: Loading
    public var editor: Editor?
    /// The habit whose progress sheet is open (`screen: progress`).
    public var progressHabit: UUID?
    /// Overrides the dataset's module settings (e.g. Habits turned off).
    public var settings: ModuleSettings?
    /// The habits a widget is configured with (`screen: widget`); without it the first active habits fill it.
    public var widget: WidgetSetup?
    /// The habit and the month and year whose history is open (`screen: history`).
    public var history: HistorySetup?

    enum CodingKeys: String, CodingKey {
        case version, name, dataset, now, timeZone, locale, screen, loading, editor, progressHabit, settings, widget, history
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decode(Int.self, forKey: .version)
        name = try c.decode(String.self, forKey: .name)
        dataset = try c.decode(String.self, forKey: .dataset)
        now = try c.decode(String.self, forKey: .now)
        timeZone = try c.decodeIfPresent(String.self, forKey: .timeZone)
        locale = try c.decodeIfPresent(String.self, forKey: .locale)
        screen = try c.decodeIfPresent(Screen.self, forKey: .screen) ?? .habits
        loading = try c.decodeIfPresent(Loading.self, forKey: .loading) ?? .loaded
        editor = try c.decodeIfPresent(Editor.self, forKey: .editor)
        progressHabit = try c.decodeIfPresent(UUID.self, forKey: .progressHabit)
        settings = try c.decodeIfPresent(ModuleSettings.self, forKey: .settings)
        widget = try c.decodeIfPresent(WidgetSetup.self, forKey: .widget)
        history = try c.decodeIfPresent(HistorySetup.self, forKey: .history)
    }

    public func validate() throws(InputError) {
        guard version == 1 else { throw InputError(file: "", field: "version", message: "must be 1 (got \(version))") }
        guard !name.isEmpty else { throw InputError(file: "", field: "name", message: "must not be empty") }
        guard !dataset.isEmpty else { throw InputError(file: "", field: "dataset", message: "must not be empty") }
        guard ISOInstant.parse(now) != nil else {
            throw InputError(file: "", field: "now", message: "is not an ISO 8601 instant (got \"\(now)\")")
        }
        if let timeZone, TimeZone(identifier: timeZone) == nil {
            throw InputError(file: "", field: "timeZone", message: "is not a known time zone (got \"\(timeZone)\")")
        }
        if (screen == .editor || screen == .discard), editor == nil {
            throw InputError(file: "", field: "editor", message: "is required when screen is \(screen.rawValue)")
        }
        if let editor, editor.changed, editor.draftName == nil {
            throw InputError(file: "", field: "editor.draftName", message: "is required when the draft is changed (it is the change shown)")
        }
        if let editor, editor.mode == .edit, editor.habit == nil {
            throw InputError(file: "", field: "editor.habit", message: "is required when editing a habit")
        }
        if screen == .progress, progressHabit == nil {
            throw InputError(file: "", field: "progressHabit", message: "is required when screen is progress")
        }
        if screen == .history, history == nil {
            throw InputError(file: "", field: "history", message: "is required when screen is history")
        }
        try widget?.validate(field: "widget")
        try history?.validate(field: "history")
    }

    /// The pinned instant.
    public var instant: Date { ISOInstant.parse(now) ?? Date(timeIntervalSince1970: 0) }
}

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
        self.scenario = scenario
        self.profile = profile
        self.now = scenario.instant
    }

    public var today: DayKey { profile.day(of: now) }
}
