import FoldLayout

/// The roles the Habits screens give their nodes. Tools print them and the Habits rules find nodes
/// by them; the layout, the painter and the general rules never read a role's name.
extension Role {
    public static let addHabit: Role = "add-habit"
    public static let addIcon: Role = "add.icon"
    public static let addLabel: Role = "add.label"
    public static let addTarget: Role = "add.target"
    public static let archivedRow: Role = "archived-row"
    public static let button: Role = "button"
    public static let card: Role = "card"
    public static let chart: Role = "chart"
    public static let check: Role = "check"
    public static let day: Role = "day"
    public static let dayDate: Role = "day.date"
    public static let dayLabel: Role = "day.label"
    public static let detail: Role = "detail"
    public static let dialog: Role = "dialog"
    public static let field: Role = "field"
    public static let goal: Role = "goal"
    public static let group: Role = "group"
    public static let invitation: Role = "invitation"
    public static let label: Role = "label"
    public static let message: Role = "message"
    public static let name: Role = "name"
    public static let option: Role = "option"
    public static let optionLabel: Role = "option.label"
    public static let optionMark: Role = "option.mark"
    public static let progressButton: Role = "progress-button"
    public static let ring: Role = "ring"
    public static let row: Role = "row"
    public static let scrim: Role = "scrim"
    public static let secondaryCard: Role = "card.secondary"
    public static let section: Role = "section"
    public static let separator: Role = "separator"
    public static let sheet: Role = "sheet"
    public static let grabber: Role = "grabber"
    public static let skeleton: Role = "skeleton"
    public static let title: Role = "title"
    public static let week: Role = "week"

    // Widgets (W1)
    public static let widget: Role = "widget"
    public static let widgetSlot: Role = "widget.slot"
    public static let widgetName: Role = "widget.name"
    public static let widgetRecord: Role = "widget.record"
    public static let widgetRecent: Role = "widget.recent"
    public static let widgetRecentDay: Role = "widget.recent.day"

    // History (W2)
    public static let historyMonth: Role = "history.month"
    public static let historyMonthDay: Role = "history.month.day"
    public static let historyWeekday: Role = "history.weekday"
    public static let historyYear: Role = "history.year"
    public static let historyYearMonth: Role = "history.year.month"
    public static let historyYearDay: Role = "history.year.day"
    public static let historyNote: Role = "history.note"
    public static let legend: Role = "legend"

    // The Mac window (W3)
    public static let macSidebar: Role = "mac.sidebar"
    public static let macDestination: Role = "mac.destination"
}
