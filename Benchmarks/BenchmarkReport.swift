import Traces

/// Printing benchmark results: a table for people and JSON for tools.
public enum BenchmarkReport {
    /// The results as a table: name, unit, p50, p99, iterations and notes (the ratio to
    /// the plain-C reference as "1.20× plain C", per-marker cost, sizes, an unsettled
    /// median). Ends with a newline.
    public static func table(_ results: [BenchmarkResult]) -> String {
        let header = ["result", "unit", "p50", "p99", "iterations", "notes"]
        var rows = [header]
        for result in results {
            rows.append([result.name, result.unit, decimal(result.p50), decimal(result.p99),
                         String(result.iterations), notes(result)])
        }
        var widths = header.map { _ in 0 }
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        // Text columns left-aligned, numbers right-aligned; the last column unpadded.
        let rightAligned: Set = [2, 3, 4]
        let lines = rows.map { row in
            row.enumerated().map { column, cell -> String in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                if column == row.count - 1 { return cell }
                return rightAligned.contains(column) ? padding + cell : cell + padding
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The notes cell of `result`.
    static func notes(_ result: BenchmarkResult) -> String {
        var parts = comparisonNote(result, withReferenceP99: true).map { [$0] } ?? []
        parts += result.fields.compactMap(\.note)
        if !result.summary.isStable { parts.append("median not settled") }
        return parts.joined(separator: "; ")
    }

    /// How `result` compares with its reference: "1.20× plain C (C p50 3.1, p99 4.2)" (the
    /// C p99 only `withReferenceP99`) or "1.85× faster than one job (p50 946005)"; nil
    /// without a reference. Shared by the table and the SVG picture.
    static func comparisonNote(_ result: BenchmarkResult, withReferenceP99: Bool) -> String? {
        guard let reference = result.reference else { return nil }
        if let ratio = result.ratioToC {
            let p99 = withReferenceP99 ? ", p99 \(decimal(reference.p99))" : ""
            return "\(fixed(ratio, decimals: 2))× plain C (C p50 \(decimal(reference.p50))\(p99))"
        }
        if let speedup = result.speedupOverBaseline, case let .baseline(label) = result.referenceKind {
            return "\(fixed(speedup, decimals: 2))× faster than \(label) (p50 \(decimal(reference.p50)))"
        }
        return nil
    }

    /// The results as a JSON array (pretty, no trailing newline) of objects with `name`,
    /// `suite`, `unit`, `p50`, `p99` (per item, in `unit`), `iterations`,
    /// `itemsPerIteration`, `stable`; with a C reference also `reference` {p50, p99,
    /// iterations, stable} and `ratioToC` (Swift p50 / C p50); then the result's extra
    /// fields. Throws when a number is not finite.
    public static func json(_ results: [BenchmarkResult]) throws(JSONWriterError) -> String {
        var json = JSONWriter(style: .pretty)
        json.array { json in
            for result in results {
                json.object { json in
                    json.field("name", result.name)
                    json.field("suite", result.suite)
                    json.field("unit", result.unit)
                    json.field("p50", result.p50)
                    json.field("p99", result.p99)
                    json.field("iterations", result.iterations)
                    json.field("itemsPerIteration", result.itemsPerIteration)
                    json.field("stable", result.summary.isStable)
                    if let reference = result.reference {
                        json.field("reference", object: { json in
                            json.field("p50", reference.p50)
                            json.field("p99", reference.p99)
                            json.field("iterations", reference.iterations)
                            json.field("stable", reference.isStable)
                        })
                    }
                    if let ratio = result.ratioToC { json.field("ratioToC", ratio) }
                    if let speedup = result.speedupOverBaseline, case let .baseline(label) = result.referenceKind {
                        json.field("baseline", label)
                        json.field("speedup", speedup)
                    }
                    for field in result.fields {
                        if field.isCount, let count = Int(exactly: field.value.rounded()) {
                            json.field(field.name, count)
                        } else {
                            json.field(field.name, field.value)
                        }
                    }
                }
            }
        }
        return try json.finish()
    }

    /// `value` with about four significant digits for the table: 3 decimals below 10,
    /// 2 below 100, 1 below 1000, none above (`0.812`, `12.35`, `1234567`).
    public static func decimal(_ value: Double) -> String {
        let magnitude = abs(value)
        let decimals = magnitude < 10 ? 3 : magnitude < 100 ? 2 : magnitude < 1000 ? 1 : 0
        return fixed(value, decimals: decimals)
    }

    /// `value` rounded to `decimals` (0–9) decimal places, without the locale or
    /// Foundation: `fixed(1.2049, decimals: 2)` is `"1.20"`. Non-finite values and values
    /// beyond 1e15 print as Swift's `description`.
    public static func fixed(_ value: Double, decimals: Int) -> String {
        precondition((0...9).contains(decimals), "fixed(_:decimals:) takes 0 to 9 decimals")
        var factor = 1.0
        for _ in 0..<decimals { factor *= 10 }
        let scaled = (abs(value) * factor).rounded()
        guard value.isFinite, abs(value) < 1e15, scaled < 9e18 else { return value.description }
        let digits = UInt64(scaled)
        let unit = UInt64(factor)
        let sign = value < 0 && digits > 0 ? "-" : ""
        let whole = String(digits / unit)
        guard decimals > 0 else { return sign + whole }
        let fraction = String(digits % unit)
        return sign + whole + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
}

extension String {
    /// The string without trailing spaces.
    fileprivate func trimmingTrailingSpaces() -> String {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return String(self[..<end])
    }
}
