import CreaseInput
import Foundation

/// The two forms a log comes in, and how their columns are told apart.
extension SensorLog {
    typealias Line = (number: Int, text: String)

    /// Which column holds the time: its name says time (`t`, `ts`, `ts_us`, `time`, `timestamp`, `elapsedRealtimeNanos`).
    static func isTimeColumn(_ name: String) -> Bool {
        let n = name.lowercased()
        return ["t", "ts", "ms", "us", "ns", "µs", "s"].contains(n) || n.contains("time") || n.contains("elapsed") || n.hasPrefix("t_")
            || n.hasPrefix("ts_") || n.hasPrefix("ts ") || n.hasPrefix("ts(")
    }

    /// Which column names the sensor a row is from (`sensor`, `type`, `sensor_type`, `sensorName`, `sensor_id`).
    static func isSensorColumn(_ name: String) -> Bool {
        let n = name.lowercased().filter { $0.isLetter }
        return ["sensor", "type", "sensortype", "sensorname", "sensorid"].contains(n)
    }

    /// Which column holds the angle: its name says so (`angle`, `hinge`, `degrees`, `value`, `values`).
    static func isAngleColumn(_ name: String) -> Bool {
        let n = name.lowercased()
        return ["a", "value", "values", "values[0]", "deg", "degrees"].contains(n) || n.contains("angle") || n.contains("hinge")
    }

    /// A cell as a finite number, or an error naming the line and the column.
    static func number(_ text: Substring, line: Int, column: String, file: String) throws(InputError) -> Double {
        let cell = text.trimmingCharacters(in: CharacterSet(charactersIn: "\" \t"))
        guard let value = Double(cell), value.isFinite else {
            throw InputError(file: file, message: "line \(line): the \(column) '\(cell)' is not a number")
        }
        return value
    }

    // MARK: CSV

    /// CSV, comma-, semicolon- or tab-separated. A first line that is not numbers is a header naming
    /// the columns; without one the first two columns are the timestamp and the angle.
    static func csv(_ lines: [Line], file: String, options: Options) throws(InputError) -> Parsed {
        guard let first = lines.first else { return Parsed(readings: [], unit: nil, form: "CSV") }
        let separator: Character = first.text.contains(",") ? "," : first.text.contains(";") ? ";" : first.text.contains("\t") ? "\t" : " "
        func cells(_ text: String) -> [Substring] {
            text.split(separator: separator, omittingEmptySubsequences: separator != " ")
        }
        func bare(_ cell: Substring) -> String { cell.trimmingCharacters(in: CharacterSet(charactersIn: "\" \t")) }
        let head = cells(first.text)
        let isHeader = head.contains { Double(bare($0)) == nil }
        var timeColumn = 0, angleColumn = 1, sensorColumn: Int? = nil, unit: Unit? = nil, form = "CSV without a header (timestamp, angle)"
        if isHeader {
            let names = head.map(bare)
            guard let t = names.firstIndex(where: isTimeColumn) else {
                throw InputError(file: file, message: "line \(first.number): the header (\(names.joined(separator: ", "))) names no time column (t, ts, time, timestamp, timestamp_ms, …)")
            }
            sensorColumn = names.indices.first { $0 != t && isSensorColumn(names[$0]) }
            guard let a = names.indices.first(where: { isAngleColumn(names[$0]) && $0 != t && $0 != sensorColumn }) else {
                throw InputError(file: file, message: "line \(first.number): the header (\(names.joined(separator: ", "))) names no angle column (angle, hinge, degrees, value, …)")
            }
            timeColumn = t
            angleColumn = a
            unit = Unit(columnName: names[t])
            form = "CSV with a header (time: \(names[t]), angle: \(names[a])" + (sensorColumn.map { ", sensor: \(names[$0])" } ?? "") + ")"
        }
        let rows = lines.dropFirst(isHeader ? 1 : 0).map { (number: $0.number, cells: cells($0.text)) }
        // The sensor each row is from, when a column names it; only the chosen sensor's rows are read.
        let sensors = rows.map { row in sensorColumn.flatMap { $0 < row.cells.count ? bare(row.cells[$0]) : nil } }
        let (chosen, note) = try chooseSensor(sensors, requested: options.sensor, file: file)
        var readings: [Reading] = []
        readings.reserveCapacity(rows.count)
        for (k, row) in rows.enumerated() where chosen == nil || sensors[k] == chosen {
            guard row.cells.count > max(timeColumn, angleColumn) else {
                throw InputError(file: file, message: "line \(row.number): has \(row.cells.count) \(row.cells.count == 1 ? "value" : "values"); a reading needs a timestamp and an angle")
            }
            readings.append(Reading(time: try number(row.cells[timeColumn], line: row.number, column: "timestamp", file: file),
                                    angle: try number(row.cells[angleColumn], line: row.number, column: "angle", file: file),
                                    line: row.number))
        }
        return Parsed(readings: readings, unit: unit, form: form, notes: note.map { [$0] } ?? [])
    }

    // MARK: JSON Lines

    /// JSON Lines: one object per line with a time key and an angle key (`{"t": 12, "angle": 91.5}`,
    /// `{"timestamp": …, "values": [91.5]}` as Android's sensor events carry it), or one
    /// `[timestamp, angle]` array per line.
    static func jsonLines(_ lines: [Line], file: String, options: Options) throws(InputError) -> Parsed {
        var tapes: [(line: Int, tape: JSONTape)] = []
        tapes.reserveCapacity(lines.count)
        for line in lines {
            do { tapes.append((line.number, try JSONTape(reading: Array(line.text.utf8)))) } catch {
                throw InputError(file: file, message: "line \(line.number): is not a JSON value (a JSON Lines log has one object or [timestamp, angle] per line)")
            }
        }
        // The keys, from the first object: time, angle and (when there is one) sensor.
        var keys: (time: String, angle: String, sensor: String?)? = nil
        if let (number, tape) = tapes.first, case .object(let count, _) = tape.values[0] {
            var names: [String] = []
            var i = 1
            for _ in 0..<count {
                if case .string(let name) = tape.values[i] { names.append(name) }
                i = tape.end(of: i + 1)
            }
            guard let t = names.first(where: isTimeColumn) else {
                throw InputError(file: file, message: "line \(number): the keys (\(names.joined(separator: ", "))) name no time (t, ts, time, timestamp, timestamp_ms, …)")
            }
            let sensor = names.first { $0 != t && isSensorColumn($0) }
            guard let a = names.first(where: { isAngleColumn($0) && $0 != t && $0 != sensor }) else {
                throw InputError(file: file, message: "line \(number): the keys (\(names.joined(separator: ", "))) name no angle (angle, hinge, degrees, value, values, …)")
            }
            keys = (t, a, sensor)
        }
        func text(_ tape: JSONTape, _ index: Int) -> String? {
            switch tape.values[index] {
            case .string(let s): s
            case .integer(let n): String(n)
            case .number(let x): x.compactText
            default: nil
            }
        }
        let sensors = tapes.map { line -> String? in
            guard let key = keys?.sensor, let at = line.tape.member(key, in: 0) else { return nil }
            return text(line.tape, at)
        }
        let (chosen, note) = try chooseSensor(sensors, requested: options.sensor, file: file)
        var readings: [Reading] = []
        readings.reserveCapacity(tapes.count)
        for (k, (lineNumber, tape)) in tapes.enumerated() where chosen == nil || sensors[k] == chosen {
            func value(_ index: Int, _ column: String) throws(InputError) -> Double {
                switch tape.values[index] {
                case .integer(let n): return Double(n)
                case .number(let x): return x
                case .array(let count, _) where count > 0: return try value(index + 1, column)
                case .string(let s): return try number(Substring(s), line: lineNumber, column: column, file: file)
                default: throw InputError(file: file, message: "line \(lineNumber): the \(column) is not a number")
                }
            }
            switch tape.values[0] {
            case .array(let count, _):
                guard count >= 2 else { throw InputError(file: file, message: "line \(lineNumber): an array reading is [timestamp, angle] (got \(count) values)") }
                let second = tape.end(of: 1)
                readings.append(Reading(time: try value(1, "timestamp"), angle: try value(second, "angle"), line: lineNumber))
            case .object:
                guard let keys, let t = tape.member(keys.time, in: 0), let a = tape.member(keys.angle, in: 0) else {
                    throw InputError(file: file, message: "line \(lineNumber): lacks '\(keys?.time ?? "")' or '\(keys?.angle ?? "")', which the first reading has")
                }
                readings.append(Reading(time: try value(t, "timestamp"), angle: try value(a, "angle"), line: lineNumber))
            default:
                throw InputError(file: file, message: "line \(lineNumber): is not an object or a [timestamp, angle] array")
            }
        }
        guard let keys else { return Parsed(readings: readings, unit: nil, form: "JSON Lines of [timestamp, angle]", notes: note.map { [$0] } ?? []) }
        var parsed = Parsed(readings: readings, unit: Unit(columnName: keys.time),
                            form: "JSON Lines (time: \(keys.time), angle: \(keys.angle)" + (keys.sensor.map { ", sensor: \($0)" } ?? "") + ")",
                            notes: note.map { [$0] } ?? [])
        // Android's SensorEvent: `timestamp` is nanoseconds since boot, whatever the spacing suggests.
        if parsed.unit == nil, keys.time == "timestamp", keys.angle == "values" {
            parsed.unit = .nanoseconds
            parsed.unitReason = "as Android's SensorEvent.timestamp is (--time-unit says otherwise)"
        }
        return parsed
    }

    // MARK: dumpsys sensorservice

    /// The recent events `adb shell dumpsys sensorservice` prints: a `NAME: last N events` line per
    /// sensor, then one `  1 (ts=2263.583551744, wall=10:52:33.436) 156.00, ` line per event, newest
    /// first, `ts` in seconds since boot. The hinge's events are read, oldest first.
    static func dumpsys(_ lines: [Line], file: String, options: Options) throws(InputError) -> Parsed {
        var section: String?
        var events: [(sensor: String?, line: Int, time: Substring, value: Substring)] = []
        for line in lines {
            if let range = line.text.range(of: ": last ", options: .backwards), line.text.hasSuffix("events") {
                section = String(line.text[..<range.lowerBound]).trimmingCharacters(in: .whitespaces)
                continue
            }
            guard let open = line.text.range(of: "(ts="), let close = line.text.range(of: ")", range: open.upperBound..<line.text.endIndex) else { continue }
            let time = line.text[open.upperBound..<close.lowerBound].prefix { $0 != "," }
            let value = line.text[close.upperBound...].split(separator: ",").first ?? ""
            events.append((section, line.number, time, value))
        }
        guard !events.isEmpty else { throw InputError(file: file, message: "holds no sensor events (dumpsys sensorservice lists them as '(ts=…, wall=…) value,')") }
        let (chosen, note) = try chooseSensor(events.map(\.sensor), requested: options.sensor, file: file)
        var readings: [Reading] = []
        for event in events where chosen == nil || event.sensor == chosen {
            readings.append(Reading(time: try number(event.time, line: event.line, column: "timestamp", file: file),
                                    angle: try number(event.value, line: event.line, column: "angle", file: file), line: event.line))
        }
        // Each sensor's events are listed newest first: read oldest first.
        readings.reverse()
        var parsed = Parsed(readings: readings, unit: .seconds, form: "dumpsys sensorservice text", notes: note.map { [$0] } ?? [])
        parsed.notes.append("dumpsys lists events newest first; they were read oldest first")
        parsed.unitReason = "as dumpsys prints ts"
        return parsed
    }
}
