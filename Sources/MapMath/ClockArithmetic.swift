/// Clock arithmetic on integers, so that a timer, a window or an animation's elapsed time
/// does not depend on where a trace's clock starts (our choice, as the velocity tracker's
/// integer ages; Android keeps `nsecs_t`, Flutter `Duration`).
///
/// Times on the simulation's clock are seconds as `Double`: touch times (milliseconds with
/// up to six decimals, divided by 1000) and frame times (k / fps). A difference taken in
/// `Double` (`(t + 1) − (u + 1)` against `t − u`) can move by an ulp, which moves a timer
/// across a frame exactly at its deadline and an animation's samples in their last digits.
/// - Deadlines and their comparisons use whole nanoseconds: rounding a time to the nearest
///   recovers its exact value below 10⁶ s (the longest trace), so shifting every time by
///   1 s shifts every integer by exactly 10⁹.
/// - Elapsed times (an animation's progress, a velocity's span) use whole picoseconds: a
///   frame time such as 1/60 s is no whole nanosecond, and a nanosecond's rounding would
///   move a 150 ms span by 7·10⁻⁹ of itself; a picosecond's moves it by 3·10⁻¹², and the
///   rounding is exact for any shift below 100 s of clock (within a picosecond beyond).
public enum ClockArithmetic {
    /// `seconds` as whole nanoseconds, rounded to the nearest (clamped to ±4.6·10¹⁸ ns;
    /// NaN: 0).
    @inlinable
    public static func nanoseconds(_ seconds: Double) -> Int64 {
        ticks(seconds, perSecond: 1e9)
    }

    /// `seconds · perSecond` rounded to the nearest integer (clamped to ±4.6·10¹⁸; NaN: 0).
    @inlinable
    static func ticks(_ seconds: Double, perSecond: Double) -> Int64 {
        let t = (seconds * perSecond).rounded()
        if t.isNaN { return 0 }
        return Int64(min(max(t, -4.6e18), 4.6e18))
    }

    /// Seconds from `start` to `end`, from the difference of their whole picoseconds (the
    /// same for any clock origin; `end − start` when either is not finite).
    @inlinable
    public static func elapsed(from start: Double, to end: Double) -> Double {
        guard start.isFinite, end.isFinite else { return end - start }
        return Double(ticks(end, perSecond: 1e12) &- ticks(start, perSecond: 1e12)) / 1e12
    }

    /// The deadline `start + delay` seconds, summed in whole nanoseconds (`start + delay`
    /// when either is not finite), so that it falls on the same frame for any start.
    @inlinable
    public static func deadline(_ start: Double, plus delay: Double) -> Double {
        guard start.isFinite, delay.isFinite else { return start + delay }
        return Double(nanoseconds(start) &+ nanoseconds(delay)) / 1e9
    }

    /// Whether `time` is at or after `deadline` (seconds), compared in whole nanoseconds;
    /// when either is not finite, `time >= deadline`.
    @inlinable
    public static func isAtOrAfter(_ time: Double, _ deadline: Double) -> Bool {
        guard time.isFinite, deadline.isFinite else { return time >= deadline }
        return nanoseconds(time) >= nanoseconds(deadline)
    }

    /// Whether `time` is strictly after `deadline` (seconds), compared in whole
    /// nanoseconds; when either is not finite, `time > deadline`.
    @inlinable
    public static func isAfter(_ time: Double, _ deadline: Double) -> Bool {
        guard time.isFinite, deadline.isFinite else { return time > deadline }
        return nanoseconds(time) > nanoseconds(deadline)
    }
}
