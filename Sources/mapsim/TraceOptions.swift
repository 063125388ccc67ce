import MapSimulation
import Traces

/// Options shared by `replay` and `check`: frame rate and motion profile.
enum TraceOptions {
    /// `--fps N` and `--profile NAME`.
    static let all: [OptionSpec] = [
        .value("--fps", "N", help: "Frames per second of the replay clock, 1 to 1000. Default 60."),
        .value("--profile", "NAME",
               help: "Motion profile: \(MotionProfile.allNames.joined(separator: ", ")) "
                   + "(aliases maplibre, android; docs/profiles.md). "
                   + "Default: the trace's own `profile`, else maplibre-gl-js."),
    ]

    /// The frame rate from `--fps` (default 60).
    static func framesPerSecond(_ parsed: ParsedArguments) throws(CLIError) -> Double {
        guard let text = parsed.value("--fps") else { return FrameClock.defaultFramesPerSecond }
        let fps = try OptionValues.number(text, option: "--fps")
        guard fps >= 1 && fps <= 1000 else { throw .usage("--fps: \(text) is outside 1...1000") }
        return fps
    }

    /// The profile from `--profile`, or nil for the trace's own.
    static func profile(_ parsed: ParsedArguments) throws(CLIError) -> MotionProfile? {
        guard let name = parsed.value("--profile") else { return nil }
        guard let profile = MotionProfile.named(name) else {
            throw .usage("--profile: unknown profile '\(name)' (known: \(MotionProfile.allNames.joined(separator: ", ")))")
        }
        return profile
    }

    /// Loads, validates and replays the trace at `path`.
    static func replay(path: String, framesPerSecond: Double, profile: MotionProfile?,
                       recordFrames: Bool) throws(CLIError) -> TraceReplayResult {
        do {
            let trace = try TraceFile.load(path: path)
            return try TraceReplay(trace: trace, framesPerSecond: framesPerSecond, profile: profile)
                .run(recordFrames: recordFrames)
        } catch {
            throw .trace(error.fileName == nil ? error.withFileName(path) : error)
        }
    }
}
