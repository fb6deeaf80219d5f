import CreaseInput
import CreaseTestSupport
import Foundation
import Testing
@testable import FoldLayout

@Suite struct SurfaceTests {
    func device(_ name: String) throws -> DeviceProfile {
        try JSONInput.load(DeviceProfile.self, from: TestSupport.fixtureURL(name, .devices))
    }

    @Test("S2, S3: a Duo spread is two pages split at the hinge; content regions leave the rail, dock and clearance")
    func duoSpread() throws {
        let s = Surface(device: try device("surface-duo"), posture: .spread, orientation: .upright)
        #expect(s.bounds == Rect(x: 0, y: 0, width: 1114, height: 720))
        #expect(s.pages.map(\.frame) == [Rect(x: 0, y: 0, width: 540, height: 720), Rect(x: 574, y: 0, width: 540, height: 720)])
        #expect(s.fold?.frame == Rect(x: 540, y: 0, width: 34, height: 720))
        #expect(s.fold?.isHinge == true)
        // 24 pt safe area + 44 pt rail above; 8 pt clearance beside the hinge.
        #expect(s.pages[0].content == Rect(x: 0, y: 68, width: 532, height: 652))
        // The right page ends 12 pt before the 56 pt dock.
        #expect(s.pages[1].content == Rect(x: 582, y: 68, width: 1114 - 56 - 12 - 582, height: 652))
    }

    @Test("S2: cover shows one page; a single-screen phone has one page in every posture")
    func onePage() throws {
        let duo = Surface(device: try device("surface-duo"), posture: .cover, orientation: .upright)
        #expect(duo.pages.count == 1 && duo.fold == nil && duo.bounds.width == 540)
        for posture in Posture.allCases {
            let phone = Surface(device: try device("iphone"), posture: posture, orientation: .upright)
            #expect(phone.pages.count == 1)
            #expect(phone.fold == nil)
            #expect(phone.docks.isEmpty)
        }
    }

    @Test("S4, L3: a two-screen device in landscape has a horizontal fold; the top page ends before the hinge")
    func landscape() throws {
        let s = Surface(device: try device("surface-duo"), posture: .spread, orientation: .landscape)
        #expect(s.bounds == Rect(x: 0, y: 0, width: 720, height: 1114))
        #expect(s.fold?.axis == .horizontal)
        #expect(s.fold?.frame == Rect(x: 0, y: 540, width: 720, height: 34))
        #expect(s.pages[0].content.maxY == 532)
        #expect(s.pages[1].content.minY == 582)
        #expect(s.rails.count == 1)
    }

    @Test("S2: a crease is a zero-width fold that still gets its clearance")
    func crease() throws {
        let s = Surface(device: try device("galaxy-z-fold5"), posture: .halfOpened, orientation: .upright)
        #expect(s.fold?.frame.width == 0)
        #expect(s.fold?.isHinge == false)
        #expect(s.pages[0].content.maxX == 345 - 12)
        #expect(s.pages[1].content.minX == 345 + 12)
    }

    @Test("L15: right-to-left reads the right page first and moves the dock to the left")
    func rightToLeft() throws {
        let s = Surface(device: try device("surface-duo"), posture: .spread, orientation: .upright, direction: .rightToLeft)
        #expect(s.pages[0].frame.minX == 574)
        #expect(s.docks.first?.minX == 0)
        #expect(s.pages[1].content.minX == 56 + 12)
    }

    @Test("S1: every bundled profile validates; broken ones are refused naming the field")
    func profileValidation() throws {
        for name in TestSupport.fixtures.names(.devices) { _ = try device(name) }
        var d = try device("surface-duo")
        d.fold?.position = 1100
        #expect(throws: InputError.self) { try d.validate() }
        do { try d.validate() } catch { #expect(error.field == "fold.position") }
        d = try device("surface-duo")
        d.cover.width = .nan
        do { try d.validate(); Issue.record("NaN width accepted") } catch { #expect(error.field == "cover.width") }
        d = try device("surface-duo")
        d.fold?.width = -3
        do { try d.validate(); Issue.record("negative hinge accepted") } catch { #expect(error.field == "fold.width") }
        d = try device("surface-duo")
        d.postures.flatFrom = 10
        do { try d.validate(); Issue.record("falling bands accepted") } catch { #expect(error.field == "postures") }
    }

    @Test("Dynamic Type: Apple's Body sizes xS…AX5")
    func dynamicType() {
        #expect(TextStyle.body.pointSizes == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(ContentSize.allCases.count == 12)
        #expect(ContentSize(argument: "ax5") == .AX5 && ContentSize(argument: "xxxl") == .xxxL)
        #expect(ContentSize.AX1.isAccessibility && !ContentSize.xxxL.isAccessibility)
    }
}
