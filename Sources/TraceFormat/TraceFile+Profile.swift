import MapSimulation
import TraceJSON

/// Resolving a trace's `profile`: a name or alias gives the named profile, a path ending in
/// `.json` the profile file it names, relative to the trace file's folder. The decoder keeps
/// the string; this is the one place that turns it into a `MotionProfile`, where the trace
/// was loaded from a path (`TraceReplay.load(path:framesPerSecond:profile:)` for `replay`
/// and `check` alike).
extension TraceFile {
    /// The path of the profile file the trace's `profile` names, for a trace read from
    /// `tracePath`: an absolute reference as written, a relative one joined to the trace's
    /// folder (`traces/walk.json` + `tuning.json` → `traces/tuning.json`; a trace path with
    /// no `/` leaves it relative to the working directory). Nil when `profile` is absent or
    /// names a profile.
    public func profileFilePath(tracePath: String) -> String? {
        guard let reference = profile, ProfileFile.isFileReference(reference) else { return nil }
        if reference.hasPrefix("/") { return reference }
        guard let slash = tracePath.lastIndex(of: "/") else { return reference }
        return String(tracePath[...slash]) + reference
    }

    /// The profile the trace asks for, for a trace read from `tracePath`: nil when it names
    /// none, the named profile for a name or alias, else the profile file
    /// (`profileFilePath(tracePath:)`) loaded with `ProfileFile.load(path:)`.
    ///
    /// A missing, unreadable or invalid profile file is an error naming the trace, its
    /// `profile` key, and the profile file's own error, on one line:
    /// `traces/walk.json: profile: traces/tuning.json: gestures.touchSlop: must not be
    /// negative (found -1)`, with the profile error's kind (`.fileNotFound` exits 66,
    /// `.invalidData` 65).
    public func resolvedProfile(tracePath: String) throws(TraceError) -> MotionProfile? {
        guard let reference = profile else { return nil }
        let key = JSONPath.root.appending(TraceSchema.Key.profile)
        guard let path = profileFilePath(tracePath: tracePath) else {
            // A trace built in code may hold any string; a decoded one holds a known name here.
            guard let named = MotionProfile.named(reference) else {
                do {
                    _ = try TraceDecoder.profileReference(.string(reference), key)
                } catch {
                    throw error.withFileName(tracePath)
                }
                preconditionFailure("profileReference accepts only names, aliases and file references")
            }
            return named
        }
        do {
            return try ProfileFile.load(path: path)
        } catch {
            throw TraceError(error.kind, fileName: tracePath, location: .jsonPath(key), message: error.description)
        }
    }
}
