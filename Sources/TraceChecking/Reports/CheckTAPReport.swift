import TraceFormat
import TraceJSON
import Replays

/// `mapsim check` results as a TAP version 14 stream (Test Anything Protocol,
/// https://testanything.org/tap-version-14-specification.html), whole or line by line.
///
/// Layout (our choices within the specification, relied on by byte-identical output):
/// ```
/// TAP version 14
/// 1..4
/// ok 1 - traces/pan.json
/// not ok 2 - traces/pinch.json
///   ---
///   message: "expect[1] camera: zoom expected 13 ± 1e-06, got 12.5"
///   status: failed
///   reasons:
///     - "expect[1] camera: zoom expected 13 ± 1e-06, got 12.5"
///     - "expect[3] events: …"
///   ...
/// not ok 3 - broken.json
///   ---
///   message: "broken.json: line 3, column 7: …"
///   status: error
///   type: invalid
///   ...
/// ok 4 - traces/schema.json # SKIP not a trace
/// # 1 passed, 1 failed, 1 errored, 1 skipped
/// ```
/// - The version line, then the plan `1..N` first (the CLI knows how many paths it checks).
/// - One test point per result, numbered from 1 in the order given: `ok` for passed and
///   skipped, `not ok` for failed and error; skipped ones carry the directive
///   `# SKIP not a trace`.
/// - The description is the path, escaped so that it stays on its line and cannot start
///   a directive: characters are escaped as in a JSON string (`\\`, `\"`, `\n`, `\t`,
///   `\u0001`…, JSONWriter's rule), and `#` is written `\#`. TAP 14 defines `\\` and
///   `\#`; a harness shows the other escapes as they are.
/// - A failed or error test point is followed by a YAML diagnostic block indented two
///   spaces, between `  ---` and `  ...`: `message` (the first reason), `status`
///   (`failed` or `error`); a failed one adds `reasons`, every line of
///   `TraceCheckResult.reasons` as a list; an error adds `type` (`invalid`, `missing`,
///   `unreadable`: `TraceCheckResult.errorType`) and no list, its one reason being the
///   message.
/// - Strings in the YAML are double-quoted scalars written as JSON string literals
///   (JSONWriter), which YAML reads with the same escapes; characters YAML may not hold
///   raw or reads as line breaks (U+007F–U+009F, U+2028, U+2029, U+FFFE, U+FFFF) are
///   additionally written as `\uXXXX`, so any string reads back unchanged. Nothing else
///   is escaped: a colon stays a colon.
/// - Why an error has no `reasons` list: Perl's `prove` (TAP::Parser::YAMLish::Reader,
///   Test-Harness 3.44) reads a list item whose first word ends with a colon,
///   `- "broken.json: line 3…"`, as a mapping and stops reading the stream. An error's
///   message starts with its file name and a colon; a failed trace's reasons start with
///   `expect[N] name:` or `invariant name:`, whose first word has no colon.
/// - An optional last line counts the results as a comment, which harnesses ignore:
///   `# P passed, F failed, E errored, S skipped`.
///
/// Functions that return a line or a test point (`header`, `line`, `summary`) return it
/// without the final line break, ready for `print`; `document` returns the whole stream,
/// each line ending with a line break.
public enum CheckTAPReport {
    /// The first line of every TAP 14 stream: `TAP version 14`.
    public static let versionLine = "TAP version 14"

    /// The reason given in a skipped test point's `# SKIP` directive: `not a trace`.
    public static let skipReason = "not a trace"

    /// The version line and the plan for `count` test points: `TAP version 14\n1..4`
    /// (no final line break). Print it before the first `line(for:number:)`.
    public static func header(count: Int) -> String {
        versionLine + "\n1.." + String(max(0, count))
    }

    /// The test point of `result` as test `number` (1-based, in the plan's order), and
    /// for a failed or error result its YAML diagnostic block: one or more lines joined
    /// by line breaks, without the final one.
    public static func line(for result: TraceCheckResult, number: Int) -> String {
        let description = escapedDescription(result.path)
        switch result.status {
        case .passed:
            return "ok \(number) - \(description)"
        case .skipped:
            return "ok \(number) - \(description) # SKIP \(skipReason)"
        case .failed, .error:
            let reasons = result.reasons
            var lines = ["not ok \(number) - \(description)", "  ---"]
            lines.append("  message: " + yamlQuoted(reasons.first ?? ""))
            lines.append("  status: " + result.status.rawValue)
            if result.status == .error {
                lines.append("  type: " + (result.errorType ?? "error"))
            } else if reasons.isEmpty {
                lines.append("  reasons: []")
            } else {
                lines.append("  reasons:")
                lines += reasons.map { "    - " + yamlQuoted($0) }
            }
            lines.append("  ...")
            return lines.joined(separator: "\n")
        }
    }

    /// The closing comment line counting `results` by status:
    /// `# 1 passed, 1 failed, 1 errored, 1 skipped` (no final line break).
    public static func summary(_ results: [TraceCheckResult]) -> String {
        func count(_ status: TraceCheckResult.Status) -> Int { results.count { $0.status == status } }
        return "# \(count(.passed)) passed, \(count(.failed)) failed, \(count(.error)) errored, \(count(.skipped)) skipped"
    }

    /// The whole stream for `results`: header, one test point per result in order, and
    /// the summary comment unless `summary` is false (default true); every line ends with
    /// a line break.
    public static func document(_ results: [TraceCheckResult], summary includeSummary: Bool = true) -> String {
        var lines = [header(count: results.count)]
        for (offset, result) in results.enumerated() {
            lines.append(line(for: result, number: offset + 1))
        }
        if includeSummary { lines.append(summary(results)) }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Escaping

    /// `text` as a YAML double-quoted scalar (see the type's documentation).
    static func yamlQuoted(_ text: String) -> String {
        "\"" + escaped(text, hash: false) + "\""
    }

    /// A path as a test point description: escaped like a JSON string, `#` as `\#`.
    static func escapedDescription(_ path: String) -> String {
        escaped(path, hash: true)
    }

    /// The inside of `text`'s JSON string literal (JSONWriter's escaping), with the
    /// characters YAML cannot hold raw written as `\uXXXX` too, and with `hash`, `#`
    /// written `\#`.
    private static func escaped(_ text: String, hash: Bool) -> String {
        var json = JSONWriter(style: .compact)
        json.string(text)
        let literal: String
        do {
            literal = try json.finish()
        } catch {
            preconditionFailure("a JSON string has no number to reject: \(error)")
        }
        var result = ""
        result.reserveCapacity(literal.utf8.count)
        for scalar in literal.unicodeScalars.dropFirst().dropLast() {
            switch scalar.value {
            case 0x7F...0x9F, 0x2028, 0x2029, 0xFFFE, 0xFFFF:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            case 0x23 where hash:
                result += "\\#"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
