import CreaseInput
import Foundation

/// The two forms a log comes in, and how their columns are told apart.
extension SensorLog {
    typealias Line = (number: Int, text: String)

    /// Which column holds the time: its name says time (`t`, `ts`, `time`, `timestamp`, `elapsedRealtimeNanos`).
    static func isTimeColumn(_ name: String) -> Bool {
        let n = name.lowercased()
        return ["t", "ts", "ms", "us", "ns", "µs", "s"].contains(n) || n.contains("time") || n.contains("elapsed") || n.hasPrefix("t_")
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
    static func csv(_ lines: [Line], file: String) throws(InputError) -> (readings: [Reading], unit: Unit?, form: String) {
        guard let first = lines.first else { return ([], nil, "CSV") }
        let separator: Character = first.text.contains(",") ? "," : first.text.contains(";") ? ";" : first.text.contains("\t") ? "\t" : " "
        func cells(_ text: String) -> [Substring] {
            text.split(separator: separator, omittingEmptySubsequences: separator != " ")
        }
        let head = cells(first.text)
        let isHeader = head.contains { Double($0.trimmingCharacters(in: CharacterSet(charactersIn: "\" \t"))) == nil }
        var timeColumn = 0, angleColumn = 1, unit: Unit? = nil, form = "CSV without a header (timestamp, angle)"
        if isHeader {
            let names = head.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" \t")) }
            guard let t = names.firstIndex(where: isTimeColumn) else {
                throw InputError(file: file, message: "line \(first.number): the header (\(names.joined(separator: ", "))) names no time column (t, ts, time, timestamp, timestamp_ms, …)")
            }
            guard let a = names.firstIndex(where: { isAngleColumn($0) && $0 != names[t] }) else {
                throw InputError(file: file, message: "line \(first.number): the header (\(names.joined(separator: ", "))) names no angle column (angle, hinge, degrees, value, …)")
            }
            timeColumn = t
            angleColumn = a
            unit = Unit(columnName: names[t])
            form = "CSV with a header (time: \(names[t]), angle: \(names[a]))"
        }
        var readings: [Reading] = []
        readings.reserveCapacity(lines.count)
        for line in lines.dropFirst(isHeader ? 1 : 0) {
            let row = cells(line.text)
            guard row.count > max(timeColumn, angleColumn) else {
                throw InputError(file: file, message: "line \(line.number): has \(row.count) \(row.count == 1 ? "value" : "values"); a reading needs a timestamp and an angle")
            }
            readings.append(Reading(time: try number(row[timeColumn], line: line.number, column: "timestamp", file: file),
                                    angle: try number(row[angleColumn], line: line.number, column: "angle", file: file),
                                    line: line.number))
        }
        return (readings, unit, form)
    }

    // MARK: JSON Lines

    /// JSON Lines: one object per line with a time key and an angle key (`{"t": 12, "angle": 91.5}`,
    /// `{"timestamp": …, "values": [91.5]}` as Android's sensor events carry it), or one
    /// `[timestamp, angle]` array per line.
    static func jsonLines(_ lines: [Line], file: String) throws(InputError) -> (readings: [Reading], unit: Unit?, form: String) {
        var readings: [Reading] = []
        readings.reserveCapacity(lines.count)
        var keys: (time: String, angle: String)? = nil
        for line in lines {
            let tape: JSONTape
            do { tape = try JSONTape(reading: Array(line.text.utf8)) } catch {
                throw InputError(file: file, message: "line \(line.number): is not a JSON value (a JSON Lines log has one object or [timestamp, angle] per line)")
            }
            func value(_ index: Int, _ column: String) throws(InputError) -> Double {
                switch tape.values[index] {
                case .integer(let n): return Double(n)
                case .number(let x): return x
                case .array(let count, _) where count > 0: return try value(index + 1, column)
                case .string(let s): return try number(Substring(s), line: line.number, column: column, file: file)
                default: throw InputError(file: file, message: "line \(line.number): the \(column) is not a number")
                }
            }
            switch tape.values[0] {
            case .array(let count, _):
                guard count >= 2 else { throw InputError(file: file, message: "line \(line.number): an array reading is [timestamp, angle] (got \(count) values)") }
                let second = tape.end(of: 1)
                readings.append(Reading(time: try value(1, "timestamp"), angle: try value(second, "angle"), line: line.number))
            case .object(let count, _):
                if keys == nil {
                    var names: [String] = []
                    var i = 1
                    for _ in 0..<count {
                        if case .string(let name) = tape.values[i] { names.append(name) }
                        i = tape.end(of: i + 1)
                    }
                    guard let t = names.first(where: isTimeColumn) else {
                        throw InputError(file: file, message: "line \(line.number): the keys (\(names.joined(separator: ", "))) name no time (t, ts, time, timestamp, timestamp_ms, …)")
                    }
                    guard let a = names.first(where: { isAngleColumn($0) && $0 != t }) else {
                        throw InputError(file: file, message: "line \(line.number): the keys (\(names.joined(separator: ", "))) name no angle (angle, hinge, degrees, value, values, …)")
                    }
                    keys = (t, a)
                }
                guard let keys, let t = tape.member(keys.time, in: 0), let a = tape.member(keys.angle, in: 0) else {
                    throw InputError(file: file, message: "line \(line.number): lacks '\(keys?.time ?? "")' or '\(keys?.angle ?? "")', which the first reading has")
                }
                readings.append(Reading(time: try value(t, "timestamp"), angle: try value(a, "angle"), line: line.number))
            default:
                throw InputError(file: file, message: "line \(line.number): is not an object or a [timestamp, angle] array")
            }
        }
        guard let keys else { return (readings, nil, "JSON Lines of [timestamp, angle]") }
        return (readings, Unit(columnName: keys.time), "JSON Lines (time: \(keys.time), angle: \(keys.angle))")
    }
}
