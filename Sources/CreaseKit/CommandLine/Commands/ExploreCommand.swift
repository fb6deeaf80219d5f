import CreaseCommandLine
import CreaseIO
import CreaseInput
import FoldLayout
import Foundation

/// `crease explore`: a gesture as an offline page to scrub through frame by frame (X1).
public enum ExploreCommand {
    static let output = Option<String>.text("output", placeholder: "dir", help: "Folder to write the page into (index.html and frames/); nothing is written outside it.",
                                            default: "explore-<gesture>-<device> in the current folder")

    public static let command = Command(
        "explore", summary: "Write an offline page to scrub through a fold gesture frame by frame: picture, angle, postures and rule checks (X1).",
        options: .of(Options.device, Options.fixtures, Options.scenario.described(default: "the gesture's own, else typical"), SimulateCommand.gesture,
                     SimulateCommand.sensor, SimulateCommand.timeUnit, SimulateCommand.part, SimulateCommand.start, SimulateCommand.fps, SimulateCommand.minFrames, Options.orientation, Options.sizes.described(default: "L"),
                     Options.appearances.described(default: "light"), SimulateCommand.scale, output),
        discussion: """
        The page (index.html) needs no network: open it from the folder, or keep the folder as a CI artifact. A slider \
        runs over every frame (← → one frame, Home End, Space plays at real speed), the hinge-angle chart's cursor \
        follows it, and beside the picture are the frame's angle, raw and committed posture, transition progress, \
        held time and every rule checked; a broken rule outlines its node on the picture and marks its frames red on \
        the slider. Each text size (--sizes) and appearance (--appearances) is run with Reduce Motion off and on; the \
        page switches between them, and the frame and switches live in the address (#frame=…). Each distinct picture \
        is stored once, however many frames show it.
        """
    ) { args, context in
        let fixtures = try args.fixtures(context)
        let deviceName = try args.required(Options.device), gestureName = try args.required(SimulateCommand.gesture)
        let folder = context.url(try args.value(output) ?? "explore-\(Self.stem(gestureName))-\(Self.stem(deviceName))")
        try OutputFolder.check(folder, label: "--output")
        var setup = SimulateCommand.Setup(deviceName: deviceName, gestureName: gestureName,
                                          scenarioName: try args.value(Options.scenario), fps: try args.setting(SimulateCommand.fps),
                                          reduceMotion: false, minimumFrames: try args.setting(SimulateCommand.minFrames),
                                          orientation: try args.setting(Options.orientation), size: .L)
        try setup.readLogs(args)
        let simulate = try setup.load(fixtures)
        let sizes = try args.list(Options.sizes), appearances = try args.list(Options.appearances)
        // No --sizes: the run's own size (L); no --appearances: light.
        let explorer = GestureExplorer(simulate: simulate, sizes: sizes, appearances: appearances, scale: try args.setting(SimulateCommand.scale))
        let report = try explorer.write(into: folder, pipeline: try Pipeline())
        context.out("explorer: \(report.page.path)")
        let equal = report.frames * report.variants - report.stored
        context.out("\(report.frames) frames × \(report.variants) variants (\(explorer.sizes.map(\.rawValue).joined(separator: ", ")); "
                    + "\(explorer.appearances.map(\.rawValue).joined(separator: ", ")); Reduce Motion off and on): "
                    + "\(report.stored) distinct pictures stored as PNGs (\(equal) frames repeat one); "
                    + String(format: "%.1f MB", Double(report.bytes) / 1_000_000))
        if report.violations > 0 {
            context.out("\(report.violations) rule violations on \(report.violatingFrames) frames (\(explorer.sizes[0].rawValue), "
                        + "\(explorer.appearances[0].rawValue), full motion): marked red on the slider")
        } else {
            context.out("every frame holds every rule (\(explorer.sizes[0].rawValue), full motion)")
        }
        return 0
    }

    /// A name or path as part of the default folder's name: its file name without extension.
    static func stem(_ name: String) -> String {
        StateKey.safe(((name as NSString).lastPathComponent as NSString).deletingPathExtension)
    }
}
