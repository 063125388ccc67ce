/// How long an animation runs and how it eases: a duration in seconds and a timing curve.
public struct AnimationTiming: Hashable, Sendable, Codable {
    /// Duration in seconds, ≥ 0 (animations treat a negative or non-finite value as 0).
    public var duration: Double
    /// How progress follows time.
    public var curve: TimingCurve

    /// A timing of `duration` seconds (negative or non-finite values become 0) along `curve`.
    public init(duration: Double, curve: TimingCurve) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.curve = curve
    }

    /// Decodes `{"duration", "curve"}`; a negative or non-finite duration becomes 0.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(duration: try container.decode(Double.self, forKey: .duration),
                  curve: try container.decode(TimingCurve.self, forKey: .curve))
    }

    private enum CodingKeys: String, CodingKey {
        case duration, curve
    }

    /// The duration as animations use it: negative or non-finite values become 0.
    var safeDuration: Double { duration.isFinite ? max(0, duration) : 0 }
}
