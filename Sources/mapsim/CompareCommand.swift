import MapSimulation
import Traces

/// `mapsim compare`: one trace under several variants (profile, input delivery, frame
/// rate), side by side.
enum CompareCommand: Command {
    static let name = "compare"
    static let summary = "Replay one trace under several profiles, input models or frame rates, side by side."
    static let synopsis = ["compare TRACE [--profile NAME|FILE ...] [--input MODEL ...] [--fps N ...] [--tolerance PT] [--json] [--svg FILE]"]
    static let options: [OptionSpec] = [
        .repeatedValue("--profile", "NAME|FILE", help: "A variant's motion profile (a name, alias or profile file, as for replay). "
                       + "Repeat for each variant."),
        .repeatedValue("--input", "MODEL", help: "A variant's input delivery: raw, android or ios. Repeat for each variant."),
        .repeatedValue("--fps", "N", help: "A variant's frame rate, 1 to 1000. Repeat for each variant."),
        .value("--tolerance", "PT", help: "Targets this many view points apart or less count as the same camera. Default 0.5."),
        .flag("--json", help: "Print the comparison as one JSON object."),
        .value("--svg", "FILE", help: "Also write an SVG of the variants' distance travelled, zoom, bearing and tilt against time, "
               + "the largest difference first."),
    ]
    static var details: String { """
    Variant k takes the k-th value of each repeated option; an option given once applies \
    to every variant, and one not given leaves the trace's own (its profile and input, \
    framesPerSecond, else 60 fps). The options given more than once must be given the same number of times, \
    and there must be at least two variants.

    The report lists each variant (its profile by its full name, input and frame rate), \
    then the gestures lined up by time, one row each: a gesture of variant B shares a \
    row with one of A's when they are of the same kind and their spans overlap (begin \
    to end; a tap's from its finger landing to its recognition or lift, whichever is \
    later). Each variant is lined up with A: each of A's gestures in turn takes the \
    earliest such gesture not yet taken. A gesture with no partner gets a row of its \
    own, with "–" in the other columns. Each cell is the gesture's kind and number in \
    its variant and what it did to the camera; each row starts with the earliest start \
    in it. Then per fling (the motion after a gesture's release, to idle) its \
    distance in view points and on the ground, its duration and its peak speed; when each \
    variant came to rest and its final camera; and the first time each variant's camera \
    differs from variant A's (targets more than --tolerance points apart, zooms more than \
    0.001 levels, bearings or tilts more than 0.01°).

    The JSON report holds: trace, tolerance, variants [{label, profile, input, \
    framesPerSecond, endMs, idleMs, finalCamera, gestures, flings [{gesture, startMs, \
    endMs, durationMs, distancePoints, distanceMetres, peakSpeed}]}], rows [{atMs, \
    gestures}] (the table's rows: per variant the index of its gesture from 0, or null) \
    and differences [{variant, fromVariant, atMs, targetPoints, zoom, bearing, tilt}].

    --svg draws, on one time axis, the distance the camera target travelled (view points \
    at each frame's zoom), zoom, bearing (unwrapped: a turn of −12° from north reads \
    −12°, not 348°) and tilt, the panel where a variant parts furthest from A (relative \
    to the panel's scale) first, its title naming that largest gap. A is drawn widest \
    and solid, each later variant narrower and dashed on top of it, so lines that \
    coincide all stay visible.

    Exit codes: 0 ok, 64 usage, 65 invalid trace or profile file, 66 missing file, 74 the \
    SVG could not be written.

    Examples:
      mapsim compare traces/gesture-fling.json --profile maplibre-gl-js --profile ios
      mapsim compare traces/imported-evemu-3m.json --profile maplibre-android --input raw --input android --input ios
      mapsim compare traces/gesture-pinch-focal.json --profile android --profile ios --json
      mapsim compare traces/gesture-fling.json --fps 60 --fps 120 --svg fling.svg
    """ }

    /// One variant's overrides (nil: the trace's own).
    struct Variant {
        var profile: MotionProfile?
        var input: InputDeliveryModel?
        var framesPerSecond: Double?
    }

    /// The variants the options describe.
    static func variants(_ parsed: ParsedArguments) throws(CLIError) -> [Variant] {
        let profiles = parsed.values("--profile"), inputs = parsed.values("--input"), rates = parsed.values("--fps")
        let counts = [profiles.count, inputs.count, rates.count]
        let n = counts.max() ?? 0
        guard n >= 2 else {
            throw .usage("give at least two variants: repeat --profile, --input or --fps (see 'mapsim compare --help')")
        }
        for (name, count) in zip(["--profile", "--input", "--fps"], counts) where count > 1 && count != n {
            throw .usage("\(name) is given \(count) times but another option \(n): give each once or \(n) times")
        }
        var result: [Variant] = []
        for k in 0..<n {
            func pick(_ values: [String]) -> String? { values.isEmpty ? nil : values[values.count == 1 ? 0 : k] }
            var variant = Variant()
            if let p = pick(profiles) { variant.profile = try TraceOptions.profile(argument: p) }
            if let m = pick(inputs) { variant.input = try TraceOptions.input(argument: m) }
            if let f = pick(rates) { variant.framesPerSecond = try TraceOptions.framesPerSecond(text: f) }
            result.append(variant)
        }
        return result
    }

    static func run(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        let parsed = try ArgumentParser(commandName: name, options: options, maxPositionals: 1).parse(arguments)
        guard let path = parsed.positionals.first else { throw .usage("missing TRACE (see 'mapsim compare --help')") }
        var tolerance = 0.5
        if let text = parsed.value("--tolerance") {
            tolerance = try OptionValues.number(text, option: "--tolerance")
            guard tolerance >= 0 && tolerance.isFinite else { throw .usage("--tolerance: \(text) is not a distance ≥ 0") }
        }
        var results: [TraceReplayResult] = []
        for v in try variants(parsed) {
            results.append(try TraceOptions.replay(path: path, framesPerSecond: v.framesPerSecond, profile: v.profile,
                                                   input: v.input, recordFrames: true))
        }
        let comparison = ReplayComparison(results: results, tolerance: tolerance)
        if let svgPath = parsed.value("--svg") {
            try PictureOptions.writeFile(ComparisonSVG(comparison: comparison).document(), to: svgPath)
        }
        if parsed.has("--json") {
            io.output.write(comparison.jsonReport())
            try io.output.endLine()
        } else {
            io.output.write(comparison.textReport(path: path))
        }
        try io.output.flush()
        return .success
    }
}
