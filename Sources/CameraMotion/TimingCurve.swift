/// A timing function mapping the elapsed fraction of an animation's time to the fraction
/// of its progress, as CSS `cubic-bezier(x1, y1, x2, y2)` and Core Animation's
/// `CAMediaTimingFunction(controlPoints:)`: a cubic Bézier from (0, 0) to (1, 1) with
/// control points (x1, y1) and (x2, y2), x1 and x2 in [0, 1] so that time is monotone.
///
/// `progress(at:)` solves x(s) = fraction for the curve parameter s with Newton steps and
/// falls back to bisection, so that |x(s) − fraction| ≤ 1e-9 (well inside the 1e-7 the
/// issue asks for), then returns y(s). The ends are exact: 0 → 0 and 1 → 1.
public struct TimingCurve: Hashable, Sendable, Codable {
    /// First control point, time axis, in [0, 1].
    public let x1: Double
    /// First control point, progress axis (may leave [0, 1] for overshoot).
    public let y1: Double
    /// Second control point, time axis, in [0, 1].
    public let x2: Double
    /// Second control point, progress axis (may leave [0, 1] for overshoot).
    public let y2: Double

    /// Largest error in x of the solved curve parameter: 1e-9 (our choice; the issue asks 1e-7).
    public static let solverTolerance: Double = 1e-9

    /// A cubic Bézier timing curve; throws `MotionError.invalidTimingCurve` unless every
    /// value is finite and x1, x2 lie in [0, 1].
    public init(x1: Double, y1: Double, x2: Double, y2: Double) throws(MotionError) {
        guard [x1, y1, x2, y2].allSatisfy(\.isFinite), (0...1).contains(x1), (0...1).contains(x2) else {
            throw .invalidTimingCurve(x1: x1, y1: y1, x2: x2, y2: y2)
        }
        self.init(unchecked: x1, y1, x2, y2)
    }

    /// Decodes `{"x1", "y1", "x2", "y2"}`, rejecting the curves `init(x1:y1:x2:y2:)` rejects.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let x1 = try container.decode(Double.self, forKey: .x1), y1 = try container.decode(Double.self, forKey: .y1)
        let x2 = try container.decode(Double.self, forKey: .x2), y2 = try container.decode(Double.self, forKey: .y2)
        do {
            try self.init(x1: x1, y1: y1, x2: x2, y2: y2)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    private enum CodingKeys: String, CodingKey {
        case x1, y1, x2, y2
    }

    private init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// Constant speed: progress equals the time fraction (CSS `linear`).
    public static let linear = TimingCurve(unchecked: 0, 0, 1, 1)
    /// CSS `ease`, cubic-bezier(0.25, 0.1, 0.25, 1); also Core Animation's
    /// `kCAMediaTimingFunctionDefault` and MapLibre GL JS `ease`/`defaultEasing`.
    public static let ease = TimingCurve(unchecked: 0.25, 0.1, 0.25, 1)
    /// CSS `ease-in` and Core Animation `easeIn`: cubic-bezier(0.42, 0, 1, 1).
    public static let easeIn = TimingCurve(unchecked: 0.42, 0, 1, 1)
    /// CSS `ease-out` and Core Animation `easeOut`: cubic-bezier(0, 0, 0.58, 1).
    public static let easeOut = TimingCurve(unchecked: 0, 0, 0.58, 1)
    /// CSS `ease-in-out` and Core Animation `easeInEaseOut`: cubic-bezier(0.42, 0, 0.58, 1).
    public static let easeInOut = TimingCurve(unchecked: 0.42, 0, 0.58, 1)
    /// MapLibre GL JS inertia easing (`handler_inertia`): bezier(0, 0, 0.3, 1).
    public static let mapLibreInertia = TimingCurve(unchecked: 0, 0, 0.3, 1)
    /// Android `DecelerateInterpolator` (factor 1), 1 − (1 − t)², written exactly as the
    /// cubic Bézier (1/3, 2/3, 2/3, 1).
    public static let androidDecelerate = TimingCurve(unchecked: 1.0 / 3, 2.0 / 3, 2.0 / 3, 1)
    /// Android Material `FastOutSlowInInterpolator`: cubic-bezier(0.4, 0, 0.2, 1).
    public static let androidFastOutSlowIn = TimingCurve(unchecked: 0.4, 0, 0.2, 1)
    /// Android `OverScroller` fling position over time: its spline (INFLEXION 0.35,
    /// START_TENSION 0.5, END_TENSION 1) is the cubic Bézier (0.175, 0.5, 0.35, 1).
    public static let androidScroller = TimingCurve(unchecked: 0.175, 0.5, 0.35, 1)
    /// MapLibre Native's default transition easing (mbgl `include/mbgl/util/constants.hpp`,
    /// `DEFAULT_TRANSITION_EASE`): bezier(0, 0, 0.25, 1).
    public static let mapLibreNativeTransition = TimingCurve(unchecked: 0, 0, 0.25, 1)

    /// The curves by name, for trace files and the CLI: "linear", "ease", "easeIn",
    /// "easeOut", "easeInOut", "mapLibreInertia", "androidDecelerate",
    /// "androidFastOutSlowIn", "androidScroller", "mapLibreNativeTransition", in that order.
    public static let allNamed: [(name: String, curve: TimingCurve)] = [
        ("linear", .linear), ("ease", .ease), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInOut", .easeInOut), ("mapLibreInertia", .mapLibreInertia),
        ("androidDecelerate", .androidDecelerate), ("androidFastOutSlowIn", .androidFastOutSlowIn),
        ("androidScroller", .androidScroller), ("mapLibreNativeTransition", .mapLibreNativeTransition),
    ]

    /// The named curve called `name` (see `allNamed`), or nil.
    public static func named(_ name: String) -> TimingCurve? {
        allNamed.first { $0.name == name }?.curve
    }

    /// Whether progress equals the time fraction everywhere (y1 = x1 and y2 = x2).
    public var isLinear: Bool { x1 == y1 && x2 == y2 }

    /// Progress at `fraction` of the time; the fraction is clamped to [0, 1] (NaN gives 0).
    /// 0 and 1 map exactly to 0 and 1.
    public func progress(at fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        if isLinear { return fraction }
        let s = parameter(forTime: fraction)
        return Self.bezier(s, y1, y2)
    }

    /// Rate of progress per unit of time fraction, dy/dx, at `fraction` (clamped to [0, 1]).
    public func slope(at fraction: Double) -> Double {
        if isLinear { return 1 }
        let s = parameter(forTime: min(max(fraction.isNaN ? 0 : fraction, 0), 1))
        let dx = Self.derivative(s, x1, x2)
        let dy = Self.derivative(s, y1, y2)
        if dx > 1e-12 { return dy / dx }
        // Vertical tangent in x (only at an end with x control point on it): use the
        // limit ratio of the second-order terms.
        return dy >= 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
    }

    /// The curve parameter s in [0, 1] with x(s) = `time`, within `solverTolerance`.
    func parameter(forTime time: Double) -> Double {
        let x = min(max(time, 0), 1)
        // Newton from s = x: quadratic convergence where x'(s) is not small.
        var s = x
        for _ in 0..<8 {
            let error = Self.bezier(s, x1, x2) - x
            if abs(error) <= Self.solverTolerance { return s }
            let d = Self.derivative(s, x1, x2)
            if abs(d) < 1e-6 { break }
            let next = s - error / d
            if !(next >= 0 && next <= 1) { break }
            s = next
        }
        // Bisection: x(s) is monotone on [0, 1] because x1 and x2 lie in [0, 1].
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<100 {
            let value = Self.bezier(s, x1, x2)
            if abs(value - x) <= Self.solverTolerance { break }
            if value < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }

    /// One coordinate of the Bézier with end values 0 and 1 and control values p1, p2.
    @inline(__always)
    static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return ((a * s + b) * s + c) * s
    }

    /// Derivative of `bezier` with respect to s.
    @inline(__always)
    static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return (3 * a * s + 2 * b) * s + c
    }
}
