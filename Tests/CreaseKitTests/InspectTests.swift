import CreaseTestSupport
import CreaseToolTestSupport
import Foundation
import Testing

/// `crease inspect`: the domain's view of a scenario, pinned by its `now`, zone and locale.
@Suite struct InspectTests {
    func inspect(_ args: [String]) throws -> [String: Any] {
        let result = try TestSupport.crease(["inspect", "--json"] + args)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        return try #require(object as? [String: Any])
    }

    @Test("D4, D5, D8, D13: inspect prints today's day key, week start, rows in clock order and the tally")
    func typical() throws {
        let json = try inspect(["--scenario", "typical"])
        let domain = try #require(json["domain"] as? [String: Any])
        #expect(domain["day"] as? String == "2026-11-26")
        #expect(domain["weekStart"] as? String == "mon")
        let today = try #require(domain["today"] as? [String: Any])
        #expect(today["kept"] as? String == "1 of 6 kept")
        let rows = try #require(today["rows"] as? [[String: Any]])
        #expect(rows.first?["name"] as? String == "Stretch")
        #expect(rows.compactMap { $0["name"] as? String }.contains("Call Mum") == false)
        let walk = try #require(rows.first { $0["name"] as? String == "Walk" })
        #expect(walk["status"] as? String == "Checked in")
        let habits = try #require(domain["habits"] as? [[String: Any]])
        let read = try #require(habits.first { $0["name"] as? String == "Read 20 pages" })
        #expect(read["goal"] as? String == "for Read 12 books")
    }

    @Test("D4: --at moves today in the profile's zone")
    func at() throws {
        // 23:30 UTC on the 26th is already the 27th in Berlin.
        let json = try inspect(["--scenario", "typical", "--at", "2026-11-26T23:30:00Z"])
        let domain = try #require(json["domain"] as? [String: Any])
        #expect(domain["day"] as? String == "2026-11-27")
    }

    @Test("D10: the empty dataset's inspect has no rows and a zero tally")
    func empty() throws {
        let json = try inspect(["--scenario", "empty"])
        let today = try #require((json["domain"] as? [String: Any])?["today"] as? [String: Any])
        #expect((today["rows"] as? [Any])?.isEmpty == true)
        #expect(today["kept"] as? String == "0 of 0 kept")
        #expect(today["showsProgressMeter"] as? Bool == false)
    }
}
