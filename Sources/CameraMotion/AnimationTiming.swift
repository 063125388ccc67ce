/// How long an animation runs and how it eases: a duration in seconds and a timing curve.
public struct AnimationTiming: Hashable, Sendable, Codable {
    /// Duration in seconds, ≥ 0.
    public var duration: Double
    /// How progress follows time.
    public var curve: TimingCurve

    /// A timing of `duration` seconds (negative or non-finite values become 0) along `curve`.
    public init(duration: Double, curve: TimingCurve) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.curve = curve
    }
}
