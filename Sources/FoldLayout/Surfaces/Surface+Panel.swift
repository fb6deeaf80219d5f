extension Surface {
    /// A panel of `family` at one of its sizes: a single page the panel's size, with rounded corners and
    /// nothing of a device's chrome, whose content region keeps the family's content margin from every edge.
    public init(panel family: PanelFamily, size: PanelFamily.Size, direction: LayoutDirection = .leftToRight) {
        let display = DeviceProfile.Display(width: size.width, height: size.height, cornerRadius: family.cornerRadius,
                                            safeArea: DeviceProfile.SafeAreas(upright: .zero, landscape: .zero))
        let profile = DeviceProfile(name: family.name, displayName: family.displayName, scale: 1, cover: display, inner: nil, fold: nil,
                                    shell: DeviceProfile.Shell(railHeight: 0, dockWidth: 0, dockMargin: 0, pageMargin: 0),
                                    postures: DeviceProfile.PostureBands())
        self.init(device: profile, posture: .cover, orientation: .upright, direction: direction)
        kind = .panel
        pages[0].content = bounds.inset(by: Insets(all: family.contentMargin))
    }
}
