import FoldLayout
import Foundation
import HabitDomain

/// The habit editor sheet (L11, D19): Cancel, title, Save; the name; the Schedule choices first so they
/// are never cut off; part of day, time and daily target; Delete at the bottom when editing (in a Mac
/// window, Archive in the neutral action colour).
public enum EditorSheet {
    /// The sheet's identity, and its Schedule section's (whose choices are `scheduleSectionID/<choice>`).
    public static let sheetID = "editor"
    public static let scheduleSectionID = "editor/schedule"

    public static let scheduleChoices: [(id: String, label: String)] = [
        ("daily", "Every day"), ("weekdays", "Weekdays"), ("chosen-weekdays", "Chosen days"),
        ("times-per-week", "Times a week"), ("monthly", "Monthly"), ("free-form", "When you choose"),
    ]

    /// The draft the scenario describes: a new habit, or the named habit with the changes it claims.
    public static func draft(_ ctx: ScreenContext) -> EditorDraft {
        let editor = ctx.state.scenario.editor
        let draftID = UUID(uuidString: "D4AF7000-0000-0000-0000-000000000001") ?? UUID()
        var draft: EditorDraft
        if editor?.mode == .edit, let id = editor?.habit, let habit = ctx.profile.habit(id) {
            draft = EditorDraft(id: draftID, editing: habit, today: ctx.today)
        } else {
            draft = EditorDraft(id: draftID, newHabit: .init())
        }
        if let name = editor?.draftName { draft.fields.name = name }
        return draft
    }

    public static func sheet(_ ctx: ScreenContext) -> Node {
        let draft = draft(ctx)
        let type = ctx.type
        let title = draft.mode == .new ? "New habit" : "Edit habit"
        let selected = scheduleID(draft.fields.cadence)
        // The bar's text stops growing at `barSize`, as a navigation bar's items do (their large content
        // shows on a long press): the header stays pinned over the body at AX5 on a flip's cover or a
        // landscape page (P12, P15).
        let bar = ctx.sized(barSize).type
        let cancel = Text("Cancel", font: bar.body, color: "accent").id("editor/cancel/label").keepsWordsWhole()
            .frame(minHeight: Metrics.touchTarget).id("editor/cancel").role(.button).accessibility(label: "Cancel", traits: [.button])
        let save = Text("Save", font: bar.button, color: draft.hasChanges ? "accent" : "text.tertiary", alignment: .trailing)
            .id("editor/save/label").keepsWordsWhole()
            .frame(minHeight: Metrics.touchTarget).id("editor/save").role(.button)
            .accessibility(label: "Save", value: draft.hasChanges ? nil : "Dimmed", traits: [.button])
        let header = VStack(spacing: 0) {
            toolbar(title: title, cancel: cancel, save: save, ctx)
            Box(height: 1).fillWidth().background("separator", shape: .hairline).role(.separator)
        }.id("editor/header").overlayPart(.header)
        let name = VStack(spacing: 6) {
            Text("Name", font: type.caption, color: "text.secondary").id("editor/name/label").role(.label).keepsWordsWhole()
            // A name with a word that can break only inside itself at the text size (no hyphenation point
            // fits) is set at the largest size that sets it, as its row is (L8).
            FirstFit {
                for size in Metrics.nameSizes(ctx.size) {
                    Text(draft.fields.name.isEmpty ? "What will you do?" : draft.fields.name, font: Typography(size).body,
                         color: draft.fields.name.isEmpty ? "text.tertiary" : "text",
                         language: draft.fields.name.isEmpty ? nil : ctx.userLanguage)
                        .id("editor/name/text")
                }
            }
                .padding(horizontal: 12, vertical: 10)
                .frame(minHeight: Metrics.touchTarget)
                .fillWidth()
                .background("field", cornerRadius: 10)
                .id("editor/name").role(.field)
                .accessibility(label: "Name", value: draft.fields.name.isEmpty ? nil : draft.fields.name, traits: [.textField])
        }
        .padding(Insets(top: 14, left: 16, bottom: 6, right: 16))
        let schedule = section("Schedule", id: scheduleSectionID, ctx) {
            for choice in scheduleChoices {
                option(choice.label, id: "\(scheduleSectionID)/\(choice.id)", selected: choice.id == selected, in: scheduleSectionID, ctx)
                if choice.id == selected { scheduleDetail(draft.fields.cadence, ctx) }
            }
        }
        let part = section("Part of day", id: "editor/part", ctx) {
            for part in partChoices(draft) {
                option(part.label, id: "editor/part/\(part.rawValue)", selected: part == draft.fields.partOfDay, in: "editor/part", ctx)
            }
        }
        let details = section("Details", id: "editor/details", ctx) {
            valueRow("Time", draft.fields.time?.display ?? "None", id: "editor/time", ctx)
            valueRow("Daily target", draft.fields.dailyTarget == 1 ? "Once" : "\(draft.fields.dailyTarget) times",
                     id: "editor/target", ctx)
            calendarToggle(on: draft.fields.showsOnCalendar, ctx)
        }
        let group = section("Group", id: "editor/group", ctx) {
            valueRow("Group", ctx.profile.group(draft.fields.groupID)?.name ?? "None", id: "editor/group/choice", ctx)
            groupButtons(ctx)
        }
        let action = bottomAction(draft, ctx)
        func sheet(@NodeBuilder _ content: () -> [Node]) -> Node {
            VStack(spacing: 0, content)
                .background("sheet", cornerRadius: Metrics.sheetRadius)
                .id(sheetID).role(.sheet).overlay(.sheet).staysInOnePage().accessibilityModal()
                .attribute("draft", draft.id.uuidString.lowercased())
        }
        guard ctx.surface.kind == .window, let region = Screens.sheetRegion(ctx) else {
            // On a display, the app's one sheet specification (P15): as tall as its region, down to the
            // page's bottom edge; a grabber; the header (Cancel, title, Save) pinned while the body
            // scrolls under it (P12), its end clear of the home indicator.
            // Where the header would leave the body less than a row, it scrolls with the body instead; its
            // text capped at `barSize` keeps a row and more under it on a flip's cover at AX5.
            let height = Screens.sheetRegion(ctx)?.height ?? 0
            let bottom = Box(height: Screens.sheetBottomInset(ctx))
            return FirstFit(maxHeight: height) {
                sheet {
                    Screens.grabber(id: sheetID + "/grabber")
                    header
                    Scroll(minHeight: Metrics.touchTarget) { name; schedule; part; details; group; action; bottom }
                }
                sheet {
                    Screens.grabber(id: sheetID + "/grabber")
                    Scroll { header; name; schedule; part; details; group; action; bottom }
                }
            }
            .frame(height: height)
        }
        let oneColumn = sheet { header; name; schedule; part; details; group; action }
        // In a window, one column as wide as an editor needs where the window is tall enough for it;
        // else two columns side by side, so Archive habit is never below the window's edge (W3).
        let form = FirstFit(maxHeight: region.height) {
            HStack(spacing: 0) {
                Spacer()
                oneColumn.frame(width: Swift.min(region.width, Screens.windowSheetWidth))
                Spacer()
            }
            .fillWidth()
            sheet {
                header
                HStack(spacing: 0, alignment: .top) {
                    VStack(spacing: 0) { name; schedule; part }.fillWidth()
                    VStack(spacing: 0) { details; group; action }.fillWidth()
                }
                .padding(Insets(bottom: 16))
                .fillWidth()
            }
        }
        // As tall as its content, hanging from the title bar.
        return VStack(spacing: 0) { form; Spacer() }
    }

    /// Delete at the bottom when editing; in a window, Archive habit in the neutral action colour (W3).
    @NodeBuilder
    static func bottomAction(_ draft: EditorDraft, _ ctx: ScreenContext) -> [Node] {
        let type = ctx.type
        if draft.mode == .edit && ctx.surface.kind == .window {
            // The Mac editor archives in the neutral action colour; Archived restores it (W3).
            Text(Copy.archiveHabit, font: type.button, color: "action.neutral", alignment: .center).keepsWordsWhole()
                .id("editor/archive/label").frame(minHeight: Metrics.touchTarget)
                .id("editor/archive").role(.button).attribute("action", "archive")
                .accessibility(label: Copy.archiveHabit, traits: [.button])
                .padding(Insets(top: 18, left: 16, bottom: 18, right: 16))
                .fillWidth()
        } else if draft.mode == .edit {
            Text(Copy.deleteHabit, font: type.button, color: "destructive", alignment: .center).keepsWordsWhole()
                .id("editor/delete/label")
                .padding(Insets(top: 18, left: 16, bottom: 18, right: 16))
                .fillWidth()
                .id("editor/delete").role(.button).accessibility(label: Copy.deleteHabit, traits: [.button])
        }
    }

    static func buttonWidth(_ ctx: ScreenContext) -> Double { ctx.sized(barSize).type.body.size * 3.6 }

    /// The largest text size the editor's bar sets (Cancel, the title, Save).
    static let barSize = ContentSize.AX1

    /// Cancel, the title and Save on one line, as a navigation bar sets them, where all three fit with
    /// every word whole (not at accessibility sizes); else the title on its own line under Cancel and
    /// Save (L8); else, where Cancel and Save cannot share a line either, the title with the two
    /// buttons stacked below it. Their words never break.
    /// Judged at the narrowest sheet of the device, so the bar is laid out one way on all its pages (P13).
    static func toolbar(title: String, cancel: Node, save: Node, _ ctx: ScreenContext) -> Node {
        let type = ctx.sized(barSize).type
        let inset = 16.0
        let judged = Screens.narrowest(ctx).map { $0.sheet - 2 * inset } ?? .infinity
        return FirstFit(judgedAt: judged) {
            if !ctx.size.isAccessibility {
                HStack(spacing: 8, alignment: .center) {
                    cancel.frame(width: buttonWidth(ctx))
                    Text(title, font: type.sectionTitle, alignment: .center).id("editor/title").role(.title).keepsWordsWhole()
                        .accessibility(label: title, traits: [.header])
                    save.frame(width: buttonWidth(ctx))
                }
                .fillWidth()
            }
            VStack(spacing: 8) {
                HStack(spacing: 8, alignment: .center) { cancel.hugContent(); Spacer(); save.hugContent() }.fillWidth()
                Text(title, font: type.sectionTitle).id("editor/title").role(.title).keepsWordsWhole()
                    .accessibility(label: title, traits: [.header])
            }
            VStack(spacing: 8) {
                Text(title, font: type.sectionTitle).id("editor/title").role(.title).keepsWordsWhole()
                    .accessibility(label: title, traits: [.header])
                cancel
                save
            }
        }
        .padding(Insets(top: 14, left: inset, bottom: 12, right: inset))
        .fillWidth()
        .id("editor/toolbar").bar("editor")
    }

    /// The parts of day a draft offers: Morning, Non-negotiables and Evening (a new habit never starts
    /// in Training, D18), and the part an existing habit already has when it is another one, selected:
    /// nothing converts a habit you already have.
    static func partChoices(_ draft: EditorDraft) -> [PartOfDay] {
        let offered: [PartOfDay] = [.morning, .core, .evening]
        return offered.contains(draft.fields.partOfDay) ? offered : offered + [draft.fields.partOfDay]
    }

    /// Under the selected schedule choice, what it needs to say: Chosen days' weekdays (in the week's
    /// order from the profile's first weekday, D5) and Times a week's count with its − and + buttons.
    @NodeBuilder
    static func scheduleDetail(_ cadence: Cadence, _ ctx: ScreenContext) -> [Node] {
        switch cadence {
        case .chosenWeekdays(let days): dayPicker(days, ctx)
        case .timesPerWeek(let count): countStepper(count, ctx)
        default: []
        }
    }

    /// Seven day buttons, as many to a line as fit at the text size (7, 4, 3, 2, then 1), each reading
    /// its whole weekday and whether it is chosen; chosen days filled as a checked ring is.
    static func dayPicker(_ days: Set<Weekday>, _ ctx: ScreenContext) -> Node {
        let first = ctx.profile.firstWeekday.number - 1
        let week = (0..<7).map { Weekday.allCases[(first + $0) % 7] }
        let id = scheduleSectionID + "/days"
        func day(_ weekday: Weekday) -> Node {
            let on = days.contains(weekday)
            let label = Text(weekday.columnLabel, font: ctx.type.caption, color: on ? "accent.text" : "text", alignment: .center)
                .id("\(id)/\(weekday.rawValue)/label").role(.dayLabel).keepsWordsWhole()
            let d = Swift.max(Metrics.touchTarget, ctx.type.caption.size * 2.2)
            return Box(width: d, height: d, VStack(spacing: 0) { Spacer(); label; Spacer() })
                .background(on ? "check.fill" : nil, stroke: on ? nil : "check.ring", strokeWidth: 1.5, shape: .circle)
                .id("\(id)/\(weekday.rawValue)").role(.day).attribute("checked", on ? "true" : "false")
                .accessibility(label: weekday.name, value: on ? "Chosen" : "Not chosen", traits: on ? [.button, .selected] : [.button])
        }
        return FirstFit {
            for perLine in [7, 4, 3, 2, 1] {
                VStack(spacing: 8, alignment: .leading) {
                    for start in stride(from: 0, to: 7, by: perLine) {
                        HStack(spacing: Metrics.dayGap, alignment: .center) {
                            for weekday in week[start..<Swift.min(7, start + perLine)] { day(weekday) }
                        }
                    }
                }
            }
        }
        .padding(Insets(top: 2, left: 12, bottom: 12, right: 12))
        .fillWidth()
        .id(id).role(.group)
    }

    /// Times a week's count (`3 times a week`) with − and + beside it, or under it where they do not
    /// fit beside (L8); 1 and 7 are the ends (D2).
    static func countStepper(_ count: Int, _ ctx: ScreenContext) -> Node {
        let id = scheduleSectionID + "/count"
        let copy = Cadence.timesPerWeek(count).label()
        func step(_ symbol: String, _ key: String, label: String, enabled: Bool) -> Node {
            Text(symbol, font: ctx.type.button, color: enabled ? "accent" : "text.tertiary", alignment: .center)
                .id("\(id)/\(key)/label").keepsWordsWhole()
                .frame(width: Swift.max(Metrics.touchTarget, ctx.type.button.size * 1.4), minHeight: Metrics.touchTarget)
                .background("card", cornerRadius: 10)
                .id("\(id)/\(key)").role(.button)
                .accessibility(label: label, value: enabled ? nil : "Dimmed", traits: [.button])
        }
        let buttons = { (_: ContentSize) -> Node in
            HStack(spacing: 8, alignment: .center) {
                step("−", "fewer", label: "Fewer", enabled: count > 1)
                step("+", "more", label: "More", enabled: count < 7)
            }
        }
        let text = { (size: ContentSize) -> Node in
            Text(copy, font: Typography(size).body).id(id + "/value").role(.detail).keepsWordsWhole()
        }
        return besideOrUnder(text, buttons, alignment: .center, ctx)
            .padding(Insets(top: 0, left: 12, bottom: 10, right: 12))
            .fillWidth()
            .id(id).role(.group)
    }

    static func scheduleID(_ cadence: Cadence) -> String {
        switch cadence {
        case .daily: "daily"
        case .weekdays: "weekdays"
        case .chosenWeekdays: "chosen-weekdays"
        case .timesPerWeek: "times-per-week"
        case .monthly: "monthly"
        case .freeForm: "free-form"
        }
    }

    static func section(_ title: String, id: String, _ ctx: ScreenContext, @NodeBuilder _ rows: () -> [Node]) -> Node {
        VStack(spacing: 0) {
            Text(title, font: ctx.type.caption, color: "text.secondary").id(id + "/label").role(.label).keepsWordsWhole()
                .padding(Insets(top: 14, left: 16, bottom: 6, right: 16))
            VStack(spacing: 0, rows)
                .background("field", cornerRadius: 10)
                .padding(Insets(left: 16, right: 16))
                .id(id).role(.group)
        }
    }

    /// A choice with its mark beside it; where the mark would leave the label too little room to set
    /// its words whole, the mark goes under the label; where even the whole row is too narrow for a
    /// word of it, the label is set at the next smaller accessibility size that holds it (L8).
    static func option(_ label: String, id: String, selected: Bool, in group: String, _ ctx: ScreenContext) -> Node {
        func text(_ size: ContentSize) -> Node {
            Text(label, font: Typography(size).body).id(id + "/label").role(.optionLabel).keepsWordsWhole()
        }
        // The mark grows with its label (P4).
        func mark(_ size: ContentSize) -> Node {
            let scale = Metrics.markScale(beside: id + "/label")
            let d = scale.size(beside: Typography(size).body.size)
            return Box(width: d, height: d)
                .background(selected ? "check.fill" : nil, stroke: selected ? nil : "check.ring", shape: .circle,
                            symbol: selected ? .checkmark("check.mark") : nil)
                .id(id + "/mark").role(.optionMark).attribute("checked", selected ? "true" : "false")
                .scales(scale)
                .accompanies(id + "/label", in: group + "/marks", proportion: Metrics.markProportion)
        }
        return besideOrUnder(text, mark, alignment: .firstLine, sharing: group + "/marks", ctx)
        .padding(horizontal: 12, vertical: 11)
        .frame(minHeight: Metrics.touchTarget)
        .fillWidth()
        .id(id).role(.option).accessibility(label: label, traits: selected ? [.button, .selected] : [.button])
    }

    /// A label with a control beside it; else the control under the label, with the label at the
    /// largest size that keeps its words whole (L8).
    /// `sharing`: the rows of one list that place their controls one way (P13): beside on every row
    /// that shares it, or under on every one.
    static func besideOrUnder(_ label: (ContentSize) -> Node, _ control: (ContentSize) -> Node, alignment: VerticalAlignment,
                              sharing group: String? = nil, _ ctx: ScreenContext) -> Node {
        let under = FirstFit {
            for size in Metrics.nameSizes(ctx.size) {
                VStack(spacing: 6, alignment: .leading) { label(size); control(size) }
            }
        }
        let beside = HStack(spacing: 10, alignment: alignment) { label(ctx.size); control(ctx.size) }
        return FirstFit(sharing: group) { beside; under }
    }

    static func valueRow(_ label: String, _ value: String, id: String, _ ctx: ScreenContext) -> Node {
        VStack(spacing: 2) {
            Text(label, font: ctx.type.body).id(id + "/label").role(.optionLabel).keepsWordsWhole()
            Text(value, font: ctx.type.detail, color: "text.secondary").id(id + "/value").role(.detail).keepsWordsWhole()
        }
        .padding(horizontal: 12, vertical: 10)
        .fillWidth()
        .id(id).role(.option).accessibility(label: label, value: value, traits: [.button])
    }

    /// Calendar visibility (seed: Habits on the calendar).
    static func calendarToggle(on: Bool, _ ctx: ScreenContext) -> Node {
        SwitchRow.node("Show on calendar", on: on, id: "editor/calendar", in: "editor/details", ctx)
    }

    /// `New group` makes one on the spot; `Manage groups` renames, archives, restores and reorders (D16).
    /// Side by side where both keep their words whole, else one under the other.
    static func groupButtons(_ ctx: ScreenContext) -> Node {
        func button(_ title: String, _ id: String) -> Node {
            Text(title, font: ctx.type.body, color: "accent").id(id + "/label").keepsWordsWhole()
                .frame(minHeight: Metrics.touchTarget)
                .id(id).role(.button).accessibility(label: title, traits: [.button])
        }
        return FirstFit {
            HStack(spacing: 16, alignment: .center) { button(Copy.newGroup, "editor/group/new"); button(Copy.manageGroups, "editor/group/manage") }
            VStack(spacing: 0, alignment: .leading) { button(Copy.newGroup, "editor/group/new"); button(Copy.manageGroups, "editor/group/manage") }
        }
        .padding(horizontal: 12, vertical: 0)
        .fillWidth()
    }

    /// The discard confirmation (D19) over the editor: the app's one alert (P12).
    public static func discardDialog(_ ctx: ScreenContext, room: Double) -> Node {
        let title: String
        if case .confirm(let confirmation) = draft(ctx).cancel { title = confirmation.title } else { title = "Discard this habit?" }
        return ActionOverlays.alert(id: "dialog", title: title, message: nil,
                                    actions: [ActionOverlays.AlertAction(title: "Discard", id: "dialog/discard", color: "destructive"),
                                              ActionOverlays.AlertAction(title: "Keep editing", id: "dialog/keep", color: "accent")],
                                    room: room, ctx)
    }
}
