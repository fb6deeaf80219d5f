import FoldLayout

/// A continuous move from one solved layout to another (M2–M5): nodes matched by identity move
/// along an easing curve; nodes on one side only fade. Interrupting it starts a new transition from
/// the frames on screen at that moment (M4).
///
/// Every frame is a layout on the display it is drawn on (`surface`: the display of the posture the
/// transition goes to), held to the rules a settled layout is held to:
/// - a node placed in a page's content region is clipped to that region of the display, and never
///   lies past its sides or above its top: where the start layout does not fit the display (a spread's
///   card on a folded device's page with a dock), the transition starts from the first point of its
///   path that does, so the card narrows to the dock margin on the frame the display changes, then
///   moves on; every frame is still a blend of the two layouts, so rows, text and card agree;
/// - a node that fades out is clipped to the page of the display it lies on, and hidden when it lies
///   on none (the other page of a spread, on a folded device) or does not fit that page's width;
/// - text is never wider than its moving box: it shows the end layout's lines once they fit, until
///   then the start layout's, or whichever side's lines were wrapped narrower (never re-wrapped, L8);
///   its first line moves from where it is in the start layout to where it is in the end layout, so
///   what lines up with it (a check ring, L7) stays lined up when the side shown changes.
public struct Transition: Sendable {
    public var from: SolvedLayout
    public var to: SolvedLayout
    public var start: Double
    public var duration: Double
    public var easing: Gesture.Easing
    /// The display the frames are drawn on; `nil`: frames are only interpolated, not held to a display.
    public var surface: Surface?
    /// Where on the path from `from` to `to` the first frame is (0 unless `from` does not fit `surface`).
    public let head: Double
    /// How fast the transition leaves `from`, as its path's share per unit of progress (0: from rest).
    /// A transition that interrupts another starts at the speed the first had along the new path (M4,
    /// M9): set from rest, the card of a Flip6 with a 50 ms hold stopped dead from 9 pt a frame.
    public var launch = 0.0

    /// The most a launch may be: faster, the curve would overshoot its end.
    public static let fastestLaunch = 2.5
    /// For each node of `to`, its partner's index in `from` (matched once, by identity).
    let partners: [Int?]
    /// Nodes of `from` with no partner: they fade out.
    let leaving: [Int]
    /// The identity index every interpolated frame shares.
    let frameIndex: [String: Int]
    let bounds: Rect
    /// For each leaving node, the content region of the display's page it fades on: `nil` when it is
    /// not held to the display, an empty rectangle when it is hidden.
    let leavingClips: [Rect?]
    /// For each text node of `to` with a partner, the widest line of each side and which side's
    /// lines were wrapped narrower (measured once: every frame asks).
    let texts: [TextSides?]

    struct TextSides: Sendable {
        var widestTo: Double
        var widestFrom: Double?
        var fromIsNarrower: Bool
        /// How far below each side's frame top its first line's middle is: a frame sets either side's
        /// lines so that their first line's middle moves from one to the other, as everything lined up
        /// with it (a check ring, L7) does.
        var firstTo: Double
        var firstFrom: Double?
    }

    public init(from: SolvedLayout, to: SolvedLayout, start: Double, duration: Double, easing: Gesture.Easing = .easeInOut,
                surface: Surface? = nil) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
        self.easing = easing
        self.surface = surface
        let fromIndex = from.index
        let partners = to.nodes.map { fromIndex[$0.id] }
        self.partners = partners
        let toIndex = to.index
        leaving = from.nodes.indices.filter { toIndex[from.nodes[$0].id] == nil }
        var index = toIndex
        for (k, i) in leaving.enumerated() where index[from.nodes[i].id] == nil { index[from.nodes[i].id] = to.nodes.count + k }
        frameIndex = index
        bounds = from.bounds.width * from.bounds.height >= to.bounds.width * to.bounds.height ? from.bounds : to.bounds
        texts = to.nodes.enumerated().map { k, node in
            guard let i = partners[k], let new = node.text else { return nil }
            let old = from.nodes[i].text
            return TextSides(widestTo: new.widestLine, widestFrom: old?.widestLine, fromIsNarrower: (old?.wrapWidth ?? .infinity) < new.wrapWidth,
                             firstTo: new.firstLine.midY - node.frame.minY, firstFrom: old.map { $0.firstLine.midY - from.nodes[i].frame.minY })
        }
        guard let surface else {
            head = 0
            leavingClips = []
            return
        }
        var head = 0.0
        for (k, node) in to.nodes.enumerated() {
            guard let i = partners[k], Self.isHeld(node), let region = node.clip else { continue }
            head = Swift.max(head, Self.firstFit(from.nodes[i].frame, node.frame, in: region))
        }
        self.head = head
        leavingClips = leaving.map { i in
            let node = from.nodes[i]
            guard Self.isHeld(node) else { return nil }
            let t = RuleGeometry.tolerance
            guard let page = RuleGeometry.page(holding: node.clip ?? node.frame, on: surface),
                  node.frame.minX >= page.content.minX - t, node.frame.maxX <= page.content.maxX + t else {
                return Rect(x: node.frame.x, y: node.frame.y, width: 0, height: 0)
            }
            return (node.clip ?? page.content).intersection(page.content)
        }
    }

    /// Nodes a frame holds to the display: drawn content, not regions or what covers the chrome.
    static func isHeld(_ node: SolvedNode) -> Bool {
        !node.isRegion && !node.semantics.coversChrome && node.frame.width > 0
    }

    /// The first point (0…1) of the path from `a` to `b` at which the frame lies inside `region`'s
    /// sides and below its top, on each side where `b` itself does.
    static func firstFit(_ a: Rect, _ b: Rect, in region: Rect) -> Double {
        let t = RuleGeometry.tolerance
        // From a to b, a value must end up at least (or at most) `limit`: when does it get there?
        func atLeast(_ a: Double, _ b: Double, _ limit: Double) -> Double {
            a >= limit || b < limit ? 0 : (limit - a) / (b - a)
        }
        func atMost(_ a: Double, _ b: Double, _ limit: Double) -> Double {
            a <= limit || b > limit ? 0 : (a - limit) / (a - b)
        }
        return Swift.max(atLeast(a.minX, b.minX, region.minX - t), atMost(a.maxX, b.maxX, region.maxX + t),
                         atLeast(a.minY, b.minY, region.minY - t))
    }

    /// Linear progress 0…1 at time `t`.
    public func progress(at t: Double) -> Double {
        guard duration > 0 else { return 1 }
        let p = (t - start) / duration
        // Frame times are i × 1000 / fps: a transition due to end on a frame ends on it, not on the
        // next one because of a rounding error in the last bit.
        return p >= 1 - 1e-9 ? 1 : Swift.max(0, p)
    }

    public func isFinished(at t: Double) -> Bool { progress(at: t) >= 1 }

    /// The eased progress at `t`: the easing curve, plus `launch` × u(1 − u)², which adds the launch
    /// speed at the start and nothing at either end.
    public func eased(at t: Double) -> Double {
        let u = progress(at: t)
        let base = easing.apply(u)
        guard launch > 0, u < 1 else { return base }
        return Swift.min(1, base + Swift.min(launch, Self.fastestLaunch) * u * (1 - u) * (1 - u))
    }

    /// The layout on screen at `t`: shared nodes move and resize along the easing curve (from `head`
    /// on), inside the display's regions (see the type's notes); text keeps the lines of one side, set
    /// in its moving box; one-sided nodes fade.
    public func frame(at t: Double) -> SolvedLayout {
        let eased = self.eased(at: t)
        if eased >= 1 { return to }
        if eased <= 0, surface == nil { return from }
        let p = head + (1 - head) * eased
        var nodes: [SolvedNode] = []
        nodes.reserveCapacity(to.nodes.count + leaving.count)
        for (k, target) in to.nodes.enumerated() {
            var node = target
            if let i = partners[k] {
                let old = from.nodes[i]
                let frame = old.frame.interpolated(to: node.frame, p)
                if let oc = old.clip, let nc = node.clip, oc != nc {
                    // On a display a node is clipped to its page's content region there; without one,
                    // to a region between the two.
                    node.clip = surface != nil && Self.isHeld(node) ? nc : oc.interpolated(to: nc, p)
                }
                if frame != target.frame {
                    let sides = texts[k]
                    node.move(to: frame, textOf: sides.map { Self.usesStart($0, in: frame) } == true ? old : target)
                    if let sides, let firstFrom = sides.firstFrom, firstFrom != sides.firstTo, let shown = node.text?.firstLine.midY {
                        node.offsetText(dx: 0, dy: frame.minY + firstFrom + (sides.firstTo - firstFrom) * p - shown)
                    }
                }
                node.opacity = old.opacity + (node.opacity - old.opacity) * p
            } else {
                node.opacity *= p
            }
            nodes.append(node)
        }
        for (j, i) in leaving.enumerated() {
            var old = from.nodes[i]
            old.opacity *= 1 - p
            if let clip = leavingClips.isEmpty ? nil : leavingClips[j] { old.clip = clip }
            nodes.append(old)
        }
        return SolvedLayout(bounds: bounds, nodes: nodes, regions: to.regions, index: frameIndex)
    }

    /// How far along its path the transition is at `t` (0…1, eased, from `head` on): where a frame's
    /// regions are.
    public func pathProgress(at t: Double) -> Double {
        head + (1 - head) * eased(at: t)
    }

    /// The frame at `t` when it has been laid out anew (`relaidOut`: the end layout's screen with its
    /// regions where they are at `t`, P6): its nodes as laid out, those new since the start fading in;
    /// what the start showed and the frame does not fades out where it was, as in `frame(at:)`.
    public func frame(at t: Double, relaidOut: SolvedLayout) -> SolvedLayout {
        let p = pathProgress(at: t)
        if p >= 1 { return to }
        let fromIndex = from.index
        var nodes: [SolvedNode] = []
        nodes.reserveCapacity(relaidOut.nodes.count + leaving.count)
        for var node in relaidOut.nodes {
            if let i = fromIndex[node.id] {
                let old = from.nodes[i].opacity
                node.opacity = old + (node.opacity - old) * p
            } else {
                node.opacity *= p
            }
            nodes.append(node)
        }
        let shownIndex = relaidOut.index
        for (j, i) in leaving.enumerated() where shownIndex[from.nodes[i].id] == nil {
            var old = from.nodes[i]
            old.opacity *= 1 - p
            if let clip = leavingClips.isEmpty ? nil : leavingClips[j] { old.clip = clip }
            nodes.append(old)
        }
        return SolvedLayout(bounds: bounds, nodes: nodes, regions: relaidOut.regions)
    }

    /// Whether a moving text node shows the start layout's lines in `frame`: the end layout's show
    /// once they fit, else the start layout's if they fit, else whichever were wrapped narrower (they
    /// fit any width between the two).
    static func usesStart(_ sides: TextSides, in frame: Rect) -> Bool {
        let room = frame.width + 0.5
        guard sides.widestTo > room, let widestFrom = sides.widestFrom else { return false }
        return widestFrom <= room || sides.fromIsNarrower
    }
}
