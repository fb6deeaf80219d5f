import CreaseInput
import CreaseTestSupport
import Foundation
import Testing
@testable import FoldMotion

/// Hinge-sensor logs as a device writes them are gestures (SPEC.md I2): CSV or JSON Lines, epoch or
/// relative timestamps in s, ms, µs or ns, rebased, sorted, merged and clamped, each cleaning told.
@Suite struct SensorLogTests {
    static let bundledLog = TestSupport.packageRoot.appendingPathComponent("Sources/CreaseFixtures/Bundled/gestures/hinge-log.csv")

    static func read(_ text: String, file: String = "trace.csv") throws -> SensorLog {
        try SensorLog.read(Data(text.utf8), file: file)
    }

    /// The bundled log's rows, read independently of SensorLog: (epoch ms, degrees).
    static func bundledRows() throws -> [(Int64, Double)] {
        let text = try String(contentsOf: bundledLog, encoding: .utf8)
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let parts = line.split(separator: ",")
            guard parts.count == 2, let t = Int64(parts[0]), let a = Double(parts[1]) else { return nil }
            return (t, a)
        }
    }

    @Test("I2: the bundled log (CSV, epoch ms, 6–16 ms steps, repeats, noise below 0°) becomes a trace from 0 ms, with a note per cleaning")
    func bundledCSV() throws {
        let rows = try Self.bundledRows()
        let log = try SensorLog.read(Data(contentsOf: Self.bundledLog), file: Self.bundledLog.path)
        let samples = try #require(log.gesture.samples)
        #expect(log.gesture.name == "hinge-log")
        #expect(samples.first?[0] == 0)
        #expect(zip(samples.dropFirst(), samples).allSatisfy { $0[0] > $1[0] }, "times rise strictly")
        #expect(samples.allSatisfy { (0...360).contains($0[1]) })
        // Counted from the file itself: each distinct timestamp is one sample, and each span is kept.
        let distinct = Set(rows.map(\.0))
        #expect(samples.count == distinct.count)
        let span = Double((rows.map(\.0).max() ?? 0) - (rows.map(\.0).min() ?? 0))
        #expect(samples.last?[0] == span)
        let repeats = rows.count - distinct.count, below = rows.filter { $0.1 < 0 }.count
        #expect(repeats > 0 && below > 0, "the fixture has what it is meant to exercise")
        let notes = log.notes.joined(separator: "\n")
        #expect(notes.contains("read \(rows.count) readings from CSV with a header (time: timestamp_ms, angle: angle)"), "\(notes)")
        #expect(notes.contains("in milliseconds, as the column's name says"))
        #expect(notes.contains("rebased: the first reading, at \(rows[0].0) ms (2025-12-01 14:40:00.123 UTC if it counts from 1970)"), "\(notes)")
        #expect(notes.contains("\(repeats) readings shared their timestamp"))
        #expect(notes.contains("\(rows.filter { $0.1 < 0 || $0.1 > 360 }.count) angles lay outside 0° to 360°"))
        // Where a timestamp repeats, the last reading at it is kept.
        let lastAt = Dictionary(rows.map { ($0.0 - rows[0].0, $0.1) }, uniquingKeysWith: { _, later in later })
        for sample in samples { #expect(sample[1] == min(360, max(0, lastAt[Int64(sample[0])] ?? -1))) }
    }

    @Test("I2: the same log as JSON Lines in µs from boot, and as CSV without a header in epoch ns, reads to the same trace")
    func sameTraceInOtherForms() throws {
        let rows = try Self.bundledRows()
        let origin = rows[0].0
        let jsonl = rows.map { #"{"sensor": "hinge", "timestamp_us": \#(($0.0 - origin) * 1000 + 5000), "angle": \#($0.1)}"# }.joined(separator: "\n")
        let ns = rows.map { "\($0.0 * 1_000_000),\($0.1)" }.joined(separator: "\r\n")
        let android = rows.map { #"{"timestamp": \#(($0.0 - origin) * 1_000_000 + 73_000_000_000), "values": [\#($0.1)]}"# }.joined(separator: "\n")
        let csv = try SensorLog.read(Data(contentsOf: Self.bundledLog), file: "a.csv").gesture.samples ?? []
        for (text, file, unitNote) in [(jsonl, "b.jsonl", "in microseconds, as the column's name says"),
                                       (ns, "c.csv", "taken as nanoseconds: the median step between readings is"),
                                       (android, "d.jsonl", "in nanoseconds, as Android's SensorEvent.timestamp is")] {
            let log = try Self.read(text, file: file)
            let samples = try #require(log.gesture.samples)
            #expect(samples.count == csv.count, "\(file)")
            for (a, b) in zip(samples, csv) {
                #expect(abs(a[0] - b[0]) <= 0.001 && a[1] == b[1], "\(file): \(a) against \(b)")
            }
            #expect(log.notes.contains { $0.contains(unitNote) }, "\(file): \(log.notes)")
        }
    }

    @Test("I2: a unit is read from the median step: 8 is ms, 8,000 µs, 8,000,000 ns, 0.008 s", arguments: [
        (0.008, SensorLog.Unit.seconds), (8, .milliseconds), (8_000, .microseconds), (8_000_000, .nanoseconds),
        (0.4, .seconds), (0.5, .milliseconds), (499, .milliseconds), (500, .microseconds), (500_000, .nanoseconds),
    ])
    func unitFromStep(_ step: Double, _ unit: SensorLog.Unit) {
        #expect(SensorLog.Unit(medianStep: step) == unit)
    }

    @Test("I2: a unit in a column's name wins", arguments: [
        ("timestamp_ms", SensorLog.Unit?.some(.milliseconds)), ("elapsedRealtimeNanos", .nanoseconds), ("time (us)", .microseconds),
        ("t_s", nil), ("time_sec", .seconds), ("timestamp", nil), ("t", nil),
    ])
    func unitFromName(_ name: String, _ unit: SensorLog.Unit?) {
        #expect(SensorLog.Unit(columnName: name) == unit)
    }

    @Test("I2: readings out of order are put in order, a relative log is rebased, and both are told")
    func sortedAndRebased() throws {
        let log = try Self.read("t,hinge\n100,10\n120,30\n110,20\n130,361\n")
        #expect(log.gesture.samples == [[0, 10], [10, 20], [20, 30], [30, 360]])
        #expect(log.gesture.start == 10)
        #expect(log.notes.contains("1 reading came before an earlier timestamp; the readings were put in time order"))
        #expect(log.notes.contains("timestamps rebased: the first reading, at 100 ms, is at 0 ms"))
        #expect(log.notes.contains("1 angle lay outside 0° to 360° (highest 361°) and was clamped"))
    }

    @Test("I2: a log already at 0 ms in seconds is not rebased; a semicolon log reads")
    func secondsAndSemicolons() throws {
        let log = try Self.read("time_s;angle_deg\n0;5\n0.010;6\n0.020;7\n")
        #expect(log.gesture.samples == [[0, 5], [10, 6], [20, 7]])
        #expect(!log.notes.contains { $0.contains("rebased") })
    }

    @Test("I2: what cannot be cleaned is refused naming the file and the line", arguments: [
        ("t,angle\n0,10\n8,abc\n", "trace.csv: line 3: the angle 'abc' is not a number"),
        ("t,angle\n0,10\n8,nan\n", "trace.csv: line 3: the angle 'nan' is not a number"),
        ("time,pressure\n0,1\n", "trace.csv: line 1: the header (time, pressure) names no angle column"),
        ("when,angle\n0,1\n", "trace.csv: line 1: the header (when, angle) names no time column"),
        ("# only a comment\n\n", "trace.csv: holds no readings"),
        ("0,10\n8\n", "trace.csv: line 2: has 1 value; a reading needs a timestamp and an angle"),
        ("t_ms,angle\n0,10\n200000,20\n", "trace.csv: spans 200 s from its first reading; a gesture lasts at most 120 s"),
        ("{\"t\": 0, \"angle\": 1}\n{\"t\": 8,}\n", "trace.csv: line 2: is not a JSON value"),
        ("{\"t\": 0, \"angle\": 1}\n{\"t\": 8}\n", "trace.csv: line 2: lacks 't' or 'angle', which the first reading has"),
        ("{\"t\": 0, \"angle\": true}\n", "trace.csv: line 1: the angle is not a number"),
    ])
    func refusals(_ text: String, _ expected: String) {
        #expect { try Self.read(text) } throws: { error in
            guard let error = error as? InputError else { return false }
            return error.description.hasPrefix(expected)
        }
    }

    @Test("I2: a log is told from a gesture file by its extension")
    func extensions() {
        #expect(SensorLog.isLog("a/b.csv") && SensorLog.isLog("x.JSONL") && SensorLog.isLog("y.ndjson"))
        #expect(!SensorLog.isLog("unfold.json") && !SensorLog.isLog("unfold"))
    }

    // MARK: I5: logs as devices write them

    static func read(_ text: String, file: String = "trace.csv", _ options: SensorLog.Options) throws -> SensorLog {
        try SensorLog.read(Data(text.utf8), file: file, options: options)
    }

    /// Hinge rows (0° to 119° in 8 ms steps) with an accelerometer's rows between them, as `sensor,…` CSV.
    static let mixed: String = {
        var rows = ["timestamp_ms,sensor,value"]
        for i in 0..<60 {
            rows.append("\(1_000 + i * 8),android.sensor.hinge_angle,\(i * 2)")
            rows.append("\(1_002 + i * 8),android.sensor.accelerometer,9.81")
        }
        return rows.joined(separator: "\n")
    }()

    @Test("I5: a CSV with hinge and accelerometer rows reads the hinge alone and names the other sensor")
    func sensorColumn() throws {
        let log = try Self.read(Self.mixed, SensorLog.Options())
        let samples = try #require(log.gesture.samples)
        #expect(samples.count == 60)
        #expect(samples.allSatisfy { $0[1] != 9.81 }, "no accelerometer value became an angle")
        #expect(samples.last == [472, 118])
        #expect(log.notes.contains("read the hinge sensor android.sensor.hinge_angle (60 readings); left out: android.sensor.accelerometer (60) (--sensor picks another)"), "\(log.notes)")
        // --sensor picks another, by part of its name; a sensor the log lacks is refused naming those it has.
        let accel = try Self.read(Self.mixed, SensorLog.Options(sensor: "ACCEL"))
        #expect(accel.gesture.samples?.allSatisfy { $0[1] == 9.81 } == true)
        #expect { try Self.read(Self.mixed, SensorLog.Options(sensor: "gyro")) } throws: { error in
            "\(error)".contains("holds no readings of sensor 'gyro' (--sensor); its sensors: android.sensor.hinge_angle (60), android.sensor.accelerometer (60)")
        }
        // Several sensors and none a hinge: refused, naming them.
        let noHinge = "t_ms,type,value\n0,accelerometer,9.8\n1,gyroscope,0.1\n"
        #expect { try Self.read(noHinge, SensorLog.Options()) } throws: { error in
            "\(error)".contains("holds readings of 2 sensors and none is a hinge: accelerometer (1), gyroscope (1); pick one with --sensor NAME")
        }
    }

    @Test("I5: Android JSON Lines with a sensor key and nanosecond timestamps in bursts read as nanoseconds; --time-unit overrides")
    func androidNanoseconds() throws {
        // Readings 0.2 ms apart in bursts every 20 ms: by the spacing alone, microseconds (a 2 s log read as 2,000 s).
        var lines: [String] = []
        var t: Int64 = 73_000_000_000
        for i in 0..<100 {
            t += i % 10 == 0 ? 20_000_000 : 200_000
            lines.append(#"{"sensor": 36, "timestamp": \#(t), "values": [\#(i)]}"#)
        }
        lines.insert(#"{"sensor": 1, "timestamp": 73000000001, "values": [0.1, 9.8, 0.2]}"#, at: 3)
        let log = try Self.read(lines.joined(separator: "\n"), file: "a.jsonl", SensorLog.Options())
        let samples = try #require(log.gesture.samples)
        #expect(samples.count == 100)
        let span = Double(t - 73_020_000_000) / 1_000_000
        #expect(samples.last?[0] == span, "\(samples.last ?? [])")
        #expect(log.notes.contains { $0.contains("as Android's SensorEvent.timestamp is") }, "\(log.notes)")
        #expect(log.notes.contains { $0.contains("read the hinge sensor 36 (100 readings); left out: 1 (1)") }, "\(log.notes)")
        let stated = try Self.read("time,angle\n0,1\n8000,2\n", SensorLog.Options(timeUnit: .microseconds))
        #expect(stated.gesture.samples == [[0, 1], [8, 2]])
        #expect(stated.notes.contains("timestamps are in microseconds, as --time-unit says"))
        #expect(SensorLog.Unit(argument: "us") == .microseconds && SensorLog.Unit(argument: "fortnights") == nil)
    }

    @Test("I5: ts_us, ts_ms and ts_ns headers are time columns in their unit", arguments: [("ts_us", 8_000.0), ("ts_ms", 8), ("ts_ns", 8_000_000)])
    func tsHeaders(_ name: String, _ step: Double) throws {
        let log = try Self.read("\(name),angle\n0,10\n\(step.compactText),20\n", SensorLog.Options())
        #expect(log.gesture.samples == [[0, 10], [8, 20]])
    }

    @Test("I5: two recordings concatenated are split, never re-sorted: refused naming the line, or one part read with --part")
    func concatenated() throws {
        let first = (0..<50).map { "\($0 * 10),\($0 * 3)" }, second = (0..<50).map { "\($0 * 10),\(180 - $0 * 3)" }
        let text = (["t_ms,angle"] + first + second).joined(separator: "\n")
        #expect { try Self.read(text, SensorLog.Options()) } throws: { error in
            "\(error)" == "trace.csv: line 52: time goes back 0.49 s (a second recording starts here?); the log holds 2 parts (1: lines 2–51, 2: lines 52–101): pick one with --part N"
        }
        let two = try Self.read(text, SensorLog.Options(part: 2))
        #expect(two.gesture.samples?.first == [0, 180] && two.gesture.samples?.last == [490, 33])
        #expect(two.notes.contains { $0.contains("read part 2 (lines 52–101), as --part says") }, "\(two.notes)")
        #expect(throws: InputError.self) { try Self.read(text, SensorLog.Options(part: 3)) }
        // A small step back (a reading 10 ms late) is still put in order, with its note.
        let late = try Self.read("t_ms,angle\n0,1\n20,3\n10,2\n30,4\n", SensorLog.Options())
        #expect(late.gesture.samples == [[0, 1], [10, 2], [20, 3], [30, 4]])
    }

    @Test("I5: a 410 ms dropout mid-motion is split and named; a still hinge's silence is not")
    func dropout() throws {
        var rows = ["ms,angle"]
        for t in stride(from: 0, through: 1_500, by: 10) where !(300..<700).contains(t) { rows.append("\(t),\(Double(t) * 0.12)") }
        #expect { try Self.read(rows.joined(separator: "\n"), SensorLog.Options()) } throws: { error in
            "\(error)".hasPrefix("trace.csv: line 32: no reading for 410 ms while the angle moved 49° (a dropout); the log holds 2 parts")
        }
        // An on-change sensor is silent for a second while the hinge rests at 90°: one part.
        let still = try Self.read("ms,angle\n0,80\n10,90\n1010,91\n1020,100\n", SensorLog.Options())
        #expect(still.gesture.samples?.count == 4)
    }

    @Test("I5: dumpsys sensorservice text is read: the hinge's section, newest-first events in time order, ts in seconds")
    func dumpsys() throws {
        var out = ["Recent Sensor events:", "Hinge Angle Sensor: last 4 events"]
        let events: [(Double, Double)] = [(2263.5, 10), (2263.516, 20), (2263.532, 35), (2263.6, 90)]
        for (j, e) in events.reversed().enumerated() { out.append("\t\(j + 1) (ts=\(e.0)00000, wall=10:52:33.\(100 + j)) \(e.1), ") }
        out += ["BMI260 Accelerometer: last 1 events", "\t 1 (ts=2263.510000000, wall=10:52:33.400) 0.10, 9.80, 0.20, "]
        let log = try Self.read(out.joined(separator: "\n"), file: "dumpsys.txt", SensorLog.Options())
        let samples = try #require(log.gesture.samples)
        #expect(samples.map { $0[1] } == [10, 20, 35, 90])
        #expect(samples.map { $0[0] } == [0, 16, 32, 100])
        #expect(log.notes.contains("read the hinge sensor Hinge Angle Sensor (4 readings); left out: BMI260 Accelerometer (1) (--sensor picks another)"), "\(log.notes)")
        #expect(SensorLog.isLog("dumpsys.txt"))
    }
}
