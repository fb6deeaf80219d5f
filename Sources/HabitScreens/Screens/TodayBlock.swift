import FoldLayout
import Foundation
import HabitDomain

/// Today's Habits block (L12, L14, D8, D14): rows on the task rows' columns — ring, name, progress
/// button — with `N of M kept`, or the invitation when there are no habits yet.
public enum TodayBlock {
    /// Today's rows are `rowPrefix` + the habit's key; the empty block's line under its invitation.
    public static let rowPrefix = "today/row/"
    public static let invitationLineID = "invitation/line"

    /// The task rows' columns: the ring's touch area starts the row; the name column follows it.
    public static var ringColumn: Double { Metrics.touchTarget }
    public static var progressColumn: Double { Metrics.touchTarget }
    /// Today's rows and task rows: their rings, and their trailing controls (the progress chart, a task's
    /// chevron), each follow one placement (P13).
    static let checkGroup = "today/check"
    static let trailingGroup = "today/trailing"
    /// The shared choice of every Today row, habit or task: its trailing control beside or under (P13).
    static let placementGroup = "today/placement"

    /// The invitation's daily-work line, at the largest size that keeps `accomplished` whole on a cover
    /// rather than `ac-` / `com-` / `plished` (P14), never under a third of the page's title (P10).
    static func invitationLine(_ ctx: ScreenContext) -> Node {
        Metrics.largestLegible(ctx.size, .subheadline) {
            Text(Invitation.todayLine, font: Typography($0).detail, color: "text.secondary").id(invitationLineID).role(.detail)
        }
    }

    public static func content(_ ctx: ScreenContext) -> Node {
        let profile = ctx.profile
        return VStack(spacing: 0) {
            HabitsPage.titleBand("Today", ctx, id: "today/title")
            if !ctx.state.scenario.tasks.isEmpty {
                tasksCard(ctx).padding(Insets(bottom: Metrics.sectionSpacing))
            }
            if !profile.showsTodayBlock {
                // Removed from the home page, or Habits turned off: the block is hidden (D20). `Show every
                // day` lives in Today note settings, not here.
            } else if ctx.state.scenario.loading == .failed {
                HabitsPage.failedCard(id: "today", ctx)
            } else if ctx.state.scenario.loading == .loading {
                HabitsPage.loadingCard(ctx)
            } else if profile.activeHabits.isEmpty {
                invitation(ctx)
            } else {
                rows(ctx)
            }
        }
    }

    static func rows(_ ctx: ScreenContext) -> Node {
        let view = ctx.profile.today(now: ctx.state.now)
        return HabitsPage.card(id: "today") {
            header(view, ctx)
                .padding(Insets(top: 12, left: Metrics.rowHorizontal + 4, bottom: 4, right: Metrics.rowHorizontal))
                .fillWidth()
            // Only the rows the page can show are laid out (issue 29).
            let rows = view.rows
            let column = HabitsPage.textColumn(ctx.size)
            LazyVStack(count: rows.count) { i in
                // Made when the solver reaches it: at the page's density.
                ctx.density.building {
                    if i > 0 { HabitsPage.separator(above: rowPrefix + HabitsPage.key(rows[i].habitID), inset: column) }
                    todayRow(rows[i], ctx)
                    if ctx.surface.kind == .window, ctx.state.scenario.expanded == rows[i].habitID { expandedPanel(rows[i], ctx) }
                }
            }
        }
    }

    /// `Habits` with `N of M kept` beside it, or below it at accessibility sizes (L8).
    static func header(_ view: TodayView, _ ctx: ScreenContext) -> Node {
        let title = Text("Habits", font: ctx.type.sectionTitle).id("today/header").role(.section).keepsWordsWhole()
        let kept = Text(view.keptCopy, font: ctx.type.detail, color: "text.secondary", alignment: ctx.size.isAccessibility ? .natural : .trailing)
            .id("today/kept").role(.detail)
        if view.total == 0 { return title }
        if ctx.size.isAccessibility { return VStack(spacing: 2) { title; kept } }
        return HStack(spacing: 8, alignment: .firstLine) { title; kept }
    }

    /// Ring, name and progress button on the task rows' columns (L12): the ring's 44×44 touch area
    /// is the first column, so the name starts where task names start. Where the progress button
    /// would leave the name and its detail too little room to set their words whole, it goes under
    /// them instead; where the name column is still too narrow, the detail goes under the ring too.
    static func todayRow(_ row: TodayRow, _ ctx: ScreenContext) -> Node {
        let id = rowPrefix + HabitsPage.key(row.habitID)
        let type = ctx.type
        let name = Text(row.name, font: type.name, color: row.applies ? "text" : "text.secondary", language: ctx.userLanguage)
            .id(id + "/name").role(.name).isName().guide(.firstLine(across: id))
        // A times-a-week habit says how many of its days are done this week, as its Habits row does (P7).
        let week: String? = ctx.profile.habit(row.habitID).flatMap { habit in
            guard case .timesPerWeek = habit.cadence(on: ctx.today) else { return nil }
            return ctx.profile.weeklyProgressCopy(for: habit, now: ctx.state.now)
        }
        // Under the ring (not `wholeWords`), at the largest size that sets the schedule whole (P14).
        func detail(wholeWords: Bool = false) -> Node {
            let copy = row.checked ? "Checked in" : row.detail, color: Paint = row.late ? "late" : "text.secondary"
            let line = wholeWords ? SeparatedLine.text(copy, font: type.detail, color: color, id: id + "/detail", role: .detail, wholeWords: true)
                : SeparatedLine.largestWhole(copy, size: ctx.size, color: color, id: id + "/detail", role: .detail)
            guard let week else { return line }
            return VStack(spacing: Metrics.detailSpacing) {
                line
                Text(week, font: type.detail, color: "text.secondary").id(id + "/week").role(.detail)
            }
        }
        let nameID = id + "/name"
        let mark = row.mark
        let progress = HabitsPage.progressButton(id: id + "/progress", of: row.name, beside: nameID, size: ctx.size, under: false, in: trailingGroup)
        let under = HabitsPage.progressButton(id: id + "/progress", of: row.name, beside: nameID, size: ctx.size, under: true, in: trailingGroup)
        func check(_ size: ContentSize) -> Node {
            HabitsPage.checkControl(id: id + "/check", name: row.name, mark: mark, size: size, column: ctx.size, beside: nameID, in: checkGroup)
                .shows(A11y.subject(row.habitID, ctx.today), state: A11y.state(mark))
        }
        let ringSpacing = Metrics.ringSpacing(ctx.size)
        // One placement for every row of Today's list, task rows included (P13): beside the progress
        // button only where every row keeps every word of its name and detail whole so.
        return FirstFit(sharing: placementGroup) {
            HStack(spacing: ringSpacing, alignment: .firstLine) {
                check(ctx.size)
                VStack(spacing: Metrics.detailSpacing) { name; detail(wholeWords: true) }
                progress
            }
            FirstFit {
                HStack(spacing: ringSpacing, alignment: .firstLine) {
                    check(ctx.size)
                    VStack(spacing: Metrics.detailSpacing, alignment: .leading) { name; detail(wholeWords: true); under }
                }
                // Where even that column is too narrow (a word of the detail wider than it), the detail and
                // the progress button take the row's whole width below the ring and name (L8).
                // The name at a smaller accessibility size where a word of it could only break inside itself.
                for size in Metrics.nameSizes(ctx.size) {
                    VStack(spacing: Metrics.detailSpacing, alignment: .leading) {
                        HStack(spacing: Metrics.ringSpacing(size), alignment: .firstLine) {
                            check(size)
                            Text(row.name, font: Typography(size).name, color: row.applies ? "text" : "text.secondary", language: ctx.userLanguage)
                                .id(id + "/name").role(.name).isName().guide(.firstLine(across: id))
                        }
                        .fillWidth()
                        detail().padding(Insets(left: Metrics.ringGap))
                        HabitsPage.progressButton(id: id + "/progress", of: row.name, beside: nameID, size: size, under: true, in: trailingGroup)
                    }
                }
            }
        }
        .padding(Insets(top: Metrics.rowVertical - 4, left: HabitsPage.rowLeading, bottom: Metrics.rowVertical - 4, right: 4))
        .fillWidth()
        .id(id).role(.row)
    }

    /// A Today habit opened on the Mac (its row clicked open): its circle records the same day's
    /// check-in as the collapsed row above it, and reads the same state (P7); clicked again it takes
    /// that check-in back. Below it, this week's check-in days and the streak, as its progress says.
    static func expandedPanel(_ row: TodayRow, _ ctx: ScreenContext) -> Node {
        let id = rowPrefix + HabitsPage.key(row.habitID) + "/expanded"
        let type = ctx.type
        let mark = row.mark
        let label = Text(row.checked ? "Checked in today" : "Check in for today", font: type.body).id(id + "/label").role(.optionLabel)
        // It reads as what it is, the opened habit's check-in for today, so it is not a second `Walk` (P8).
        let check = HabitsPage.checkControl(id: id + "/check", name: row.name, mark: mark, size: ctx.size, beside: id + "/label",
                                            in: id + "/check")
            .shows(A11y.subject(row.habitID, ctx.today), state: A11y.state(mark))
            .accessibility(label: "Today's check-in", value: "\(row.name), " + (mark.label ?? "not checked in"), traits: [.button])
        let habit = ctx.profile.habit(row.habitID)
        return VStack(spacing: 6) {
            HStack(spacing: Metrics.ringSpacing(ctx.size), alignment: .firstLine) { check; label }
            if let habit {
                Text(ctx.profile.weeklyProgressCopy(for: habit, now: ctx.state.now), font: type.detail, color: "text.secondary")
                    .id(id + "/week").role(.detail)
                if let streak = ctx.profile.streak(for: habit, now: ctx.state.now).copy {
                    Text(streak, font: type.detail, color: "text.secondary").id(id + "/streak").role(.detail)
                }
            }
        }
        .padding(Insets(top: 8, left: 12, bottom: 10, right: 12))
        .fillWidth()
        .background("field", cornerRadius: 10)
        .padding(Insets(top: 0, left: HabitsPage.textColumn(ctx.size) - 12, bottom: 8, right: Metrics.rowHorizontal))
        .id(id).role(.group)
    }

    /// The identity prefix of Today's task rows (`task/<n>`).
    public static let taskPrefix = "task/"

    /// Today's task rows (another Kept module's), which the Habits rows line up with (L12).
    static func tasksCard(_ ctx: ScreenContext) -> Node {
        let tasks = ctx.state.scenario.tasks
        let column = HabitsPage.textColumn(ctx.size)
        return HabitsPage.card(id: "today/tasks") {
            Text("Tasks", font: ctx.type.sectionTitle).id("today/tasks/header").role(.section).keepsWordsWhole()
                .padding(Insets(top: 12, left: Metrics.rowHorizontal + 4, bottom: 4, right: Metrics.rowHorizontal))
                .fillWidth()
            for (i, task) in tasks.enumerated() {
                if i > 0 { HabitsPage.separator(above: taskPrefix + "\(i)", inset: column) }
                taskRow(task, id: taskPrefix + "\(i)", ctx)
            }
        }
    }

    /// A task: its completion ring in the rings' column, its title where habit names start, its time
    /// below, and its details chevron in the progress buttons' column (L12); the chevron goes under the
    /// title where it would leave it too little room to keep its words whole, as a habit's chart does.
    static func taskRow(_ task: Scenario.TaskItem, id: String, _ ctx: ScreenContext) -> Node {
        let type = ctx.type
        let nameID = id + "/name"
        let mark: DayMark = task.done ? .done(count: 1) : .empty
        let detail = task.done ? "Done" : task.time.flatMap(TimeOfDay.init).map(\.display)
        func title(_ size: ContentSize) -> Node {
            Text(task.title, font: Typography(size).name, color: task.done ? "text.secondary" : "text", language: ctx.userLanguage)
                .id(nameID).role(.name).isName().guide(.firstLine(across: id))
        }
        func text(_ size: ContentSize, whole: Bool = false) -> Node {
            VStack(spacing: Metrics.detailSpacing, alignment: .leading) {
                whole ? title(size).keepsWordsWhole() : title(size)
                if let detail { Text(detail, font: type.detail, color: "text.secondary").id(id + "/detail").role(.detail) }
            }
        }
        func check(_ size: ContentSize) -> Node {
            HabitsPage.checkControl(id: id + "/check", name: task.title, mark: mark, size: size, column: ctx.size, beside: nameID, in: checkGroup)
        }
        func details(under: Bool, _ size: ContentSize) -> Node {
            HabitsPage.trailingButton(id: id + "/details", symbol: .chevron("text.tertiary"), iconRole: .chart, beside: nameID, size: size,
                                      under: under, in: trailingGroup)
                .role(.button).accessibility(label: "Task details", value: task.title, traits: [.button])
        }
        return FirstFit(sharing: placementGroup) {
            HStack(spacing: Metrics.ringSpacing(ctx.size), alignment: .firstLine) {
                check(ctx.size)
                text(ctx.size, whole: true)
                details(under: false, ctx.size)
            }
            FirstFit {
                for size in Metrics.nameSizes(ctx.size) {
                    HStack(spacing: Metrics.ringSpacing(size), alignment: .firstLine) {
                        check(size)
                        VStack(spacing: Metrics.detailSpacing, alignment: .leading) { text(size); details(under: true, size) }
                    }
                }
            }
        }
        .padding(Insets(top: Metrics.rowVertical - 4, left: HabitsPage.rowLeading, bottom: Metrics.rowVertical - 4, right: 4))
        .fillWidth()
        .id(id).role(.taskRow)
    }

    /// The empty invitation on Today (L9): title, the daily-work line, Add habit, and the way to
    /// remove the block from the home page.
    static func invitation(_ ctx: ScreenContext) -> Node {
        let type = ctx.type
        return HabitsPage.card(id: "today") {
            VStack(spacing: 6) {
                Text(Invitation.title, font: type.sectionTitle).id("invitation").role(.invitation).keepsWordsWhole()
                invitationLine(ctx)
            }
            .padding(Insets(top: 14, left: Metrics.rowHorizontal + 4, bottom: 6, right: Metrics.rowHorizontal))
            HabitsPage.addHabitRow(ctx)
            HabitsPage.separator(above: "today/remove", inset: HabitsPage.plainTextColumn)
            Text(Invitation.removeFromHome, font: type.detail, color: "text.secondary").id("today/remove/label")
                .padding(Insets(top: 12, left: Metrics.rowHorizontal + 4, bottom: 12, right: Metrics.rowHorizontal))
                .frame(minHeight: Metrics.touchTarget)
                .id("today/remove").role(.button).accessibility(label: Invitation.removeFromHome, traits: [.button])
        }
    }
}
