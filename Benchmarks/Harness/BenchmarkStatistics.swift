import CGSL

/// Sample statistics for the harness, with GSL: `gsl_sort` and
/// `gsl_stats_quantile_from_sorted_data` (linear interpolation between order statistics:
/// the quantile f of n sorted values is at index (n − 1)·f).
public enum BenchmarkStatistics {
    /// The quantiles at `fractions` (each in [0, 1]) of `samples`, in the order of
    /// `fractions`; nil when `samples` is empty. Sorts a copy; `samples` may be in any
    /// order. NaN samples are a programmer error.
    public static func quantiles(of samples: [Double], at fractions: [Double]) -> [Double]? {
        guard !samples.isEmpty else { return nil }
        precondition(fractions.allSatisfy { $0 >= 0 && $0 <= 1 }, "quantile fractions must be in [0, 1]")
        var sorted = samples
        return sorted.withUnsafeMutableBufferPointer { buffer in
            gsl_sort(buffer.baseAddress, 1, buffer.count)
            return fractions.map { gsl_stats_quantile_from_sorted_data(buffer.baseAddress, 1, buffer.count, $0) }
        }
    }

    /// The median and 99th percentile of `samples`; nil when it is empty.
    public static func percentiles(of samples: [Double]) -> (p50: Double, p99: Double)? {
        guard let values = quantiles(of: samples, at: [0.5, 0.99]) else { return nil }
        return (values[0], values[1])
    }

    /// The median of `samples[range]` (sorting a copy); nil when the range is empty.
    static func median(of samples: ArraySlice<Double>) -> Double? {
        quantiles(of: Array(samples), at: [0.5])?[0]
    }

    /// The median over rounds of `samples[i] / reference[i]` (two closures timed in the
    /// same round see the same machine); nil when there are no pairs or a reference sample
    /// is not positive. On a machine whose speed drifts, this pairs each time with its
    /// neighbour instead of comparing two medians taken over different moments.
    public static func pairedRatio(_ samples: [Double], to reference: [Double]) -> Double? {
        let count = min(samples.count, reference.count)
        guard count > 0, reference[..<count].allSatisfy({ $0 > 0 }) else { return nil }
        return median(of: (0..<count).map { samples[$0] / reference[$0] }[...])
    }

    /// How many processors' worth of work the machine gave when the same serial work ran
    /// on several threads at once, each on its own: the sum over threads of
    /// `serialNanoseconds / threadNanoseconds[i]` (each thread's rate against the serial
    /// run's). Two threads that each took as long as the serial run alone give 2; when one
    /// of them took twice as long (its processor shared with something else), 1.5. Nil
    /// when there are no threads or a time is not positive.
    public static func parallelCapacity(serialNanoseconds: Double, threadNanoseconds: [Double]) -> Double? {
        guard serialNanoseconds > 0, !threadNanoseconds.isEmpty, threadNanoseconds.allSatisfy({ $0 > 0 }) else {
            return nil
        }
        return threadNanoseconds.reduce(0) { $0 + serialNanoseconds / $1 }
    }
}
