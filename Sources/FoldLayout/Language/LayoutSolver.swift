/// Turns a declared node tree into frames: sizes are proposed down and returned up, then every
/// node is placed. Text is measured through `TextMeasuring` only.
///
/// A solve reads the tree as an arena of its nodes in preorder (`NodeArena`), made on the tree's first
/// solve and kept with its root, so solving a tree again reads memory front to back. Per-node state — a
/// one-entry size cache and the last text measurement — lives in arrays indexed by that number, and
/// the lists a stack needs while sizing its children live on scratch stacks; the solve allocates all
/// of them once. No pointers: every index is checked.
public struct LayoutSolver<Measurer: TextMeasuring> {
    public let measurer: Measurer

    public init(measurer: Measurer) { self.measurer = measurer }

    /// The most solves one layout takes to bring its shared choices into agreement.
    static var sharedChoiceRounds: Int { 8 }

    /// Solves `root` on a display with the given bounds. Nodes outside any `Region` are placed in `bounds`.
    public func solve(_ root: Node, bounds: Rect) -> SolvedLayout {
        // The solved nodes' array is reserved at exactly the size the tree declares.
        let capacity = Swift.max(1, root.storage.emitCount)
        var floors: [String: Int32] = [:]
        var pass: SolvePass
        // First fits sharing a key that took different alternatives are solved again from the latest
        // (`FirstFit(sharing:)`). Each round raises a key's floor, so rounds end; the limit is a guard.
        var round = 0
        repeat {
            // The tree as the solve reads it, made on its first solve and kept with it (`NodeArena`).
            pass = SolvePass(arena: root.storage.arena, measurer: measurer, capacity: capacity, exactCapacity: !root.storage.containsChoice)
            pass.widest = bounds.width
            if !floors.isEmpty { pass.choiceFloors = floors }
            // Outside any region, a lazy list makes what the display shows and as much again.
            pass.lookahead = 2 * bounds.height
            let size = pass.size(0, width: bounds.width)
            pass.place(0, in: Rect(x: bounds.x, y: bounds.y, width: bounds.width, height: Swift.max(size.height, bounds.height)),
                       parent: .none, clip: nil, anchor: root.storage.hasID ? 0 : -1, anchorDepth: 0)
            // Most solves share nothing, or agree: nothing to gather.
            guard pass.mayDisagree else { break }
            var raised = false
            // A first fit with fewer alternatives than the floor takes its last: that disagreement stays.
            for (key, taken) in pass.placedChoices where taken.lowerBound < taken.upperBound && taken.upperBound > floors[key] ?? 0 {
                floors[key] = taken.upperBound
                raised = true
            }
            round += 1
            if !raised { break }
        } while round < Self.sharedChoiceRounds
        pass.checkInvariants()
        let layout = SolvedLayout(bounds: bounds, nodes: pass.output, regions: pass.regions, lists: pass.lists)
        layout._checkInvariants()
        return layout
    }
}
