import Traces

/// `mapsim replay`: replays one trace file and prints what happened.
enum ReplayCommand: Command {
    static let name = "replay"
    static let summary = "Replay a trace file; print the final camera, gestures and events."
    static let synopsis = ["replay TRACE [--json] [--timeline] [--fps N] [--profile NAME|FILE] [--input MODEL] [--invariants none|NAME,...] [--svg FILE [--at T_MS]] [--html FILE]"]
    static let options: [OptionSpec] = [
        .flag("--json", help: "Print the report as one JSON object instead of the readable summary."),
        .flag("--timeline", help: "Add every drawn frame: with --json as `frames` (time, camera, touch count, selection, "
              + "info window, controls), else as a text line per frame (time, camera, fingers). Frames in which "
              + "nothing could change are not drawn (see below)."),
    ] + TraceOptions.all + [InvariantOptions.option] + PictureOptions.all
    static var details: String { """
    The replay starts with a frame at t = 0 and draws frames at k/fps seconds; before each \
    frame the commands and touch samples due by then are handled in time order. It runs \
    until the last input is handled and every timer and animation (tap confirmation, long \
    press, fling, zoom) has finished.

    The JSON report holds: trace, profile, input, framesPerSecond, endMs, frameCount, finalCamera \
    {lat, lng, zoom, bearing, tilt}, gestures [{kind, beginMs, endMs, releaseVelocity {x, y} \
    in pt/s for pans, location {x, y} for taps}], events [{timeMs, type, ...}], invariants \
    {NAME: {holds, worst, atMs, limit}} (the invariants checked, in the order below; worst \
    and atMs null when nothing was measured) and, with --timeline, frames [{timeMs, camera, touchCount, selectedMarker, infoWindow, controls \
    {compass, myLocationButton, floorPicker}, map, visibleMarkers, accessibilityElements \
    (when enabled)}]. The readable summary has one invariants line (`invariants all 6 hold`, \
    or `invariants 1 of 6 fail` and one line per failure: `invariant focalPoint: 0.83 pt at \
    412.5 ms, limit 0.5`) and ends with a log of the map view's changes (selection, info \
    window, controls, floor picker). The same trace always gives byte-identical output. \
    replay reports the invariants; check fails a trace on them (replay still exits 0).

    Frames in which nothing can change (no animation or fade running; waiting only for \
    the next touch, command or gesture timer) are not drawn: the replay goes straight to \
    the frame of the next input or timer, so a gap of hours costs nothing. frameCount \
    counts every frame of the clock from 0 to endMs; --timeline lists the drawn ones, and \
    each stands for the skipped frames after it.

    Fingers still down when the trace ends are cancelled in its last sample.

    Without --svg and --html the replay streams (docs/design.md, "Replays in constant \
    memory"): the touch rows are read from the file as the replay runs, under every \
    --input model, and the report's \
    gestures, events and timeline wait in memory up to 4 MiB each, then in a temporary \
    file in $TMPDIR; the report is printed once the replay has finished, so a failed \
    replay prints nothing on stdout. A ten-million-event trace replays in some 25 to \
    35 MB. --timeline replays the trace twice (the first time to choose the frames it \
    lists), so it takes twice as long. The pictures keep the replay in memory.

    --input android delivers touches as Android does (AOSP InputConsumer): moves are \
    batched and handed over at each frame with a position resampled 5 ms before it \
    (interpolated, or extrapolated at most 8 ms); downs and ups at once. --input ios \
    delivers them as UIKit does: once per frame, each finger's latest position, the \
    samples between as coalesced touches. The velocity tracker sees the recorded samples \
    at their own times under every model (docs/input.md).

    --svg FILE writes a picture of the view at --at T_MS (default: the last frame; the \
    last frame at or before T): view and padded rectangles, markers, info window, \
    controls, fingers and their paths, the ground under the camera with the visible \
    region and the target's path, and timelines of zoom, bearing, tilt and finger count \
    with each gesture as a labelled span. --html FILE writes a self-contained page with a \
    slider and play/pause to scrub through every frame. Both are byte-identical for the \
    same trace.

    Limits (docs/design.md, "Limits"): a replay stops with exit 65, naming the JSON path \
    of the last input it handled, rather than draw more than 1,000,000 frames plus 32 per \
    touch event and command, or place more than 100,000,000 markers (markers in the view \
    times frames drawn); frames without \
    input come from animations, flings and fades. --timeline keeps at most 100,000 frames \
    and accessibility elements: beyond that it lists an even selection, one in 2, 4, ... \
    drawn frames and the last, and says so (drawnFrameCount and framesEvery in the JSON). \
    A picture is drawn from at most 2,000 of the frames (an even selection, named in its \
    title), with the top 200 markers of a frame (the rest counted), at most 500 gesture \
    spans and 500 finger strokes of 20,000 samples in all (even selections, named in the \
    title) and, in the HTML viewer, 50 events per frame.

    \(InvariantOptions.helpDetails)

    \(TraceOptions.profileNote)

    Exit codes: 0 ok, 64 usage, 65 invalid trace or profile file (the message names the \
    JSON path), 66 missing file, 74 a temporary file that cannot be written.

    Examples:
      mapsim replay traces/gesture-fling.json
      mapsim replay traces/gesture-pinch-focal.json --json --timeline
      mapsim replay traces/gesture-fling.json --profile ios
      mapsim replay traces/imported-evemu-3m.json --profile maplibre-android --input android
      mapsim replay traces/gesture-fling.json --profile tuning.json --json
      mapsim replay traces/gesture-pinch-focal.json --invariants focalPoint,noJumpOnFingerChange
      mapsim replay traces/gesture-rotate.json --svg rotate.svg --at 300 --html rotate.html
    """ }

    static func run(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        let parsed = try ArgumentParser(commandName: name, options: options, maxPositionals: 1).parse(arguments)
        guard let path = parsed.positionals.first else { throw .usage("missing TRACE (see 'mapsim replay --help')") }
        let json = parsed.has("--json")
        try PictureOptions.validate(parsed)
        if !PictureOptions.needsFrames(parsed) {
            // The report is written as the replay runs, the rows read from the file: memory
            // does not grow with the trace (TraceReplay.streamJSONReport, streamTextSummary;
            // a timeline replays twice, the first time to plan which frames it lists).
            try TraceOptions.streamReport(json: json, timeline: parsed.has("--timeline"), path: path, framesPerSecond: try TraceOptions.framesPerSecond(parsed),
                                          profile: try TraceOptions.profile(parsed), input: try TraceOptions.input(parsed),
                                          invariants: try InvariantOptions.selection(parsed), to: io.output)
            if json { try io.output.endLine() }
            try io.output.flush()
            return .success
        }
        let result = try TraceOptions.replay(path: path, framesPerSecond: try TraceOptions.framesPerSecond(parsed),
                                             profile: try TraceOptions.profile(parsed),
                                             input: try TraceOptions.input(parsed), recordFrames: true,
                                             invariants: try InvariantOptions.selection(parsed))
        try PictureOptions.write(result: result, parsed: parsed)
        if json {
            io.output.write(result.jsonReport(pretty: false))
            try io.output.endLine()
        } else {
            io.output.write(result.textSummary(path: path))
            if parsed.has("--timeline") { io.output.write(result.textTimeline()) }
        }
        try io.output.flush()
        return .success
    }
}
