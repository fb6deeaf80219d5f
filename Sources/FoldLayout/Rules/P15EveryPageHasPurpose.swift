import CreaseInput

/// P15: every page has a purpose. On a display of two pages each shows the current screen (the
/// `purpose` its content declares), and a secondary page does not lie mostly empty while another
/// page's content runs on past its edge, unless it shows a quiet empty state (`Semantics.isQuiet`);
/// an error shows once, with its action on its page; the scrim behind a modal covers every page the
/// modal blocks; and sheets follow one specification (`SheetSpecification`): they reach their page's
/// bottom edge, round their corners by its radius, and show a grabber and a header that stays (a desktop
/// window's sheet hangs from its title bar with no grabber).
public struct P15EveryPageHasPurpose: LayoutRule {
    public let sheets: SheetSpecification
    public init(sheets: SheetSpecification = SheetSpecification()) { self.sheets = sheets }
    public let id = "P15"
    public let summary = "Every page shows the current screen, errors show once with their action, scrims cover every page, sheets follow one specification"
    public let scope = "displays of two pages; errors, modals and sheets on every surface; a page's purpose on settled frames only: during an unfold the other page fades in (M2), so the transition's first frame shows it blank"
    public let source = RuleGeometry.relativeSource(#filePath)
    /// What a page with purpose fills of its content region at the least while another page's runs on.
    public static let leastFilled = 0.5

    /// What every sheet of a family of screens looks like.
    public struct SheetSpecification: Hashable, Sendable {
        public var cornerRadius: Double
        public init(cornerRadius: Double = 16) { self.cornerRadius = cornerRadius }
    }

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] { check(surface, layout, Visibility(surface, layout)) }

    public func check(_ surface: Surface, _ layout: SolvedLayout, _ visibility: Visibility) -> [Violation] {
        pages(surface, layout, visibility) + checkTransitionFrame(surface, layout, visibility)
    }

    /// Errors, scrims and sheets hold on every frame; what each page shows, once the transition has settled.
    public func checkTransitionFrame(_ surface: Surface, _ layout: SolvedLayout, _ visibility: Visibility) -> [Violation] {
        errors(surface, layout, visibility) + scrims(surface, layout, visibility) + sheetSpecification(surface, layout, visibility)
    }

    /// The page a rectangle's middle lies on.
    static func page(of rect: Rect, _ surface: Surface) -> Int? { RuleGeometry.page(holding: rect, on: surface)?.index }

    func pages(_ surface: Surface, _ layout: SolvedLayout, _ visibility: Visibility) -> [Violation] {
        guard surface.kind == .display, surface.pages.count > 1 else { return [] }
        var out: [Violation] = []
        // What each page's content (not an overlay's) says it is, and what of it shows.
        var purposes: [Int: (screen: String, node: String)] = [:]
        var filled: [Int: Rect] = [:]
        var overlays = Set<Int>()
        var quiet = Set<Int>()
        for (k, node) in layout.nodes.enumerated() where node.semantics.overlay != nil || node.semantics.coversChrome { overlays.insert(k) }
        func inOverlay(_ k: Int) -> Bool {
            var p = k
            var hops = 0
            while p >= 0, hops < 10_000 {
                if overlays.contains(p) { return true }
                p = visibility.plan.parent(of: p)
                hops += 1
            }
            return false
        }
        for (k, node) in layout.nodes.enumerated() {
            guard let page = Self.page(of: node.clip ?? node.frame, surface) else { continue }
            // What an overlay shows fills its page too (an editor sheet over a page is that page's purpose for
            // now); only a scrim, which dims rather than shows, fills nothing.
            let overlaid = inOverlay(k)
            if !overlaid, let screen = node.semantics.purpose, purposes[page] == nil { purposes[page] = (screen, node.id) }
            if !overlaid, node.semantics.isQuiet, visibility[k].isShown { quiet.insert(page) }
            if !node.isRegion, !node.semantics.coversChrome, node.text != nil || node.decoration?.fill != nil, let shown = visibility[k].bounds {
                filled[page] = filled[page].map { $0.union(shown) } ?? shown
            }
        }
        // Pages are judged by the screen they say they show: a layout that declares no purpose is not judged here.
        guard let primary = purposes.keys.min() else { return [] }
        let first = purposes[primary]
        for page in surface.pages {
            if filled[page.index] == nil {
                out.append(Violation(rule: id, node: "page/\(page.index)", message: "page \(page.index + 1) is blank: it shows nothing of the screen"))
            } else if let mine = purposes[page.index], let first, mine.screen != first.screen {
                out.append(Violation(rule: id, node: mine.node,
                                     message: "page \(page.index + 1) shows \(mine.screen) beside \(first.screen): each page shows the current screen"))
            }
        }
        // A secondary page that lies mostly empty while another's content runs on past its edge. The first page
        // shows the screen itself, whatever its length; a quiet empty state leaves its room on purpose.
        let runsOn = visibility.plan.fades.contains { $0.edge == .bottom }
        if runsOn {
            for page in surface.pages where page.index != primary && !quiet.contains(page.index) {
                let region = page.content
                guard region.height > 0, let shown = filled[page.index] else { continue }
                let usedHeight = Swift.max(0, Swift.min(shown.maxY, region.maxY) - region.minY)
                let runningOn = visibility.plan.fades.contains { $0.edge == .bottom && Self.page(of: $0.region, surface) != page.index
                    && Self.page(of: $0.region, surface) != nil }
                if runningOn, usedHeight / region.height < Self.leastFilled {
                    out.append(Violation(rule: id, node: "page/\(page.index)",
                                         message: "page \(page.index + 1) is \(Int(((1 - usedHeight / region.height) * 100).rounded()))% empty while the other page's content runs on past its edge"))
                }
            }
        }
        return out
    }

    func errors(_ surface: Surface, _ layout: SolvedLayout, _ visibility: Visibility) -> [Violation] {
        var out: [Violation] = []
        var shown: [String: [Int]] = [:]
        for (k, node) in layout.nodes.enumerated() where visibility[k].isShown {
            if let error = node.semantics.reportsError { shown[error, default: []].append(k) }
        }
        for (error, nodes) in shown.sorted(by: { $0.key < $1.key }) {
            for extra in nodes.dropFirst() {
                out.append(Violation(rule: id, node: layout.nodes[extra].id, message: "repeats the error \(error): an error shows once"))
            }
            guard let k = nodes.first else { continue }
            let page = Self.page(of: layout.nodes[k].frame, surface)
            let acted = layout.nodes.indices.contains { c in
                layout.nodes[c].semantics.actsOnError == error && visibility[c].isShown && Self.page(of: layout.nodes[c].frame, surface) == page
            }
            if !acted {
                out.append(Violation(rule: id, node: layout.nodes[k].id, message: "reports \(error) with no action on its page"))
            }
        }
        return out
    }

    func scrims(_ surface: Surface, _ layout: SolvedLayout, _ visibility: Visibility) -> [Violation] {
        // The topmost modal that shows, and the scrims painted before it.
        guard let m = layout.nodes.lastIndex(where: { $0.semantics.isModal && $0.opacity >= 0.5 }), visibility[m].isShown else { return [] }
        let scrims = layout.nodes.indices.prefix(m).filter { layout.nodes[$0].isShownScrim }
            .map { visibility.plan.clips[$0].map(layout.nodes[$0].frame.intersection) ?? layout.nodes[$0].frame }
        var out: [Violation] = []
        for page in surface.pages {
            var left = [page.frame]
            for s in scrims { left = Visibility.subtract(s, from: left) }
            let uncovered = left.reduce(0) { $0 + $1.width * $1.height }
            if uncovered > page.frame.width * page.frame.height * 0.02 {
                out.append(Violation(rule: id, node: layout.nodes[m].id,
                                     message: "blocks page \(page.index + 1), but no scrim dims \(Int((uncovered / (page.frame.width * page.frame.height) * 100).rounded()))% of it"))
            }
        }
        return out
    }

    func sheetSpecification(_ surface: Surface, _ layout: SolvedLayout, _ visibility: Visibility) -> [Violation] {
        var out: [Violation] = []
        let plan = visibility.plan
        for (k, node) in layout.nodes.enumerated() where node.semantics.overlay == .sheet && node.opacity >= 0.5 {
            let region = plan.clips[k] ?? node.frame
            // The page's bottom edge where it is the display's; above a fold, where the page's content ends.
            let page = RuleGeometry.page(holding: region, on: surface)
            let bottom = page.map { $0.sheetBottom(in: surface.bounds) } ?? surface.bounds.maxY
            let shownBottom = Swift.min(node.frame.maxY, region.maxY)
            // A desktop window's sheet hangs from its title bar, with no grabber: the rest of the specification holds.
            let touch = surface.kind != .window
            if touch, shownBottom < bottom - 1 {
                out.append(Violation(rule: id, node: node.id,
                                     message: "ends \((bottom - shownBottom).compactText) pt above its page's bottom edge: a sheet reaches it"))
            }
            if abs((node.decoration?.cornerRadius ?? 0) - sheets.cornerRadius) > 0.5 {
                out.append(Violation(rule: id, node: node.id,
                                     message: "rounds its corners by \((node.decoration?.cornerRadius ?? 0).compactText) pt; sheets by \(sheets.cornerRadius.compactText) pt"))
            } else if !visibility[k].losses.isDisjoint(with: [.clipped, .scrolled]), node.frame.minY < (plan.clips[k]?.minY ?? node.frame.minY) - 0.5 {
                out.append(Violation(rule: id, node: node.id, message: "has scrolled: its rounded top is cut off"))
            }
            let inside = layout.nodes.indices.dropFirst(k + 1).prefix { plan.isInside($0, k) }
            if touch, !inside.contains(where: { layout.nodes[$0].semantics.part == .grabber && visibility[$0].isShown }) {
                out.append(Violation(rule: id, node: node.id, message: "shows no grabber"))
            }
            let own = plan.region(of: k)
            let scrollsWhole = visibility[k].losses.contains(.scrolled)
            if scrollsWhole || !inside.contains(where: { layout.nodes[$0].semantics.part == .header && plan.region(of: $0) == own }) {
                out.append(Violation(rule: id, node: node.id, message: "has no header that stays while its body scrolls"))
            }
        }
        return out
    }
}
