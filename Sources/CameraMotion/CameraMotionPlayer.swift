import MapMath

/// Runs at most one `ScheduledMove` at a time for a frame loop: a new move replaces the
/// running one, a touch stops it in place, and the camera is sampled per frame.
public struct CameraMotionPlayer: Hashable, Sendable {
    /// The camera at the last call (the resting camera when nothing runs).
    public private(set) var camera: CameraPosition
    /// The running motion, or nil when idle.
    public private(set) var current: ScheduledMove?
    /// Limits every camera sampled from a motion is clamped to, besides the limits the
    /// motion was built with; nil (the default) for none. Set it when the limits change
    /// while a motion may run (a zoom range set during an animation), as MapLibre's
    /// transform clamps every frame: the motion then stops at the new limit.
    public var limits: CameraLimits?

    /// Whether a motion is running (`current` is not nil). Stored, and the methods below
    /// read `current` in place (`current!`), because testing or binding the optional copies
    /// the whole motion first, on every sample and frame.
    public private(set) var isRunning = false

    /// An idle player resting at `camera`.
    public init(camera: CameraPosition) {
        self.camera = camera
    }

    /// Whether nothing is moving at clock time `time`.
    public func isIdle(at time: Double) -> Bool {
        !isRunning || current!.isFinished(at: time)
    }

    /// The camera at clock time `time` without changing the player.
    public func camera(at time: Double) -> CameraPosition {
        guard isRunning else { return camera }
        return clamped(current!.camera(at: time))
    }

    /// Samples the running motion at clock time `time` and returns the camera; a finished
    /// motion is dropped and its end camera kept.
    @discardableResult
    public mutating func advance(to time: Double) -> CameraPosition {
        guard isRunning else { return camera }
        camera = clamped(current!.camera(at: time))
        if current!.isFinished(at: time) {
            current = nil
            isRunning = false
        }
        return camera
    }

    /// Stops the running motion in place at clock time `time` and returns the camera it
    /// stopped at (exactly the motion's sample at `time`); the camera unchanged when idle.
    @discardableResult
    public mutating func stop(at time: Double) -> CameraPosition {
        if isRunning {
            camera = clamped(current!.stop(at: time))
            current = nil
            isRunning = false
        }
        return camera
    }

    /// Stops the running motion where it was last sampled (`advance(to:)`), as MapLibre GL
    /// JS's `Camera._stop` leaves the transform at the last frame's camera.
    public mutating func halt() {
        current = nil
        isRunning = false
    }

    /// Starts `move` at clock time `time`, replacing any running motion (which stops in
    /// place first). Build `move` from `stop(at:)`'s camera (or `camera(at:)`) so that the
    /// new motion starts where the old one stopped.
    public mutating func run(_ move: CameraMove, at time: Double) {
        stop(at: time)
        current = ScheduledMove(move, startTime: time)
        isRunning = true
        camera = move.camera(at: 0)
    }

    /// `camera` clamped to `limits` when they are set.
    func clamped(_ camera: CameraPosition) -> CameraPosition {
        limits.map { $0.clamp(camera) } ?? camera
    }

    /// Sets the camera without animation at once, stopping any motion.
    public mutating func jump(to camera: CameraPosition) {
        current = nil
        isRunning = false
        self.camera = camera
    }
}
