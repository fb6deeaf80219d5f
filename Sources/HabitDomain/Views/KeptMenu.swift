/// Kept's menu (the drawer on a phone) and the two settings pages that shape it (D20): Settings → Menu
/// chooses which rows the menu shows, Settings → App Layout which parts of Kept are on at all. Only
/// Habits' two switches are the profile's; the other parts of Kept are always shown and on here.
public enum KeptMenu {
    /// A part of Kept with a row in the menu.
    public enum Destination: String, Hashable, Sendable, CaseIterable {
        case today, tasks, calendar, goals, habits

        public var title: String {
            switch self {
            case .today: "Today"
            case .tasks: "Tasks"
            case .calendar: "Calendar"
            case .goals: "Goals"
            case .habits: "Habits"
            }
        }
    }

    /// The rows the menu shows, in order: Habits only while its row is shown (hiding it never deletes
    /// or turns anything off), and Settings, which can never be hidden, last.
    public static func rows(_ settings: ModuleSettings) -> [Destination] {
        Destination.allCases.filter { $0 != .habits || settings.shownInMenu }
    }

    public static let settingsRow = "Settings"
    public static let menuTitle = "Menu"
    public static let appLayoutTitle = "App Layout"
    /// Settings → Menu's note: a hidden row is only out of the menu.
    public static let menuNote = "Choose what the menu shows. Hiding a row never deletes anything or turns it off."
    /// Settings → App Layout's note: off takes a part out of Kept, and the way back stays obvious.
    public static let appLayoutNote = "Turn a part of Kept off to take it out of the app. Habits keeps your habits while it is off and shows Turn on Habits in its place."

    /// Today note settings' note: what Show every day brings back.
    public static let todayNoteNote = "Remove habits from home page hides the Habits block on Today every day. Show every day brings it back."

    /// Whether a destination's switch is on in Settings → Menu.
    public static func shownInMenu(_ destination: Destination, _ settings: ModuleSettings) -> Bool {
        destination == .habits ? settings.shownInMenu : true
    }

    /// Whether a destination's switch is on in Settings → App Layout (Today is the app's home and has none).
    public static func isOn(_ destination: Destination, _ settings: ModuleSettings) -> Bool {
        destination == .habits ? settings.enabled : true
    }

    /// The parts of Kept App Layout can turn off: all but Today.
    public static let switchable: [Destination] = Destination.allCases.filter { $0 != .today }
}
