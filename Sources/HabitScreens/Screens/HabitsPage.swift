import FoldLayout
import Foundation
import HabitDomain

/// The Habits page (L1–L13): the shared title band, the habits card with one full-width row per
/// habit and the quiet Add habit row, and the archived section below the card.
public enum HabitsPage {
    /// The habits card's identity: the container the fold rules and the simulator follow.
    public static let cardID = "card"
    /// The title band's identity on the Habits page.
    public static let titleID = "title"
    /// The Add habit row, its label, the empty list's invitation, and the archived section.
    public static let addHabitID = "add-habit"
    public static let addLabelID = "add-habit/label"
    public static let invitationID = "invitation"
    public static let archivedID = "archived"
    public static let archivedTitleID = "archived/title"

    public static func content(_ ctx: ScreenContext) -> Node {
        VStack(spacing: 0) {
            titleBand("Habits", ctx)
            switch ctx.state.scenario.loading {
            case .loading:
                loadingCard(ctx)
            case .failed:
                failedCard(id: cardID, ctx)
            case .loaded:
                if !ctx.profile.settings.enabled {
                    turnOnCard(ctx)
                } else {
                    habitsCard(ctx)
                    archivedSection(ctx)
                }
            }
        }
    }

    /// The shared surface title band (L4).
    /// A title with a word too wide for the page at the text size (`Calendar` at AX5 on a flip phone's
    /// cover) is set at the largest size that keeps it whole (L8).
    public static func titleBand(_ title: String, _ ctx: ScreenContext, id: String = titleID) -> Node {
        Metrics.largestWhole(ctx.size) { Text(title, font: Typography($0).pageTitle).id(id).role(.title).accessibility(label: title, traits: [.header]) }
            .padding(Insets(top: Metrics.titleTop, left: 4, bottom: Metrics.titleBottom, right: 4))
    }

    static func card(id: String = cardID, @NodeBuilder _ content: () -> [Node]) -> Node {
        // The border is a hairline (stroke width 0): the painter draws strokes at least one device pixel wide.
        VStack(spacing: 0, content)
            .padding(Metrics.cardPadding)
            .background("card", stroke: "card.border", strokeWidth: 0, cornerRadius: Metrics.cardRadius)
            .id(id).role(.card).staysInOnePage().guide(.container)
    }

    static func habitsCard(_ ctx: ScreenContext) -> Node {
        let habits = ctx.profile.pageOrder
        let column = textColumn(ctx.size)
        return card {
            if habits.isEmpty {
                // The seed: "The Habits destination shows the same invitation without that line" — the
                // line Today alone offers, Remove habits from home page; the daily-work line stays.
                VStack(spacing: 6) {
                    Text(Invitation.title, font: ctx.type.sectionTitle).id(invitationID).role(.invitation).keepsWordsWhole()
                    TodayBlock.invitationLine(ctx)
                }
                .padding(Insets(top: 14, left: Metrics.rowHorizontal + 4, bottom: 4, right: Metrics.rowHorizontal))
            } else {
                // Only the rows the page can show are laid out (issue 29); the focus's row is always made.
                // A row is made when the solver reaches it, after `Screens.build` returns: at the page's density.
                LazyVStack(count: habits.count, pinned: pinnedRow(ctx, habits: habits)) { i in
                    ctx.density.building {
                        if i > 0 { separator(above: "row/" + key(habits[i].id), inset: column) }
                        row(habits[i], ctx)
                    }
                }
                separator(above: "add-habit", inset: column)
            }
            addHabitRow(ctx)
        }
    }

    /// Which of the card's rows a page must lay out wherever it is: the one whose name has the focus,
    /// and every row when the focus is on the Add habit row below them (A2, L11), so the page scrolls
    /// to exactly where it is. No row's id is written unless something has the focus.
    static func pinnedRow(_ ctx: ScreenContext, habits: [Habit]) -> Int? {
        guard let focus = returnsFocus(ctx) else { return nil }
        if focus == addHabitID { return habits.indices.last }
        return habits.firstIndex { nameID(row: "row/" + key($0.id)) == focus }
    }

    /// The check ring of the row `row` (a Habits or a Today row).
    public static func ringID(row: String) -> String { row + "/check/ring" }
    /// The name of the row `row`.
    public static func nameID(row: String) -> String { row + "/name" }

    /// A habit's part of the identities of its nodes.
    static func key(_ habitID: UUID) -> String { habitID.uuidString.lowercased() }

    /// The hairline between two rows, named after the row below it so it moves with that row. It
    /// starts at the rows' text column, `inset` in from the card's padding, and runs through that
    /// padding to the card's edge.
    static func separator(above rowID: String, inset: Double) -> Node {
        Box(height: 1).fillWidth().background("separator", shape: .hairline).role(.separator).id(rowID + "/separator-above")
            .padding(Insets(left: inset, right: -Metrics.cardPadding))
    }

    /// Where a row's text starts inside its card's padding when a check ring's touch area leads it at
    /// `size`: the row's own inset, the touch area and the spacing to the name.
    static func textColumn(_ size: ContentSize) -> Double { rowLeading + Metrics.ringTarget(size) + Metrics.ringSpacing(size) }
    /// A ring row's inset inside its card's padding.
    static let rowLeading = 2.0
    /// Where text starts in a card row with no ring (an archived name, a message).
    static var plainTextColumn: Double { Metrics.rowHorizontal + 4 }

    /// One full-width row (L6): the check ring on the name's first line (L7, L12), the complete name,
    /// its timing and cadence below, and a linked goal's `for …` line. A name is set at the row's text
    /// size unless a word of it can break only inside itself there (no hyphenation point fits: a short
    /// English word at AX5 on a cover screen); then at the next smaller accessibility size that
    /// sets it, as a dense row caps Dynamic Type (L8).
    /// `lifted`: the row as the Archive habit menu lifts it over the list (P12: the preview covers the
    /// row it was opened from, as tall as it): the same content under `menu/row/…`, in groups of its own.
    public static func row(_ habit: Habit, _ ctx: ScreenContext, lifted: Bool = false) -> Node {
        let id = key(habit.id)
        let base = (lifted ? "menu/row/" : "row/") + id
        let groups = lifted ? "lifted/" : "habits/"
        let profile = ctx.profile
        let mark = profile.dayMark(for: habit, on: ctx.today)
        let type = ctx.type
        func check(_ size: ContentSize) -> Node {
            checkControl(id: base + "/check", name: habit.name, mark: mark, size: size, column: ctx.size, beside: nameID(row: base), in: groups + "check",
                         accessible: !lifted)
                .shows(A11y.subject(habit.id, ctx.today), state: A11y.state(mark))
        }
        let focus = lifted ? nil : returnsFocus(ctx)
        func progress(_ size: ContentSize, under: Bool) -> Node {
            progressButton(id: base + "/progress", of: habit.name, beside: nameID(row: base), size: size, under: under,
                           in: groups + "progress", accessible: !lifted)
        }
        // `whole`: every word of the details whole, as the name's column must set them to keep them
        // there; in the last alternative (the row's whole width) the schedule takes the largest size that
        // sets it whole (`Non-negotiables ·` at AX5 on a cover, not `Non-ne-`), and the rest may hyphenate
        // a word no line holds.
        func details(whole: Bool) -> Node {
            func kept(_ node: Node) -> Node { whole ? node.keepsWordsWhole() : node }
            let line = profile.detailLine(for: habit, on: ctx.today)
            return VStack(spacing: Metrics.detailSpacing) {
                if whole {
                    SeparatedLine.text(line, font: type.detail, color: "text.secondary", id: base + "/detail", role: .detail, wholeWords: true)
                } else {
                    SeparatedLine.largestWhole(line, size: ctx.size, color: "text.secondary", id: base + "/detail", role: .detail)
                }
                if case .timesPerWeek = habit.cadence(on: ctx.today) {
                    // A times-a-week habit says how many of its days are done this week (seed: Check in).
                    kept(Text(profile.weeklyProgressCopy(for: habit, now: ctx.state.now), font: type.detail, color: "text.secondary")
                        .id(base + "/week").role(.detail))
                }
                if let goal = profile.goalLine(for: habit) {
                    kept(Text(Copy.typeset(goal), font: type.footnote, color: "accent", language: ctx.userLanguage).id(base + "/goal").role(.goal))
                }
            }
        }
        func name(_ size: ContentSize) -> Node {
            Text(habit.name, font: Typography(size).name, language: ctx.userLanguage).id(base + "/name").role(.name).isName()
                .guide(.firstLine(across: base)).accessibilityFocus(focus == nameID(row: base))
        }
        // One placement for every row of the list (P13), the lifted row included (it covers its row as it
        // is, P12): the progress button beside the name only where every row's name and details keep
        // their words whole so, else under the details on every row.
        // A name is never hyphenated (P14): its word breaks between characters only where it is wider than
        // the screen (a 55-letter compound); a narrower one that its column cannot hold moves the row on
        // to a smaller size or a wider column.
        let sizes = Metrics.nameSizes(ctx.size)
        let made = FirstFit(sharing: "habits/placement") {
            HStack(spacing: Metrics.ringSpacing(ctx.size), alignment: .firstLine) {
                check(ctx.size)
                VStack(spacing: Metrics.detailSpacing) { name(ctx.size); details(whole: true) }
                progress(ctx.size, under: false)
            }
            // Under the details, with the name at the largest size that sets its words (L8); the ring
            // and the chart keep the name's size (P4).
            FirstFit {
                for size in sizes {
                    HStack(spacing: Metrics.ringSpacing(size), alignment: .firstLine) {
                        check(size)
                        VStack(spacing: Metrics.detailSpacing, alignment: .leading) {
                            name(size); details(whole: true); progress(size, under: true)
                        }
                    }
                }
            }
            // Where a detail's word or a part and its separator cannot stand whole in the name's column
            // (`Weekdays` or `Non-negotiables ·` at AX5 on a cover), the details and the chart take the
            // row's whole width under the ring and the name (L6, L8), on every row (P14: no word broken,
            // the separator kept, rather than a column too narrow for them).
            // The ring and name, and the chart, at one size (a key of the row's own): the details between
            // them are built once, not once a size (lint over the matrix took 15 s longer so).
            VStack(spacing: Metrics.detailSpacing, alignment: .leading) {
                FirstFit(sharing: groups + "size/" + id) {
                    for size in sizes { HStack(spacing: Metrics.ringSpacing(size), alignment: .firstLine) { check(size); name(size) } }
                }
                details(whole: false)
                FirstFit(sharing: groups + "size/" + id) {
                    for size in sizes { progress(size, under: true) }
                }
            }
        }
        .padding(Insets(top: Metrics.rowVertical, left: rowLeading, bottom: Metrics.rowVertical, right: 4))
        .fillWidth()
        .id(base).role(lifted ? "lifted-row" : .row)
        // The row the Archive habit menu lifts leaves its place in the list empty while the menu is up,
        // as a context menu's source does: nothing of it shows beside the menu (P12).
        let liftedAway = !lifted && ctx.state.scenario.action.map { $0.kind == .archiveMenu && $0.habits.first == habit.id } == true
        return liftedAway ? made.hidden() : made
    }

    /// The progress button beside a habit: the small chart that VoiceOver calls `View progress` (A1),
    /// as large as the name `beside` at `size` asks (P4). Under the details (`under`) the chart starts
    /// where the text does, its touch area reaching right of it.
    static func progressButton(id: String, of habit: String, beside: String, size: ContentSize, under: Bool, in group: String,
                               accessible: Bool = true) -> Node {
        let button = trailingButton(id: id, symbol: .barChart("accent"), iconRole: .chart, beside: beside, size: size, under: under, in: group)
            .role(.progressButton)
        return accessible ? button.accessibility(label: A11y.viewProgress, value: habit, traits: [.button]) : button
    }

    /// A row's trailing control (the progress chart, a task's details chevron): one column wide on
    /// every row, so Today's habit rows and task rows share it (L12).
    static func trailingButton(id: String, symbol: Decoration.Symbol, iconRole: Role, beside: String, size: ContentSize,
                               under: Bool, in group: String) -> Node {
        let scale = Metrics.chartScale(beside: beside)
        let h = scale.size(beside: Typography(size).name.size)
        let icon = Box(width: h * Metrics.chartAspect, height: h).background(nil, symbol: symbol).id(id + "/icon").role(iconRole)
            .scales(scale).accompanies(beside, in: group, proportion: Metrics.chartProportion)
        let touch = Swift.max(Metrics.touchTarget, h + 8)
        return Box(width: Swift.max(touch, h * Metrics.chartAspect + 8), height: touch,
                   under ? HStack(spacing: 0, alignment: .center) { icon; Spacer() }.fillWidth() : icon)
            .id(id)
    }

    /// A check ring centred in its touch area (at least 44×44, L12); the ring grows a little with
    /// the text size so it stays legible beside an accessibility-size name, and its row keeps
    /// `Metrics.ringGap` between it and the name (`Metrics.ringSpacing`).
    /// A day partly done toward its daily target draws its count as an arc on the ring (P7: as the
    /// widget, This week and the calendar do) and reads it (`3 of 8`).
    /// `column`: the page's text size, whose touch area every ring of the list shares (a row whose name
    /// falls back to a smaller size keeps the column, L7, L12).
    /// `accessible`: false for a picture of the control (a lifted preview), which assistive technology
    /// does not offer.
    static func checkControl(id: String, name: String, mark: DayMark, size: ContentSize, column: ContentSize? = nil, beside: String,
                             in group: String, accessible: Bool = true) -> Node {
        let ringSize = Metrics.ring(size)
        let checked: Bool
        if case .done = mark { checked = true } else { checked = false }
        let symbol: Decoration.Symbol? = checked ? .checkmark("check.mark") : HistoryPaint.progressArc(mark)
        let ring = Box(width: ringSize, height: ringSize)
            .background(checked ? "check.fill" : nil, stroke: checked ? nil : "check.ring", strokeWidth: Metrics.ringStroke, shape: .circle,
                        symbol: symbol)
            .id(id + "/ring").role(.ring).attribute("checked", checked ? "true" : "false")
            .scales(Metrics.ringScale(beside: beside)).accompanies(beside, in: group, proportion: Metrics.ringProportion)
        let touch = Metrics.ringTarget(Swift.max(size, column ?? size))
        let control = Box(width: touch, height: touch, ring).id(id).role(.check).touchTarget(minimum: Metrics.touchTarget).guide(.touchTarget)
        return accessible ? control.accessibility(label: name, value: mark.label.map { checked ? $0 : $0 + " today" }, traits: [.button]) : control
    }

    /// The quiet Add habit row, the same empty or populated (L9).
    static func addHabitRow(_ ctx: ScreenContext) -> Node {
        let plusScale = Metrics.ringScale(beside: addLabelID)
        let plus = plusScale.size(beside: ctx.type.button.size)
        let touch = Metrics.ringTarget(ctx.size)
        return HStack(spacing: Metrics.rowSpacing - (touch - plus) / 2, alignment: .firstLine) {
            Box(width: touch, height: touch,
                Box(width: plus, height: plus).background("accent.soft", shape: .circle, symbol: .plus("accent"))
                    .id("add-habit/icon").role(.addIcon).scales(plusScale)
                    .accompanies(addLabelID, in: "add-habit", proportion: Metrics.ringProportion))
                .id("add-habit/target").role(.addTarget)
            Text("Add habit", font: ctx.type.button, color: "accent").id(addLabelID).role(.addLabel).keepsWordsWhole()
        }
        .padding(Insets(top: 6, left: 2, bottom: 6, right: Metrics.rowHorizontal))
        .fillWidth()
        .id(addHabitID).role(.addHabit).accessibility(label: Invitation.addHabit, traits: [.button])
        .accessibilityFocus(returnsFocus(ctx) == addHabitID, cornerRadius: Metrics.cardRadius)
    }

    /// Where Close returns the focus when the scenario's editor has just been closed (A2): the Add habit
    /// row it was opened from (directly, from the invitation above it, or after the drawer), or the
    /// name of the habit it edited.
    static func returnsFocus(_ ctx: ScreenContext) -> String? {
        guard let editor = ctx.state.scenario.editor, editor.closed else { return nil }
        switch editor.openedFrom {
        case .invitation, .addHabit, .drawer: return addHabitID
        case .habitName: return editor.habit.map { nameID(row: "row/" + key($0)) }
        }
    }

    static func archivedSection(_ ctx: ScreenContext) -> Node {
        let archived = ctx.profile.archivedHabits
        return VStack(spacing: 0) {
            if !archived.isEmpty {
                Text("Archived", font: ctx.type.sectionTitle, color: "text.secondary").id(archivedTitleID).role(.section).keepsWordsWhole()
                    .padding(Insets(top: Metrics.sectionSpacing, left: 4, bottom: 8, right: 4))
                card(id: archivedID) {
                    for (i, habit) in archived.enumerated() {
                        if i > 0 { separator(above: "archived/" + key(habit.id), inset: plainTextColumn) }
                        archivedRow(habit, ctx)
                    }
                }
            }
        }
    }

    /// An archived habit's name and its Restore button beside it; where the button would leave the
    /// name too little room to set its words whole, Restore goes under the name instead.
    static func archivedRow(_ habit: Habit, _ ctx: ScreenContext) -> Node {
        let id = key(habit.id)
        func name(_ size: ContentSize) -> Node {
            Text(habit.name, font: Typography(size).name, color: "text.secondary", language: ctx.userLanguage)
                .id("archived/\(id)/name").role(.name).isName().guide(.firstLine(across: "archived/\(id)"))
        }
        let restore = Text("Restore", font: ctx.type.button, color: "accent").id("archived/\(id)/restore/label").keepsWordsWhole()
            .accompanies("archived/\(id)/name", in: "archived/restore", proportion: 1)
            .frame(minHeight: Metrics.touchTarget)
            .id("archived/\(id)/restore").role(.button).accessibility(label: "Restore", value: habit.name, traits: [.button])
        // One placement for every archived row (P13).
        return FirstFit(sharing: "archived/placement") {
            HStack(spacing: 12, alignment: .firstLine) {
                // Beside Restore only with every word of the name whole (or wider than the screen); under it
                // at the largest size that sets it whole.
                name(ctx.size)
                restore.frame(width: restoreWidth(ctx))
            }
            VStack(spacing: 8, alignment: .leading) {
                Metrics.name(ctx.size, name)
                restore
            }
        }
        .padding(Insets(top: Metrics.rowVertical + 2, left: Metrics.rowHorizontal + 4, bottom: Metrics.rowVertical + 2, right: Metrics.rowHorizontal))
        .fillWidth()
        .id("archived/\(id)").role(.archivedRow)
    }

    static func restoreWidth(_ ctx: ScreenContext) -> Double { ctx.type.button.size * 4.2 }

    /// A failed first read (D21): it says so, and offers to read again (there is nothing else to do).
    /// Where the page under its title band is too short for the message and Try again at the text size
    /// (a flip's cover at accessibility sizes), both at the largest size that keeps Try again in view
    /// (P15: an error shows with its action), never under a third of the page's title (P10).
    static func failedCard(id: String, _ ctx: ScreenContext) -> Node {
        // The room under the title band (its line at the title's size, about 1.25 ems, and its margins)
        // and above the page's bottom fade, which would cover Try again (`PaintPlan.fadeHeight`).
        let band = Metrics.titleTop + Typography(ctx.size).pageTitle.size * 1.25 + Metrics.titleBottom
        let page = ctx.region(0).map { $0.height - PaintPlan.fadeHeight($0) } ?? .infinity
        let room = page - band - 2 * Metrics.cardPadding
        let sizes = Metrics.legibleSizes(ctx.size, .body)
        func failed(_ size: ContentSize) -> Node {
            VStack(spacing: 0) {
                Text(Copy.typeset(Copy.unavailable), font: Typography(size).body, color: "text.secondary")
                    .id("failed").role(.message).reportsError(Copy.unavailableError)
                    .padding(Insets(top: Metrics.rowHorizontal + 4, left: Metrics.rowHorizontal + 4, bottom: 4, right: Metrics.rowHorizontal + 4))
                Metrics.largestWhole(size) { Text(Copy.tryAgain, font: Typography($0).button, color: "accent").id("failed/retry/label") }
                    .frame(minHeight: Metrics.touchTarget)
                    .padding(Insets(top: 0, left: Metrics.rowHorizontal + 4, bottom: 6, right: Metrics.rowHorizontal + 4))
                    .id("failed/retry").role(.button).accessibility(label: Copy.tryAgain, value: "Read your habits again", traits: [.button])
                    .actsOnError(Copy.unavailableError)
            }
        }
        return card(id: id) {
            FirstFit(maxHeight: Swift.max(0, room)) {
                for size in sizes.isEmpty ? [ctx.size] : sizes { failed(size) }
            }
        }
    }

    static func loadingCard(_ ctx: ScreenContext) -> Node {
        card {
            for i in 0..<3 {
                HStack(spacing: 12, alignment: .center) {
                    Box(width: Metrics.checkRing, height: Metrics.checkRing).background("skeleton", shape: .circle)
                    Box(height: ctx.type.name.size * 0.8).background("skeleton", cornerRadius: 4).fillWidth()
                }
                .padding(Insets(top: 14, left: Metrics.rowHorizontal, bottom: 14, right: 40 + Double(i) * 30))
                .fillWidth()
                .id("loading/\(i)").role(.skeleton)
            }
        }
    }

    static func turnOnCard(_ ctx: ScreenContext) -> Node {
        card {
            Text(Invitation.turnOn, font: ctx.type.button, color: "accent.text", alignment: .center).keepsWordsWhole()
                .padding(horizontal: 16, vertical: 12)
                .frame(minHeight: Metrics.touchTarget)
                .background("accent", cornerRadius: 12)
                .id("turn-on").role(.button).accessibility(label: Invitation.turnOn, traits: [.button])
                .padding(12)
        }
    }
}
