extension Surface {
    /// A window `width` points wide: the sidebar a full-height column on the leading side, and one page
    /// beside it whose content region starts below the title bar. The content margin is the page
    /// margin (`shell.pageMargin`), as on a display.
    public init(window: WindowProfile, width: Double, direction: LayoutDirection = .leftToRight) {
        let display = DeviceProfile.Display(width: width, height: window.height, cornerRadius: window.cornerRadius,
                                            safeArea: DeviceProfile.SafeAreas(upright: .zero, landscape: .zero))
        let profile = DeviceProfile(name: window.name, displayName: window.displayName, scale: window.scale, cover: display, inner: nil,
                                    fold: nil,
                                    shell: DeviceProfile.Shell(railHeight: 0, dockWidth: 0, dockMargin: 0, pageMargin: window.contentMargin),
                                    postures: DeviceProfile.PostureBands())
        self.init(device: profile, posture: .cover, orientation: .upright, direction: direction)
        kind = .window
        let side = Swift.min(window.sidebarWidth, width)
        let leading = direction == .leftToRight
        let sidebar = Rect(x: leading ? 0 : width - side, y: 0, width: side, height: window.height)
        let page = Rect(x: leading ? side : 0, y: 0, width: width - side, height: window.height)
        let bar = Rect(x: page.x, y: 0, width: page.width, height: window.titleBarHeight)
        self.sidebar = sidebar
        self.titleBar = bar
        pages = [Page(index: 0, frame: page,
                      content: Rect(x: page.x, y: bar.maxY, width: page.width, height: Swift.max(0, page.height - bar.height)))]
    }
}
