import FoldLayout
import Foundation
import HabitDomain

/// Manage groups (D16): the user's groups in their order, each with its handle to reorder it, its
/// name, how many habits carry it, Rename and Archive; archived groups below with Restore (their
/// habits and history kept); and New group at the bottom of the card. Nothing here regroups a habit.
public enum ManageGroupsPage {
    public static let cardID = "groups"
    public static let archivedID = "groups/archived"

    public static func content(_ ctx: ScreenContext) -> Node {
        let profile = ctx.profile
        let active = profile.activeGroups, archived = profile.archivedGroups
        return VStack(spacing: 0) {
            HabitsPage.titleBand(Copy.manageGroups, ctx, id: "groups/title")
            HabitsPage.card(id: cardID) {
                for (i, group) in active.enumerated() {
                    if i > 0 { PageParts.separator() }
                    row(group, ctx)
                }
                if !active.isEmpty { PageParts.separator() }
                PageParts.button(Copy.newGroup, id: "groups/new", ctx)
                    .padding(Insets(left: Metrics.rowHorizontal, right: Metrics.rowHorizontal))
            }
            if !archived.isEmpty {
                Text("Archived groups", font: ctx.type.sectionTitle, color: "text.secondary").id("groups/archived/title").role(.section)
                    .keepsWordsWhole()
                    .padding(Insets(top: Metrics.sectionSpacing, left: 4, bottom: 8, right: 4))
                HabitsPage.card(id: archivedID) {
                    for (i, group) in archived.enumerated() {
                        if i > 0 { PageParts.separator() }
                        row(group, ctx)
                    }
                }
            }
        }
    }

    /// A group's row. An active group's handle leads it (VoiceOver: `Reorder`, with the group's
    /// name), growing with the name beside it (P4); its buttons go beside each other under the name, or
    /// one under the other where they cannot share a line with their words whole.
    static func row(_ group: HabitGroup, _ ctx: ScreenContext) -> Node {
        let id = "groups/" + group.id.uuidString.lowercased()
        let name = Metrics.name(ctx.size) {
            Text(group.name, font: Typography($0).name, color: group.isArchived ? "text.secondary" : "text", language: ctx.userLanguage)
                .id(id + "/name").role(.name).isName().guide(.firstLine(across: id))
        }
        let line = Text(ctx.profile.groupLine(group), font: ctx.type.detail, color: "text.secondary").id(id + "/detail").role(.detail)
        let actions: [(String, String)] = group.isArchived ? [("Restore", "restore")] : [("Rename", "rename"), ("Archive", "archive")]
        let buttons = FirstFit {
            HStack(spacing: 20, alignment: .center) {
                for (title, key) in actions {
                    PageParts.button(title, id: "\(id)/\(key)", value: group.name, ctx, accompanies: id + "/name", in: "groups/actions",
                                     shrinks: false).hugContent()
                }
            }
            // One under the other, every row's at one size: the largest that sets each whole (P13).
            VStack(spacing: 0, alignment: .leading) {
                for (title, key) in actions {
                    PageParts.button(title, id: "\(id)/\(key)", value: group.name, ctx, accompanies: id + "/name", in: "groups/actions",
                                     sharing: "groups/actions")
                }
            }
        }
        let text = VStack(spacing: Metrics.detailSpacing, alignment: .leading) { name; line; buttons }
        return HStack(spacing: 10, alignment: .firstLine) {
            if !group.isArchived { grip(id: id + "/reorder", name: group.name, beside: id + "/name", ctx) }
            text
        }
        .padding(Insets(top: 10, left: Metrics.rowHorizontal, bottom: 4, right: Metrics.rowHorizontal))
        .fillWidth()
        .id(id).role(.row)
    }

    /// The handle a group is dragged by, 20 pt beside a 17 pt name and growing with it (P4).
    static func grip(id: String, name: String, beside: String, _ ctx: ScreenContext) -> Node {
        let scale = GlyphScale(text: beside, ratio: 20.0 / 17, bounds: Metrics.scaled(20...32))
        let d = scale.size(beside: ctx.type.name.size)
        let glyph = Box(width: d, height: d).background(nil, symbol: .grip("text.tertiary")).id(id + "/icon").role(.grip).scales(scale)
            .accompanies(beside, in: "groups/grip", proportion: 20.0 / 17)
        let touch = Swift.max(Metrics.touchTarget, d + 8)
        return Box(width: touch, height: touch, glyph).id(id).role(.button).touchTarget(minimum: Metrics.touchTarget)
            .accessibility(label: "Reorder", value: name, traits: [.adjustable])
    }
}
