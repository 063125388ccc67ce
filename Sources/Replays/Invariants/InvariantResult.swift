/// The verdict on one invariant after a replay: its worst value, when it was seen, and
/// whether that is within the limit.
public struct InvariantResult: Hashable, Sendable {
    /// Which invariant.
    public var invariant: ReplayInvariant
    /// The worst value seen, in the invariant's unit (`ReplayInvariant`'s cases say
    /// which); nil when nothing was measured.
    public var worst: Double?
    /// When the worst value was seen (for counts: the first violation), milliseconds;
    /// nil when nothing was measured or nothing exceeded (see each case).
    public var atMs: Double?
    /// The unit of `worst` as messages print it after the number (`pt`, `°`, `zoom
    /// levels`, `violations`); empty for none.
    public var unit: String
    /// What the worst value (or the first violation) was, for the message; nil when the
    /// invariant holds or the number says it all.
    public var detail: String?

    /// A verdict from its parts.
    public init(invariant: ReplayInvariant, worst: Double?, atMs: Double?, unit: String, detail: String? = nil) {
        self.invariant = invariant
        self.worst = worst
        self.atMs = atMs
        self.unit = unit
        self.detail = detail
    }

    /// The limit the worst value must not exceed (`ReplayInvariant.limit`).
    public var limit: Double { invariant.limit }

    /// Whether the invariant held: nothing measured, or the worst value within the limit.
    /// A NaN worst value does not hold.
    public var holds: Bool { worst.map { $0 <= limit } ?? true }

    /// The message after the name: `0.83 pt at 412.5 ms, limit 0.5`, with the detail in
    /// parentheses when there is one; `nothing measured` when nothing was. Numbers are
    /// rounded to 6 decimals (`ReportFormat.number(_:decimals:)`), times are
    /// `ReportFormat.ms`.
    public var message: String {
        guard let worst else { return "nothing measured" }
        var text = ReportFormat.number(worst, decimals: 6)
        if !unit.isEmpty { text += unit == "°" ? unit : " " + unit }
        if let atMs { text += " at \(ReportFormat.number(atMs)) ms" }
        text += ", limit \(ReportFormat.number(limit))"
        if let detail { text += " (\(detail))" }
        return text
    }

    /// The line a failure prints: `invariant focalPoint: 0.83 pt at 412.5 ms, limit 0.5`.
    public var line: String { "invariant \(invariant.name): \(message)" }
}
