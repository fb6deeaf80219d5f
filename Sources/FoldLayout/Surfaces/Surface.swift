/// Where a screen is laid out: a device in one posture and orientation (the active display, its
/// physical pages and their content regions, S3), a fixed-size panel, or a desktop window. In points,
/// with the origin at the top left of the display, panel or window.
public struct Surface: Hashable, Sendable {
    /// What the surface is.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// A device's display in a posture (`init(device:posture:orientation:direction:)`).
        case display
        /// A fixed-size panel shown on another screen's home screen (`init(panel:size:direction:)`).
        case panel
        /// A resizable desktop window with a sidebar (`init(window:width:direction:)`).
        case window
    }

    /// A display, a panel or a window.
    public var kind: Kind
    /// The display, or for a panel or a window a single display of its size, with no fold or shell chrome.
    public var device: DeviceProfile
    public var posture: Posture
    public var orientation: Orientation
    public var direction: LayoutDirection
    /// The active display's bounds (origin 0, 0).
    public var bounds: Rect
    public var cornerRadius: Double
    public var safeArea: Insets
    public var pages: [Page]
    /// The hinges or creases on the active display, leading first (S7: a tri-fold's two); empty when the
    /// posture shows one page.
    public var folds: [FoldBand]
    /// The first (on a book or a flip, the only) hinge or crease; `nil` when the posture shows one page.
    public var fold: FoldBand? { folds.first }
    /// The shell rail, one band per page that touches the display's top edge.
    public var rails: [Rect]
    /// The side dock, one column per page that reaches the display's trailing edge (P2: a fold that runs
    /// across the dock splits it, each part ending before the fold's clearance); empty when the device
    /// has none.
    public var docks: [Rect]
    /// A window's sidebar, a full-height column on the leading side that page content never enters;
    /// `nil` for displays and panels.
    public var sidebar: Rect?
    /// A window's title bar across its page, above all content; `nil` for displays and panels.
    public var titleBar: Rect?
    /// The shell chrome of the active display (S8): its own, else the device's.
    public var shell: DeviceProfile.Shell
    /// The active display's camera islands and punch holes, as they lie in this orientation (S8).
    public var cutouts: [CutoutShape]

    /// A cutout as it lies on the active display: its shape in `frame`, and the clearance content keeps.
    public struct CutoutShape: Hashable, Sendable {
        public var shape: DeviceProfile.Cutout.Shape
        public var frame: Rect
        public var clearance: Double
        /// The shape grown by its clearance, as a rectangle: no content may enter it.
        public var keepOut: Rect {
            Rect(x: frame.x - clearance, y: frame.y - clearance, width: frame.width + 2 * clearance, height: frame.height + 2 * clearance)
        }
        /// What the shape surely hides of what lies under it: a circle the square inside it, a pill its
        /// middle and the squares inside its round ends, a notch all of it.
        public var hidden: [Rect] {
            switch shape {
            case .rectangle: return [frame]
            case .circle:
                let side = Swift.min(frame.width, frame.height) / 2.0.squareRoot()
                return [Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)]
            case .pill:
                let r = Swift.min(frame.width, frame.height) / 2
                let side = 2 * r / 2.0.squareRoot()
                if frame.width >= frame.height {
                    return [Rect(x: frame.minX + r, y: frame.minY, width: frame.width - 2 * r, height: frame.height),
                            Rect(x: frame.minX + r - side / 2, y: frame.midY - side / 2, width: side / 2, height: side),
                            Rect(x: frame.maxX - r, y: frame.midY - side / 2, width: side / 2, height: side)]
                }
                return [Rect(x: frame.minX, y: frame.minY + r, width: frame.width, height: frame.height - 2 * r),
                        Rect(x: frame.midX - side / 2, y: frame.minY + r - side / 2, width: side, height: side / 2),
                        Rect(x: frame.midX - side / 2, y: frame.maxY - r, width: side, height: side / 2)]
            }
        }
    }

    /// `insets` grown so the content region clears every cutout by its clearance (S8): each cutout
    /// pushes the edge it lies nearest, as the platforms derive a display's safe insets from its
    /// cutouts. `width`×`height`: the display as held; `landscape`: the cutouts (upright) are turned.
    public static func clearing(_ insets: Insets, of cutouts: [DeviceProfile.Cutout], width: Double, height: Double, landscape: Bool) -> Insets {
        var out = insets
        for c in cutouts {
            let keep = placed(c, landscape: landscape).keepOut
            let distances = [keep.minY, keep.minX, height - keep.maxY, width - keep.maxX]
            switch distances.indices.min(by: { distances[$0] < distances[$1] }) ?? 0 {
            case 0: out.top = Swift.max(out.top, keep.maxY)
            case 1: out.left = Swift.max(out.left, keep.maxX)
            case 2: out.bottom = Swift.max(out.bottom, height - keep.minY)
            default: out.right = Swift.max(out.right, width - keep.minX)
            }
        }
        return out
    }

    /// A cutout as it lies on the display held upright or in landscape (a quarter turn maps an upright
    /// x to a landscape y, as for the fold and the safe areas).
    static func placed(_ c: DeviceProfile.Cutout, landscape: Bool) -> CutoutShape {
        let frame = landscape ? Rect(x: c.y, y: c.x, width: c.height, height: c.width) : Rect(x: c.x, y: c.y, width: c.width, height: c.height)
        return CutoutShape(shape: c.shape, frame: frame, clearance: c.clearance)
    }

    /// One physical page.
    public struct Page: Hashable, Sendable {
        public var index: Int
        public var frame: Rect
        /// The page less its safe area, shell rail, dock and dock margin, and fold clearance.
        public var content: Rect

        /// Where a sheet on the page ends (P15): the page's bottom edge where it is the display's (`bounds`),
        /// else, above a fold, where its content ends.
        public func sheetBottom(in bounds: Rect) -> Double {
            frame.maxY >= bounds.maxY - 0.5 ? frame.maxY : content.maxY
        }
    }

    /// The fold as it lies on the active display.
    public struct FoldBand: Hashable, Sendable {
        public var frame: Rect
        public var axis: DeviceProfile.Fold.Axis
        public var clearance: Double
        /// How this fold is held (S7): `halfOpened` or `spread`; each fold of a tri-fold has its own.
        public var posture: Posture = .spread
        /// True for a hinge with width (a gap between two screens), false for a crease.
        public var isHinge: Bool { axis == .vertical ? frame.width > 0 : frame.height > 0 }
        /// `rect`, on the page `page` beside the fold, cut back to end where the keep-out begins.
        func clear(_ rect: Rect, onPage page: Rect) -> Rect {
            let keep = keepOut
            var out = rect
            if axis == .vertical {
                if page.maxX <= frame.minX + 0.001 {
                    out.width = Swift.max(0, Swift.min(rect.maxX, keep.minX) - rect.minX)
                } else {
                    out.x = Swift.max(rect.minX, keep.maxX)
                    out.width = Swift.max(0, rect.maxX - out.x)
                }
            } else if page.maxY <= frame.minY + 0.001 {
                out.height = Swift.max(0, Swift.min(rect.maxY, keep.minY) - rect.minY)
            } else {
                out.y = Swift.max(rect.minY, keep.maxY)
                out.height = Swift.max(0, rect.maxY - out.y)
            }
            return out
        }

        /// The fold grown by its clearance on both sides: no content may enter it (L1).
        public var keepOut: Rect {
            axis == .vertical
                ? Rect(x: frame.x - clearance, y: frame.y, width: frame.width + 2 * clearance, height: frame.height)
                : Rect(x: frame.x, y: frame.y - clearance, width: frame.width, height: frame.height + 2 * clearance)
        }
    }

    /// `foldPostures`: how each fold is held (S7), leading first, when they differ; by default every
    /// fold is in `posture`.
    public init(device: DeviceProfile, posture: Posture, orientation: Orientation,
                direction: LayoutDirection = .leftToRight, foldPostures: [Posture]? = nil) {
        self.kind = .display
        self.device = device
        self.posture = posture
        self.orientation = orientation
        self.direction = direction

        let opened = posture != .cover && device.inner != nil
        let display = opened ? (device.inner ?? device.cover) : device.cover
        let upright = orientation == .upright
        let width = upright ? display.width : display.height
        let height = upright ? display.height : display.width
        bounds = Rect(x: 0, y: 0, width: width, height: height)
        cornerRadius = display.cornerRadius
        let declared = display.cutouts ?? []
        cutouts = declared.map { Self.placed($0, landscape: !upright) }
        safeArea = Self.clearing(upright ? display.safeArea.upright : display.safeArea.landscape, of: declared,
                                 width: width, height: height, landscape: !upright)

        // Rotating a book-style device into landscape turns its vertical fold horizontal (L3):
        // a clockwise quarter turn maps an upright x to a landscape y.
        var bands: [FoldBand] = []
        if opened {
            for (k, fold) in device.everyFold.enumerated() {
                let axis: DeviceProfile.Fold.Axis = upright ? fold.axis : (fold.axis == .vertical ? .horizontal : .vertical)
                let frame = axis == .vertical
                    ? Rect(x: fold.position, y: 0, width: fold.width, height: height)
                    : Rect(x: 0, y: fold.position, width: width, height: fold.width)
                let held = foldPostures.flatMap { k < $0.count ? $0[k] : nil } ?? posture
                bands.append(FoldBand(frame: frame, axis: axis, clearance: fold.clearance, posture: held == .cover ? posture : held))
            }
        }
        self.folds = bands

        var pageFrames: [Rect]
        if let axis = bands.first?.axis {
            // One page before each fold, and one after the last.
            pageFrames = []
            var from = 0.0
            for band in bands {
                pageFrames.append(axis == .vertical ? Rect(x: from, y: 0, width: band.frame.minX - from, height: height)
                                                    : Rect(x: 0, y: from, width: width, height: band.frame.minY - from))
                from = axis == .vertical ? band.frame.maxX : band.frame.maxY
            }
            pageFrames.append(axis == .vertical ? Rect(x: from, y: 0, width: width - from, height: height)
                                                : Rect(x: 0, y: from, width: width, height: height - from))
            // Pages are listed in reading order: in right-to-left the first page is the right one.
            if direction == .rightToLeft && axis == .vertical { pageFrames.reverse() }
        } else {
            pageFrames = [bounds]
        }

        let shell = device.shell(of: display)
        self.shell = shell
        let safe = bounds.inset(by: safeArea)
        // The dock's column on the display's trailing edge, below the rail.
        let dockX = direction == .leftToRight ? safe.maxX - shell.dockWidth : safe.minX
        var docks: [Rect] = []
        var rails: [Rect] = []
        var pages: [Page] = []
        for (index, frame) in pageFrames.enumerated() {
            var content = frame.intersection(safe)
            if frame.minY <= 0.001, shell.railHeight > 0 {
                rails.append(Rect(x: content.minX, y: content.minY, width: content.width, height: shell.railHeight))
                content.y += shell.railHeight
                content.height = Swift.max(0, content.height - shell.railHeight)
            }
            // Chrome ends before the fold (P2): a page's dock spans its own height only, less the clearance.
            let column = bands.reduce(content) { $1.axis == .horizontal ? $1.clear($0, onPage: frame) : $0 }
            if shell.dockWidth > 0, dockX >= frame.minX - 0.001, dockX + shell.dockWidth <= frame.maxX + 0.001, column.height > 0 {
                let dockRect = Rect(x: dockX, y: column.minY, width: shell.dockWidth, height: column.height)
                docks.append(dockRect)
                if direction == .leftToRight {
                    content.width = Swift.max(0, dockRect.minX - shell.dockMargin - content.minX)
                } else {
                    let newMin = dockRect.maxX + shell.dockMargin
                    content.width = Swift.max(0, content.maxX - newMin)
                    content.x = newMin
                }
            }
            for band in bands { content = band.clear(content, onPage: frame) }
            pages.append(Page(index: index, frame: frame, content: content))
        }
        self.pages = pages
        self.rails = rails
        self.docks = docks
    }

    /// The posture as people name it (S5): a held partial fold is `tabletop` when its fold runs across
    /// the display (horizontal) and `book` when it runs down it; otherwise the posture's own name.
    public var postureName: String {
        guard posture == .halfOpened, let fold else { return posture.rawValue }
        return fold.axis == .horizontal ? "tabletop" : "book"
    }

    /// The size of the rendered image in points: the active display.
    public var size: (width: Double, height: Double) { (bounds.width, bounds.height) }
}
