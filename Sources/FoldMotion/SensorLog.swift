import CreaseInput
import Foundation

/// A hinge-sensor log as a device writes it, read as a gesture (SPEC.md I2): CSV (with a header or
/// without) or JSON Lines of (timestamp, angle), timestamps in s, ms, µs or ns, epoch or relative.
///
/// The log is cleaned, and each cleaning is told in one note: timestamps are rebased so the first
/// reading is at 0 ms; readings out of time order are put in order; readings that share a timestamp
/// are merged into the last of them (the value an on-change sensor settled on); angles past 0° or
/// 360° are clamped. What cannot be cleaned — a value that is not a number, no readings, a log
/// longer than a gesture may be — is refused naming the file and the line.
public struct SensorLog: Sendable {
    /// The log as a recorded trace (`Gesture.samples`), named after its file.
    public var gesture: Gesture
    /// What reading the log did to it, one sentence each, in the order done.
    public var notes: [String]

    /// The file extensions read as logs; anything else is a gesture file (JSON).
    public static let extensions = ["csv", "jsonl", "ndjson"]

    /// Whether `path` names a log rather than a gesture file.
    public static func isLog(_ path: String) -> Bool {
        extensions.contains((path as NSString).pathExtension.lowercased())
    }

    /// A time unit a log's timestamps may be in.
    enum Unit: String, CaseIterable {
        case seconds = "s", milliseconds = "ms", microseconds = "µs", nanoseconds = "ns"

        var toMilliseconds: Double {
            switch self {
            case .seconds: 1000
            case .milliseconds: 1
            case .microseconds: 0.001
            case .nanoseconds: 0.000_001
            }
        }

        var word: String {
            switch self {
            case .seconds: "seconds"
            case .milliseconds: "milliseconds"
            case .microseconds: "microseconds"
            case .nanoseconds: "nanoseconds"
            }
        }

        /// The unit a column's name states (`timestamp_ms`, `elapsedRealtimeNanos`, `time (us)`), if any.
        init?(columnName: String) {
            let name = columnName.lowercased().filter { $0.isLetter || $0 == "µ" }
            let endings: [(String, Unit)] = [("nanoseconds", .nanoseconds), ("nanos", .nanoseconds), ("ns", .nanoseconds),
                                             ("microseconds", .microseconds), ("micros", .microseconds), ("µs", .microseconds), ("us", .microseconds),
                                             ("milliseconds", .milliseconds), ("millis", .milliseconds), ("ms", .milliseconds),
                                             ("seconds", .seconds), ("secs", .seconds), ("sec", .seconds)]
            guard let found = endings.first(where: { name.hasSuffix($0.0) }) else { return nil }
            self = found.1
        }

        /// The unit a device's sampling step implies: hinge sensors report every 1–100 ms, so a
        /// median step of 8 is milliseconds, 8,000 microseconds and 8,000,000 nanoseconds. The
        /// bands meet, so every step has exactly one reading.
        init(medianStep step: Double) {
            switch step {
            case ..<0.5: self = .seconds
            case ..<500: self = .milliseconds
            case ..<500_000: self = .microseconds
            default: self = .nanoseconds
            }
        }
    }

    /// One reading as it stood in the file.
    struct Reading {
        var time: Double
        var angle: Double
        var line: Int
    }

    /// Reads a log. `file` names it in errors and notes; the gesture is named after its last path
    /// component without the extension.
    public static func read(_ data: Data, file: String) throws(InputError) -> SensorLog {
        guard let text = String(data: data, encoding: .utf8) else { throw InputError(file: file, message: "is not UTF-8 text (a sensor log is CSV or JSON Lines)") }
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).enumerated()
            .map { (number: $0.offset + 1, text: $0.element.trimmingCharacters(in: .whitespaces)) }
            .filter { !$0.text.isEmpty && !$0.text.hasPrefix("#") }
        if lines.first?.text.hasPrefix("\u{FEFF}") == true { lines[0].text.removeFirst() }
        guard let first = lines.first else { throw InputError(file: file, message: "holds no readings (a sensor log has one reading per line: a timestamp and an angle)") }
        let parsed: (readings: [Reading], unit: Unit?, form: String)
        if first.text.hasPrefix("{") || first.text.hasPrefix("[") {
            parsed = try jsonLines(lines, file: file)
        } else {
            parsed = try csv(lines, file: file)
        }
        return try clean(parsed.readings, unit: parsed.unit, form: parsed.form, file: file)
    }

    // MARK: Cleaning

    static func clean(_ readings: [Reading], unit stated: Unit?, form: String, file: String) throws(InputError) -> SensorLog {
        guard !readings.isEmpty else { throw InputError(file: file, message: "holds no readings (a sensor log has one reading per line: a timestamp and an angle)") }
        guard readings.count <= Gesture.Limits.samples else {
            throw InputError(file: file, message: "holds \(readings.count) readings; a gesture holds at most \(Gesture.Limits.samples)")
        }
        var notes = ["read \(readings.count) readings from \(form)"]
        let steps = zip(readings.dropFirst(), readings).map { $0.time - $1.time }.filter { $0 > 0 }.sorted()
        let unit: Unit
        if let stated {
            unit = stated
            notes.append("timestamps are in \(unit.word), as the column's name says")
        } else if steps.isEmpty {
            unit = .milliseconds
            notes.append("timestamps taken as milliseconds (no two readings are apart to tell the unit by)")
        } else {
            let median = steps[steps.count / 2]
            unit = Unit(medianStep: median)
            let asMilliseconds = unit == .milliseconds ? "" : ", \((median * unit.toMilliseconds).compactText) ms as \(unit.word)"
            notes.append("timestamps taken as \(unit.word): the median step between readings is \(Self.plain(median))\(asMilliseconds) "
                         + "(a hinge sensor reports every 1 to 100 ms)")
        }

        // Time order, keeping the file's order among equal times.
        var ordered = readings
        let outOfOrder = zip(readings.dropFirst(), readings).filter { $0.time < $1.time }.count
        if outOfOrder > 0 {
            ordered = readings.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
            notes.append("\(outOfOrder) \(outOfOrder == 1 ? "reading came" : "readings came") before an earlier timestamp; the readings were put in time order")
        }

        let origin = ordered[0].time
        let originMs = origin * unit.toMilliseconds
        if origin != 0 {
            // After 1973 in milliseconds since 1970: an epoch time, shown as a date to check against the device's clock.
            let epoch = originMs > 1e11 && originMs < 1e13
            let when = epoch ? " (\(Self.utc(originMs)) UTC if it counts from 1970)" : ""
            notes.append("timestamps rebased: the first reading, at \(Self.plain(origin)) \(unit.rawValue)\(when), is at 0 ms")
        }

        var samples: [[Double]] = []
        samples.reserveCapacity(ordered.count)
        var merged = 0, low = 0.0, high = 360.0, clamped = 0
        for reading in ordered {
            let t = ((reading.time - origin) * unit.toMilliseconds * 1_000).rounded() / 1_000
            var angle = reading.angle
            if angle < 0 || angle > 360 {
                clamped += 1
                low = min(low, angle)
                high = max(high, angle)
                angle = min(360, max(0, angle))
            }
            if let last = samples.last, last[0] == t {
                merged += 1
                samples[samples.count - 1][1] = angle
            } else {
                samples.append([t, angle])
            }
        }
        if merged > 0 {
            notes.append("\(merged) \(merged == 1 ? "reading shared its" : "readings shared their") timestamp with the one before; each timestamp keeps its last reading")
        }
        if clamped > 0 {
            let range = [low < 0 ? "lowest \(low.compactText)°" : nil, high > 360 ? "highest \(high.compactText)°" : nil].compactMap { $0 }
            notes.append("\(clamped) \(clamped == 1 ? "angle lay" : "angles lay") outside 0° to 360° (\(range.joined(separator: ", "))) and \(clamped == 1 ? "was" : "were") clamped")
        }
        guard let end = samples.last?[0], end <= Gesture.Limits.milliseconds else {
            let span = ((samples.last?[0] ?? 0) / 1000).compactText
            throw InputError(file: file, message: "spans \(span) s from its first reading; a gesture lasts at most \((Gesture.Limits.milliseconds / 1000).compactText) s "
                             + "(cut the log to the fold, or check the timestamps' unit)")
        }
        let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        let gesture = Gesture(name: name.isEmpty ? "sensor-log" : String(name.prefix(Gesture.Limits.nameCharacters)),
                              start: samples[0][1], samples: samples)
        do { try gesture.validate() } catch { throw error.inFile(file) }
        return SensorLog(gesture: gesture, notes: notes)
    }

    /// A timestamp as a log writes it: a whole number in full (`1764600000123456789`), not in exponent form.
    static func plain(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 9e18 ? String(Int64(value)) : value.compactText
    }

    static func utc(_ milliseconds: Double) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate, .withFractionalSeconds, .withSpaceBetweenDateAndTime]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date(timeIntervalSince1970: milliseconds / 1000))
    }
}
