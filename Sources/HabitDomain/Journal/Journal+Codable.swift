import CreaseInput
import Foundation

extension Journal: Codable {
    enum CodingKeys: String, CodingKey { case account, edits }

    /// Reads and validates a journal: every edit, at least one generation start, and every edit made
    /// in a generation the journal starts.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let path = JSONInput.path(decoder.codingPath)
        func field(_ s: String) -> String { path.isEmpty ? s : path + "." + s }
        let account = try c.decode(String.self, forKey: .account)
        guard !account.isEmpty else { throw InputError(file: "", field: field("account"), message: "must not be empty") }
        let edits = try c.decode([Edit].self, forKey: .edits)
        var generations = Set<UUID>()
        for edit in edits {
            if case .startGeneration = edit.change { generations.insert(edit.id) }
        }
        guard !generations.isEmpty else {
            throw InputError(file: "", field: field("edits"), message: "has no generation start; a journal begins with one")
        }
        if let i = edits.firstIndex(where: { !generations.contains($0.generation) }) {
            throw InputError(file: "", field: field("edits[\(i)].gen"), message: "names no generation this journal starts")
        }
        self.init(account: account, edits: edits)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(account, forKey: .account)
        try c.encode(edits, forKey: .edits)
    }
}
