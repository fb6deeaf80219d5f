import Foundation

/// An account's edit journal (J2): every change as a UUID-addressed, timestamped edit, kept in order
/// of time then id. Merging is a set union with content redacted by deletions and replacements (J3,
/// J4, J5), so it is commutative, associative and idempotent; the profile is derived by replay.
public struct Journal: Hashable, Sendable {
    public let account: String
    /// Sorted by `Edit.<`, one edit per id, redacted where a deletion or a replacement says so.
    public private(set) var edits: [Edit]

    /// A journal of `edits` in any order; duplicates of one edit (retries) are kept once.
    public init(account: String, edits: [Edit]) {
        self.account = account
        var sorted = edits
        sorted.sort()
        var unique: [Edit] = []
        unique.reserveCapacity(sorted.count)
        for edit in sorted {
            if let last = unique.last, last.id == edit.id {
                unique[unique.count - 1] = Journal.join(last, edit)
            } else {
                unique.append(edit)
            }
        }
        self.edits = Journal.redact(unique)
    }

    private init(account: String, normalised edits: [Edit]) {
        self.account = account
        self.edits = edits
    }

    /// The union of two journals of one account (J3): edits from either, each once, redacted where
    /// any deletion or replacement in the union says so. The same however journals are grouped or
    /// ordered, and merging a journal again changes nothing.
    public func merged(with other: Journal) throws(DomainError) -> Journal {
        guard account == other.account else { throw DomainError.otherAccount(mine: account, theirs: other.account) }
        let a = edits, b = other.edits
        var out: [Edit] = []
        out.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count && j < b.count {
            let x = a[i], y = b[j]
            if x.id == y.id {
                out.append(x == y ? x : Journal.join(x, y))
                i += 1
                j += 1
            } else if x < y {
                out.append(x)
                i += 1
            } else {
                out.append(y)
                j += 1
            }
        }
        if i < a.count { out.append(contentsOf: a[i...]) }
        if j < b.count { out.append(contentsOf: b[j...]) }
        return Journal(account: account, normalised: Journal.redact(out))
    }

    /// Two copies of one edit: a redacted copy wins (removed content never comes back); copies that
    /// differ otherwise (a damaged file) are decided by their text, so the choice is the same everywhere.
    static func join(_ a: Edit, _ b: Edit) -> Edit {
        if a == b { return a }
        if a.isRedacted != b.isRedacted { return a.isRedacted ? a : b }
        return String(describing: a.change) <= String(describing: b.change) ? a : b
    }

    /// The generation in force: the generation start with the highest number, then the latest.
    public var currentGeneration: Edit? {
        var best: (number: Int, edit: Edit)?
        for edit in edits {
            guard case .startGeneration(let start) = edit.change else { continue }
            if let b = best, (start.number, edit) < (b.number, b.edit) { continue }
            best = (start.number, edit)
        }
        return best?.edit
    }

    /// Habits deleted in `generation`: tombstones no edit of that generation gets past (J4).
    public func tombstones(in generation: UUID) -> Set<UUID> {
        var out = Set<UUID>()
        for edit in edits where edit.generation == generation {
            if case .deleteHabit(let id) = edit.change { out.insert(id) }
        }
        return out
    }
}
