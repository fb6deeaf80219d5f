import CreaseCommandLine
import CreaseInput
import Foundation

/// `crease render`: one scenario state on one device to a PNG.
public enum RenderCommand {
    static let output = Option<String>.text("output", placeholder: "file.png", help: "Where to write the PNG (written atomically).")
    static let fullPage = Flag("full-page", help: "Capture the page whole: the display grown to its scroll content, one tall image (T18).")

    public static let command = Command(
        "render", summary: "Render one scenario state on a device to a PNG.",
        options: .of(Options.device, Options.posture, Options.scenario, Options.orientation, Options.size, Options.appearance,
                     Options.scale, Options.guides, Options.fixtures, Options.widget, Options.window, Options.width, fullPage, output),
        discussion: "The image is the active display in that posture (or the widget's panel, or the window): its size in points times --scale (--scale device: the device's own density, 2.625 for most foldables)."
    ) { args, context in
        let fixtures = try args.fixtures(context)
        let host = try args.host(fixtures)
        let state = try fixtures.state(try args.required(Options.scenario))
        var request = try args.renderRequest(on: host)
        request.fullPage = args.flag(fullPage)
        try host.check(request)
        let path = try args.required(output)
        guard path.hasSuffix(".png") else { throw InputError(file: "--output", message: "must name a .png file (got \(path))") }
        try Pipeline().renderPNG(state, on: host, request, to: context.url(path))
        context.out(path)
        return 0
    }
}
