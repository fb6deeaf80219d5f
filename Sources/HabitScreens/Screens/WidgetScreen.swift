import FoldLayout
import Foundation
import HabitDomain

/// The Habits widget on a widget family's panel (W1): one habit on a small widget, three on a medium
/// one and six on a large one. Each place shows its habit's name, its last seven days and a control
/// that records today's completion (a daily target's count cycles toward the target), or a
/// configuration placeholder for a missing, archived or unchosen habit.
public enum WidgetScreen {
    /// The root's identity; its places are `widget/slot/<n>`.
    public static let rootID = "widget"
    /// Days of recent progress each place shows, today last.
    public static let recentDays = 7
    /// Widgets follow the text size up to xxL: a fixed-size panel cannot grow with the larger sizes, and
    /// at xxL three places still fit a medium widget's height with two lines of name each.
    public static let largestTextSize = ContentSize.xxL

    /// The identity of place `index`.
    public static func slotID(_ index: Int) -> String { "\(rootID)/slot/\(index)" }
    /// The name in place `slot`.
    public static func nameID(slot: String) -> String { slot + "/name" }
    /// The record control in place `slot`.
    public static func recordID(slot: String) -> String { slot + "/record" }

    /// How many habits a panel holds, from its shape: a tall panel (the large family) six, a wide one
    /// (medium) three, anything else (small) one.
    public static func places(width: Double, height: Double) -> Int {
        if height >= 240 { return 6 }
        if width >= 1.6 * height { return 3 }
        return 1
    }

    /// The widget on the context's panel: as many places as the panel's shape holds, inside its content margin.
    public static func build(_ ctx: ScreenContext) -> Node {
        let bounds = ctx.surface.bounds
        let count = places(width: bounds.width, height: bounds.height)
        let slots = ctx.profile.widgetSlots(ctx.state.scenario.widget?.habits, count: count)
        let region = ctx.surface.pages.first?.content ?? bounds
        // Right after a check-in from the widget, its own Undo along its bottom (seed: widgets offer an
        // undo of their own); the places keep the rest of the height.
        let undo = ctx.state.scenario.screen == .widget ? ctx.state.confirmation : nil
        // The bar takes its height from the places; a medium widget's places leave out their recent
        // days for the moment it shows, before a place is dropped (`column`).
        let room = region.height - (undo == nil ? 0 : undoBarHeight + 4)
        // Names are never cut (P5): where the places cannot all show their names whole in the panel's
        // height, the widget shows its first places that can, in order.
        let body = FirstFit(maxHeight: room) {
            for shown in stride(from: slots.count, through: 1, by: -1) {
                family(count, Array(slots.prefix(shown)), ctx)
                family(count, Array(slots.prefix(shown)), ctx, compact: true)
            }
            // One place that still cannot show its name whole sets it at the largest smaller size that can.
            for size in ContentSize.allCases.reversed() where size < Swift.min(ctx.size, largestTextSize) {
                family(count, Array(slots.prefix(1)), ctx.sized(size), compact: true)
            }
            // Past the smallest text size, a small widget's one name in the caption style.
            if count == 1 { small(slots[0], ctx.sized(.xS), compact: true, nameStyle: \.caption) }
        }
        // Layers hand the places the region's whole height, so their spacers reach its bottom edge.
        let content: Node = undo.map { message in
            VStack(spacing: 4) { Layers { body }.frame(height: room); undoBar(message, ctx) }
        } ?? Layers { body }
        return Layers {
            Region(region, content
                .id(rootID).role(.widget)
                .attribute("places", String(count)).attribute("family", ctx.surface.device.name))
                .id("widget-region")
        }
    }

    static func type(_ ctx: ScreenContext) -> Typography { Typography(Swift.min(ctx.size, largestTextSize)) }

    /// Undo, reading the check-in it takes back (`Drink water · logged`).
    static func undoButton(_ message: String, _ ctx: ScreenContext) -> Node {
        let type = type(ctx)
        return Text(Copy.undo, font: type.button, color: "accent", alignment: .center).id(rootID + "/undo/label").keepsWordsWhole()
            .frame(width: Swift.max(Metrics.touchTarget, type.button.size * 3), minHeight: undoBarHeight)
            .id(rootID + "/undo").role(.button).accessibility(label: Copy.undo, value: message, traits: [.button])
    }

    /// The height of the widget's Undo bar: one touch target.
    static var undoBarHeight: Double { Metrics.touchTarget }

    /// The check-in's confirmation (`Walk · logged`) with Undo beside it; where both do not fit the
    /// panel's width with their words whole, Undo alone, reading what it takes back.
    static func undoBar(_ message: String, _ ctx: ScreenContext) -> Node {
        let type = type(ctx)
        let undo = undoButton(message, ctx)
        return FirstFit(maxHeight: undoBarHeight) {
            HStack(spacing: 8, alignment: .center) {
                Text(message, font: type.footnote, color: "text.secondary", language: ctx.userLanguage).id(rootID + "/undo/message").role(.message)
                    .keepsWordsWhole()
                Spacer()
                undo.hugContent()
            }
            .fillWidth()
            HStack(spacing: 0, alignment: .center) { Spacer(); undo.hugContent() }.fillWidth()
        }
        .frame(height: undoBarHeight)
    }

    /// The panel's content region.
    static func region(_ ctx: ScreenContext) -> Rect { ctx.surface.pages.first?.content ?? ctx.surface.bounds }

    /// A family's places: the small widget's one, the medium's side by side, the large's in rows.
    /// `compact` leaves out what the name can do without (today's state in words) before a place is dropped.
    static func family(_ count: Int, _ slots: [WidgetSlot], _ ctx: ScreenContext, compact: Bool = false) -> Node {
        switch count {
        case 1: small(slots[0], ctx, compact: compact)
        case 3: medium(slots, ctx, compact: compact)
        default: large(slots, ctx, compact: compact)
        }
    }

    // MARK: Families

    /// One habit: its whole name, today's state (not when `compact`), then its recent days and the
    /// control, the days as small as the width needs.
    static func small(_ slot: WidgetSlot, _ ctx: ScreenContext, compact: Bool = false,
                      nameStyle: KeyPath<Typography, FontSpec> = \.detail) -> Node {
        let id = slotID(0)
        let type = type(ctx)
        let content = region(ctx)
        return VStack(spacing: 2) {
            title(slot, id: id, ctx, style: nameStyle)
            if !compact {
                Text(detail(slot, ctx), font: type.footnote, color: "text.secondary").id(id + "/detail").role(.detail)
            }
            Spacer()
            if case .habit(let habit) = slot {
                HStack(spacing: 0, alignment: .center) {
                    recent(habit, id: id, pitch: Swift.min(11, (content.width - Metrics.touchTarget - 4) / Double(recentDays)), ctx)
                    Spacer(minLength: 4)
                    record(habit, id: id, ctx)
                }
                .fillWidth()
            }
        }
        .fillWidth()
        .id(id).role(.widgetSlot).attribute("state", slot.state)
    }

    /// Three habits side by side, each its control above its name and recent days.
    static func medium(_ slots: [WidgetSlot], _ ctx: ScreenContext, compact: Bool = false) -> Node {
        HStack(spacing: 12, alignment: .fill) {
            for (i, slot) in slots.enumerated() {
                column(slot, id: slotID(i), ctx, compact: compact)
            }
        }
        .fillWidth()
    }

    static func column(_ slot: WidgetSlot, id: String, _ ctx: ScreenContext, compact: Bool = false) -> Node {
        let type = type(ctx)
        // While the widget's Undo shows, a compact column leaves out its recent days (the bar needs the room).
        let recentShown = !(compact && ctx.state.scenario.screen == .widget && ctx.state.confirmation != nil)
        return VStack(spacing: 4) {
            if case .habit(let habit) = slot {
                HStack(spacing: 0) { record(habit, id: id, ctx); Spacer() }.fillWidth()
                title(slot, id: id, ctx)
                Spacer()
                if recentShown { recent(habit, id: id, pitch: 11, ctx) }
            } else {
                placeholderMark(id: id)
                title(slot, id: id, ctx)
                Text(detail(slot, ctx), font: type.caption, color: "text.secondary").id(id + "/detail").role(.detail)
                Spacer()
            }
        }
        .fillWidth()
        .id(id).role(.widgetSlot).attribute("state", slot.state)
    }

    /// Six habits, one row each: the control, the name and today's state, the recent days.
    static func large(_ slots: [WidgetSlot], _ ctx: ScreenContext, compact: Bool = false) -> Node {
        // Six rows share the height; a row too short for a second line keeps to the name.
        let type = type(ctx)
        let room = (ctx.surface.pages.first?.content.height ?? ctx.surface.bounds.height) / Double(Swift.max(1, slots.count))
        let detail = !compact && 1.3 * (type.detail.size + type.footnote.size) + 1 <= room
        return VStack(spacing: 0) {
            for (i, slot) in slots.enumerated() {
                if i > 0 { Spacer() }
                row(slot, id: slotID(i), detail: detail, ctx)
            }
        }
        .fillWidth()
    }

    static func row(_ slot: WidgetSlot, id: String, detail showsDetail: Bool, _ ctx: ScreenContext) -> Node {
        let type = type(ctx)
        return HStack(spacing: 8, alignment: .center) {
            if case .habit(let habit) = slot {
                record(habit, id: id, ctx)
            } else {
                Box(width: Metrics.touchTarget, height: Metrics.touchTarget, placeholderMark(id: id))
            }
            VStack(spacing: 1) {
                title(slot, id: id, ctx)
                if showsDetail {
                    Text(detail(slot, ctx), font: type.footnote, color: "text.secondary").id(id + "/detail").role(.detail)
                }
            }
            if case .habit(let habit) = slot { recent(habit, id: id, pitch: 11, ctx) }
        }
        .fillWidth()
        .id(id).role(.widgetSlot).attribute("state", slot.state)
    }

    // MARK: Parts

    /// The habit's name, whole (P5: never cut), or the placeholder's title. The full name is always the
    /// accessibility label.
    static func title(_ slot: WidgetSlot, id: String, _ ctx: ScreenContext, style: KeyPath<Typography, FontSpec> = \.detail) -> Node {
        let font = type(ctx)[keyPath: style].withWeight(.semibold)
        switch slot {
        case .habit(let habit):
            return Text(habit.name, font: font, language: ctx.userLanguage)
                .id(nameID(slot: id)).role(.widgetName).isName().attribute("label", habit.name)
        case .archived(let habit):
            return Text(habit.name, font: font, color: "text.secondary", language: ctx.userLanguage)
                .id(nameID(slot: id)).role(.widgetName).isName().attribute("label", habit.name)
        case .missing, .unassigned:
            let text = slot == .unassigned ? WidgetCopy.choose : WidgetCopy.missing
            return Text(text, font: font, color: "text.secondary", language: ctx.userLanguage)
                .id(id + "/placeholder").role(.message).attribute("label", text)
        }
    }

    /// Today's state of a habit place, or what a placeholder asks for.
    static func detail(_ slot: WidgetSlot, _ ctx: ScreenContext) -> String {
        switch slot {
        case .habit(let habit):
            switch ctx.profile.dayMark(for: habit, on: ctx.today) {
            case .done: return "Checked in"
            case .partial(let count, let target): return "\(count) of \(target) today"
            default: return habit.cadence(on: ctx.today).label(firstWeekday: ctx.profile.firstWeekday)
            }
        case .archived: return WidgetCopy.archived
        case .missing, .unassigned: return WidgetCopy.edit
        }
    }

    /// The last seven days, today last, `pitch` points apart: filled when done, half-filled short of the target, a soft dot
    /// when asked for, a faint one when not. Nothing marks a day as missed (J8).
    static func recent(_ habit: Habit, id: String, pitch: Double, _ ctx: ScreenContext) -> Node {
        let marks = ctx.profile.recentMarks(for: habit, through: ctx.today, days: recentDays)
        let gap = Swift.min(3, pitch * 0.3)
        return HStack(spacing: gap, alignment: .center) {
            for (k, entry) in marks.enumerated() {
                let isToday = entry.day == ctx.today
                Box(width: pitch - gap, height: pitch - gap)
                    .background(HistoryPaint.fill(entry.mark), stroke: isToday ? HistoryPaint.todayOutline(entry.mark) : nil, strokeWidth: 1.5, shape: .circle)
                    .id("\(id)/recent/\(k)").role(.widgetRecentDay)
                    .attribute("day", entry.day.description).attribute("mark", entry.mark.name)
                    .attribute("today", isToday ? "true" : "false")
            }
        }
        .id(id + "/recent").role(.widgetRecent)
    }

    /// Records today's completion: a ring that fills when done; with a daily target above one, an arc
    /// and the count toward it (each tap counts one up, and a tap at the target starts again, D6).
    static func record(_ habit: Habit, id: String, _ ctx: ScreenContext) -> Node {
        let count = ctx.profile.log(habit.id).count(on: ctx.today)
        let target = habit.dailyTarget
        let done = count >= target
        let ring = 32.0
        let control: Node
        if done {
            control = Box(width: ring, height: ring)
                .background("check.fill", shape: .circle, symbol: .checkmark("check.mark"))
        } else if target > 1 {
            var font = type(ctx).caption
            font.size = Swift.min(font.size, 11)
            control = Box(width: ring, height: ring,
                          Text("\(count)/\(target)", font: font, color: "accent", alignment: .center).id(id + "/record/count").role(.label))
                .background(nil, stroke: "check.ring", strokeWidth: Metrics.ringStroke, shape: .circle,
                            symbol: .arc("check.fill", fraction: Double(count) / Double(target)))
        } else {
            control = Box(width: ring, height: ring)
                .background(nil, stroke: "check.ring", strokeWidth: Metrics.ringStroke, shape: .circle)
        }
        let value = done ? "Checked in" : (target > 1 ? "\(count) of \(target) today" : "Not checked in")
        return Box(width: Metrics.touchTarget, height: Metrics.touchTarget, control.id(id + "/record/ring").role(.ring))
            .id(recordID(slot: id)).role(.widgetRecord).touchTarget(minimum: Metrics.touchTarget)
            .attribute("label", habit.name).attribute("value", value)
            .attribute("count", String(count)).attribute("target", String(target))
            // A button that names its habit and reads its state (P8); the count inside is read as part of it.
            .accessibility(label: habit.name, value: value, traits: [.button])
    }

    /// The empty circle a placeholder shows where a habit's control would be.
    static func placeholderMark(id: String) -> Node {
        Box(width: 32, height: 32).background("field", shape: .circle, symbol: .plus("text.tertiary")).id(id + "/placeholder-mark")
    }
}
