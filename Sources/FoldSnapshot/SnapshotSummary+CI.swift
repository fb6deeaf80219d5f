import CreaseIO
import Foundation

/// A run as a CI reads it (T16): JUnit XML, which Jenkins, GitLab, Buildkite and GitHub's test
/// reporters show as tests, and GitHub Actions' workflow commands, which put each failure on the pull
/// request beside the reference it concerns.
extension SnapshotSummary {
    /// JUnit XML in Ant's format (the one every reader accepts): one `<testsuite>` named `suite`, one
    /// `<testcase>` per snapshot (class `Snapshots`, its reference's name), a `<failure>` holding the
    /// whole failure message for each that failed, the recordings and orphans in `<system-out>`.
    /// `path` gives a reference's path as the package names it. (No `file` attribute: Ant's format has
    /// none; the annotations put a failure on its file.)
    public func junit(suite: String, seconds: Double, timestamp: Date, hostname: String, path: (String) -> String) -> Data {
        let failures = failed.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let counts = "tests=\"\(entries.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"\(Self.seconds(seconds))\""
        xml += "<testsuites name=\"\(Escape.xmlAttribute(suite, spellingForbidden: true))\" \(counts)>\n"
        xml += "  <testsuite package=\"Snapshots\" id=\"0\" name=\"\(Escape.xmlAttribute(suite, spellingForbidden: true))\" timestamp=\"\(Self.timestamp(timestamp))\" "
            + "hostname=\"\(Escape.xmlAttribute(hostname, spellingForbidden: true))\" \(counts)>\n"
        xml += "    <properties/>\n"
        var out: [String] = []
        for entry in entries {
            let time = Self.seconds(entry.seconds ?? 0)
            xml += "    <testcase classname=\"Snapshots\" name=\"\(Escape.xmlAttribute(entry.name, spellingForbidden: true))\" time=\"\(time)\""
            switch entry.outcome {
            case .matched:
                xml += "/>\n"
            case .recorded(let r):
                xml += "/>\n"
                out.append(r.description)
            case .failed(let f):
                xml += ">\n      <failure type=\"\(f.missing ? "missing reference" : "mismatch")\" message=\"\(Escape.xmlAttribute(f.headline, spellingForbidden: true))\">"
                xml += Escape.xmlText(f.description, spellingForbidden: true) + "</failure>\n    </testcase>\n"
            }
        }
        if !orphans.isEmpty {
            out.append("Orphan references (no declared case produces them; 'crease snapshot prune' removes them):\n"
                       + orphans.map { "  " + path($0) }.joined(separator: "\n"))
        }
        xml += "    <system-out>" + Escape.xmlText(out.joined(separator: "\n\n"), spellingForbidden: true) + "</system-out>\n"
        xml += "    <system-err></system-err>\n  </testsuite>\n</testsuites>\n"
        return Data(xml.utf8)
    }

    /// GitHub Actions workflow commands: an `::error` on each failing snapshot's reference file, titled
    /// with its name, holding its whole message; a `::notice` for each recording and a `::warning` for
    /// each orphan. Values are escaped as the runner reads them, so no name ends a command early.
    public func githubAnnotations(path: (String) -> String) -> [String] {
        var lines: [String] = []
        for entry in entries {
            switch entry.outcome {
            case .matched:
                continue
            case .recorded(let r):
                lines.append(Self.command("notice", file: path(entry.name), title: "Snapshot recorded: \(entry.name)", message: r.description))
            case .failed(let f):
                let title = (f.missing ? "Snapshot has no reference: " : "Snapshot changed: ") + entry.name
                lines.append(Self.command("error", file: path(entry.name), title: title, message: f.description))
            }
        }
        for orphan in orphans {
            lines.append(Self.command("warning", file: path(orphan), title: "Orphan reference: \(orphan)",
                                      message: "No declared case produces this reference; 'crease snapshot prune' removes it."))
        }
        return lines
    }

    /// `::kind file=…,title=…::message`, with the runner's escapes: `%`, CR and LF everywhere, and
    /// `:` and `,` in the properties too.
    static func command(_ kind: String, file: String, title: String, message: String) -> String {
        func data(_ s: String) -> String {
            s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
        }
        func property(_ s: String) -> String { data(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C") }
        return "::\(kind) file=\(property(file)),title=\(property(title))::\(data(message))"
    }

    static func seconds(_ s: Double) -> String { String(format: "%.3f", s.isFinite ? Swift.max(0, s) : 0) }

    /// `2026-12-08T01:02:03` in UTC: Ant's timestamp, which carries no zone.
    static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02d", c.year ?? 1970, c.month ?? 1, c.day ?? 1, c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
    }
}
