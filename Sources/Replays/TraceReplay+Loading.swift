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
    /// its `framesPerSecond` (nil: the trace's, else 60).
    public static func load(path: String, framesPerSecond: Double? = nil,
                            profile: MotionProfile? = nil, input: InputDeliveryModel? = nil) throws(TraceError) -> TraceReplay {
        let trace = try TraceFile.load(path: path)
        guard let profile else {
            return TraceReplay(trace: trace, framesPerSecond: framesPerSecond,
                               profile: try trace.resolvedProfile(tracePath: path), input: input)
        }
        return TraceReplay(trace: trace, framesPerSecond: framesPerSecond, profile: profile, input: input)
    }
}
