/// What happened to one finger in a touch event, as in trace files (`"down"`, `"move"`,
/// `"up"`, `"cancel"`).
public enum TouchPhase: String, Sendable, CaseIterable {
    /// The finger landed.
    case down
    /// The finger moved while down.
    case move
    /// The finger lifted: a release (taps, flings).
    case up
    /// The system took the touch away (no release: no tap, no fling).
    case cancel
}
