import TraceJSON

/// The invariants a replay checked (`InvariantMonitor`), one verdict each, in report order
/// (`ReplayInvariant.allCases`); empty under `--invariants none`.
public struct InvariantReport: Hashable, Sendable {
    /// One verdict per invariant checked, in report order.
    public var results: [InvariantResult]

    /// A report from its verdicts (kept in the order given).
    public init(results: [InvariantResult]) {
        self.results = results
    }

    /// No invariant checked.
    public static let empty = InvariantReport(results: [])

    /// The verdicts that did not hold, in report order.
    public var failures: [InvariantResult] { results.filter { !$0.holds } }

    /// Whether every invariant checked held (true when none was checked).
    public var allHold: Bool { results.allSatisfy(\.holds) }

    /// The verdict on `invariant`, or nil when it was not checked.
    public func result(_ invariant: ReplayInvariant) -> InvariantResult? {
        results.first { $0.invariant == invariant }
    }

    /// The text summary's lines (`replay` without `--json`): `invariants all 6 hold` (`the
    /// 1 holds`, `none checked`), or `invariants 2 of 6 fail` followed by one indented
    /// line per failure (`  invariant focalPoint: 0.83 pt at 412.5 ms, limit 0.5`).
    public var summaryLines: [String] {
        let failures = self.failures
        let heading = "invariants "
        if results.isEmpty { return [heading + "none checked"] }
        if failures.isEmpty {
            return [heading + (results.count == 1 ? "\(results[0].invariant.name) holds" : "all \(results.count) hold")]
        }
        return [heading + "\(failures.count) of \(results.count) fail"] + failures.map { "  " + $0.line }
    }

    /// Writes the `replay --json` `invariants` object's members: one per invariant checked,
    /// in report order, each `{holds, worst, atMs, limit}` (`worst` and `atMs` null when
    /// nothing was measured or, for `atMs`, nothing exceeded; a non-finite worst value is
    /// written as null too, with `holds` false).
    public func writeMembers(to json: inout JSONWriter) {
        for result in results {
            json.field(result.invariant.name, object: { json in
                json.field("holds", result.holds)
                json.key("worst")
                if let worst = result.worst, worst.isFinite { json.number(worst) } else { json.null() }
                json.key("atMs")
                if let atMs = result.atMs, atMs.isFinite { json.number(atMs) } else { json.null() }
                json.field("limit", result.limit)
            })
        }
    }
}
