/// What one input did to a fuzz target: a one-line summary, and what property broke when
/// one did.
///
/// The summary is the input's expected outcome in a regression test
/// (`Tests/Fuzz/Regressions/<target>/<name>.expected`): `rejected 65: line 1, column 2:
/// …` for an input the code refused (the exit code `mapsim` gives it and the one-line
/// error), `accepted: …` or `replayed: …` for one it took.
public struct FuzzOutcome: Hashable, Sendable {
    /// One line: `accepted: …`, `rejected <exit code>: <error>`, `skipped: …`.
    public var summary: String
    /// The property the input broke, nil when every property held.
    public var violation: String?

    /// An outcome with `summary` and, when given, the broken property.
    public init(summary: String, violation: String? = nil) {
        self.summary = summary
        self.violation = violation
    }

    /// An input the code took: `accepted: <details>`.
    public static func accepted(_ details: String) -> FuzzOutcome {
        FuzzOutcome(summary: "accepted: " + details)
    }

    /// An input the code refused with `message` and `exitCode` (65 for bad data): a broken
    /// property when the message is not one non-empty line.
    public static func rejected(_ message: String, exitCode: Int32) -> FuzzOutcome {
        var outcome = FuzzOutcome(summary: "rejected \(exitCode): " + message)
        if message.isEmpty || message.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) {
            outcome.violation = "the error is not one line: \(message.debugDescription)"
        }
        return outcome
    }

    /// An input outside the target's bound, not run (the replay's bound on simulated time).
    public static func skipped(_ why: String) -> FuzzOutcome {
        FuzzOutcome(summary: "skipped: " + why)
    }

    /// A broken property: `summary` as far as the input got, `violation` what broke.
    public static func broken(_ summary: String, _ violation: String) -> FuzzOutcome {
        FuzzOutcome(summary: summary, violation: violation)
    }
}
