import MapMath

/// A `CameraMove` placed on the simulation's clock: it began at `startTime` seconds.
/// Everything is a pure function of time, so stopping it is just sampling it.
public struct ScheduledMove: Hashable, Sendable {
    /// What moves.
    public let move: CameraMove
    /// Clock time in seconds at which the move began.
    public let startTime: Double

    /// `move` beginning at clock time `startTime` seconds.
    public init(_ move: CameraMove, startTime: Double) {
        self.move = move
        self.startTime = startTime
    }

    /// Clock time in seconds at which the move ends: startTime + duration.
    public var endTime: Double { startTime + move.duration }

    /// The camera at clock time `time` seconds.
    public func camera(at time: Double) -> CameraPosition {
        move.camera(at: time - startTime)
    }

    /// Whether the motion has ended at clock time `time`.
    public func isFinished(at time: Double) -> Bool { time >= endTime }

    /// Stops the motion in place at clock time `time` (a touch landed, or another camera
    /// command replaces it): the camera to keep, exactly `camera(at: time)`.
    public func stop(at time: Double) -> CameraPosition { camera(at: time) }
}
