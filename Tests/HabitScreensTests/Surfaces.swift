import CreaseTestSupport
import FoldLayout
import HabitDomain
@testable import HabitScreens

/// Scenarios laid out on widget families, windows and displays with the font-free measurer, for the
/// widget, history and Mac tests.
enum Surfaces {
    static let measurer = ApproximateTextMeasurer()

    static func state(_ scenario: String) throws -> ScenarioState { try TestSupport.fixtures.state(scenario) }

    static func widget(_ family: String, on deviceClass: String = "iphone") throws -> Surface {
        let f = try TestSupport.fixtures.widgetFamily(family)
        return Surface(panel: f, size: f.sizes[deviceClass] ?? PanelFamily.Size(width: 1, height: 1))
    }

    static func window(width: Double, direction: LayoutDirection = .leftToRight) throws -> Surface {
        Surface(window: try TestSupport.fixtures.window("mac-window"), width: width, direction: direction)
    }

    static func display(_ device: String, _ posture: Posture = .cover, direction: LayoutDirection = .leftToRight) throws -> Surface {
        Surface(device: try TestSupport.fixtures.device(device), posture: posture, orientation: .upright, direction: direction)
    }

    /// The layout of `state` on `surface`, mirrored when the surface reads right to left, as the pipeline does.
    static func solve(_ state: ScenarioState, on surface: Surface, size: ContentSize = .L) -> SolvedLayout {
        let layout = LayoutSolver(measurer: measurer).solve(Screens.build(ScreenContext(surface: surface, size: size, state: state)),
                                                            bounds: surface.bounds)
        return surface.direction == .rightToLeft ? layout.mirrored() : layout
    }

    /// The rule violations of a layout, as `rule node` strings.
    /// Every violation but the breaks inside words and P14's typesetting: the font-free measurer has no
    /// hyphenation patterns and breaks lines by estimated widths, so L8's and P14's typesetting are held
    /// with the real text engine (TypesettingTests, P14TypographyTests, and `crease lint --widgets all
    /// --windows all` over the whole matrix), not here.
    static func violations(_ surface: Surface, _ layout: SolvedLayout) -> [String] {
        HabitsRules.book.check(surface, layout)
            .filter { !($0.rule == "L8" && $0.message.hasSuffix(L08TextWholeAndInside.insideWordMessage)) && $0.rule != "P14" }
            .map { "\($0.rule) \($0.node): \($0.message)" }
    }
}
