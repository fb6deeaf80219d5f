import FoldLayout
import Foundation
import HabitDomain

/// What shows over the active Habits page right after an action (D14, D15): the Archive habit menu
/// held open on a habit, the Delete habit confirmation over the editor, the message with its Undo after
/// an archive or delete, and a check-in's confirmation.
public enum ActionOverlays {
    public static let menuID = "menu"
    public static let messageID = "message"
    public static let undoID = "message/undo"
    public static let deleteDialogID = "delete-dialog"

    @NodeBuilder
    static func overlays(_ ctx: ScreenContext) -> [Node] {
        if let action = ctx.state.scenario.action, let region = ctx.overlayRegion(0) {
            switch action.kind {
            case .archiveMenu:
                if let habit = action.habits.first.flatMap(ctx.profile.habit) {
                    dim(ctx, id: "scrim/menu")
                    // The menu opens on the held row (P3): its name lifted over the row, the action below.
                    Region(region, HStack(spacing: 0) {
                        archiveMenu(habit, ctx, room: region.height).fillWidth()
                    }).id("menu-region")
                }
            case .deleteConfirmation:
                dim(ctx, id: "scrim/delete")
                centered(deleteDialog(ctx, room: region.height - 32), in: region, ctx, id: "delete-region")
            case .archived, .deleted:
                if let undo = ctx.state.undo { messageBar(undo.message, undo: true, in: region, ctx) }
            case .checkedIn:
                if let confirmation = ctx.state.confirmation { messageBar(confirmation, undo: false, in: region, ctx) }
            }
        }
    }

    /// A modal's scrim: over the whole display (every page it blocks, P15), under the modal.
    static func dim(_ ctx: ScreenContext, id: String) -> Node {
        let frame = ctx.surface.bounds
        return Region(frame, Box(height: frame.height).fillWidth().background("scrim").role(.scrim).coversChrome().id(id)).id(id + "-region")
    }

    /// A dialog or menu in the middle of the page, as wide as a dialog is.
    static func centered(_ content: Node, in region: Rect, _ ctx: ScreenContext, id: String) -> Node {
        let inner = region.inset(by: Insets(all: 16))
        let width = Swift.min(inner.width, Swift.max(270, ctx.type.body.size * 16))
        return Region(inner, VStack(spacing: 0) {
            Spacer()
            HStack(spacing: 0) {
                Spacer()
                content.frame(width: width)
                Spacer()
            }
            Spacer()
        }).id(id)
    }

    /// A press and hold on a habit: its name above the menu that offers `Archive habit` (D15).
    /// Where the page is too short for both (a flip phone's cover), the menu is the habit's name over its
    /// action; shorter still, the two at a smaller size.
    static func archiveMenu(_ habit: Habit, _ ctx: ScreenContext, room: Double) -> Node {
        let action = menuButton(Copy.archiveHabit, id: "menu/archive", color: "text", ctx).background("dialog", cornerRadius: 14)
        // The lifted preview is the row itself, as wide as the card it lies in, so it covers the row whole
        // (P12: the row's detail showed between a name-only preview and the action).
        let preview = HabitsPage.row(habit, ctx, lifted: true)
            .padding(Metrics.cardPadding)
            .background("card", cornerRadius: Metrics.cardRadius)
            .id("menu/habit").overlayPart(.title)
            // Read as the habit's name, once: the preview's ring and chart are a picture of the row's.
            .accessibility(label: habit.name, traits: [.staticText])
        // Where the page is too short for the preview (a flip's cover at accessibility sizes), the menu
        // still says what it acts on (P12): the habit's name as its title, over the action; shorter
        // still, both at the largest size that fits (never under a third of the page's title, P10).
        func titled(_ size: ContentSize) -> Node {
            VStack(spacing: 0) {
                Text(habit.name, font: Typography(size).footnote, color: "text.secondary", alignment: .center, language: ctx.userLanguage)
                    .id("menu/title/label").role(.name).isName()
                    .padding(Insets(top: 10, left: 16, bottom: 8, right: 16))
                    .fillWidth()
                    .id("menu/title").overlayPart(.title).accessibility(label: habit.name, traits: [.header])
                Box(height: 1).fillWidth().background("separator", shape: .hairline).role(.separator)
                menuButton(Copy.archiveHabit, id: "menu/archive", color: "text", ctx.sized(size))
            }
            .background("dialog", cornerRadius: 14)
        }
        let sizes = Metrics.legibleSizes(ctx.size, .footnote)
        return FirstFit(maxHeight: room) {
            VStack(spacing: 10) { preview; action }
            for size in sizes.isEmpty ? [ctx.size] : sizes { titled(size) }
        }
        .id(menuID).role(.dialog).overlay(.menu).staysInOnePage().accessibilityModal()
        .anchored(to: "row/" + HabitsPage.key(habit.id), .over)
    }

    /// A menu or dialog button; where its words cannot stay whole at the text size (AX5 on a cover screen),
    /// at the largest accessibility size that keeps them whole (L8).
    static func menuButton(_ title: String, id: String, color: Paint, _ ctx: ScreenContext) -> Node {
        FirstFit {
            for size in Metrics.nameSizes(ctx.size) {
                Text(title, font: Typography(size).button, color: color, alignment: .center).id(id + "/label").keepsWordsWhole()
            }
        }
            .padding(horizontal: 16, vertical: 12)
            .frame(minHeight: Metrics.touchTarget)
            .fillWidth()
            .id(id).role(.button).accessibility(label: title, traits: [.button])
    }

    /// Delete habit's confirmation (D15): it removes the habit for good; Undo after it still brings it back.
    static func deleteDialog(_ ctx: ScreenContext, room: Double) -> Node {
        let name = ctx.state.scenario.editor?.habit.flatMap(ctx.profile.habit)?.name ?? ""
        return alert(id: deleteDialogID, title: "Delete this habit?", message: "\(name) and its history will be removed.",
                     actions: [AlertAction(title: Copy.deleteHabit, id: deleteDialogID + "/delete", color: "destructive"),
                               AlertAction(title: "Cancel", id: deleteDialogID + "/cancel", color: "accent")],
                     room: room, ctx)
    }

    /// The least height an alert with `actions` actions needs: a line of its title and every action at
    /// the smallest size it takes.
    static func alertLeast(actions: Int, _ ctx: ScreenContext) -> Double {
        titleLine(ctx.size) + Double(actions) * actionHeight(.L)
    }

    /// A line of an alert's title at `size` with the body's padding.
    static func titleLine(_ size: ContentSize) -> Double { Typography(size).sectionTitle.size * 1.3 + 32 }

    /// An alert's action on one line at `size`, with the hairline above it.
    static func actionHeight(_ size: ContentSize) -> Double {
        Swift.max(Metrics.touchTarget, Typography(size).button.size * 1.3 + 24) + 2
    }

    /// One action of an alert.
    struct AlertAction {
        let title: String
        let id: String
        let color: Paint
    }

    /// An alert (P12), every one of the app's: its title and message in a body that scrolls where the
    /// page is too short for all of it, over its actions, which stay in view, at the largest text size at
    /// which they fit under a line of the body (a flip phone's cover at AX5); its title then at most three
    /// times its actions' text (P10). `room`: the height it may take. Its parts are `id/title`,
    /// `id/message` and each action's own id.
    static func alert(id: String, title: String, message: String?, actions: [AlertAction], room: Double, kind: Semantics.Overlay = .dialog,
                      _ ctx: ScreenContext) -> Node {
        // Each text's sizes, largest first, down to a third of the page's title behind it (P10).
        let page = Typography(ctx.size).pageTitle.size
        func legible(_ font: (Typography) -> FontSpec) -> [ContentSize] {
            let all = ContentSize.allCases.filter { $0 <= ctx.size && 3 * font(Typography($0)).size >= page - 0.01 }.reversed()
            return all.isEmpty ? [ctx.size] : Array(all)
        }
        let actionSizes = legible(\.button), sizes = legible(\.sectionTitle)
        let messageSize = legible(\.detail).last ?? ctx.size
        let ladder = actionSizes
        // The message at the largest of its sizes up to `largest` that keeps its words whole (`removed`, P14).
        func messageText(_ message: String, largest: ContentSize) -> Node {
            func text(_ size: ContentSize) -> Node {
                Text(message, font: Typography(size).detail, color: "text.secondary", alignment: .center).id(id + "/message").role(.message)
            }
            return FirstFit {
                for size in legible(\.detail) where size <= largest { text(size).keepsWordsWhole() }
                text(largest)
            }
        }
        return FirstFit(maxHeight: room) {
            for size in ladder {
                // The title at the largest size that keeps a whole line of it in view above the actions, and at
                // most three times their text (P10); the body keeps that line (and its padding) in view.
                let free = room - Double(actions.count) * actionHeight(size)
                let titleSize = sizes.first {
                    Typography($0).sectionTitle.size <= 3 * Typography(size).button.size + 0.01 && titleLine($0) <= free
                } ?? sizes.last ?? size
                // Only the last alternative gives up part of that line, so that its actions stay in view.
                let least = size == ladder.last ? Swift.max(0, Swift.min(titleLine(titleSize), free)) : titleLine(titleSize)
                VStack(spacing: 0) {
                    Scroll(minHeight: least) {
                        VStack(spacing: 6) {
                            Metrics.largestWhole(titleSize) { size in
                                Text(title, font: Typography(size).sectionTitle, alignment: .center).id(id + "/title").role(.title).overlayPart(.title)
                                    .accessibility(label: title, traits: [.header])
                            }
                            if let message { messageText(message, largest: Swift.max(titleSize, messageSize)) }
                        }
                        .padding(Insets(top: 18, left: 16, bottom: 14, right: 16))
                        .fillWidth()
                    }
                    for action in actions {
                        Box(height: 1).fillWidth().background("separator", shape: .hairline).role(.separator)
                        menuButton(action.title, id: action.id, color: action.color, ctx.sized(size))
                    }
                }
            }
        }
        .frame(maxHeight: room)
        .background("dialog", cornerRadius: 14)
        .id(id).role(.dialog).overlay(kind).staysInOnePage().accessibilityModal()
    }

    /// How far above the bottom of the first page's region the message bar reaches, with a gap above it,
    /// in a layout that has one: the band the page gives up to it.
    public static func messageBand(_ layout: SolvedLayout, _ surface: Surface) -> Double? {
        guard let bar = layout[messageID], let page = surface.pages.first else { return nil }
        let band = page.content.maxY - surface.shell.pageMargin - bar.frame.minY + 8
        return band > 8 ? band : nil
    }

    /// The message at the bottom of the page: an action's Undo message (`Walk · archived` with Undo) or a
    /// check-in's confirmation. Undo sits beside the message where both keep their words whole, else under it.
    static let barPadding = 10.0

    static func messageBar(_ message: String, undo: Bool, in region: Rect, _ ctx: ScreenContext) -> Node {
        func text(_ size: ContentSize) -> Node {
            Text(message, font: Typography(size).body, language: ctx.userLanguage).id(messageID + "/text").role(.message)
        }
        func undoButton(_ size: ContentSize, inset: Double) -> Node {
            Text(Copy.undo, font: Typography(size).button, color: "accent").id(undoID + "/label").keepsWordsWhole()
                .padding(horizontal: inset)
                .frame(minHeight: Metrics.touchTarget)
                .id(undoID).role(.button).accessibility(label: Copy.undo, value: message, traits: [.button])
        }
        // At most half the page, so the page keeps room above it: where the text size would take more
        // (a flip phone's cover at an accessibility size), the largest size that keeps it there (L8).
        let sizes = Metrics.nameSizes(ctx.size)
        let bar = FirstFit(maxHeight: region.height / 2 - 2 * barPadding) {
            for size in sizes {
                if undo {
                    HStack(spacing: 12, alignment: .center) { text(size).keepsWordsWhole(); undoButton(size, inset: 8).hugContent() }
                    VStack(spacing: 4, alignment: .leading) { text(size).keepsWordsWhole(); undoButton(size, inset: 0) }
                } else {
                    text(size).keepsWordsWhole()
                }
            }
            let smallest = sizes.last ?? ctx.size
            if undo { VStack(spacing: 4, alignment: .leading) { text(smallest); undoButton(smallest, inset: 0) } } else { text(smallest) }
        }
        .padding(horizontal: 16, vertical: barPadding)
        .frame(minHeight: Metrics.touchTarget)
        .fillWidth()
        .background("dialog", stroke: "card.border", strokeWidth: 0, cornerRadius: 14)
        .id(messageID).role(.message).overlay(.message).staysInOnePage()
        return Region(region, VStack(spacing: 0) {
            Spacer()
            bar.padding(Insets(bottom: 12))
        }).id("message-region")
    }
}
