import FoldLayout
import Foundation
import HabitDomain

/// W2: a year grid shows exactly the days of its twelve months that happened in its zone, each once (365
/// or 366; a skipped date absent), and a month calendar exactly its month's; a month's weeks start on the
/// first weekday it declares (D5): its weekday headers start there in reading order, every day sits in
/// its weekday's column, and a new row begins exactly at that weekday. No day cell carries a failure
/// (J8): every mark is one of the domain's, none painted in a warning colour, and today is outlined.
public struct W02History: LayoutRule {
    public init() {}
    public let id = "W2"
    public let summary = "Year and month show exactly the zone's days, weeks start on the first weekday, no failure marks"
    public let scope = "history"
    public let source = RuleGeometry.relativeSource(#filePath)

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        // One pass finds what the rule is about (a simulation checks every frame, most without history).
        var years: [SolvedNode] = [], months: [SolvedNode] = [], days: [SolvedNode] = []
        for node in layout.nodes {
            guard let role = node.role else { continue }
            if role == .historyYear {
                years.append(node)
            } else if role == .historyMonth {
                months.append(node)
            } else if role == .historyYearDay || role == .historyMonthDay || role == .widgetRecentDay {
                days.append(node)
            }
        }
        guard !years.isEmpty || !months.isEmpty || !days.isEmpty else { return [] }
        var out: [Violation] = []
        for grid in years {
            guard let zone = zone(grid, &out) else { continue }
            guard let from = grid.attributes["from"], let start = DayKey(from + "-01") else {
                out.append(Violation(rule: id, node: grid.id, message: "declares no first month (from: YYYY-MM)"))
                continue
            }
            let span = YearGrid.Span(year: start.year, month: start.month)
            let inside = grid.id + "/"
            let cells = layout.nodes.filter { $0.role == .historyYearDay && $0.id.hasPrefix(inside) }
            out += sameDays(cells, span.days(existingIn: zone), container: grid, what: "\(span.title) in \(zone.identifier)")
        }
        for month in months {
            guard let year = Int(month.attributes["year"] ?? ""), let number = Int(month.attributes["month"] ?? ""),
                  let zone = zone(month, &out) else { continue }
            let inside = month.id + "/"
            let cells = layout.nodes.filter { $0.role == .historyMonthDay && $0.id.hasPrefix(inside) }
            out += sameDays(cells, DayKey.days(ofMonth: number, year: year, existingIn: zone), container: month,
                            what: "\(year)-\(number) in \(zone.identifier)")
            out += weeks(month, cells: cells, layout: layout, direction: surface.direction)
        }
        for cell in days { out += marks(cell) }
        return out
    }

    func zone(_ node: SolvedNode, _ out: inout [Violation]) -> TimeZone? {
        guard let name = node.attributes["timeZone"], let zone = TimeZone(identifier: name) else {
            out.append(Violation(rule: id, node: node.id, message: "declares no known time zone"))
            return nil
        }
        return zone
    }

    /// The cells' days against the days that happened: none missing, none extra, none twice.
    func sameDays(_ cells: [SolvedNode], _ expected: [DayKey], container: SolvedNode, what: String) -> [Violation] {
        var out: [Violation] = []
        var seen: [String: Int] = [:]
        for cell in cells { seen[cell.attributes["day"] ?? "", default: 0] += 1 }
        let names = expected.map(\.description)
        let wanted = Set(names)
        let missing = names.filter { seen[$0] == nil }
        let extra = seen.keys.filter { !wanted.contains($0) }.sorted()
        let twice = seen.filter { $0.value > 1 }.keys.sorted()
        if !missing.isEmpty {
            out.append(Violation(rule: id, node: container.id, message: "lacks \(missing.count) day\(missing.count == 1 ? "" : "s") of \(what): \(Self.list(missing))"))
        }
        if !extra.isEmpty {
            out.append(Violation(rule: id, node: container.id, message: "shows \(extra.count) day\(extra.count == 1 ? "" : "s") that \(what) does not have: \(Self.list(extra))"))
        }
        if !twice.isEmpty {
            out.append(Violation(rule: id, node: container.id, message: "shows \(Self.list(twice)) more than once"))
        }
        return out
    }

    /// The month's headers, columns and rows against its first weekday (D5).
    func weeks(_ month: SolvedNode, cells: [SolvedNode], layout: SolvedLayout, direction: LayoutDirection) -> [Violation] {
        guard let first = month.attributes["firstWeekday"].flatMap(Weekday.init(rawValue:)) else {
            return [Violation(rule: id, node: month.id, message: "declares no first weekday")]
        }
        var out: [Violation] = []
        let rtl = direction == .rightToLeft
        let inside = month.id + "/"
        let headers = layout.nodes.filter { $0.role == .historyWeekday && $0.id.hasPrefix(inside) }
            .sorted { rtl ? $0.frame.midX > $1.frame.midX : $0.frame.midX < $1.frame.midX }
        let order = headers.compactMap { $0.attributes["weekday"].flatMap(Weekday.init(rawValue:)) }
        let expected = (0..<7).map { Weekday.allCases[(first.number - 1 + $0) % 7] }
        if order != expected {
            out.append(Violation(rule: id, node: month.id,
                                 message: "weekday headers read \(order.map(\.rawValue).joined(separator: " ")); weeks start on \(first.rawValue)"))
        }
        let t = RuleGeometry.tolerance
        var dated: [(day: DayKey, cell: SolvedNode)] = []
        for cell in cells {
            guard let day = cell.attributes["day"].flatMap(DayKey.init) else { continue }
            dated.append((day, cell))
            let nearest = headers.min { abs($0.frame.midX - cell.frame.midX) < abs($1.frame.midX - cell.frame.midX) }
            if let nearest, nearest.attributes["weekday"] != day.weekday.rawValue {
                out.append(Violation(rule: id, node: cell.id,
                                     message: "\(day) (\(day.weekday.rawValue)) sits in the \(nearest.attributes["weekday"] ?? "?") column"))
            }
        }
        dated.sort { $0.day < $1.day }
        for (a, b) in zip(dated, dated.dropFirst()) {
            let newRow = b.cell.frame.midY > a.cell.frame.midY + t
            let startsWeek = WeekStart.start(of: b.day, firstWeekday: first) != WeekStart.start(of: a.day, firstWeekday: first)
            if newRow != startsWeek {
                out.append(Violation(rule: id, node: b.cell.id,
                                     message: newRow ? "\(b.day) starts a row, but weeks start on \(first.rawValue)"
                                                     : "\(b.day) shares a row with \(a.day) across the start of a week (\(first.rawValue))"))
            }
        }
        return out
    }

    /// A cell's mark is one the domain has (no failure state), painted without a warning colour; today is outlined.
    func marks(_ cell: SolvedNode) -> [Violation] {
        var out: [Violation] = []
        let mark = cell.attributes["mark"] ?? ""
        if !DayMark.names.contains(mark) {
            out.append(Violation(rule: id, node: cell.id, message: "carries the mark \"\(mark)\", which is no day mark (a failure state?)"))
        }
        let paints = [cell.decoration?.fill, cell.decoration?.stroke].compactMap { $0?.name }
        if let warning = paints.first(where: HistoryPaint.warnings.contains) {
            out.append(Violation(rule: id, node: cell.id, message: "is painted \(warning): an empty day is never a failure"))
        }
        if cell.attributes["today"] == "true", cell.decoration?.stroke == nil {
            out.append(Violation(rule: id, node: cell.id, message: "is today but not outlined"))
        }
        return out
    }

    static func list(_ days: [String]) -> String {
        days.count <= 4 ? days.joined(separator: ", ") : days.prefix(4).joined(separator: ", ") + " …"
    }
}
