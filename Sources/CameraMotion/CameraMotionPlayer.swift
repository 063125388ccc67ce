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

    /// Whether a motion is running. Checks presence only: `current != nil` would compare
    /// (and copy) the whole motion, since `ScheduledMove` is Equatable.
    public var isRunning: Bool {
        if case .some = current { return true }
        return false
    }

    /// An idle player resting at `camera`.
    public init(camera: CameraPosition) {
        self.camera = camera
    }

    /// Whether nothing is moving at clock time `time`.
    public func isIdle(at time: Double) -> Bool {
        current.map { $0.isFinished(at: time) } ?? true
    }

    /// The camera at clock time `time` without changing the player.
    public func camera(at time: Double) -> CameraPosition {
        guard let motion = current else { return camera }
        return clamped(motion.camera(at: time))
    }

    /// Samples the running motion at clock time `time` and returns the camera; a finished
    /// motion is dropped and its end camera kept.
    @discardableResult
    public mutating func advance(to time: Double) -> CameraPosition {
        guard let motion = current else { return camera }
        camera = clamped(motion.camera(at: time))
        if motion.isFinished(at: time) { current = nil }
        return camera
    }

    /// Stops the running motion in place at clock time `time` and returns the camera it
    /// stopped at (exactly the motion's sample at `time`); the camera unchanged when idle.
    @discardableResult
    public mutating func stop(at time: Double) -> CameraPosition {
        if let motion = current {
            camera = clamped(motion.stop(at: time))
            current = nil
        }
        return camera
    }

    /// Starts `move` at clock time `time`, replacing any running motion (which stops in
    /// place first). Build `move` from `stop(at:)`'s camera (or `camera(at:)`) so that the
    /// new motion starts where the old one stopped.
    public mutating func run(_ move: CameraMove, at time: Double) {
        stop(at: time)
        current = ScheduledMove(move, startTime: time)
        camera = move.camera(at: 0)
    }

    /// `camera` clamped to `limits` when they are set.
    func clamped(_ camera: CameraPosition) -> CameraPosition {
        limits.map { $0.clamp(camera) } ?? camera
    }

    /// Sets the camera without animation at once, stopping any motion.
    public mutating func jump(to camera: CameraPosition) {
        current = nil
        self.camera = camera
    }
}
