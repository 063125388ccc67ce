import MapMath

/// A `CameraMove` placed on the simulation's clock: it began at `startTime` seconds.
/// Everything is a pure function of time, so stopping it is just sampling it.
///
/// The move lives in an immutable box (one allocation when a motion starts): a
/// `CameraMove` is large, and the map view, which holds the running one, is copied and
/// passed along per touch sample and frame; boxed, that costs a pointer, not a copy of
/// the move.
public struct ScheduledMove: Hashable, Sendable {
    /// The boxed move: never changed after `init`.
    private final class Storage: Sendable {
        let move: CameraMove
        /// `move.duration`, read once (`isFinished` asks it per frame).
        let duration: Double
        init(_ move: CameraMove) {
            self.move = move
            duration = move.duration
        }
    }

    private let storage: Storage
    /// What moves.
    public var move: CameraMove { storage.move }
    /// Clock time in seconds at which the move began.
    public let startTime: Double

    /// `move` beginning at clock time `startTime` seconds.
    public init(_ move: CameraMove, startTime: Double) {
        storage = Storage(move)
        self.startTime = startTime
        endTime = startTime + move.duration
    }

    /// Equal when the moves and start times are.
    public static func == (a: ScheduledMove, b: ScheduledMove) -> Bool {
        a.startTime == b.startTime && a.storage.move == b.storage.move
    }

    /// Hashes the move and the start time.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.move)
        hasher.combine(startTime)
    }

    /// Clock time in seconds at which the move ends: startTime + duration. Kept: a frame
    /// asks it, and reading the duration out of the boxed enum copied its payload.
    public let endTime: Double

    /// Seconds since the start at clock time `time`, from whole picoseconds
    /// (`ClockArithmetic`): the same for any clock origin, so a motion samples and ends
    /// alike wherever the trace's clock starts.
    @inline(__always)
    func elapsed(at time: Double) -> Double {
        ClockArithmetic.elapsed(from: startTime, to: time)
    }

    /// The camera at clock time `time` seconds.
    public func camera(at time: Double) -> CameraPosition {
        storage.move.camera(at: elapsed(at: time))
    }

    /// Whether the motion has ended at clock time `time`: its elapsed time (as `camera(at:)`
    /// sees it) has reached its duration.
    public func isFinished(at time: Double) -> Bool { elapsed(at: time) >= storage.duration }

    /// Stops the motion in place at clock time `time` (a touch landed, or another camera
    /// command replaces it): the camera to keep, exactly `camera(at: time)`.
    public func stop(at time: Double) -> CameraPosition { camera(at: time) }
}
