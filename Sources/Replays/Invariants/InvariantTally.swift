/// One invariant's worst value so far while `InvariantMonitor` watches a replay.
///
/// Three ways to count (`ReplayInvariant` says which each uses): a magnitude keeps its
/// largest value and the time it was first reached (`focalPoint`); an excess keeps its
/// largest positive value, with no time while none was positive (`cameraLimits`,
/// `noJumpOnFingerChange`); a count adds one per violation and keeps the first one's
/// time and description (`finite`, `singleIdle`, `gesturesObeySettings`). Descriptions
/// are built only for values beyond the limit, so a replay that holds builds no string.
struct InvariantTally: Sendable {
    enum Kind: Sendable { case magnitude, excess, count }

    let invariant: ReplayInvariant
    let kind: Kind
    /// Whether anything was measured.
    var measured = false
    var worst = 0.0
    /// When the worst value (or the first violation) was seen, seconds.
    var time: Double?
    var unit: String
    var detail: String?

    init(_ invariant: ReplayInvariant, _ kind: Kind) {
        self.invariant = invariant
        self.kind = kind
        unit = invariant.unit
    }

    /// Something was measured, and it was fine (a count or an excess of 0).
    mutating func markMeasured() { measured = true }

    /// A measured value at `time` seconds in `unit` (nil: the invariant's); `describe` is
    /// called only when the value becomes the worst and exceeds the limit. Non-finite
    /// values are left to `finite`.
    mutating func measure(_ value: Double, at time: Double, unit: String? = nil, describe: () -> String) {
        let first = !measured
        measured = true
        guard value.isFinite else { return }
        switch kind {
        case .magnitude:
            guard first || value > worst else { return }
        case .excess, .count:
            guard value > worst else { return }
        }
        worst = value
        self.time = time
        if let unit { self.unit = unit }
        detail = value > invariant.limit ? describe() : nil
    }

    /// One violation at `time` seconds (counts); `describe` is called for the first only.
    mutating func violation(at time: Double, describe: () -> String) {
        measured = true
        worst += 1
        if self.time == nil {
            self.time = time
            detail = describe()
        }
    }

    /// The verdict.
    var result: InvariantResult {
        guard measured else { return InvariantResult(invariant: invariant, worst: nil, atMs: nil, unit: unit) }
        var unit = self.unit, detail = self.detail
        if kind == .count {
            if worst == 1 && unit.hasSuffix("s") { unit.removeLast() }
            if worst > 1, let d = detail { detail = "first: " + d }
        }
        return InvariantResult(invariant: invariant, worst: worst, atMs: time.map(ReportFormat.milliseconds),
                               unit: unit, detail: detail)
    }
}
