import MapSimulation
import TraceFormat

/// Replaying a trace file: the trace and the profile it names, resolved against the
/// trace's folder. `mapsim replay` and `mapsim check` both start here.
extension TraceReplay {
    /// A replay of the trace at `path` at `framesPerSecond`. The profile is `profile` when
    /// given (the `--profile` override: the trace's own is then not loaded), else the
    /// trace's `profile` resolved by `TraceFile.resolvedProfile(tracePath:)` (a name, an
    /// alias, or a profile file beside the trace), else `MotionProfile.default`.
    ///
    /// Errors are `TraceFile.load(path:)`'s and `resolvedProfile(tracePath:)`'s: each names
    /// the trace (and, for a bad profile file, the profile file too).
    /// `input` overrides the trace's `input` (nil: the trace's, else raw), `framesPerSecond`
    /// its `framesPerSecond` (nil: the trace's, else 60). With `streamingTouchesFrom`, the
    /// touch rows of a file of at least that many bytes stay in the mapped file and are
    /// read as the replay runs (`TraceFile.loadStreamingTouches(path:atLeast:)`,
    /// `streamedTouches`; the tool passes `TraceFile.streamingMinimumBytes`): the same
    /// replay and errors, in memory that does not grow with the trace, but `trace.touches`
    /// is empty (the pictures and `explore` need them: load those without).
    public static func load(path: String, framesPerSecond: Double? = nil, profile: MotionProfile? = nil,
                            input: InputDeliveryModel? = nil, streamingTouchesFrom minimumBytes: Int? = nil)
        throws(TraceError) -> TraceReplay {
        let trace: TraceFile, stream: TraceTouchStream?
        if let minimumBytes {
            (trace, stream) = try TraceFile.loadStreamingTouches(path: path, atLeast: minimumBytes)
        } else {
            (trace, stream) = (try TraceFile.load(path: path), nil)
        }
        var replay: TraceReplay
        if let profile {
            replay = TraceReplay(trace: trace, framesPerSecond: framesPerSecond, profile: profile, input: input)
        } else {
            replay = TraceReplay(trace: trace, framesPerSecond: framesPerSecond,
                                 profile: try trace.resolvedProfile(tracePath: path), input: input)
        }
        replay.streamedTouches = stream
        return replay
    }
}
