/// The simulation's frame times: frame k is at k / fps seconds, computed from k each time
/// (never accumulated), so every run and every platform gets the same times.
public struct FrameClock: Hashable, Sendable {
    /// Frames per second. Default 60.
    public let framesPerSecond: Double

    /// Default frame rate: 60 fps (the rate iOS and Android map views draw at).
    public static let defaultFramesPerSecond: Double = 60

    /// A clock at `framesPerSecond` (finite and positive; validated by callers).
    public init(framesPerSecond: Double = FrameClock.defaultFramesPerSecond) {
        precondition(framesPerSecond.isFinite && framesPerSecond > 0, "frame rate must be positive")
        self.framesPerSecond = framesPerSecond
    }

    /// Time of frame `index` in seconds.
    @inlinable
    public func time(ofFrame index: Int) -> Double {
        Double(index) / framesPerSecond
    }

    /// Index of the first frame at or after `time` seconds.
    public func firstFrame(atOrAfter time: Double) -> Int {
        guard time > 0 else { return 0 }
        var k = Int((time * framesPerSecond).rounded(.up))
        while k > 0 && self.time(ofFrame: k - 1) >= time { k -= 1 }
        while self.time(ofFrame: k) < time { k += 1 }
        return k
    }
}
