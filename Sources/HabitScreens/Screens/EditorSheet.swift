import FoldLayout
import Foundation
import HabitDomain

/// The habit editor sheet (L11, D19): Cancel, title, Save; the name; the Schedule choices first so they
/// are never cut off; part of day, time and daily target; Delete at the bottom when editing (in a Mac
/// window, Archive in the neutral action colour).
public enum EditorSheet {
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
        let cancel = Text("Cancel", font: type.body, color: "accent").id("editor/cancel").role(.button)
        let save = Text("Save", font: type.button, color: draft.hasChanges ? "accent" : "text.tertiary", alignment: .trailing)
            .id("editor/save").role(.button)
        return VStack(spacing: 0) {
            if ctx.size.isAccessibility {
                // At accessibility sizes the title takes its own line below Cancel and Save (L8).
                VStack(spacing: 8) {
                    HStack(spacing: 8, alignment: .firstLine) { cancel.hugContent(); Spacer(); save.hugContent() }.fillWidth()
                    Text(title, font: type.sectionTitle).id("editor/title").role(.title)
                }
                .padding(Insets(top: 14, left: 16, bottom: 12, right: 16))
            } else {
                HStack(spacing: 8, alignment: .firstLine) {
                    cancel.frame(width: buttonWidth(ctx))
                    Text(title, font: type.sectionTitle, alignment: .center).id("editor/title").role(.title)
                    save.frame(width: buttonWidth(ctx))
                }
                .padding(Insets(top: 14, left: 16, bottom: 12, right: 16))
                .fillWidth()
            }
            Box(height: 1).fillWidth().background("separator", shape: .hairline).role(.separator)
            VStack(spacing: 6) {
                Text("Name", font: type.caption, color: "text.secondary").id("editor/name/label").role(.label)
                Text(draft.fields.name.isEmpty ? "What will you do?" : draft.fields.name, font: type.body,
                     color: draft.fields.name.isEmpty ? "text.tertiary" : "text")
                    .padding(horizontal: 12, vertical: 10)
                    .fillWidth()
                    .background("field", cornerRadius: 10)
                    .id("editor/name").role(.field)
            }
            .padding(Insets(top: 14, left: 16, bottom: 6, right: 16))
            section("Schedule", id: "editor/schedule", ctx) {
                for choice in scheduleChoices {
                    option(choice.label, id: "editor/schedule/\(choice.id)", selected: choice.id == selected, ctx)
                }
            }
            section("Part of day", id: "editor/part", ctx) {
                for part in [PartOfDay.morning, .core, .evening] {
                    option(part.label, id: "editor/part/\(part.rawValue)", selected: part == draft.fields.partOfDay, ctx)
                }
            }
            section("Details", id: "editor/details", ctx) {
                valueRow("Time", draft.fields.time?.display ?? "None", id: "editor/time", ctx)
                valueRow("Daily target", draft.fields.dailyTarget == 1 ? "Once" : "\(draft.fields.dailyTarget) times",
                         id: "editor/target", ctx)
            }
            if draft.mode == .edit && ctx.surface.kind == .window {
                // The Mac editor archives in the neutral action colour; Archived restores it (W3).
                Text("Archive habit", font: type.button, color: "action.neutral", alignment: .center)
                    .id("editor/archive").role(.button).attribute("action", "archive")
                    .padding(Insets(top: 18, left: 16, bottom: 18, right: 16))
                    .fillWidth()
            } else if draft.mode == .edit {
                Text("Delete habit", font: type.button, color: "destructive", alignment: .center)
                    .padding(Insets(top: 18, left: 16, bottom: 18, right: 16))
                    .fillWidth()
                    .id("editor/delete").role(.button)
            }
        }
        .background("sheet", cornerRadius: Metrics.cardRadius)
        .id("editor").role(.sheet).staysInOnePage()
        .attribute("draft", draft.id.uuidString.lowercased())
    }

    static func buttonWidth(_ ctx: ScreenContext) -> Double { ctx.type.body.size * 3.6 }

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
            Text(title, font: ctx.type.caption, color: "text.secondary").id(id + "/label").role(.label)
                .padding(Insets(top: 14, left: 16, bottom: 6, right: 16))
            VStack(spacing: 0, rows)
                .background("field", cornerRadius: 10)
                .padding(Insets(left: 16, right: 16))
                .id(id).role(.group)
        }
    }

    static func option(_ label: String, id: String, selected: Bool, _ ctx: ScreenContext) -> Node {
        HStack(spacing: 10, alignment: .firstLine) {
            Text(label, font: ctx.type.body).id(id + "/label").role(.optionLabel)
            Box(width: 22, height: 22)
                .background(selected ? "check.fill" : nil, stroke: selected ? nil : "check.ring", shape: .circle,
                            symbol: selected ? .checkmark("check.mark") : nil)
                .id(id + "/mark").role(.optionMark).attribute("checked", selected ? "true" : "false")
        }
        .padding(horizontal: 12, vertical: 11)
        .fillWidth()
        .id(id).role(.option)
    }

    static func valueRow(_ label: String, _ value: String, id: String, _ ctx: ScreenContext) -> Node {
        VStack(spacing: 2) {
            Text(label, font: ctx.type.body).id(id + "/label").role(.optionLabel)
            Text(value, font: ctx.type.detail, color: "text.secondary").id(id + "/value").role(.detail)
        }
        .padding(horizontal: 12, vertical: 10)
        .fillWidth()
        .id(id).role(.option)
    }

    /// The discard confirmation (D19) over the editor.
    public static func discardDialog(_ ctx: ScreenContext) -> Node {
        let draft = draft(ctx)
        let type = ctx.type
        let title: String
        if case .confirm(let confirmation) = draft.cancel { title = confirmation.title } else { title = "Discard this habit?" }
        return VStack(spacing: 0) {
            Text(title, font: type.sectionTitle, alignment: .center).id("dialog/title").role(.title)
                .padding(Insets(top: 18, left: 16, bottom: 14, right: 16))
            Box(height: 1).fillWidth().background("separator", shape: .hairline).role(.separator)
            Text("Discard", font: type.button, color: "destructive", alignment: .center).id("dialog/discard").role(.button)
                .padding(horizontal: 16, vertical: 13)
            Box(height: 1).fillWidth().background("separator", shape: .hairline).role(.separator)
            Text("Keep editing", font: type.body, color: "accent", alignment: .center).id("dialog/keep").role(.button)
                .padding(horizontal: 16, vertical: 13)
        }
        .background("dialog", cornerRadius: 14)
        .id("dialog").role(.dialog).staysInOnePage()
    }
}
