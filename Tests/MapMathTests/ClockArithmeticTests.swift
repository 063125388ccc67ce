import MapMath
import Testing

/// `ClockArithmetic`: deadlines, comparisons and elapsed times that do not depend on where
/// the clock starts.
@Suite struct ClockArithmeticTests {
    /// A tap lifted at 150 ms with a 300 ms window ends exactly at the 60 fps frame 27
    /// (450 ms). In `Double`, 0.15 + 0.3 is 0.44999999999999996, below 27/60, so a plain
    /// comparison fires the timer at that frame; one second later (1.15 + 0.3 against 87/60)
    /// it does not. The integer comparison says "not after" for both.
    @Test func aDeadlineOnAFrameIsTheSameForAnyOrigin() {
        #expect(27.0 / 60 > 0.15 + 0.3)
        #expect(!(87.0 / 60 > 1.15 + 0.3))
        for shift in [0.0, 1, 123.456, 1000] {
            let frame = (27 + shift * 60) / 60
            let deadline = ClockArithmetic.deadline(0.15 + shift, plus: 0.3)
            #expect(!ClockArithmetic.isAfter(frame, deadline), "shift \(shift)")
            #expect(ClockArithmetic.isAtOrAfter(frame, deadline), "shift \(shift)")
            #expect(ClockArithmetic.isAfter((28 + shift * 60) / 60, deadline), "shift \(shift)")
        }
    }

    /// Elapsed times between frame times and millisecond times are the same, bit for bit,
    /// after any whole-second shift, and within a picosecond of the true difference.
    @Test func elapsedTimesIgnoreTheOrigin() {
        for k in 0..<600 {
            for j in stride(from: 0, through: k, by: 7) {
                let a = Double(j) / 60, b = Double(k) / 60
                let e = ClockArithmetic.elapsed(from: a, to: b)
                #expect(abs(e - Double(k - j) / 60) <= 1e-12)
                #expect(ClockArithmetic.elapsed(from: Double(j + 60) / 60, to: Double(k + 60) / 60) == e)
                #expect(ClockArithmetic.elapsed(from: (Double(j) * 16.25 + 1000) / 1000,
                                                to: (Double(k) * 16.25 + 1000) / 1000)
                        == ClockArithmetic.elapsed(from: Double(j) * 16.25 / 1000, to: Double(k) * 16.25 / 1000))
            }
        }
    }

    /// Not finite: the plain arithmetic, no trap.
    @Test func nonFiniteTimesFallBackToPlainArithmetic() {
        #expect(ClockArithmetic.elapsed(from: -.infinity, to: 1) == .infinity)
        #expect(ClockArithmetic.deadline(1, plus: .infinity) == .infinity)
        #expect(!ClockArithmetic.isAfter(.nan, 1))
        #expect(ClockArithmetic.isAtOrAfter(.infinity, 1e300))
        #expect(ClockArithmetic.nanoseconds(.nan) == 0)
    }
}
