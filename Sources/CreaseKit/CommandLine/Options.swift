import CreaseCommandLine
import CreaseFixtures
import CreaseInput
import FoldLayout
import FoldRender
import Foundation
import HabitDomain

/// Every option of `crease`, declared once and shared by the commands that accept it.
public enum Options {
    public static let device = Option<String>.text("device", placeholder: "name|file",
                                                   help: "A device by name (the package's Fixtures/devices, then the bundled ones) or a device file.")
    public static let scenario = Option<String>.text("scenario", placeholder: "name|file",
                                                     help: "A scenario by name (the package's Fixtures/scenarios, else the bundled examples) or a scenario file.")
    public static let posture = Option<Posture>.choice("posture", help: "The device's posture.")
    public static let orientation = Option<Orientation>.choice("orientation", help: "How the device is held.").defaulting(to: .upright)
    public static let size = Option<ContentSize>.choice("size", help: "Dynamic Type size.").defaulting(to: .L)
    public static let appearance = Option<Appearance>.choice("appearance", help: "Light or dark.").defaulting(to: .light)
    /// Pixels per point (T18): 1 to 4, whole or a device's own density (2.625), or `device` for it by name.
    public static let scale = Option<ScaleSetting>("scale", placeholder: "n|device",
                                                   help: "Pixels per point: 1 to 4, fractional to three decimals (2.625), or 'device' for the device's own density."
    ) { (text: String) throws(InputError) -> ScaleSetting in
        try ScaleSetting(text: text, label: "--scale")
    }.defaulting(to: 1, shown: "1")
    public static let guides = Flag("guides", help: "Overlay the design-review guides (safe areas, rail, dock, fold, cards, first lines, touch targets).")
    public static let json = Flag.json
    public static let fixtures = Option<String>.text(
        "fixtures", placeholder: "dir",
        help: "A fixtures folder (devices/, scenarios/, datasets/, gestures/) over the bundled devices and gestures.",
        default: "$CREASE_FIXTURES, else the Fixtures/ of the package holding the current folder")

    public static let devices = Option<String>.text("devices", placeholder: "list", help: "Comma-separated devices.", default: "every known device")
    public static let scenarios = Option<String>.text("scenarios", placeholder: "list", help: "Comma-separated scenarios.",
                                                      default: "every scenario of the package's fixtures")
    public static let postures = Option<Posture>.choice("postures", help: "Comma-separated postures.", default: "every posture each device has")
    public static let orientations = Option<Orientation>.choice("orientations", help: "Comma-separated orientations.")
    public static let sizes = Option<ContentSize>.choice("sizes", help: "Comma-separated text sizes.")
    public static let appearances = Option<Appearance>.choice("appearances", help: "Comma-separated appearances.", default: "light,dark")

    public static let widget = Option<String>.text("widget", placeholder: "family|file",
                                                   help: "Lay the scenario out on a widget family's panel (system-small, system-medium, system-large) instead of a display; --device names the device class (default iphone).")
    public static let window = Option<String>.text("window", placeholder: "name|file", help: "Lay the scenario out in a window (mac-window) instead of a display.")
    public static let width = Option<Int>.integer("width", placeholder: "pt", help: "The window's width in points.", in: 1...100_000,
                                                  default: "the window's first review width")
    public static let widgets = Option<String>.text("widgets", placeholder: "list|all", help: "Widget families to add to the matrix.", default: "none")
    public static let widgetClasses = Option<String>.text("widget-classes", placeholder: "list", help: "Device classes for the widgets.",
                                                          default: "every class each family has")
    public static let windows = Option<String>.text("windows", placeholder: "list|all", help: "Windows to add to the matrix.", default: "none")
    public static let widths = Option<Int>.integer("widths", placeholder: "list", help: "Window widths in points.", in: 1...100_000,
                                                   default: "each window's review widths")

    // The profile commands' (crease profile …).
    public static let dataset = Option<String>.text(
        "dataset", placeholder: "file",
        help: "The dataset file to work on, by path (never a fixture name: these commands change the file; copy a fixture first).")
    public static let now = Option<Date>("now", placeholder: "instant",
                                         help: "Take this ISO 8601 instant as now: for today's day, the edits' timestamps and a backup's time.",
                                         default: "the clock") { (text: String) throws(InputError) -> Date in
        guard let instant = ISOInstant.parse(text) else { throw InputError(file: "--now", message: "'\(text)' is not an ISO 8601 instant") }
        return instant
    }
    public static let lockTimeout = Option<Double>.number("lock-timeout", placeholder: "s", help: "Seconds to wait for another writer's lock on the dataset.",
                                                          in: 0...600).defaulting(to: 2)
    public static let habit = Option<String>.text("habit", placeholder: "id|name", help: "The habit: its id, or its exact name.")
    public static let day = dayOption("day", help: "The day, in the profile's time zone.")
    public static let pageDay = dayOption("page-day", help: "The day the sending page showed as today (D7); any other day is refused as a stale page.",
                                          default: "today in the profile's time zone")
    public static let account = Option<String>.text("account", placeholder: "id", help: "The account the sending page showed (D7); another is refused.",
                                                    default: "the dataset's")
    public static let confirm = Flag("confirm", help: "Carry it out. Without it, print what would change and change nothing.")
    public static let dryRun = Flag("dry-run", help: "Print what would change and change nothing.")

    static func dayOption(_ name: String, help: String, default defaultText: String? = nil) -> Option<DayKey> {
        Option<DayKey>(name, placeholder: "YYYY-MM-DD", help: help, default: defaultText) { (text: String) throws(InputError) -> DayKey in
            guard let day = DayKey(text) else { throw InputError(file: "--\(name)", message: "'\(text)' is not a day of the form YYYY-MM-DD") }
            return day
        }
    }
}

extension Arguments {
    /// The fixtures for this run: `--fixtures`, `$CREASE_FIXTURES` or the package's, over the bundled ones.
    public func fixtures(_ context: CommandContext) throws(InputError) -> Fixtures {
        if let dir = try value(Options.fixtures) {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: context.url(dir).path, isDirectory: &isFolder), isFolder.boolValue else {
                throw InputError(file: "--fixtures", message: "'\(dir)' is not a folder")
            }
            return Fixtures.locate(override: context.url(dir).path, environment: context.environment, directory: context.directory)
        }
        return Fixtures.locate(environment: context.environment, directory: context.directory)
    }

    /// The state options shared by render and inspect: posture, orientation, size, appearance, scale and guides.
    /// `postureOption`: a command's own `--posture` with a default of its own (`Option.defaulting(to:)`);
    /// without one, a display needs `--posture` and a widget or window takes the cover.
    public func renderRequest(posture postureOption: Option<Posture>? = nil, on host: SurfaceHost) throws(InputError) -> RenderRequest {
        let posture: Posture
        let onSurface = has(Options.widget) || has(Options.window)
        if let postureOption { posture = try setting(postureOption) } else {
            posture = onSurface ? try value(Options.posture, or: .cover) : try required(Options.posture)
        }
        return RenderRequest(posture: posture, orientation: try setting(Options.orientation), size: try setting(Options.size),
                             options: RenderOptions(scale: try scale(on: host), appearance: try setting(Options.appearance),
                                                    guides: flag(Options.guides)))
    }

    /// `--scale` in pixels per point; `device` is the device's own density (a window's usual one).
    public func scale(on host: SurfaceHost?) throws(InputError) -> Double {
        let setting = try setting(Options.scale)
        switch setting {
        case .pixels(let value): return value
        case .device:
            switch host {
            case .device(let device): return try setting.on(device)
            case .window(let window, _): return try setting.on(window)
            case .widget(let family, _): return try setting.on(widget: family.name)
            case nil: throw InputError(file: "--scale", message: "'device' needs one device, and this renders many: give a number (2.625)")
            }
        }
    }

    /// The surface a render or inspect lays out on: a widget family's panel (`--widget`, with the
    /// device class in `--device`), a window (`--window`, `--width`), else the device's display.
    public func host(_ fixtures: Fixtures) throws(InputError) -> SurfaceHost {
        if let family = try value(Options.widget) {
            guard try value(Options.window) == nil else { throw InputError(file: "--widget", message: "and --window cannot both be given") }
            return try SurfaceHost.checkedWidget(try fixtures.widgetFamily(family), deviceClass: try value(Options.device) ?? "iphone")
        }
        if let name = try value(Options.window) {
            let window = try fixtures.window(name)
            guard let width = try value(Options.width) ?? window.widths.first else {
                throw InputError(file: "--width", message: "is required: window \(window.name) lists no review widths")
            }
            return try SurfaceHost.checkedWindow(window, width: width)
        }
        return .device(try fixtures.device(try required(Options.device)))
    }

    /// The surface options of a matrix: widget families and classes, windows and widths (`all`
    /// names every one the fixtures know).
    public func surfaces(_ fixtures: Fixtures) throws(InputError) -> (widgets: [String], classes: [String]?, windows: [String], widths: [Int]?) {
        let widgets = try list(Options.widgets), windows = try list(Options.windows)
        let classes = try list(Options.widgetClasses), widths = try list(Options.widths)
        return (widgets == ["all"] ? fixtures.names(.widgets) : widgets, classes.isEmpty ? nil : classes,
                windows == ["all"] ? fixtures.names(.windows) : windows, widths.isEmpty ? nil : widths)
    }

    /// Names from a comma-separated option, or `fallback` when it was not given.
    public func names(_ option: Option<String>, or fallback: [String]) throws(InputError) -> [String] {
        let given = try list(option)
        return given.isEmpty ? fallback : given
    }
}
