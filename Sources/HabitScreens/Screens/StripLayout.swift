/// How a week strip of seven day circles fits a width: the circle size and the rows.
struct StripLayout: Hashable {
    var cell: Double
    var columns: Int
    var rows: Int

    /// Seven in a row at up to `preferred`, keeping `Metrics.dayGap` between circles (each column is
    /// `width / columns` wide, the circle centred in it); below `Metrics.dayFloor`, as few rows as fit,
    /// balanced (four and three, not six and a lone one).
    init(width: Double, preferred: Double) {
        let gap = Metrics.dayGap
        func cell(_ columns: Int) -> Double { width / Double(columns) - gap }
        var fitting = 7
        while fitting > 1 && cell(fitting) < Metrics.dayFloor { fitting -= 1 }
        let rows = (7 + fitting - 1) / fitting
        self.rows = rows
        self.columns = (7 + rows - 1) / rows
        self.cell = Swift.max(1, Swift.min(preferred, cell(columns)))
    }
}
