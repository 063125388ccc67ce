/// The constants of a fly-to (van Wijk & Nuij optimal zoom-and-pan path).
public struct FlyToParameters: Hashable, Sendable, Codable {
    /// The path's curvature ρ: how far it zooms out; √2 ≈ 1.414 is the paper's optimum
    /// for an average viewer. Default 1.42 (MapLibre GL JS `flyTo` `curve`).
    public var curve: Double
    /// Average speed along the path in "screenfuls" per second, i.e. the path length S
    /// (measured in units of the start view's width) covered per second: duration = S / speed.
    /// Default 1.2 (MapLibre GL JS `flyTo` `speed`).
    public var speed: Double
    /// A flight that would take longer than this many seconds jumps to the end instead
    /// (duration 0), as MapLibre GL JS `flyTo` `maxDuration`. Default 12 s: our choice
    /// (MapLibre sets no maximum).
    public var maxDuration: Double
    /// Timing curve mapping time to the fraction of the path. Default `ease`
    /// (MapLibre GL JS `flyTo` uses `defaultEasing`, bezier(0.25, 0.1, 0.25, 1)).
    public var timing: TimingCurve

    /// Fly-to constants; see each property. Throws `MotionError.invalidParameter` unless
    /// curve and speed are finite and positive and maxDuration is not negative or NaN.
    public init(curve: Double = 1.42, speed: Double = 1.2, maxDuration: Double = 12,
                timing: TimingCurve = .ease) throws(MotionError) {
        guard curve.isFinite, curve > 0 else { throw .invalidParameter(field: "flyTo.curve", reason: "\(curve) is not a finite positive number") }
        guard speed.isFinite, speed > 0 else { throw .invalidParameter(field: "flyTo.speed", reason: "\(speed) is not a finite positive number") }
        guard maxDuration >= 0 else { throw .invalidParameter(field: "flyTo.maxDuration", reason: "\(maxDuration) is negative or NaN") }
        self.init(unchecked: curve, speed, maxDuration, timing)
    }

    private init(unchecked curve: Double, _ speed: Double, _ maxDuration: Double, _ timing: TimingCurve) {
        self.curve = curve
        self.speed = speed
        self.maxDuration = maxDuration
        self.timing = timing
    }

    /// MapLibre GL JS defaults: ρ 1.42, speed 1.2 screenfuls/s, ease; 12 s maximum (our choice).
    public static let mapLibre = FlyToParameters(unchecked: 1.42, 1.2, 12, .ease)
}
