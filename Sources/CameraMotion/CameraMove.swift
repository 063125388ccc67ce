import MapMath

/// One camera motion of any kind, with its own clock starting at 0: what the simulation
/// runs (one at a time). Sample it with `camera(at:)`.
public enum CameraMove: Hashable, Sendable {
    /// An eased animation (programmatic moves, compass reset, tap zooms, short hops).
    case ease(CameraAnimation)
    /// A fly-to (long moves).
    case flyTo(FlyToAnimation)
    /// A fling after a gesture's release.
    case fling(FlingAnimation)

    /// Length in seconds, ≥ 0.
    public var duration: Double {
        switch self {
        case let .ease(a): return a.duration
        case let .flyTo(a): return a.duration
        case let .fling(a): return a.duration
        }
    }

    /// The camera at t ≤ 0.
    public var startCamera: CameraPosition {
        switch self {
        case let .ease(a): return a.start
        case let .flyTo(a): return a.start
        case let .fling(a): return a.start
        }
    }

    /// The camera at t ≥ duration.
    public var endCamera: CameraPosition {
        switch self {
        case let .ease(a): return a.end
        case let .flyTo(a): return a.end
        case let .fling(a): return a.end
        }
    }

    /// The camera `time` seconds after the move began: the start exactly at t ≤ 0 (for a
    /// positive duration), the end exactly at t ≥ duration.
    public func camera(at time: Double) -> CameraPosition {
        switch self {
        case let .ease(a): return a.camera(at: time)
        case let .flyTo(a): return a.camera(at: time)
        case let .fling(a): return a.camera(at: time)
        }
    }

    /// Whether the move has ended at `time` seconds after it began.
    public func isFinished(at time: Double) -> Bool { time >= duration }
}
