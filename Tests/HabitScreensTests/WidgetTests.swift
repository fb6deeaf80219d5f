import CreaseTestSupport
import FoldLayout
import Foundation
import HabitDomain
import Testing
@testable import HabitScreens

/// The Habits widgets (W1): one, three or six places, each an assigned habit with its recent days and a
/// control that records today, or a configuration placeholder.
@Suite struct WidgetTests {
    static let families = ["system-small", "system-medium", "system-large"]

    func slots(_ layout: SolvedLayout) -> [SolvedNode] { layout.nodes(role: .widgetSlot) }

    @Test("W1: the six-habit widget shows six places, each with the full name as its label, seven recent days and a record control")
    func sixHabits() throws {
        let state = try Surfaces.state("widget")
        let layout = Surfaces.solve(state, on: try Surfaces.widget("system-large"))
        let places = slots(layout)
        #expect(places.count == 6)
        #expect(layout[WidgetScreen.rootID]?.attributes["places"] == "6")
        let assigned = try #require(state.scenario.widget?.habits).compactMap { $0 }
        for (i, slot) in places.enumerated() {
            #expect(slot.attributes["state"] == "habit")
            let habit = try #require(state.profile.habit(assigned[i]))
            let name = try #require(layout[WidgetScreen.nameID(slot: slot.id)])
            #expect(name.text?.content.string == habit.name && name.attributes["label"] == habit.name)
            #expect(layout[WidgetScreen.recordID(slot: slot.id)]?.attributes["label"] == habit.name)
            #expect(layout.nodes(role: .widgetRecentDay).filter { $0.id.hasPrefix(slot.id + "/") }.count == WidgetScreen.recentDays)
        }
    }

    @Test("W1: small, medium and large hold one, three and six habits on every device class the families list", arguments: families)
    func places(_ family: String) throws {
        let expected = ["system-small": 1, "system-medium": 3, "system-large": 6][family]
        for deviceClass in try TestSupport.fixtures.widgetFamily(family).classes {
            let layout = Surfaces.solve(try Surfaces.state("widget"), on: try Surfaces.widget(family, on: deviceClass))
            #expect(slots(layout).count == expected, "\(family) on \(deviceClass)")
        }
    }

    @Test("W1: after a check-in from the widget it offers its own Undo, reading what it takes back; the medium keeps its three places",
          arguments: families)
    func widgetUndo(_ family: String) throws {
        let state = try Surfaces.state("widget-undo")
        let layout = Surfaces.solve(state, on: try Surfaces.widget(family))
        let undo = try #require(layout[WidgetScreen.rootID + "/undo"])
        #expect(undo.semantics.accessibility?.label == "Undo" && undo.semantics.accessibility?.value == "Drink water · logged")
        #expect(undo.frame.width >= 44 && undo.frame.height >= 44)
        // The Undo stands below every place, on the panel.
        let bottom = slots(layout).map(\.frame.maxY).max() ?? 0
        #expect(undo.frame.minY >= bottom - 0.5)
        if family == "system-medium" { #expect(slots(layout).count == 3) }
        // The habit it took back shows its one new completion (W4, P7): Drink water, 3 of 8 before the tap.
        #expect(layout[WidgetScreen.recordID(slot: WidgetScreen.slotID(0))]?.attributes["value"] == "4 of 8 today")
        // Without the check-in, no Undo.
        let plain = Surfaces.solve(try Surfaces.state("widget"), on: try Surfaces.widget(family))
        #expect(plain[WidgetScreen.rootID + "/undo"] == nil)
    }

    @Test("W4, P7: a widget's check-in records one completion: a habit with a daily target of 8 goes from 3 of 8 to 4 of 8, as a tap from a page does",
          arguments: families)
    func widgetRecordsOneCompletion(_ family: String) throws {
        let before = try Surfaces.state("widget")
        let after = try Surfaces.state("widget-undo")
        let id = try #require(after.scenario.action?.habits.first)
        let habit = try #require(after.profile.habit(id))
        #expect(habit.dailyTarget == 8)
        #expect(before.profile.log(id).count(on: before.today) == 3)
        #expect(after.profile.log(id).count(on: after.today) == 4)
        // The same tap from a page (`crease profile check-in`) gives the same count.
        var tapped = before.profile
        try tapped.tap(id, on: before.today)
        #expect(tapped.log(id).count(on: before.today) == after.profile.log(id).count(on: after.today))
        // And the widget draws it: the record's count and its value.
        let record = try #require(Surfaces.solve(after, on: try Surfaces.widget(family))[WidgetScreen.recordID(slot: WidgetScreen.slotID(0))])
        #expect(record.attributes["count"] == "4" && record.attributes["value"] == "4 of 8 today")
        // A screen reader hears the same: a button naming the habit, reading its count (P8), not a bare "4/8".
        #expect(record.semantics.accessibility?.label == "Drink water" && record.semantics.accessibility?.value == "4 of 8 today")
        #expect(record.semantics.accessibility?.traits.contains(.button) == true)
    }

    @Test("W1: missing, archived and unchosen habits stay in their places as configuration placeholders, without a record control")
    func placeholders() throws {
        let state = try Surfaces.state("widget-placeholders")
        let layout = Surfaces.solve(state, on: try Surfaces.widget("system-large"))
        #expect(slots(layout).map { $0.attributes["state"] ?? "" } == ["habit", "missing", "archived", "unassigned", "habit", "unassigned"])
        for slot in slots(layout) where slot.attributes["state"] != "habit" {
            #expect(layout[WidgetScreen.recordID(slot: slot.id)] == nil)
        }
        #expect(layout[WidgetScreen.slotID(1) + "/placeholder"]?.text?.content.string == WidgetCopy.missing)
        #expect(layout[WidgetScreen.nameID(slot: WidgetScreen.slotID(2))]?.text?.content.string == "Meditate")
        #expect(layout[WidgetScreen.slotID(2) + "/detail"]?.text?.content.string == WidgetCopy.archived)
        #expect(layout[WidgetScreen.slotID(3) + "/placeholder"]?.text?.content.string == WidgetCopy.choose)
        // The medium widget keeps the first three places, placeholders included, in order.
        let medium = Surfaces.solve(state, on: try Surfaces.widget("system-medium"))
        #expect(slots(medium).map { $0.attributes["state"] ?? "" } == ["habit", "missing", "archived"])
    }

    @Test("W1, P5: a widget never configured shows the first active habits in page order, as many as show their names whole")
    func defaultAssignment() throws {
        let state = try Surfaces.state("widget-long-names")
        let layout = Surfaces.solve(state, on: try Surfaces.widget("system-medium"))
        let names = slots(layout).compactMap { layout[WidgetScreen.nameID(slot: $0.id)]?.attributes["label"] }
        #expect(!names.isEmpty && names.count <= 3)
        #expect(names == state.profile.pageOrder.prefix(names.count).map(\.name))
        for slot in slots(layout) {
            let text = try #require(layout[WidgetScreen.nameID(slot: slot.id)]?.text)
            #expect(TextWholeness.isWhole(text), "\(text.lines.map(\.text))")
        }
    }

    @Test("W1, J1, D6: a daily target's control shows the count toward it; each tap counts one up and a tap at the target starts again")
    func dailyTarget() throws {
        var state = try Surfaces.state("widget")
        let surface = try Surfaces.widget("system-small")
        let water = try #require(state.scenario.widget?.habits.first ?? nil)
        func record() -> SolvedNode? { Surfaces.solve(state, on: surface)[WidgetScreen.recordID(slot: WidgetScreen.slotID(0))] }
        #expect(record()?.attributes["count"] == "3" && record()?.attributes["target"] == "8")
        #expect(record()?.attributes["value"] == "3 of 8 today")
        #expect(Surfaces.solve(state, on: surface)[WidgetScreen.recordID(slot: WidgetScreen.slotID(0)) + "/count"]?.text?.content.string == "3/8")
        for _ in 0..<5 { try state.profile.tap(water, on: state.today) }
        #expect(record()?.attributes["value"] == "Checked in")
        #expect(record()?.attributes["count"] == "8")
        try state.profile.tap(water, on: state.today)
        #expect(record()?.attributes["count"] == "0" && record()?.attributes["value"] == "0 of 8 today")
    }

    @Test("W1, P5: at the largest text size a long name shows whole, hyphenated down the small widget, and labelled in full")
    func longNames() throws {
        let state = try Surfaces.state("widget-long-names")
        let layout = Surfaces.solve(state, on: try Surfaces.widget("system-small"), size: .AX5)
        let name = try #require(layout[WidgetScreen.nameID(slot: WidgetScreen.slotID(0))])
        let text = try #require(name.text)
        #expect(text.lines.count >= 2 && !text.lines.contains { $0.text.hasSuffix("…") })
        #expect(name.attributes["label"] == "Donaudampfschifffahrtsgesellschaftskapitänsmützenpflege")
        #expect(TextWholeness.isWhole(text))
    }

    @Test("W1: every widget scenario on every family, device class and text size keeps every rule",
          arguments: ["widget", "widget-placeholders", "widget-long-names"])
    func rules(_ scenario: String) throws {
        let state = try Surfaces.state(scenario)
        for family in Self.families {
            for deviceClass in try TestSupport.fixtures.widgetFamily(family).classes {
                for size in [ContentSize.xS, .L, .xxxL, .AX5] {
                    let surface = try Surfaces.widget(family, on: deviceClass)
                    let violations = Surfaces.violations(surface, Surfaces.solve(state, on: surface, size: size))
                    #expect(violations.isEmpty, "\(family) on \(deviceClass) at \(size): \(violations.prefix(3))")
                }
            }
        }
    }
}
