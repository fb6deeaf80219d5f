import CreaseCommandLine
import CreaseInput
import Foundation
import HabitDomain

/// `crease profile group`: Manage groups from the command line (D16): rename, archive (its habits and
/// their history kept), restore, or move a group to a place among the groups in use.
public enum ProfileGroupCommand {
    static let group = Option<String>.text("group", placeholder: "id|name", help: "The group: its id, or its exact name.")
    static let rename = Option<String>.text("rename", placeholder: "name", help: "Its new name.")
    static let archive = Flag("archive", help: "Archive it; its habits keep it and their history.")
    static let restore = Flag("restore", help: "Restore an archived group.")
    static let position = Option<Int>.integer("position", placeholder: "n", help: "Its place among the groups in use, from 1.", in: 1...10_000)

    public static let command = Command(
        "profile group", summary: "Rename, archive, restore or reorder a group (D16: nothing regroups a habit).",
        options: .of(Options.dataset, group, rename, archive, restore, position, Options.now, Options.lockTimeout)
    ) { args, context in
        let newName = try args.value(rename), place = try args.value(position)
        let asked = [newName != nil, args.flag(archive), args.flag(restore), place != nil].filter { $0 }.count
        guard asked == 1 else {
            throw InputError(file: "crease profile group", message: "needs exactly one of --rename, --archive, --restore or --position (got \(asked))")
        }
        let operations = try ProfileCommand.operations(args, context)
        let profile = try ProfileCommand.load(operations)
        let file = operations.store.url.path
        let chosen = try ProfileCommand.pick(profile.groups, by: \.name, option: group, args, noun: "group", file: file)
        let after = try ProfileCommand.run { () throws(ProfileStore.StoreError) -> Profile in
            try operations.apply { (p: inout Profile) throws(DomainError) in
                if let newName { try p.renameGroup(chosen.id, to: newName) }
                if args.flag(archive) { try p.setGroupArchived(chosen.id, true) }
                if args.flag(restore) { try p.setGroupArchived(chosen.id, false) }
                if let place { try p.moveGroup(chosen.id, toPosition: place) }
            }
        }
        let now = after.group(chosen.id) ?? chosen
        let name = now.name == chosen.name ? now.name : "\(chosen.name) renamed \(now.name)"
        let order = after.activeGroups.map(\.name).joined(separator: ", ")
        context.out("\(file): \(name)\(now.isArchived ? " (archived)" : "") · \(after.groupLine(now)). Groups in use: \(order.isEmpty ? "none" : order).")
        return 0
    }
}
