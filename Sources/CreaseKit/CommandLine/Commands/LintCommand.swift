import FoldLayout
import CreaseInput
import Foundation
import HabitScreens

/// `crease lint`: the layout rules over a matrix of states, or with `--rules` the list of rules.
public enum LintCommand {
    static let rules = Flag("rules", help: "List every rule with its ID, scope and the file that holds it, and exit.")

    public static let command = Command(
        "lint", summary: "Check the layout rules over every device × posture × orientation × size × scenario.",
        options: .of(Options.fixtures, Options.devices, Options.scenarios, Options.sizes.described(default: "all 12"),
                     Options.orientations.described(default: "both"), Options.widgets, Options.widgetClasses, Options.windows, Options.widths, rules),
        discussion: "Exits 1 and lists each violation with its state, rule and node when any rule is broken."
    ) { args, context in
        if args.flag(rules) {
            for line in RuleCatalog.lines { context.out(line) }
            return 0
        }
        let fixtures = try args.fixtures(context)
        let sizes = try args.list(Options.sizes)
        let orientations = try args.list(Options.orientations)
        let surfaces = try args.surfaces(fixtures)
        let lint = Lint(devices: try args.names(Options.devices, or: fixtures.names(.devices)),
                        scenarios: try args.names(Options.scenarios, or: fixtures.names(.scenarios)),
                        sizes: sizes.isEmpty ? ContentSize.allCases : sizes,
                        orientations: orientations.isEmpty ? Orientation.allCases : orientations,
                        widgets: surfaces.widgets, widgetClasses: surfaces.classes, windows: surfaces.windows, windowWidths: surfaces.widths)
        let (count, findings) = try lint.run(fixtures: fixtures, progress: context.progress)
        context.finishProgress()
        for finding in findings { context.out(finding.description) }
        let ran = HabitsRules.book.rules.map(\.id).joined(separator: ", ")
        context.out("\(count) layouts checked against \(ran): \(findings.count) violation\(findings.count == 1 ? "" : "s")")
        return findings.isEmpty ? 0 : 1
    }
}
