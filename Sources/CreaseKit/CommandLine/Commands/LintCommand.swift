import CreaseCommandLine
import FoldLayout
import CreaseInput
import Foundation
import HabitScreens

/// `crease lint`: the layout rules over a matrix of states, or with `--rules` the list of rules.
public enum LintCommand {
    static let rules = Flag("rules", help: "List every rule with its ID, scope and the file that holds it, and exit.")
    static let inkSizes = Option<String>.text("ink-sizes", placeholder: "sizes|none",
                                              help: "The text sizes whose layouts are also painted at 1× and each text's ink read from the pixels (P11). (default: L,AX5)")

    public static let command = Command(
        "lint", summary: "Check the layout rules over every device × posture × orientation × size × scenario.",
        options: .of(Options.fixtures, Options.devices, Options.scenarios, Options.sizes.described(default: "all 12"),
                     Options.orientations.described(default: "both"), Options.widgets, Options.widgetClasses, Options.windows, Options.widths, inkSizes, rules),
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
        var ink = Lint.defaultInkSizes
        if let text = try args.value(inkSizes) {
            ink = []
            for part in text.split(separator: ",") where part.trimmingCharacters(in: .whitespaces) != "none" {
                let name = part.trimmingCharacters(in: .whitespaces)
                guard let size = ContentSize(argument: name) else {
                    throw InputError(file: "--ink-sizes", message: "'\(name)' is no text size; one of \(ContentSize.allCases.map(\.rawValue).joined(separator: ", ")) or none")
                }
                ink.append(size)
            }
        }
        let book = HabitsRules.book
        let lint = Lint(devices: try args.names(Options.devices, or: fixtures.names(.devices)),
                        scenarios: try args.names(Options.scenarios, or: fixtures.names(.scenarios)),
                        sizes: sizes.isEmpty ? ContentSize.allCases : sizes,
                        orientations: orientations.isEmpty ? Orientation.allCases : orientations,
                        widgets: surfaces.widgets, widgetClasses: surfaces.classes, windows: surfaces.windows, windowWidths: surfaces.widths,
                        inkSizes: ink, book: book)
        let (count, findings) = try lint.run(fixtures: fixtures, progress: context.progress)
        context.finishProgress()
        for finding in findings { context.out(finding.description) }
        // Which rules ran, each with its count: a rule that found nothing says so by name.
        var byRule: [String: Int] = [:]
        for finding in findings { byRule[finding.violation.rule, default: 0] += 1 }
        let rules = book.rules
        let width = rules.map(\.id.count).max() ?? 0
        for rule in rules {
            let id = rule.id.padding(toLength: width, withPad: " ", startingAt: 0)
            context.out("  \(id)  \(byRule[rule.id, default: 0]) violation\(byRule[rule.id] == 1 ? "" : "s")  \(rule.summary)")
        }
        context.out("\(count) layouts checked against \(rules.count) rules: \(findings.count) violation\(findings.count == 1 ? "" : "s")")
        return findings.isEmpty ? 0 : 1
    }
}
