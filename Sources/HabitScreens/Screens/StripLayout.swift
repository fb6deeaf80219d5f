/// How a week strip of seven day circles fits a width: the circle size and the rows.
struct StripLayout: Hashable {
    var cell: Double
    var columns: Int
    var rows: Int

    /// Seven in a row at up to `preferred`, keeping `Metrics.dayGap` between circles (each column is
    /// `width / 7` wide, the circle centred in it); below `Metrics.dayFloor`, as many columns as fit.
    init(width: Double, preferred: Double) {
        let gap = Metrics.dayGap
        func cell(_ columns: Int) -> Double { width / Double(columns) - gap }
        var columns = 7
        while columns > 1 && cell(columns) < Metrics.dayFloor { columns -= 1 }
        self.columns = columns
        self.rows = (7 + columns - 1) / columns
        self.cell = Swift.max(1, Swift.min(preferred, cell(columns)))
    }
}
