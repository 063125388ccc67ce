import Traces

/// `mapsim replay`: replays one trace file and prints what happened.
enum ReplayCommand: Command {
    static let name = "replay"
    static let summary = "Replay a trace file; print the final camera, gestures and events."
    static let synopsis = ["replay TRACE [--json] [--timeline] [--fps N] [--profile NAME] [--svg FILE [--at T_MS]] [--html FILE]"]
    static let options: [OptionSpec] = [
        .flag("--json", help: "Print the report as one JSON object instead of the readable summary."),
        .flag("--timeline", help: "With --json, add `frames`: every frame's time, camera, touch count, selection, info window and controls."),
    ] + TraceOptions.all + PictureOptions.all
    static let details = """
    The replay starts with a frame at t = 0 and draws frames at k/fps seconds; before each \
    frame the commands and touch samples due by then are handled in time order. It runs \
    until the last input is handled and every timer and animation (tap confirmation, long \
    press, fling, zoom) has finished.

    The JSON report holds: trace, profile, framesPerSecond, endMs, frameCount, finalCamera \
    {lat, lng, zoom, bearing, tilt}, gestures [{kind, beginMs, endMs, releaseVelocity {x, y} \
    in pt/s for pans, location {x, y} for taps}], events [{timeMs, type, ...}] and, with \
    --timeline, frames [{timeMs, camera, touchCount, selectedMarker, infoWindow, controls \
    {compass, myLocationButton, floorPicker}, map, visibleMarkers, accessibilityElements \
    (when enabled)}]. The readable summary ends with a log of the map view's changes \
    (selection, info window, controls, floor picker). The same trace always gives \
    byte-identical output.

    Fingers still down when the trace ends are cancelled in its last sample.

    --svg FILE writes a picture of the view at --at T_MS (default: the last frame; the \
    last frame at or before T): view and padded rectangles, markers, info window, \
    controls, fingers and their paths, the ground under the camera with the visible \
    region and the target's path, and timelines of zoom, bearing, tilt and finger count \
    with each gesture as a labelled span. --html FILE writes a self-contained page with a \
    slider and play/pause to scrub through every frame. Both are byte-identical for the \
    same trace.

    Exit codes: 0 ok, 64 usage, 65 invalid trace (the message names the JSON path), 66 \
    missing file.
    """

    static func run(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        let parsed = try ArgumentParser(commandName: name, options: options, maxPositionals: 1).parse(arguments)
        guard let path = parsed.positionals.first else { throw .usage("missing TRACE (see 'mapsim replay --help')") }
        let json = parsed.has("--json")
        if parsed.has("--timeline") && !json { throw .usage("--timeline needs --json") }
        try PictureOptions.validate(parsed)
        let result = try TraceOptions.replay(path: path, framesPerSecond: try TraceOptions.framesPerSecond(parsed),
                                             profile: try TraceOptions.profile(parsed), recordFrames: (json && parsed.has("--timeline")) || PictureOptions.needsFrames(parsed))
        try PictureOptions.write(result: result, parsed: parsed)
        if json {
            io.output.write(result.jsonReport(pretty: false))
            try io.output.endLine()
        } else {
            io.output.write(result.textSummary(path: path))
        }
        try io.output.flush()
        return .success
    }
}
