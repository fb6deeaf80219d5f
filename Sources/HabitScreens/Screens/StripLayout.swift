/// How a week strip of seven day circles fits a width: the circle size and the rows.
struct StripLayout: Hashable {
    var cell: Double
    var columns: Int
    var rows: Int

    /// Seven in a row at up to `preferred`, keeping `Metrics.dayGap` between circles (each column is
    /// `width / columns` wide, the circle centred in it); below the floor, as few rows as fit,
    /// balanced (four and three, not six and a lone one). The floor grows with the preferred size
    /// (`floor(preferred:)`), and no day is left alone on a row where one more column nearly fits,
    /// so at the largest text sizes the days wrap rather than shrink their
    /// weekday and date to a fraction of the text around them (P4).
    init(width: Double, preferred: Double) {
        let gap = Metrics.dayGap
        func cell(_ columns: Int) -> Double { width / Double(columns) - gap }
        let floor = Self.floor(preferred: preferred)
        var fitting = 7
        while fitting > 1 && cell(fitting) < floor { fitting -= 1 }
        // Three or two a row would leave the Sunday (or last day) alone on its row: one more column,
        // a little under the floor, gives rows of four and three, or three, two and two.
        if 7 % fitting == 1, fitting < 7, cell(fitting + 1) >= Swift.max(Metrics.dayFloor, floor * 0.85) { fitting += 1 }
        let rows = (7 + fitting - 1) / fitting
        self.rows = rows
        self.columns = (7 + rows - 1) / rows
        self.cell = Swift.max(1, Swift.min(preferred, cell(columns)))
    }

    /// The smallest a day's circle gets before the days wrap: `Metrics.dayFloor`, or 60% of the
    /// preferred size where that is more.
    static func floor(preferred: Double) -> Double { Swift.max(Metrics.dayFloor, preferred * 0.6) }
}
