import CreaseCommandLine
import CreaseInput
import FoldLayout
import Foundation

/// `crease devices`: the device profiles with their figures.
public enum DevicesCommand {
    public static let command = Command(
        "devices", summary: "List the device profiles, widget families and windows (bundled, and the package's own) with their figures.",
        options: .of(Options.fixtures, Options.json)
    ) { args, context in
        let fixtures = try args.fixtures(context)
        var profiles: [DeviceProfile] = []
        for name in fixtures.names(.devices) { profiles.append(try fixtures.device(name)) }
        if args.flag(Options.json) {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            context.out(String(decoding: try encoder.encode(profiles), as: UTF8.self))
            return 0
        }
        for p in profiles { context.out(line(p)) }
        for name in fixtures.names(.widgets) {
            let family = try fixtures.widgetFamily(name)
            let sizes = family.classes.compactMap { c in family.sizes[c].map { "\(c) \($0.width.compactText)×\($0.height.compactText)" } }
            context.out("\(name.padding(toLength: 18, withPad: " ", startingAt: 0))  widget  \(sizes.joined(separator: ", "))")
        }
        for name in fixtures.names(.windows) {
            let window = try fixtures.window(name)
            context.out("\(name.padding(toLength: 18, withPad: " ", startingAt: 0))  window  widths \(window.widths.map(String.init).joined(separator: ", ")) pt")
        }
        return 0
    }

    /// One line per device: cover and spread sizes, the fold, scale, shell figures and cutouts.
    static func line(_ p: DeviceProfile) -> String {
        var parts = ["\(p.name.padding(toLength: 18, withPad: " ", startingAt: 0))",
                     "cover \(p.cover.width.compactText)×\(p.cover.height.compactText)"]
        if let inner = p.inner, !p.everyFold.isEmpty {
            parts.append("spread \(inner.width.compactText)×\(inner.height.compactText)")
            for fold in p.everyFold {
                let kind = fold.width > 0 ? "hinge \(fold.width.compactText) wide" : "crease"
                parts.append("\(fold.axis.rawValue) \(kind) at \(fold.position.compactText), clearance \(fold.clearance.compactText)")
            }
        } else {
            parts.append("single screen")
        }
        parts.append("@\(p.scale.compactText)x")
        parts.append("rail \(p.shell.railHeight.compactText), dock \(p.shell.dockWidth.compactText)")
        // A display's own chrome and its cutouts (S8), where it has them.
        for (label, display) in [("cover", Optional(p.cover)), ("inner", p.inner)] {
            guard let display else { continue }
            if let own = display.shell { parts.append("\(label): rail \(own.railHeight.compactText), dock \(own.dockWidth.compactText)") }
            let cutouts = display.cutouts ?? []
            if !cutouts.isEmpty {
                parts.append("\(label) cutouts: " + cutouts.map { "\($0.shape.rawValue) \($0.width.compactText)×\($0.height.compactText)" }.joined(separator: ", "))
            }
        }
        return parts.joined(separator: "  ")
    }
}
