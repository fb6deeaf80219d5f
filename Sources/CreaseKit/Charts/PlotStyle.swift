import FoldLayout
import FoldMotion

/// The colours and names of the simulation chart: one colour per posture band (light for the
/// angle panel's shading, solid for the lanes), one per run, and the chart's inks.
enum PlotStyle {
    static let paper = Colour(hex: 0xFFFFFF)
    static let ink = Colour(hex: 0x1C1C1E)
    static let secondary = Colour(hex: 0x5E5E63)
    static let grid = Colour(hex: 0xD8D8DD)
    static let frame = Colour(hex: 0xAEAEB2)
    static let laneBack = Colour(hex: 0xF2F2F5)
    static let sensor = Colour(hex: 0x6E6E73)
    static let violation = Colour(hex: 0xD70015)
    /// The card's width and edge on a chart of one run: apart from the blue of the angle above it.
    static let card = Colour(hex: 0x8E3B8A)

    /// A device's further folds' sensor angles (S7: a tri-fold's second hinge), dashed.
    static let furtherFold = Colour(hex: 0x0A8F8F)

    /// Run A blue, run B orange.
    static func run(_ index: Int) -> Colour { index == 0 ? Colour(hex: 0x1F5FBF) : Colour(hex: 0xD9620B) }

    static func letter(_ index: Int) -> String { index == 0 ? "A" : "B" }

    static func rawName(_ band: RawPosture) -> String { band == .foldedBack ? "folded back" : band.rawValue }

    static func bandSolid(_ band: RawPosture) -> Colour {
        switch band {
        case .closed: Colour(hex: 0x6B7A90)
        case .partial: Colour(hex: 0xD98E04)
        case .flat: Colour(hex: 0x2E8B4E)
        case .foldedBack: Colour(hex: 0x7E52B5)
        }
    }

    static func bandFill(_ band: RawPosture) -> Colour {
        switch band {
        case .closed: Colour(hex: 0xE6EAF0)
        case .partial: Colour(hex: 0xFCEFD6)
        case .flat: Colour(hex: 0xE2F3E7)
        case .foldedBack: Colour(hex: 0xEEE5F8)
        }
    }

    static func bandInk(_ band: RawPosture) -> Colour {
        switch band {
        case .closed: Colour(hex: 0x4A566A)
        case .partial: Colour(hex: 0x8A5A00)
        case .flat: Colour(hex: 0x1F6238)
        case .foldedBack: Colour(hex: 0x5B3A86)
        }
    }

    static func postureSolid(_ posture: Posture) -> Colour {
        switch posture {
        case .cover: bandSolid(.closed)
        case .halfOpened: bandSolid(.partial)
        case .spread: bandSolid(.flat)
        }
    }

    /// Green for OK and STEADY, red for PROBLEM and FLICKER.
    static func verdictColour(_ verdict: String) -> Colour {
        verdict.hasPrefix("OK") || verdict.hasPrefix("STEADY") ? Colour(hex: 0x1F7A3E) : violation
    }
}
