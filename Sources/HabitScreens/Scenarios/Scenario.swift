import CreaseInput
import Foundation
import HabitDomain

/// A reproducible screen state: which dataset, which instant, zone and locale, and what is open.
/// Loaded from `scenarios/<name>.json` in a fixtures folder (a package's, or the bundled examples).
public struct Scenario: Hashable, Sendable, Codable, Validating {
    public enum Screen: String, Hashable, Sendable, Codable, InputChoice, CaseIterable {
        case habits, today, editor, discard, progress
        /// The Habits widget (W1): shown on a widget family's panel, never on a display.
        case widget
        /// A habit's month calendar and year of history (W2).
        case history
        /// Kept's menu, open over Today: the way into Habits on a phone (L11, D20).
        case drawer
        /// Settings → Menu (hides the Habits row; never deletes) and Settings → App Layout (turns Habits off) (D20).
        case settingsMenu = "settings-menu", appLayout = "app-layout"
        /// Today note settings: Show every day brings back the Today block Remove habits from home page hid (D20).
        case todayNoteSettings = "today-note-settings"
        /// Manage groups: rename, archive, restore and reorder the user's groups (D16).
        case manageGroups = "manage-groups"
        /// A goal's page (D12, D17): its weeks logged, its practices, Add practice and Link existing (Mac)
        /// or Add a practice (iPhone), and Suggested drafts from its title and target.
        case goal
        /// A day of the calendar with its habit chips (seed: Habits on the calendar), and a held chip's move menu.
        case calendar
    }
    public enum Loading: String, Hashable, Sendable, Codable, InputChoice { case loaded, loading, failed }

    /// An open editor: a new habit or an existing one, whether the draft changed, where it was opened
    /// from, and whether it has just been closed (Close returns control to the Habits page it was
    /// opened on, with the focus on the control that opened it).
    public struct Editor: Hashable, Sendable, Codable {
        public enum Mode: String, Hashable, Sendable, Codable, InputChoice { case new, edit }
        /// Where the editor was opened (the seed: the empty invitation, the Add habit row, a habit's
        /// name, or Add habit after entering Habits through the drawer).
        public enum Origin: String, Hashable, Sendable, Codable, InputChoice, CaseIterable {
            case invitation, addHabit = "add-habit", habitName = "habit-name", drawer

            /// The origin an editor has when a scenario names none.
            public static func implied(by mode: Mode) -> Origin { mode == .edit ? .habitName : .addHabit }
        }
        public var mode: Mode
        public var habit: UUID?
        public var changed: Bool
        public var draftName: String?
        public var openedFrom: Origin
        /// The editor has been closed: the scenario shows where control returned.
        public var closed: Bool

        public init(mode: Mode, habit: UUID? = nil, changed: Bool = false, draftName: String? = nil, openedFrom: Origin? = nil,
                    closed: Bool = false) {
            self.mode = mode
            self.habit = habit
            self.changed = changed
            self.draftName = draftName
            self.openedFrom = openedFrom ?? .implied(by: mode)
            self.closed = closed
        }

        enum CodingKeys: String, CodingKey { case mode, habit, changed, draftName, openedFrom, closed }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            mode = try c.decode(Mode.self, forKey: .mode)
            habit = try c.decodeIfPresent(UUID.self, forKey: .habit)
            changed = try c.decodeIfPresent(Bool.self, forKey: .changed) ?? false
            draftName = try c.decodeIfPresent(String.self, forKey: .draftName)
            openedFrom = try c.decodeIfPresent(Origin.self, forKey: .openedFrom) ?? .implied(by: mode)
            closed = try c.decodeIfPresent(Bool.self, forKey: .closed) ?? false
        }
    }

    /// A moment after an action on the Habits page (D14, D15): the Archive habit menu held open, a habit
    /// just archived or deleted with its Undo message, the Delete confirmation over the editor, or a
    /// check-in's confirmation (`Walk · logged`; `All 3 habits logged today` once every habit is done).
    public struct Action: Hashable, Sendable, Codable {
        public enum Kind: String, Hashable, Sendable, Codable, InputChoice, CaseIterable {
            case archiveMenu = "archive-menu", archived, deleteConfirmation = "delete-confirmation", deleted
            case checkedIn = "checked-in"
        }
        public var kind: Kind
        /// The habit acted on; for `checked-in`, the habits checked in, in order (the last one is confirmed):
        /// on a page each to its daily target, on the widget one completion each (W4).
        public var habits: [UUID]

        public init(kind: Kind, habits: [UUID]) {
            self.kind = kind
            self.habits = habits
        }
    }

    public var version: Int
    public var name: String
    /// A dataset name (`datasets/<name>.json` of a fixtures folder) or a path to a profile file.
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
    /// A moment after an action (the Archive habit menu, an Undo message, a confirmation).
    public var action: Action?
    /// The goal whose page is open (`screen: goal`).
    public var goal: UUID?
    /// The calendar's day and held chip (`screen: calendar`).
    public var calendar: CalendarSetup?
    /// The Today habit opened in a Mac window (`screen: today`): its circle inside records the same check-in.
    public var expanded: UUID?
    /// Today's task rows, above the Habits block (`screen: today`).
    public var tasks: [TaskItem]
    /// The node whose page or sheet is scrolled to show it from its top (`editor/schedule`: the
    /// editor's Schedule choices on a phone at AX5); the rendered state must hold it.
    public var scrolledTo: String?

    enum CodingKeys: String, CodingKey {
        case version, name, dataset, now, timeZone, locale, screen, loading, editor, progressHabit, settings, widget, history, action
        case scrolledTo, goal, tasks, calendar, expanded
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
        action = try c.decodeIfPresent(Action.self, forKey: .action)
        scrolledTo = try c.decodeIfPresent(String.self, forKey: .scrolledTo)
        goal = try c.decodeIfPresent(UUID.self, forKey: .goal)
        tasks = try c.decodeIfPresent([TaskItem].self, forKey: .tasks) ?? []
        calendar = try c.decodeIfPresent(CalendarSetup.self, forKey: .calendar)
        expanded = try c.decodeIfPresent(UUID.self, forKey: .expanded)
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
        if screen == .discard, let editor, !editor.changed {
            // D19: Kept asks to discard only after a change; Cancel on an unchanged draft just closes.
            throw InputError(file: "", field: "editor.changed",
                             message: "must be true when screen is discard (Kept asks to discard only after a change)")
        }
        if let action {
            if action.habits.isEmpty {
                throw InputError(file: "", field: "action.habits", message: "must name at least one habit")
            }
            if action.kind != .checkedIn, action.habits.count > 1 {
                throw InputError(file: "", field: "action.habits", message: "must name one habit for \(action.kind.rawValue)")
            }
            if action.kind == .deleteConfirmation, screen != .editor || editor?.mode != .edit {
                throw InputError(file: "", field: "action.kind",
                                 message: "delete-confirmation needs screen editor editing a habit (Delete habit is at the bottom of the editor)")
            }
            // A check-in may come from the widget too (W1): the widget then offers its own Undo.
            let fits = screen == .habits || screen == .today || (screen == .widget && action.kind == .checkedIn)
            if action.kind != .deleteConfirmation, !fits {
                throw InputError(file: "", field: "action.kind", message: "\(action.kind.rawValue) needs screen habits or today"
                                    + (action.kind == .checkedIn ? " (or widget)" : ""))
            }
        }
        if let editor {
            // The seed's entry points: a new habit from the invitation, the Add habit row or the drawer;
            // an existing one from its name.
            let fits = editor.mode == .edit ? editor.openedFrom == .habitName : editor.openedFrom != .habitName
            guard fits else {
                throw InputError(file: "", field: "editor.openedFrom",
                                 message: "\(editor.openedFrom.rawValue) opens \(editor.mode == .edit ? "a new habit" : "an existing habit"), not \(editor.mode == .edit ? "an existing one" : "a new one")"
                                    + " (new: invitation, add-habit or drawer; edit: habit-name)")
            }
            if editor.closed, screen != .habits {
                throw InputError(file: "", field: "editor.closed",
                                 message: "needs screen habits (Close returns control to the Habits page the editor was opened on; got \(screen.rawValue))")
            }
            if !editor.closed, screen == .habits {
                throw InputError(file: "", field: "editor", message: "is open but the screen is habits; use screen editor, or closed: true for the page Close returns to")
            }
        }
        if let editor, editor.mode == .edit, editor.habit == nil {
            throw InputError(file: "", field: "editor.habit", message: "is required when editing a habit")
        }
        if screen == .progress, progressHabit == nil {
            throw InputError(file: "", field: "progressHabit", message: "is required when screen is progress")
        }
        for (i, task) in tasks.enumerated() { try task.validate(field: "tasks[\(i)]") }
        if !tasks.isEmpty, screen != .today {
            throw InputError(file: "", field: "tasks", message: "are Today's task rows; they need screen today (got \(screen.rawValue))")
        }
        if expanded != nil, screen != .today {
            throw InputError(file: "", field: "expanded", message: "opens a Today habit; it needs screen today (got \(screen.rawValue))")
        }
        if screen == .goal, goal == nil {
            throw InputError(file: "", field: "goal", message: "is required when screen is goal")
        }
        if screen == .history, history == nil {
            throw InputError(file: "", field: "history", message: "is required when screen is history")
        }
        if let scrolledTo, scrolledTo.isEmpty {
            throw InputError(file: "", field: "scrolledTo", message: "must name a node (an id such as editor/schedule)")
        }
        try calendar?.validate(field: "calendar")
        try widget?.validate(field: "widget")
        try history?.validate(field: "history")
    }

    /// The pinned instant.
    public var instant: Date { ISOInstant.parse(now) ?? Date(timeIntervalSince1970: 0) }
}
