import CreaseRandom
import Foundation
import Testing
@testable import HabitDomain

/// J3, J4, J5 as properties over generated journals: hundreds of seeded device histories, merged in
/// every grouping and in random interleavings.
@Suite struct JournalPropertyTests {
    /// Seeds of the generated histories; each gives three devices' journals.
    static let seeds: [UInt64] = Array(0..<520).map { 0x5EED_0000 + UInt64($0) * 7919 }

    static func devices(_ seed: UInt64) -> (Journal, Journal, Journal) {
        var sim = ReplicaSimulation(seed: seed)
        sim.run(steps: 45)
        return (sim.replicas[0], sim.replicas[1], sim.replicas[2])
    }

    @Test("J3: merge is commutative, associative and idempotent over 520 generated journal triples")
    func algebra() throws {
        var nontrivial = 0
        for seed in Self.seeds {
            let (a, b, c) = Self.devices(seed)
            let ab = try a.merged(with: b), ba = try b.merged(with: a)
            #expect(ab == ba, "commutative, seed \(seed)")
            #expect(try ab.merged(with: c) == a.merged(with: b.merged(with: c)), "associative, seed \(seed)")
            #expect(try a.merged(with: a) == a, "idempotent, seed \(seed)")
            #expect(try ab.merged(with: b) == ab, "a retried merge changes nothing, seed \(seed)")
            #expect(ab.replay() == ba.replay(), "equal profiles, seed \(seed)")
            if ab != a && ab != b { nontrivial += 1 }
        }
        // The generator must produce real divergence, or the properties above prove little.
        #expect(nontrivial > Self.seeds.count / 2)
    }

    @Test("J3: any interleaving of the same edits, delivered in any grouping, gives one journal and one profile")
    func interleavings() throws {
        var rng = SeededRandom(seed: 17)
        var runs = 0
        for seed in Self.seeds.prefix(300) {
            let (a, b, c) = Self.devices(seed)
            let all = try a.merged(with: b).merged(with: c)
            let expected = all.replay()
            for _ in 0..<2 {
                // Split every edit any device holds into random deliveries; a delivery also carries the
                // generation starts its edits were made in, as any real journal does.
                let pool = (a.edits + b.edits + c.edits).shuffled(using: &rng)
                let parts = 1 + Int(rng.next() % 6)
                var chunks = Array(repeating: [Edit](), count: parts)
                for edit in pool { chunks[Int(rng.next() % UInt64(parts))].append(edit) }
                let starts = Dictionary(pool.compactMap { e -> (UUID, Edit)? in
                    if case .startGeneration = e.change { return (e.id, e) } else { return nil }
                }, uniquingKeysWith: { x, _ in x })
                var journals = chunks.map { chunk in
                    Journal(account: ReplicaSimulation.account, edits: chunk + Set(chunk.map(\.generation)).compactMap { starts[$0] })
                }
                journals.shuffle(using: &rng)
                // Merge in a random tree: pick two, merge, put the result back.
                while journals.count > 1 {
                    let x = journals.remove(at: Int(rng.next() % UInt64(journals.count)))
                    let y = journals.remove(at: Int(rng.next() % UInt64(journals.count)))
                    journals.append(try x.merged(with: y))
                }
                #expect(journals[0] == all, "seed \(seed)")
                #expect(journals[0].replay() == expected, "seed \(seed)")
                runs += 1
            }
        }
        #expect(runs == 600)
    }

    @Test("J4: after merging, no deleted habit comes back and none of its content is left in the journal")
    func noResurrection() throws {
        var deletions = 0
        for seed in Self.seeds {
            let (a, b, c) = Self.devices(seed)
            let merged = try a.merged(with: b).merged(with: c)
            guard let generation = merged.currentGeneration?.id else { continue }
            let dead = merged.tombstones(in: generation)
            deletions += dead.count
            let profile = merged.replay()
            for id in dead {
                #expect(profile.habit(id) == nil, "seed \(seed)")
                #expect(profile.logs[id] == nil && !profile.notes.keys.contains { $0.habitID == id }, "seed \(seed)")
                for edit in merged.edits where edit.generation == generation && edit.change.habitID == id {
                    if case .deleteHabit = edit.change { continue }
                    #expect(edit.isRedacted, "seed \(seed): \(edit.change.kind) of a deleted habit kept its content")
                }
            }
        }
        #expect(deletions > 50)
    }

    @Test("J5: after a generation change no replaced data is read or kept, whatever older offline edits said")
    func noReplacedData() throws {
        var replacements = 0
        for seed in Self.seeds {
            let (a, b, c) = Self.devices(seed)
            let merged = try a.merged(with: b).merged(with: c)
            guard let generation = merged.currentGeneration?.id else { continue }
            let starts = merged.edits.filter { if case .startGeneration = $0.change { return true } else { return false } }
            replacements += starts.count - 1
            var addedNow = Set<UUID>()
            for edit in merged.edits {
                if edit.generation != generation {
                    switch edit.change {
                    case .startGeneration, .deleteHabit: break
                    default: #expect(edit.isRedacted, "seed \(seed): a replaced generation's \(edit.change.kind) kept its content")
                    }
                } else if case .addHabit(let h) = edit.change {
                    addedNow.insert(h.id)
                }
            }
            #expect(merged.replay().habits.allSatisfy { addedNow.contains($0.id) }, "seed \(seed)")
        }
        #expect(replacements > 50)
    }
}
