/// Where the runner is, for a progress line: which benchmark and what it is doing.
public struct BenchmarkProgress: Hashable, Sendable {
    /// What the runner is doing with the current benchmark.
    public enum Phase: Hashable, Sendable {
        /// Building its data (untimed).
        case setup
        /// Warming up the Swift implementation.
        case warmUp
        /// Sampling: samples so far; `alternatingWith` names the reference sampled in the
        /// same rounds ("plain C", "one job"), or is nil.
        case measuring(samples: Int, alternatingWith: String?)
    }

    /// Position of the current benchmark, from 1.
    public var position: Int
    /// Number of benchmarks in the run.
    public var count: Int
    /// The current benchmark's name.
    public var name: String
    /// What is happening.
    public var phase: Phase

    /// A progress report from its parts.
    public init(position: Int, count: Int, name: String, phase: Phase) {
        self.position = position
        self.count = count
        self.name = name
        self.phase = phase
    }

    /// One line without a line break:
    /// `[2/7] projection.screen.warm: 120 samples, alternating with plain C`.
    public var line: String {
        let what: String
        switch phase {
        case .setup: what = "setting up"
        case .warmUp: what = "warming up"
        case let .measuring(samples, reference):
            what = Self.samples(samples) + (reference.map { ", alternating with \($0)" } ?? "")
        }
        return "[\(position)/\(count)] \(name): \(what)"
    }

    private static func samples(_ count: Int) -> String {
        count == 1 ? "1 sample" : "\(count) samples"
    }
}
