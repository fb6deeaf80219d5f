/// A layout's identity → position table, made once on first use and shared by copies of the layout.
final class IdentityIndex: Sendable {
    private let storage: Locked<[String: Int]?>

    init(_ table: [String: Int]? = nil) { storage = Locked(table) }

    func table(for nodes: [SolvedNode]) -> [String: Int] {
        storage.withLock { table in
            if let table { return table }
            var built: [String: Int] = [:]
            built.reserveCapacity(nodes.count)
            for (i, node) in nodes.enumerated() where built[node.id] == nil { built[node.id] = i }
            table = built
            return built
        }
    }
}
