import FoldLayout

/// Pages' content for the last few (scenario state, text size, density, page, width) it was built for.
///
/// The content of these pages depends on the state, the text size and, for history, the width it is
/// given (and a failed read's Habits page on its page's height), not otherwise on the surface: the surface only decides the region it is placed into, and a
/// right-to-left locale mirrors the solved layout, not the declared one. A worker that lays one state
/// out on many devices, postures, orientations and appearances (lint, export, the snapshot suite)
/// builds the Habits page once per size instead of once per layout, and a history page once per size
/// and width. A lookup compares the whole state, so a changed state is never served a stale page; a
/// batch hands every layout of a scenario the same stored state, which compares in a few steps. Not
/// `Sendable`: one per worker, as a `Pipeline` is.
public final class PageMemo {
    /// Which page's content an entry holds.
    enum Page: Hashable {
        /// `HabitsPage.content`.
        case habits
        /// `TodayBlock.content`.
        case today
        /// `HistoryPage.content` on a cover (one page) or on a spread's first page.
        case history(spread: Bool)
        /// `HistoryPage.secondPage`: the year grid.
        case historyYear
    }

    private struct Entry {
        var state: ScenarioState
        var size: ContentSize
        /// A window's pages are set at another density than a display's (W3) for the same state and size.
        var density: Density
        var page: Page
        var width: Double
        var height: Double
        var node: Node
    }

    private var entries: [Entry] = []
    /// How many pages it keeps; the least recently used goes first.
    public let capacity: Int
    /// Lookups answered from the memo, and pages it had to build.
    public private(set) var hits = 0, misses = 0

    public init(capacity: Int = 6) {
        self.capacity = Swift.max(1, capacity)
    }

    /// `HabitsPage.content(ctx)`, built at most once for each recent state and size, and, where the
    /// read failed, the first page's height: the failed card takes the largest size that keeps Try
    /// again above that page's bottom (`HabitsPage.failedCard`), the one part of the page that
    /// depends on the surface.
    public func habitsPage(_ ctx: ScreenContext) -> Node {
        let height = ctx.state.scenario.loading == .failed ? ctx.region(0)?.height ?? 0 : 0
        return node(.habits, width: 0, height: height, ctx) { HabitsPage.content(ctx) }
    }

    /// `TodayBlock.content(ctx)`, kept as the Habits page is (its failed card, too, takes the first page's height).
    public func todayPage(_ ctx: ScreenContext) -> Node {
        let height = ctx.state.scenario.loading == .failed ? ctx.region(0)?.height ?? 0 : 0
        return node(.today, width: 0, height: height, ctx) { TodayBlock.content(ctx) }
    }

    /// `HistoryPage.content(ctx, width:, spread:)`, built at most once for each recent state, size and width.
    public func historyPage(_ ctx: ScreenContext, width: Double, spread: Bool) -> Node {
        node(.history(spread: spread), width: width, ctx) { HistoryPage.content(ctx, width: width, spread: spread) }
    }

    /// `HistoryPage.secondPage(ctx, width:)`, built at most once for each recent state, size and width.
    public func historyYear(_ ctx: ScreenContext, width: Double) -> Node {
        node(.historyYear, width: width, ctx) { HistoryPage.secondPage(ctx, width: width) }
    }

    private func node(_ page: Page, width: Double, height: Double = 0, _ ctx: ScreenContext, build: () -> Node) -> Node {
        if let index = entries.firstIndex(where: {
            $0.page == page && $0.width == width && $0.height == height && $0.size == ctx.size && $0.density == ctx.density
                && $0.state == ctx.state
        }) {
            hits += 1
            let entry = entries[index]
            if index > 0 {
                entries.remove(at: index)
                entries.insert(entry, at: 0)
            }
            return entry.node
        }
        misses += 1
        let node = build()
        entries.insert(Entry(state: ctx.state, size: ctx.size, density: ctx.density, page: page, width: width, height: height, node: node), at: 0)
        if entries.count > capacity { entries.removeLast() }
        return node
    }
}

extension Optional where Wrapped == PageMemo {
    /// The Habits page's content, from the memo when there is one.
    func habitsPage(_ ctx: ScreenContext) -> Node {
        switch self {
        case .some(let memo): memo.habitsPage(ctx)
        case .none: HabitsPage.content(ctx)
        }
    }

    /// Today's content, from the memo when there is one.
    func todayPage(_ ctx: ScreenContext) -> Node {
        switch self {
        case .some(let memo): memo.todayPage(ctx)
        case .none: TodayBlock.content(ctx)
        }
    }

    /// A history page's content, from the memo when there is one.
    func historyPage(_ ctx: ScreenContext, width: Double, spread: Bool) -> Node {
        switch self {
        case .some(let memo): memo.historyPage(ctx, width: width, spread: spread)
        case .none: HistoryPage.content(ctx, width: width, spread: spread)
        }
    }

    /// The year grid page, from the memo when there is one.
    func historyYear(_ ctx: ScreenContext, width: Double) -> Node {
        switch self {
        case .some(let memo): memo.historyYear(ctx, width: width)
        case .none: HistoryPage.secondPage(ctx, width: width)
        }
    }
}
