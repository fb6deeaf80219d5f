import CreaseInput
import FoldLayout

/// A state's surface with its data loaded: a device profile, a widget family at one device class's
/// size, or a window profile at a width. The pipeline lays scenarios out on it.
public enum SurfaceHost: Hashable, Sendable {
    case device(DeviceProfile)
    case widget(PanelFamily, deviceClass: String)
    case window(WindowProfile, width: Int)

    /// The surface for a request: the device in the request's posture and orientation, the family's
    /// panel at its class's size, or the window at its width (panels and windows ignore posture and
    /// orientation).
    public func surface(_ request: RenderRequest, direction: LayoutDirection = .leftToRight) -> Surface {
        switch self {
        case .device(let device):
            Surface(device: device, posture: request.posture, orientation: request.orientation, direction: direction)
        case .widget(let family, let deviceClass):
            Surface(panel: family, size: family.sizes[deviceClass] ?? PanelFamily.Size(width: 1, height: 1), direction: direction)
        case .window(let window, let width):
            Surface(window: window, width: Double(width), direction: direction)
        }
    }

    /// I4, no silent substitutes: a device with one screen has only the cover posture, and a request
    /// for another is refused instead of drawn as the cover.
    public func check(_ request: RenderRequest) throws(InputError) {
        guard case .device(let device) = self, !device.isFoldable, request.posture != .cover else { return }
        throw InputError(file: "--posture", message: "\(device.name) has one screen, so its only posture is cover (got \(request.posture.rawValue))")
    }

    /// The kind of surface it makes.
    public var kind: Surface.Kind {
        switch self {
        case .device: .display
        case .widget: .panel
        case .window: .window
        }
    }

    /// The device's, family's or window's name.
    public var name: String {
        switch self {
        case .device(let device): device.name
        case .widget(let family, _): family.name
        case .window(let window, _): window.name
        }
    }

    /// The text sizes the surface's platform offers: every size, but only a window's own on a desktop.
    public var contentSizes: [ContentSize] {
        if case .window(let window, _) = self { return window.contentSizes }
        return ContentSize.allCases
    }

    /// A widget family at a device class, or an error naming the classes the family has.
    public static func checkedWidget(_ family: PanelFamily, deviceClass: String) throws(InputError) -> SurfaceHost {
        guard family.sizes[deviceClass] != nil else {
            throw InputError(file: "widget family \(family.name)", field: "sizes",
                             message: "has no size for the device class '\(deviceClass)' (known: \(family.classes.joined(separator: ", ")))")
        }
        return .widget(family, deviceClass: deviceClass)
    }

    /// A window at a width, or an error when the width is outside its range.
    public static func checkedWindow(_ window: WindowProfile, width: Int) throws(InputError) -> SurfaceHost {
        try window.checkWidth(width, field: "width", file: "window \(window.name)")
        return .window(window, width: width)
    }
}
