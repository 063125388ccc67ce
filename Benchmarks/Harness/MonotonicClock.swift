#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The benchmarks' clock: `clock_gettime(CLOCK_MONOTONIC)` in nanoseconds.
///
/// Benchmarks are the one place mapsim measures wall time; nothing a replay prints uses
/// it.
enum MonotonicClock {
    /// Nanoseconds since an arbitrary fixed point (boot, on Linux).
    @inline(__always)
    static func nanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }

    /// Seconds between two readings of `nanoseconds()`.
    @inline(__always)
    static func seconds(from start: UInt64, to end: UInt64) -> Double {
        Double(end &- start) * 1e-9
    }
}
