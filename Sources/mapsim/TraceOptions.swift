import MapSimulation
import Traces

/// Options shared by `replay` and `check`: frame rate, motion profile, input delivery.
enum TraceOptions {
    /// `--fps N`, `--profile NAME|FILE` and `--input MODEL`.
    static let all: [OptionSpec] = [
        .value("--fps", "N", help: "Frames per second of the replay clock, 1 to 1000. Default: the trace's own `framesPerSecond`, else 60."),
        .value("--profile", "NAME|FILE",
               help: "Motion profile: \(MotionProfile.allNames.joined(separator: ", ")) (aliases "
                   + "\(aliasList)), or a profile file (a path ending in .json or containing /; "
                   + "format mapsim-profile/1, see traces/profile.schema.json) that overrides a named base "
                   + "profile's constants and strategies. Default: the trace's own `profile`, else "
                   + "\(MotionProfile.default.name)."),
        .value("--input", "MODEL",
               help: "How touches reach the recognisers: raw (each sample at its own time), android "
                   + "(AOSP InputConsumer: moves batched per frame, resampled 5 ms before it) or ios "
                   + "(UIKit: once per frame, the rest coalesced). Default: the trace's own `input`, else raw."),
    ]

    /// The delivery model from `--input`, or nil for the trace's own; an unknown name is a
    /// usage error (exit 64).
    static func input(_ parsed: ParsedArguments) throws(CLIError) -> InputDeliveryModel? {
        guard let argument = parsed.value("--input") else { return nil }
        return try input(argument: argument)
    }

    /// The delivery model named `argument` (a usage error, exit 64, for any other name,
    /// with the nearest known one: `Suggestion`).
    static func input(argument: String) throws(CLIError) -> InputDeliveryModel {
        guard let model = InputDeliveryModel(rawValue: argument) else {
            throw .usage("--input: unknown model '\(argument)' (known: \(InputDeliveryModel.allNames.joined(separator: ", ")))"
                         + Suggestion.hint(for: argument, in: InputDeliveryModel.allNames))
        }
        return model
    }

    /// The aliases for help and messages: `maplibre → maplibre-gl-js, android → android-framework`.
    static var aliasList: String {
        MotionProfile.aliases.map { "\($0.alias) → \($0.name)" }.joined(separator: ", ")
    }

    /// Help paragraph on `--profile` files, shared by `replay` and `check`.
    static let profileNote = """
    --profile FILE.json (and a trace's "profile": "FILE.json", relative to the trace's \
    folder) reads a custom profile: {"format": "mapsim-profile/1", "base": NAME, "name": ..., \
    "gestures": {...}, "motion": {...}}, where gestures and motion override any field of the \
    base profile by its Swift name (traces/profile.schema.json lists them with units and \
    bounds). A bad profile file exits 65 with one line naming the file and the JSON path; \
    a missing one exits 66.
    """

    /// The frame rate from `--fps`, or nil for the trace's own (`framesPerSecond`, else 60).
    static func framesPerSecond(_ parsed: ParsedArguments) throws(CLIError) -> Double? {
        guard let text = parsed.value("--fps") else { return nil }
        return try framesPerSecond(text: text)
    }

    /// The frame rate `text` gives: a number in 1...1000 (else a usage error).
    static func framesPerSecond(text: String) throws(CLIError) -> Double {
        let fps = try OptionValues.number(text, option: "--fps")
        guard fps >= 1 && fps <= 1000 else { throw .usage("--fps: \(text) is outside 1...1000") }
        return fps
    }

    /// The profile from `--profile`, or nil for the trace's own: a path
    /// (`ProfileFile.isPathArgument`: ending in `.json` or containing `/`) is loaded as a
    /// profile file (bad content exit 65, a missing file 66, each one line naming the file);
    /// anything else must be a name or alias (else a usage error, exit 64, with the
    /// nearest known one: `Suggestion`).
    static func profile(_ parsed: ParsedArguments) throws(CLIError) -> MotionProfile? {
        guard let argument = parsed.value("--profile") else { return nil }
        return try profile(argument: argument)
    }

    /// The profile `argument` names: a profile file's path or a name or alias (rules as
    /// `profile(_:)`).
    static func profile(argument: String) throws(CLIError) -> MotionProfile {
        if ProfileFile.isPathArgument(argument) {
            do {
                return try ProfileFile.load(path: argument)
            } catch {
                throw .trace(error)
            }
        }
        guard let profile = MotionProfile.named(argument) else {
            throw .usage("--profile: unknown profile '\(argument)' (known: \(MotionProfile.allNames.joined(separator: ", ")); "
                         + "aliases \(aliasList); or a profile file ending in .json)"
                         + Suggestion.hint(for: argument, in: MotionProfile.allNames + MotionProfile.aliases.map(\.alias)))
        }
        return profile
    }

    /// Loads the trace at `path` with its rows left in the file, replays it and writes its
    /// `replay --json` report (`json`) or its text summary to `output`, with the frame
    /// timeline when `timeline`, as `TraceReplay.streamJSONReport` and `streamTextSummary`
    /// do: nothing is written when the replay fails.
    static func streamReport(json: Bool, timeline: Bool, path: String, framesPerSecond: Double?, profile: MotionProfile?,
                             input: InputDeliveryModel?, invariants: InvariantSelection, to output: OutputBuffer) throws(CLIError) {
        do {
            let replay = try TraceReplay.load(path: path, framesPerSecond: framesPerSecond, profile: profile, input: input,
                                              streamingTouchesFrom: TraceFile.streamingMinimumBytes)
            if json {
                try replay.streamJSONReport(invariants: invariants, timeline: timeline) { output.write($0) }
            } else {
                try replay.streamTextSummary(path: path, invariants: invariants, timeline: timeline) { output.write($0) }
            }
        } catch {
            throw .trace(error.fileName == nil ? error.withFileName(path) : error)
        }
    }

    /// Loads, validates and replays the trace at `path` (its profile file, if it names one,
    /// resolved against its folder, unless `profile` overrides it), measuring `invariants`.
    static func replay(path: String, framesPerSecond: Double?, profile: MotionProfile?, input: InputDeliveryModel?,
                       recordFrames: Bool, invariants: InvariantSelection = .all) throws(CLIError) -> TraceReplayResult {
        do {
            return try TraceReplay.load(path: path, framesPerSecond: framesPerSecond, profile: profile, input: input)
                .run(recordFrames: recordFrames, invariants: invariants)
        } catch {
            throw .trace(error.fileName == nil ? error.withFileName(path) : error)
        }
    }
}
