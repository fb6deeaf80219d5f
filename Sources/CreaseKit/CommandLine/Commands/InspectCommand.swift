import CreaseCommandLine
import CreaseInput
import FoldLayout
import Foundation
import HabitDomain

/// `crease inspect`: the domain's view of a scenario and, with a device, its layout.
public enum InspectCommand {
    static let at = Option<Date>("at", placeholder: "instant", help: "An ISO 8601 instant to use instead of the scenario's 'now'.") { (text: String) throws(InputError) -> Date in
        guard let instant = ISOInstant.parse(text) else { throw InputError(file: "--at", message: "'\(text)' is not an ISO 8601 instant") }
        return instant
    }

    /// Inspect lays a device out as an opened spread unless told otherwise.
    public static let posture = Options.posture.defaulting(to: .spread)

    public static let command = Command(
        "inspect", summary: "Print the domain's view of a scenario and, with --device, its layout.",
        options: .of(Options.scenario, Options.fixtures, at, Options.device.described("Add the layout on this device."),
                     posture, Options.orientation, Options.size, Options.widget, Options.window,
                     Options.width, Options.json),
        discussion: "Frames are [x, y, width, height] in points, origin at the active display's top left."
    ) { args, context in
        let fixtures = try args.fixtures(context)
        var state = try fixtures.state(try args.required(Options.scenario))
        if let instant = try args.value(at) { state.now = instant }
        var inspection = Inspection(state: state)
        if args.has(Options.device) || args.has(Options.widget) || args.has(Options.window) {
            let host = try args.host(fixtures)
            let request = try args.renderRequest(posture: posture, on: host)
            try host.check(request)
            try Pipeline.check(state, on: host, size: request.size)
            let (surface, solved) = try Pipeline().solve(state, on: host, request)
            inspection.add(surface, solved, size: request.size)
        }
        context.out(inspection.json())
        return 0
    }
}
