import Traces

/// `replay`'s picture options: `--svg FILE [--at T_MS]` (an SVG snapshot with timelines)
/// and `--html FILE` (a frame-by-frame viewer).
enum PictureOptions {
    /// `--svg FILE`, `--at T_MS` and `--html FILE`.
    static let all: [OptionSpec] = [
        .value("--svg", "FILE",
               help: "Also write an SVG picture of the replay to FILE: the view at one frame (markers, info window, "
                   + "controls, fingers), the ground with the camera's path, and timelines of zoom, bearing, tilt and "
                   + "fingers with the gestures."),
        .value("--at", "T_MS",
               help: "With --svg, draw the view at the last frame at or before T_MS milliseconds (of the at most 2,000 a picture is drawn from). Default: the last frame."),
        .value("--html", "FILE",
               help: "Also write a self-contained HTML viewer of the replay to FILE: a slider and play/pause to step "
                   + "through the frames, with the camera and the events of each frame. Works offline."),
    ]

    /// Whether the replay must keep its frames for the pictures asked for.
    static func needsFrames(_ parsed: ParsedArguments) -> Bool {
        parsed.has("--svg") || parsed.has("--html")
    }

    /// Checks the picture options before the replay runs: `--at` needs `--svg` and a
    /// finite number of milliseconds, not negative.
    static func validate(_ parsed: ParsedArguments) throws(CLIError) {
        _ = try atMs(parsed)
    }

    /// The `--at` time in ms, or nil when not given.
    static func atMs(_ parsed: ParsedArguments) throws(CLIError) -> Double? {
        guard let text = parsed.value("--at") else { return nil }
        guard parsed.has("--svg") else { throw .usage("--at needs --svg") }
        let time = try OptionValues.number(text, option: "--at")
        guard time >= 0 else { throw .usage("--at: \(text) is negative (times start at 0 ms)") }
        return time
    }

    /// Writes the pictures asked for in `parsed` (`--svg`, `--html`) of `result`, which
    /// must have been replayed with frames (`needsFrames`). Does nothing when none is
    /// asked for. A time after the last frame is a usage error; a file that cannot be
    /// written is an I/O error (exit 74) naming it.
    static func write(result: TraceReplayResult, parsed: ParsedArguments) throws(CLIError) {
        guard needsFrames(parsed) else { return }
        let at = try atMs(parsed)
        let svg: ReplaySVG
        do {
            svg = try ReplaySVG(result: result)
        } catch {
            throw .ioFailure("cannot draw the replay: \(error.description)")
        }
        if let path = parsed.value("--svg") {
            let document: String
            do {
                document = try svg.document(atMs: at)
            } catch {
                throw .usage("--at: \(error.description)")
            }
            try writeFile(document, to: path)
        }
        if let path = parsed.value("--html") {
            try writeFile(ReplayHTML(picture: svg).document(), to: path)
        }
    }

    /// Writes `text` to the file at `path`, replacing it (`FileBytes.writeContents(ofPath:with:)`);
    /// a failure is an I/O error (exit 74) naming the file and the system's reason.
    static func writeFile(_ text: String, to path: String) throws(CLIError) {
        do {
            try FileBytes.writeContents(ofPath: path, with: Array(text.utf8))
        } catch {
            throw .ioFailure(error.description)
        }
    }
}
