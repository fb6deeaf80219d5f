import FoldLayout

/// The Habits page's content for the last few (scenario state, text size) pairs it was built for.
///
/// That content depends on the state and the text size alone: the surface only decides the region it
/// is placed into, and a right-to-left locale mirrors the solved layout, not the declared one. A
/// worker that lays one state out on many devices, postures, orientations and appearances (lint,
/// export, the snapshot suite) builds it once per size instead of once per layout. A lookup compares
/// the whole state, so a changed state is never served a stale page; a batch hands every layout of a
/// scenario the same stored state, which compares in a few steps. Not `Sendable`: one per worker,
/// as a `Pipeline` is.
public final class PageMemo {
    private struct Entry {
        var state: ScenarioState
        var size: ContentSize
        var node: Node
    }

    private var entries: [Entry] = []
    /// How many pages it keeps; the least recently used goes first.
    public let capacity: Int
    /// Lookups answered from the memo, and pages it had to build.
    public private(set) var hits = 0, misses = 0

    public init(capacity: Int = 4) {
        self.capacity = Swift.max(1, capacity)
    }

    /// `HabitsPage.content(ctx)`, built at most once for each recent state and size.
    public func habitsPage(_ ctx: ScreenContext) -> Node {
        if let index = entries.firstIndex(where: { $0.size == ctx.size && $0.state == ctx.state }) {
            hits += 1
            let entry = entries[index]
            if index > 0 {
                entries.remove(at: index)
                entries.insert(entry, at: 0)
            }
            return entry.node
        }
        misses += 1
        let node = HabitsPage.content(ctx)
        entries.insert(Entry(state: ctx.state, size: ctx.size, node: node), at: 0)
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
}
