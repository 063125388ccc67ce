import MapMath

/// One finger's release velocity from its recent positions, as Android's and Flutter's
/// trackers (docs/design.md): a 2nd-degree least-squares fit of position against time, per
/// axis, over the down and move samples of the last `horizon` seconds before the newest
/// sample, stopping at a gap longer than `assumeStoppedGap` between consecutive samples;
/// the velocity is the fit's derivative at the newest sample's time.
///
/// - With 3 or more samples in the window: degree 2. With 2: degree 1 (the line through
///   both, Android's LSQ2 fallback); with 1: zero. When the samples' times coincide so the
///   fit is singular, the degree drops the same way (our choice of tolerance: the scaled
///   time spread must exceed 1e-12).
/// - A release more than `assumeStoppedGap` after the newest sample gives zero.
/// - Time arithmetic is exact and independent of where the clock starts: times are kept as
///   whole nanoseconds (rounded from the seconds given, which recovers the exact value of
///   any time given to the nanosecond below 10⁶ s, the longest trace), and the horizon, the
///   stop gap and the fit see only integer differences, so a sample exactly `horizon` older
///   than the newest is kept, as Android's tracker (`nsecs_t` ages,
///   `AccumulatingVelocityTrackerStrategy::addMovement`) and Flutter's (`Duration` ages) keep
///   it, and shifting every time by one amount changes no velocity, bit for bit.
/// - Storage is a fixed ring of `capacity` samples (Android keeps 20); adding a sample never
///   allocates. The fit uses times in milliseconds relative to their mean and orthogonal
///   polynomials (Forsythe), well conditioned for any sample spacing; the quadratic term is
///   fitted to what the line leaves, so a straight stroke on a whole-millisecond clock gives
///   its exact speed (10 pt every 10 ms: 1000 pt/s, not 999.9999999999991).
public struct VelocityTracker: Sendable {
    /// Samples kept: 20 (Android `VelocityTracker` HISTORY_SIZE).
    public static let capacity = 20

    /// Only samples this recent before the newest count, seconds (kept as whole nanoseconds).
    /// Default 0.1 (Android HORIZON 100 ms).
    public var horizon: Double {
        get { Double(horizonNanos) / 1e9 }
        set { horizonNanos = Self.nanoseconds(newValue) }
    }
    /// A gap longer than this between samples, or before the release, means the finger had
    /// stopped, seconds (kept as whole nanoseconds). Default 0.04 (Android
    /// ASSUME_POINTER_STOPPED_TIME 40 ms).
    public var assumeStoppedGap: Double {
        get { Double(stopGapNanos) / 1e9 }
        set { stopGapNanos = Self.nanoseconds(newValue) }
    }

    private var horizonNanos: Int64
    private var stopGapNanos: Int64
    /// Sample times, whole nanoseconds.
    private var times = InlineArray<20, Int64>(repeating: 0)
    private var xs = InlineArray<20, Double>(repeating: 0)
    private var ys = InlineArray<20, Double>(repeating: 0)
    /// Index of the newest sample.
    private var newest = 0
    /// Samples held, at most `capacity`.
    public private(set) var count = 0

    /// An empty tracker with Android's horizon and stop gap unless given (seconds).
    public init(horizon: Double = 0.1, assumeStoppedGap: Double = 0.04) {
        horizonNanos = Self.nanoseconds(horizon)
        stopGapNanos = Self.nanoseconds(assumeStoppedGap)
    }

    /// `seconds` as whole nanoseconds, rounded to the nearest (±2⁶² ns at most; not finite: 0).
    @inline(__always)
    public static func nanoseconds(_ seconds: Double) -> Int64 {
        let ns = (seconds * 1e9).rounded()
        guard ns.isFinite else { return 0 }
        return Int64(min(max(ns, -4.6e18), 4.6e18))
    }

    /// Forgets every sample (a new finger).
    public mutating func reset() {
        count = 0
        newest = 0
    }

    /// Adds a down or move sample: time in seconds, position in points. Samples must come
    /// in time order; an earlier time than the newest is taken as the newest's time.
    /// Always inlined: the gesture engine calls it for every move, and the call with its
    /// register spills would be paid per event.
    @inline(__always)
    public mutating func add(time: Double, location: ScreenPoint) {
        guard time.isFinite, location.x.isFinite, location.y.isFinite else { return }
        let ns = Self.nanoseconds(time)
        let t = count > 0 ? max(ns, times[newest]) : ns
        newest = count > 0 ? (newest + 1) % Self.capacity : 0
        times[newest] = t
        xs[newest] = location.x
        ys[newest] = location.y
        count = min(count + 1, Self.capacity)
    }

    /// Time of the newest sample, seconds; nil when empty.
    public var newestTime: Double? { count > 0 ? Double(times[newest]) / 1e9 : nil }

    /// The velocity at the newest sample, points per second, x right y down; zero when
    /// empty or with one sample in the window.
    public func velocity() -> SIMD2<Double> {
        guard count > 0 else { return .zero }
        // The rings read through spans: a subscript of the stored `InlineArray` (or of a
        // local copy) copies the whole ring per element read.
        let times = self.times.span, xs = self.xs.span, ys = self.ys.span
        // Window: newest backwards while within the horizon and without a long gap, in
        // integer nanoseconds (exact: a sample exactly `horizon` old is kept).
        let tNewest = times[newest]
        var n = 1
        var previous = tNewest
        while n < count {
            let i = (newest - n + Self.capacity) % Self.capacity
            let t = times[i]
            if tNewest - t > horizonNanos || previous - t > stopGapNanos { break }
            previous = t
            n += 1
        }
        if n < 2 { return .zero }
        // Times from here are milliseconds before the newest sample, each from an exact
        // integer difference (whole for whole-millisecond clocks), centred on their mean:
        // z = τ − mean τ. The fit is the orthogonal basis 1, z, p2 = z² − a·z − b, the p2
        // coefficient fitted to what the line leaves (exact zero for a straight stroke).
        let hMs = max(Double(horizonNanos) / 1e6, Double(tNewest - previous) / 1e6, 1e-6)
        var tauSum = 0.0
        for k in 0..<n { tauSum += Double(times[index(k)] - tNewest) / 1e6 }
        let nD = Double(n)
        let meanTau = tauSum / nD
        // z_k = τ_k − meanTau, written out in each loop (a local function cannot capture
        // the spans).
        var s2 = 0.0, s3 = 0.0, sdx = 0.0, sdy = 0.0, sxz = 0.0, syz = 0.0
        let x0 = xs[newest], y0 = ys[newest]
        for k in 0..<n {
            let zk = Double(times[index(k)] - tNewest) / 1e6 - meanTau
            let dx = xs[index(k)] - x0, dy = ys[index(k)] - y0
            s2 += zk * zk
            s3 += zk * zk * zk
            sdx += dx
            sdy += dy
            sxz += dx * zk
            syz += dy * zk
        }
        // The scaled spread must exceed 1e-12 (our tolerance for coinciding times).
        guard s2 / nD > 1e-12 * hMs * hMs else { return .zero }
        let c1x = sxz / s2, c1y = syz / s2
        var vx = c1x, vy = c1y
        if n >= 3 {
            let a = s3 / s2, b = s2 / nD
            let mx = sdx / nD, my = sdy / nD
            var sxp2 = 0.0, syp2 = 0.0, sp2p2 = 0.0
            for k in 0..<n {
                let zk = Double(times[index(k)] - tNewest) / 1e6 - meanTau
                let p2 = zk * zk - a * zk - b
                sxp2 += (xs[index(k)] - x0 - mx - c1x * zk) * p2
                syp2 += (ys[index(k)] - y0 - my - c1y * zk) * p2
                sp2p2 += p2 * p2
            }
            if sp2p2 / nD > 1e-12 * hMs * hMs * hMs * hMs {
                // Derivative of p2 at the newest sample, z0 = −meanTau.
                let dp2 = -2 * meanTau - a
                vx += sxp2 / sp2p2 * dp2
                vy += syp2 / sp2p2 * dp2
            }
        }
        // Points per millisecond to points per second.
        return SIMD2(vx * 1000, vy * 1000)
    }

    /// The velocity for a release at `releaseTime` seconds: `velocity()`, or zero when the
    /// release comes more than `assumeStoppedGap` after the newest sample (in whole
    /// nanoseconds, as the window).
    public func velocity(atReleaseTime releaseTime: Double) -> SIMD2<Double> {
        guard count > 0, releaseTime.isFinite,
              Self.nanoseconds(releaseTime) - times[newest] <= stopGapNanos else { return .zero }
        return velocity()
    }

    /// Ring index of the k-th newest sample (0 = newest).
    @inline(__always) private func index(_ k: Int) -> Int {
        (newest - k + Self.capacity) % Self.capacity
    }
}
