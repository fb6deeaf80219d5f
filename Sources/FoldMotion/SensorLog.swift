import CreaseInput
import Foundation

/// A hinge-sensor log as a device writes it, read as a gesture (SPEC.md I2, I5): CSV (with a header or
/// without), JSON Lines of (timestamp, angle), or the recent events `adb shell dumpsys sensorservice`
/// prints; timestamps in s, ms, µs or ns, epoch or relative; one sensor or several (a `sensor` or
/// `type` column), of which the hinge is read.
///
/// The log is cleaned, and each cleaning is told in one note: timestamps are rebased so the first
/// reading is at 0 ms; readings a little out of time order are put in order; readings that share a
/// timestamp are merged into the last of them (the value an on-change sensor settled on); angles past
/// 0° or 360° are clamped. A log that holds more than one recording (time going back) or a dropout (no
/// reading while the angle moved) is split there and never re-sorted into one motion: one part is read
/// (`Options.part`), or the log is refused naming the line. What cannot be cleaned — a value that is
/// not a number, no readings, a log longer than a gesture may be — is refused naming the file and the line.
public struct SensorLog: Sendable {
    /// The log as a recorded trace (`Gesture.samples`), named after its file.
    public var gesture: Gesture
    /// What reading the log did to it, one sentence each, in the order done.
    public var notes: [String]

    /// The file extensions read as logs; anything else is a gesture file (JSON). A `.txt` or `.log`
    /// is dumpsys sensorservice text (or CSV).
    public static let extensions = ["csv", "jsonl", "ndjson", "txt", "log"]

    /// Whether `path` names a log rather than a gesture file.
    public static func isLog(_ path: String) -> Bool {
        extensions.contains((path as NSString).pathExtension.lowercased())
    }

    /// How to read a log when the file alone does not say (`crease simulate --sensor`, `--time-unit`, `--part`).
    public struct Options: Hashable, Sendable {
        /// The sensor whose readings are read, by name or type (a part of it, any case), when the log
        /// holds several; by default the hinge.
        public var sensor: String?
        /// The timestamps' unit, over what the column's name or the spacing says.
        public var timeUnit: Unit?
        /// Which part (from 1) of a log split at a second recording or a dropout is read.
        public var part: Int?

        public init(sensor: String? = nil, timeUnit: Unit? = nil, part: Int? = nil) {
            self.sensor = sensor
            self.timeUnit = timeUnit
            self.part = part
        }
    }

    /// A time unit a log's timestamps may be in.
    public enum Unit: String, CaseIterable, Sendable {
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

        /// The unit a command line names: s, ms, us (or µs), ns.
        public init?(argument: String) {
            switch argument.lowercased() {
            case "s", "sec", "seconds": self = .seconds
            case "ms", "milliseconds": self = .milliseconds
            case "us", "µs", "microseconds": self = .microseconds
            case "ns", "nanoseconds": self = .nanoseconds
            default: return nil
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

    /// What a form's reader found: the hinge's readings (in file order), the unit a name stated, how
    /// the form is described, and what it noted (the sensors it left out).
    struct Parsed {
        var readings: [Reading]
        var unit: Unit?
        var form: String
        var notes: [String] = []
        /// Why the unit is `unit` when a name did not say it (Android's nanosecond `timestamp`).
        var unitReason: String?
    }

    /// Reads a log. `file` names it in errors and notes; the gesture is named after its last path
    /// component without the extension.
    public static func read(_ data: Data, file: String, options: Options = Options()) throws(InputError) -> SensorLog {
        guard let text = String(data: data, encoding: .utf8) else { throw InputError(file: file, message: "is not UTF-8 text (a sensor log is CSV, JSON Lines or dumpsys sensorservice text)") }
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).enumerated()
            .map { (number: $0.offset + 1, text: $0.element.trimmingCharacters(in: .whitespaces)) }
            .filter { !$0.text.isEmpty && !$0.text.hasPrefix("#") }
        if lines.first?.text.hasPrefix("\u{FEFF}") == true { lines[0].text.removeFirst() }
        guard let first = lines.first else { throw InputError(file: file, message: "holds no readings (a sensor log has one reading per line: a timestamp and an angle)") }
        var parsed: Parsed
        if lines.contains(where: { $0.text.contains("(ts=") }) {
            parsed = try dumpsys(lines, file: file, options: options)
        } else if first.text.hasPrefix("{") || first.text.hasPrefix("[") {
            parsed = try jsonLines(lines, file: file, options: options)
        } else {
            parsed = try csv(lines, file: file, options: options)
        }
        if let unit = options.timeUnit {
            parsed.unit = unit
            parsed.unitReason = "as --time-unit says"
        }
        return try clean(parsed, part: options.part, file: file)
    }

    /// The sensor whose rows are read, of `names` (each row's sensor, in file order): the one `requested`
    /// names, else the hinge (a name or type saying hinge, or Android's type 36); nil when the log names
    /// at most one sensor. The note names the others.
    static func chooseSensor(_ names: [String?], requested: String?, file: String) throws(InputError) -> (sensor: String?, note: String?) {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for case let name? in names {
            if counts[name] == nil { order.append(name) }
            counts[name, default: 0] += 1
        }
        func listed(_ list: [String]) -> String { list.map { "\($0) (\(counts[$0] ?? 0))" }.joined(separator: ", ") }
        if let requested {
            let wanted = requested.lowercased()
            guard let chosen = order.first(where: { $0.lowercased() == wanted }) ?? order.first(where: { $0.lowercased().contains(wanted) }) else {
                throw InputError(file: file, message: "holds no readings of sensor '\(requested)' (--sensor); its sensors: \(order.isEmpty ? "none named" : listed(order))")
            }
            let others = order.filter { $0 != chosen }
            return (chosen, "read sensor \(chosen) (\(counts[chosen] ?? 0) readings), as --sensor says" + (others.isEmpty ? "" : "; left out: \(listed(others))"))
        }
        guard order.count > 1 else { return (nil, nil) }
        guard let hinge = order.first(where: { $0.lowercased().contains("hinge") || $0 == "36" }) else {
            throw InputError(file: file, message: "holds readings of \(order.count) sensors and none is a hinge: \(listed(order)); pick one with --sensor NAME")
        }
        return (hinge, "read the hinge sensor \(hinge) (\(counts[hinge] ?? 0) readings); left out: \(listed(order.filter { $0 != hinge })) (--sensor picks another)")
    }

    // MARK: Cleaning

    static func clean(_ parsed: Parsed, part: Int?, file: String) throws(InputError) -> SensorLog {
        var readings = parsed.readings
        guard !readings.isEmpty else { throw InputError(file: file, message: "holds no readings (a sensor log has one reading per line: a timestamp and an angle)") }
        guard readings.count <= Gesture.Limits.samples else {
            throw InputError(file: file, message: "holds \(readings.count) readings; a gesture holds at most \(Gesture.Limits.samples)")
        }
        var notes = ["read \(readings.count) readings from \(parsed.form)"] + parsed.notes
        let steps = zip(readings.dropFirst(), readings).map { $0.time - $1.time }.filter { $0 > 0 }.sorted()
        let median = steps.isEmpty ? nil : steps[steps.count / 2]
        let unit: Unit
        if let stated = parsed.unit {
            unit = stated
            notes.append("timestamps are in \(unit.word), \(parsed.unitReason ?? "as the column's name says")")
        } else if let median {
            unit = Unit(medianStep: median)
            let asMilliseconds = unit == .milliseconds ? "" : ", \((median * unit.toMilliseconds).compactText) ms as \(unit.word)"
            notes.append("timestamps taken as \(unit.word): the median step between readings is \(Self.plain(median))\(asMilliseconds) "
                         + "(a hinge sensor reports every 1 to 100 ms; --time-unit says otherwise)")
        } else {
            unit = .milliseconds
            notes.append("timestamps taken as milliseconds (no two readings are apart to tell the unit by)")
        }

        // A second recording (time going back) or a dropout (silence while the angle moved) splits the
        // log: its parts are never put in one time order, which would make a motion that did not happen.
        let parts = Self.parts(readings, unit: unit, medianStep: median.map { $0 * unit.toMilliseconds })
        if parts.count > 1 {
            let spans = parts.map { "lines \(readings[$0.range.lowerBound].line)–\(readings[$0.range.upperBound - 1].line)" }
            let ranges = spans.enumerated().map { "\($0.offset + 1): \($0.element)" }
            guard let part else {
                let split = parts[1]
                throw InputError(file: file, message: "line \(readings[split.range.lowerBound].line): \(split.reason ?? "")"
                                 + "; the log holds \(parts.count) parts (\(ranges.joined(separator: ", "))): pick one with --part N")
            }
            guard (1...parts.count).contains(part) else {
                throw InputError(file: file, message: "has \(parts.count) parts (\(ranges.joined(separator: ", "))); --part \(part) is none of them")
            }
            let reasons = parts.dropFirst().map { "line \(readings[$0.range.lowerBound].line): \($0.reason ?? "")" }
            notes.append("the log holds \(parts.count) parts (\(reasons.joined(separator: "; "))); read part \(part) (\(spans[part - 1])), as --part says")
            readings = Array(readings[parts[part - 1].range])
        } else if let part, part != 1 {
            throw InputError(file: file, message: "is one part (no second recording or dropout); --part \(part) is none of it")
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

    /// Where a log splits: each part's readings (by position in file order) and why it starts there (nil
    /// for the first). Time going back by more than 100 ms (and ten median steps) starts another
    /// recording; a small step back is readings a little out of order, put in order when cleaned.
    /// Silence of more than 100 ms (and five median steps) over which the angle moved more than 10° is a
    /// dropout: an on-change sensor is silent while the hinge is still, never while it moves.
    static func parts(_ readings: [Reading], unit: Unit, medianStep: Double?) -> [(range: Range<Int>, reason: String?)] {
        let factor = unit.toMilliseconds
        let back = Swift.max(100, 10 * (medianStep ?? 0)), silence = Swift.max(100, 5 * (medianStep ?? 0))
        var out: [(range: Range<Int>, reason: String?)] = []
        var start = 0, reason: String? = nil
        var latest = readings.first?.time ?? 0
        for i in readings.indices.dropFirst() {
            let step = (readings[i].time - latest) * factor
            var why: String?
            if step < -back {
                why = "time goes back \((-step / 1000).compactText) s (a second recording starts here?)"
            } else if step > silence, abs(readings[i].angle - readings[i - 1].angle) > 10 {
                why = "no reading for \(step.rounded().compactText) ms while the angle moved \(abs(readings[i].angle - readings[i - 1].angle).rounded().compactText)° (a dropout)"
            }
            if let why {
                out.append((start..<i, reason))
                start = i
                reason = why
                latest = readings[i].time
            } else {
                latest = Swift.max(latest, readings[i].time)
            }
        }
        out.append((start..<readings.count, reason))
        return out
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
